import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Result } from "../../../src/engine/errors";
import { rngFromText } from "../../../src/engine/rng";
import type { GameHint, HintFn } from "../../../src/engine/hint";
import { parseCell } from "../../../src/games/smalta/board";
import { smaltaManifest } from "../../../src/games/smalta/index";
import { smalta } from "../../../src/games/smalta/rules";
import type { Fortune, SmaltaState } from "../../../src/games/smalta/state";
import { newGame, playText, randomPlayout } from "./playout";

const FORTUNES: readonly Fortune[] = ["die", "cards", "table"];

// The hint as the bot worker runs it: through the manifest, shape check and all.
let hintFor: HintFn;
beforeAll(async () => {
  const hint = await smaltaManifest.hint?.();
  if (!hint) throw new Error("Smalta's manifest offers no hint");
  hintFor = hint;
});

/** A position somewhere in a random game where a seat has a paint to choose. */
function positionToPaint(fortune: Fortune, seed: number, entries: number): SmaltaState | null {
  const game = randomPlayout(fortune, seed, { stopAfter: entries });
  let state = game.states[game.states.length - 1];
  if (smalta.result(state) !== null) return null;
  // A roll due (the app's die, or the table die the seat enters) comes before the paint.
  const due = smalta.pending(state);
  const tableRoll = fortune === "table" && state.roll === null && due === null;
  if (due === "roll" || tableRoll) state = playText(state, [`roll ${1 + (seed % 6)}`]);
  return smalta.toMove(state).length > 0 ? state : null;
}

const legalOf = (state: SmaltaState, seat: number): string[] =>
  smalta.legalMoves(state, seat).map((m) => smalta.formatMove(m));

function hintOf(result: Result<GameHint>): GameHint {
  if (!result.ok) throw new Error(`no hint: ${result.error.message}`);
  return result.value;
}

/**
 * A die game at `seat`'s paint with the roll `roll`: every cell painted in columns of 2
 * and 6 (blocks of two and two, which neither win nor threaten), then `painted` on top,
 * `empty` left empty.
 */
function filled(
  painted: Record<string, number>,
  empty: readonly string[],
  roll: number,
): SmaltaState {
  const cells = Array.from({ length: 36 }, (_, cell): number => (cell % 2 === 0 ? 2 : 6));
  for (const [name, colour] of Object.entries(painted)) cells[parseCell(name) ?? -1] = colour;
  for (const name of empty) cells[parseCell(name) ?? -1] = 0;
  return { ...newGame("die"), cells, turn: 0, roll };
}

/** The colours with which `seat`'s opponent could complete a winning square at once. */
function opponentWinningColours(after: SmaltaState): number {
  let count = 0;
  for (let colour = 1; colour <= 6; colour++) {
    const rolled = { ...after, roll: colour };
    const seat = after.turn ?? 0;
    const wins = smalta
      .legalMoves(rolled, seat)
      .some((m) => smalta.result(smalta.apply(rolled, seat, m))?.winners[0] === seat);
    if (wins) count++;
  }
  return count;
}

