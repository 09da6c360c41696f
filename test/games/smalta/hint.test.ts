import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromText } from "../../../src/engine/rng";
import { parseCell } from "../../../src/games/smalta/board";
import { chooseMove } from "../../../src/games/smalta/bot";
import { smaltaHint } from "../../../src/games/smalta/hint";
import { smalta } from "../../../src/games/smalta/rules";
import type { Fortune, SmaltaState } from "../../../src/games/smalta/state";
import { newGame, randomPlayout } from "./playout";

/** A position of a random game where a seat is to paint (not to roll). */
function paintPosition(fortune: Fortune, seed: number, entries: number): SmaltaState | null {
  const game = randomPlayout(fortune, seed, { stopAfter: entries });
  const state = game.states[game.states.length - 1];
  const seat = smalta.toMove(state)[0];
  if (seat === undefined) return null;
  const legal = smalta.legalMoves(state, seat);
  return legal.length > 0 && legal[0].type !== "roll" ? state : null;
}

/** A die game at `seat`'s paint, with `painted` as { cell name: colour }. */
function board(painted: Record<string, number>, roll: number, seat = 0): SmaltaState {
  const cells = Array<number>(36).fill(0);
  for (const [name, colour] of Object.entries(painted)) cells[parseCell(name) ?? -1] = colour;
  return { ...newGame("die"), cells, turn: seat, roll };
}

describe("Smalta's hint", () => {
  it.each<Fortune>(["die", "cards"])(
    "is the strong bot's legal move from the seat's view, with a reason in both languages (%s)",
    (fortune) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 1, max: 60 }),
          (seed, entries) => {
            const state = paintPosition(fortune, seed, entries);
            if (state === null) return;
            const seat = smalta.toMove(state)[0];
            const view = smalta.view(state, seat);
            const hint = smaltaHint(view, seat);
            if (!hint.ok) throw new Error(hint.error.message);
            const legal = smalta.legalMoves(state, seat).map((m) => smalta.formatMove(m));
            expect(legal).toContain(hint.value.move);
            const bot = chooseMove(view, seat, "strong", rngFromText("tabula-hint/smalta"));
            expect(hint.value.move).toBe(smalta.formatMove(bot!));
            expect(hint.value.reason.en).toMatch(/^It .+\.$/);
            expect(hint.value.reason.ru).toMatch(/^[А-ЯЁ].+\.$/);
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it("is the same whatever the hidden cards are (the opponent's hand, the stock)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 3, max: 40 }),
        (seed, entries) => {
          const state = paintPosition("cards", seed, entries);
          if (state === null) return;
          const seat = state.turn ?? 0;
          const hidden = [...state.hands[1 - seat], ...state.stock].reverse();
          const n = state.hands[1 - seat].length;
          const other: SmaltaState = {
            ...state,
            hands: state.hands.map((h, i) => (i === seat ? h : hidden.slice(0, n))),
            stock: hidden.slice(n),
          };
          expect(smaltaHint(smalta.view(other, seat), seat)).toEqual(
            smaltaHint(smalta.view(state, seat), seat),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it("names the win when the move wins at once", () => {
    // Red on a1, a2, b1: a red roll on b2 completes a one-colour block.
    const hint = smaltaHint(board({ a1: 1, a2: 1, b1: 1 }, 1), 0);
    expect(hint.ok && hint.value.move).toBe("b2");
    expect(hint.ok && hint.value.reason).toEqual({
      en: "It wins the game at once.",
      ru: "Сразу выигрывает партию.",
    });
  });

  it("on an open board says it leaves the opponent no winning colour", () => {
    const hint = smaltaHint(board({ a1: 1 }, 2), 0);
    expect(hint.ok).toBe(true);
    if (!hint.ok) return;
    expect(hint.value.reason.en).toBe(
      "It leaves no colour that wins the opponent the game at once.",
    );
    expect(hint.value.reason.ru).toBe("Сопернику не остаётся цвета, который сразу выигрывает.");
  });

  it("refuses when the seat is not to move, or the die is still to be rolled", () => {
    expect(smaltaHint(board({}, 2, 0), 1)).toMatchObject({ ok: false, error: { code: "no-hint" } });
    const toRoll = { ...board({}, 2, 0), roll: null };
    const legal = smalta.legalMoves(toRoll, 0);
    if (legal.length > 0 && legal[0].type === "roll") {
      expect(smaltaHint(toRoll, 0)).toMatchObject({ ok: false, error: { code: "no-hint" } });
    } else {
      expect(smalta.toMove(toRoll)).not.toContain(0);
      expect(smaltaHint(toRoll, 0)).toMatchObject({ ok: false, error: { code: "no-hint" } });
    }
  });
});
