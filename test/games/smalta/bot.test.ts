import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { cellAt, parseCell } from "../../../src/games/smalta/board";
import { BOT_LEVELS, chooseMove, type BotLevel } from "../../../src/games/smalta/bot";
import {
  makesCluster,
  threatAfter,
  winningColours,
  winningColoursByCell,
  colourCount,
} from "../../../src/games/smalta/bot-tactics";
import { smalta, winningBlock } from "../../../src/games/smalta/rules";
import type { Fortune, SmaltaState } from "../../../src/games/smalta/state";
import { newGame, randomPlayout } from "./playout";

const FORTUNES: readonly Fortune[] = ["die", "cards", "table"];

/** A position somewhere in a random game where a seat is to move. */
function positionToMove(fortune: Fortune, seed: number, entries: number): SmaltaState | null {
  const game = randomPlayout(fortune, seed, { stopAfter: entries });
  const state = game.states[game.states.length - 1];
  return smalta.toMove(state).length > 0 ? state : null;
}

/** A die game at `seat`'s paint, with `painted` as { cell name: colour }. */
function board(painted: Record<string, number>, roll: number, seat = 0): SmaltaState {
  const cells = Array<number>(36).fill(0);
  for (const [name, colour] of Object.entries(painted)) cells[parseCell(name) ?? -1] = colour;
  return { ...newGame("die"), cells, turn: seat, roll };
}

const paintOf = (move: unknown): number => (move as { cell?: number } | null)?.cell ?? Number.NaN;