describe("the Smalta hint", () => {
  it.each(FORTUNES)(
    "is a legal move of the seat to move, with a reason in both languages (%s)",
    (fortune) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 1, max: 60 }),
          (seed, entries) => {
            const state = positionToPaint(fortune, seed, entries);
            if (state === null) return;
            const seat = smalta.toMove(state)[0];
            const hint = hintOf(hintFor(smalta.view(state, seat), seat));
            expect(legalOf(state, seat)).toContain(hint.move);
            expect(hint.reason.en.trim()).not.toBe("");
            expect(hint.reason.ru.trim()).not.toBe("");
            expect(hint.reason.ru).toMatch(/[а-яё]/i);
          },
        ),
        { numRuns: 10 },
      );
    },
  );

  // The table die paints as the die does once the roll is in: die and cards cover the bot.
  it.each(["die", "cards"] as const)(
    "is the strong bot's move, seeded with a fixed text (%s)",
    async (fortune) => {
      const bots = await smaltaManifest.bots?.();
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 1, max: 60 }),
          (seed, entries) => {
            const state = positionToPaint(fortune, seed, entries);
            if (state === null) return;
            const seat = smalta.toMove(state)[0];
            const view = smalta.view(state, seat);
            const chosen = bots?.choose(view, seat, "strong", rngFromText("tabula-hint"));
            expect(chosen?.ok).toBe(true);
            if (!chosen?.ok) return;
            const move = smalta.formatMove(chosen.value as Parameters<typeof smalta.formatMove>[0]);
            expect(hintOf(hintFor(view, seat)).move).toBe(move);
            // The same view gives the same hint, reason and all.
            expect(hintFor(structuredClone(view), seat)).toEqual(hintFor(view, seat));
          },
        ),
        { numRuns: 6 },
      );
    },
  );

  it("says truly whether it wins, gives a point, and how many colours win for the opponent (die)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        (seed, entries) => {
          const state = positionToPaint("die", seed, entries);
          if (state === null) return;
          const seat = smalta.toMove(state)[0];
          const hint = hintOf(hintFor(smalta.view(state, seat), seat));
          const after = playText(state, [hint.move]);
          const won = after.win !== null;
          expect(hint.reason.en.startsWith("Completes a")).toBe(won);
          if (won) return;
          const point = after.points[1 - seat] - state.points[1 - seat] === 1;
          expect(/(gets|get) a point/.test(hint.reason.en)).toBe(point);
          expect(/получит очко/.test(hint.reason.ru)).toBe(point);
          if (smalta.result(after) !== null) return; // a full board: no turn for the opponent
          const colours = opponentWinningColours(after);
          if (colours === 0) expect(hint.reason.en).toMatch(/^The opponent can't win at once/);
          else expect(hint.reason.en).toContain(`is ${colours} in 6`);
          expect(hint.reason.en).toMatch(/The bot rates your chance to win at (<1|>99|\d+)%\.$/);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("never reads a hidden card: another deal behind the same view gives the same hint", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 3, max: 40 }),
        (seed, entries) => {
          const state = positionToPaint("cards", seed, entries);
          if (state === null) return;
          const seat = smalta.toMove(state)[0];
          // Deal the hidden cards again: the opponent's hand and the stock, reversed.
          const hidden = [...state.hands[1 - seat], ...state.stock].reverse();
          const n = state.hands[1 - seat].length;
          const other: SmaltaState = {
            ...state,
            hands: state.hands.map((h, i) => (i === seat ? h : hidden.slice(0, n))),
            stock: hidden.slice(n),
          };
          const view = smalta.view(state, seat);
          expect(smalta.view(other, seat)).toEqual(view);
          expect(hintFor(smalta.view(other, seat), seat)).toEqual(hintFor(view, seat));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("the Smalta hint, named positions", () => {
  it("takes a four-colour square and says so", () => {
    // a1 red, b1 orange, a2 yellow: green on b2 closes a four-colour square.
    const state = { ...newGame("die"), cells: cellsOf({ a1: 1, b1: 2, a2: 3 }), turn: 0, roll: 4 };
    const hint = hintOf(hintFor(state, 0));
    expect(hint.move).toBe("b2");
    expect(hint.reason).toEqual({
      en: "Completes a four-colour square: you win at once.",
      ru: "Замыкает четырёхцветный квадрат — ты сразу побеждаешь.",
    });
  });

  it("takes a monochrome square with a card and says so", () => {
    // Three blues and a blue card in hand; its other cards cannot win there.
    const state: SmaltaState = {
      ...newGame("cards"),
      cells: cellsOf({ a1: 5, b1: 5, a2: 5 }),
      turn: 1,
      dealt: true,
      hands: [
        [null, null, null, null],
        [1, 5, 1, 1],
      ],
      stock: Array<null>(13).fill(null),
      discard: [5, 5, 5],
    };
    const hint = hintOf(hintFor(state, 1));
    expect(hint.move).toBe("card 5 b2");
    expect(hint.reason.en).toBe("Completes a monochrome square: you win at once.");
    expect(hint.reason.ru).toBe("Замыкает монохромный квадрат — ты сразу побеждаешь.");
  });

  it("on an empty board hands over nothing and gives no point", () => {
    const state = { ...newGame("die"), turn: 0, roll: 3 };
    const hint = hintOf(hintFor(state, 0));
    expect(hint.reason.en).toMatch(
      /^The opponent can't win at once and gets no point\. The bot rates your chance to win at \d+%\.$/,
    );
    expect(hint.reason.ru).toMatch(
      /^Соперник не сможет выиграть сразу и не получит очка\. Бот оценивает твои шансы на победу в \d+\u00a0%\.$/,
    );
  });

  it("when both cells give a point, says it gives one", () => {
    // Left empty: e1, f1. Red on e1 touches the red d1, on f1 the red f2; neither opens a square.
    const state = filled({ d1: 1, d2: 2, e2: 2, f2: 1 }, ["e1", "f1"], 1);
    const hint = hintOf(hintFor(state, 0));
    expect(["e1", "f1"]).toContain(hint.move);
    expect(hint.reason.en).toMatch(/^The opponent can't win at once, but gets a point\./);
    expect(hint.reason.ru).toMatch(/^Соперник не сможет выиграть сразу, но получит очко\./);
  });

  it("when every cell opens a square, says the opponent's chance and that none is safer", () => {
    // Left empty: e1, f1. Red on either leaves red, orange (e2), yellow (f2) around the
    // other, so green, blue and violet would close a four-colour square there.
    const state = filled({ d1: 2, d2: 4, e2: 2, f2: 3 }, ["e1", "f1"], 1);
    const hint = hintOf(hintFor(state, 0));
    expect(["e1", "f1"]).toContain(hint.move);
    expect(hint.reason.en).toMatch(
      /^The opponent's chance to win at once is 3 in 6 \(no cell leaves less\); no point for them\. The bot rates/,
    );
    expect(hint.reason.ru).toMatch(
      /^Шанс соперника выиграть сразу — 3 из 6 \(меньше не оставляет ни одна клетка\), очка он не получит\. Бот оценивает/,
    );
  });
});

describe("the Smalta hint refuses", () => {
  const noHint = (result: Result<GameHint>): string => {
    expect(result.ok).toBe(false);
    return result.ok ? "" : result.error.code;
  };

  it("when the seat is not to move", () => {
    const state = { ...newGame("die"), turn: 0, roll: 3 };
    expect(noHint(hintFor(state, 1))).toBe("no-hint");
  });

  it("when a random event is due: the lot, the die's roll, the deal", () => {
    expect(noHint(hintFor(newGame("die"), 0))).toBe("no-hint");
    expect(noHint(hintFor({ ...newGame("die"), turn: 0 }, 0))).toBe("no-hint");
    expect(noHint(hintFor({ ...newGame("cards"), turn: 0 }, 0))).toBe("no-hint");
  });

  it("when the table die's roll is still to be entered (a bare roll)", () => {
    const state = { ...newGame("table"), turn: 0 };
    expect(legalOf(state, 0)[0]).toBe("roll 1");
    expect(noHint(hintFor(state, 0))).toBe("no-hint");
  });

  it("when the game is over", () => {
    const state = { ...newGame("die"), cells: cellsOf({ a1: 1, b1: 2, a2: 3 }), turn: 0, roll: 4 };
    const over = playText(state, ["b2"]);
    expect(smalta.result(over)).not.toBeNull();
    expect(noHint(hintFor({ ...over, roll: 2 }, 1))).toBe("no-hint");
  });

  it("when the view is not a Smalta position", () => {
    expect(noHint(hintFor({ cells: [] }, 0))).toBe("no-hint");
  });
});

function cellsOf(painted: Record<string, number>): number[] {
  const cells = Array<number>(36).fill(0);
  for (const [name, colour] of Object.entries(painted)) cells[parseCell(name) ?? -1] = colour;
  return cells;
}