describe("chooseMove", () => {
  it.each(FORTUNES)("always picks a legal move from the seat's view (%s)", (fortune) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(...BOT_LEVELS),
        (seed, entries, level) => {
          const state = positionToMove(fortune, seed, entries);
          if (state === null) return;
          const seat = smalta.toMove(state)[0];
          const move = chooseMove(smalta.view(state, seat), seat, level, rngFromSeed(seed));
          expect(move).not.toBeNull();
          if (move) expect(smalta.check(state, seat, move)).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });

  it("returns null when the seat has nothing to play", () => {
    const state = board({}, 3, 0);
    expect(chooseMove(state, 1, "normal", rngFromSeed(1))).toBeNull();
    const rollDue = { ...state, roll: null };
    expect(chooseMove(rollDue, 0, "strong", rngFromSeed(1))).toBeNull();
  });

  it("rolls its own die with the table die when the roll is still to be entered", () => {
    const state = { ...newGame("table"), turn: 0 };
    const rolls = new Set(
      Array.from({ length: 60 }, (_, i) => chooseMove(state, 0, "strong", rngFromSeed(i))).map(
        (m) => (m?.type === "roll" ? m.value : 0),
      ),
    );
    expect([...rolls].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("is a pure function of its inputs: the same rng seed gives the same move", () => {
    const state = positionToMove("die", 42, 12);
    expect(state).not.toBeNull();
    if (!state) return;
    const copy = structuredClone(state);
    const seat = state.turn ?? 0;
    for (const level of BOT_LEVELS) {
      const a = chooseMove(state, seat, level, rngFromSeed(9));
      expect(chooseMove(state, seat, level, rngFromSeed(9))).toEqual(a);
    }
    expect(state).toEqual(copy); // the view it was given is left untouched
  });

  const nonRandom = BOT_LEVELS.filter((l): l is Exclude<BotLevel, "random"> => l !== "random");

  it.each(nonRandom)("%s takes an immediate monochrome or four-colour win", (level) => {
    // a1 a2 b1 are red: red on b2 wins. Elsewhere d1 d2 e1 are red, orange, yellow:
    // green on e2 wins, red does not.
    const position = { a1: 1, a2: 1, b1: 1, d1: 1, d2: 2, e1: 3, f6: 4 };
    for (let seed = 0; seed < 20; seed++) {
      expect(paintOf(chooseMove(board(position, 1), 0, level, rngFromSeed(seed)))).toBe(
        parseCell("b2"),
      );
      expect(paintOf(chooseMove(board(position, 4), 0, level, rngFromSeed(seed)))).toBe(
        parseCell("e2"),
      );
    }
  });

  it.each(nonRandom)("%s takes a win with a card from the hand when it has one", (level) => {
    const base = newGame("cards");
    const cells = Array<number>(36).fill(0);
    for (const [name, colour] of Object.entries({ a1: 5, a2: 5, b1: 5 })) {
      cells[parseCell(name) ?? -1] = colour;
    }
    const state: SmaltaState = {
      ...base,
      cells,
      turn: 0,
      dealt: true,
      hands: [
        [1, 2, 5, 3],
        [null, null, null, null],
      ],
      stock: Array<null>(10).fill(null),
      discard: [5, 5, 5],
    };
    const move = chooseMove(state, 0, level, rngFromSeed(4));
    expect(move).toEqual({ type: "card", value: 5, cell: parseCell("b2") });
  });

  /** A die position somewhere in a random game, and what each cell would hand over. */
  function dieChoice(seed: number, entries: number, level: BotLevel) {
    const state = positionToMove("die", seed, entries);
    if (state === null || state.roll === null) return null;
    const colour = state.roll;
    const cells = [...state.cells];
    const cell = paintOf(chooseMove(state, state.turn ?? 0, level, rngFromSeed(seed)));
    if (winningColours(cells, cell) & (1 << (colour - 1))) return null; // a win: fine
    const wins = winningColoursByCell(cells);
    const given = (c: number): number => colourCount(threatAfter(cells, wins, c, colour));
    const point = (c: number): boolean => makesCluster(cells, c, colour);
    const empty = Array.from({ length: 36 }, (_, c) => c).filter((c) => cells[c] === 0);
    return { cell, given, point, empty };
  }

  it("normal hands over a live block only when every cell does, and a point only when it must", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 10, max: 60 }),
        (seed, entries) => {
          const choice = dieChoice(seed, entries, "normal");
          if (choice === null) return;
          const { cell, given, point, empty } = choice;
          const live = (c: number): boolean => given(c) > 0;
          for (const other of empty) {
            if (live(cell)) expect(live(other)).toBe(true);
            if (point(cell) && live(other) === live(cell)) expect(point(other)).toBe(true);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it("strong leaves the fewest winning colours, and a point only when it must", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 10, max: 60 }),
        (seed, entries) => {
          const choice = dieChoice(seed, entries, "strong");
          if (choice === null) return;
          const { cell, given, point, empty } = choice;
          for (const other of empty) {
            expect(given(other)).toBeGreaterThanOrEqual(given(cell));
            if (point(cell) && given(other) === given(cell)) expect(point(other)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("when every cell hands over a live block, normal does not weigh it and strong does", () => {
    // All cells but d4 e4 f4 painted; with a 2, d4 leaves the opponent 4 winning colours, e4
    // leaves 5, f4 only 3 but gives a cluster point. Normal sees three live blocks alike
    // and avoids the point; strong hands over the fewest colours, point or not.
    // prettier-ignore
    const cells = [
      1, 5, 6, 2, 5, 5,   3, 5, 4, 1, 6, 6,   2, 2, 3, 3, 4, 2,
      3, 5, 4, 0, 0, 0,   5, 4, 4, 3, 5, 1,   3, 6, 4, 6, 1, 4,
    ];
    const state: SmaltaState = { ...newGame("die"), cells, turn: 0, roll: 2 };
    const [d4, e4, f4] = ["d4", "e4", "f4"].map((name) => parseCell(name));
    const normal = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        paintOf(chooseMove(state, 0, "normal", rngFromSeed(seed))),
      ),
    );
    expect(normal).toEqual(new Set([d4, e4]));
    for (let seed = 0; seed < 5; seed++) {
      expect(paintOf(chooseMove(state, 0, "strong", rngFromSeed(seed)))).toBe(f4);
    }
  });

  it("avoids handing the opponent a live block when a quiet cell exists", () => {
    // a1 red, b1 orange: red, orange would be safe on a2 but yellow would leave
    // a four-colour block open. With yellow the bots must paint elsewhere.
    const state = board({ a1: 1, b1: 2 }, 3);
    for (const level of ["easy", "normal", "strong"] as const) {
      for (let seed = 0; seed < 6; seed++) {
        const move = chooseMove(state, 0, level, rngFromSeed(seed));
        if (level === "easy" && seed % 3 === 0) continue; // easy sometimes plays at random
        expect([parseCell("a2"), parseCell("b2")]).not.toContain(paintOf(move));
      }
    }
  });
});

describe("the cards bot never reads hidden information", () => {
  it("chooses the same move whatever the hidden cards are", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 3, max: 40 }),
        fc.constantFrom<BotLevel>("easy", "normal", "strong"),
        (seed, entries, level) => {
          const state = positionToMove("cards", seed, entries);
          if (state === null) return;
          const seat = state.turn ?? 0;
          // Swap the hidden cards around: the opponent's hand and the stock, reversed.
          const hidden = [...state.hands[1 - seat], ...state.stock].reverse();
          const n = state.hands[1 - seat].length;
          const other: SmaltaState = {
            ...state,
            hands: state.hands.map((h, i) => (i === seat ? h : hidden.slice(0, n))),
            stock: hidden.slice(n),
          };
          const view = smalta.view(state, seat);
          expect(view.hands[1 - seat].every((c) => c === null)).toBe(true);
          const a = chooseMove(view, seat, level, rngFromSeed(seed));
          const b = chooseMove(smalta.view(other, seat), seat, level, rngFromSeed(seed));
          expect(b).toEqual(a);
          if (a) expect(smalta.check(state, seat, a)).toBeNull();
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("bot tactics", () => {
  it("the winning colours of a cell agree with the rules' winning block", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 36, maxLength: 36 }),
        fc.integer({ min: 0, max: 35 }),
        (cells, cell) => {
          const board = cells.map((c, i) => (i === cell ? 0 : c));
          const mask = winningColours(board, cell);
          for (let colour = 1; colour <= 6; colour++) {
            const painted = board.map((c, i) => (i === cell ? colour : c));
            const wins = winningBlock(painted, cell, 0) !== null;
            expect(Boolean(mask & (1 << (colour - 1)))).toBe(wins);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a cell with no painted block-mates wins with nothing", () => {
    const cells = Array<number>(36).fill(0);
    cells[cellAt(5, 5)] = 3;
    expect(winningColours(cells, cellAt(0, 0))).toBe(0);
  });
});
