import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asWritten } from "../../../src/engine/random";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { replayMoves } from "../../../src/log/replay";
import type { AnyGame } from "../../../src/engine/game";
import { playout, setupWith } from "./playout";

const VARIANTS: readonly Record<string, unknown>[] = [
  {},
  { cube: true },
  { cube: true, match: 3 },
  { match: 2 },
  { cards: true },
  { cards: true, hand: 3, cube: true },
  { cards: true, hand: 5, match: 3, cube: true },
];

const seeds = fc.integer({ min: 1, max: 2 ** 30 });
const variants = fc.constantFrom(...VARIANTS);

/** Checks an outcome against the final position of the last game. */
function checkOutcome(s: BackgammonState): void {
  const outcome = backgammon.result(s);
  expect(outcome).not.toBeNull();
  if (!outcome) return;
  expect(outcome.winners).toHaveLength(1);
  const winner = outcome.winners[0];
  const last = s.games[s.games.length - 1];
  expect(last.winner).toBe(winner);
  expect(outcome.reason).toBe(last.reason);
  const total = s.games.reduce((sum, g) => sum + (g.winner === winner ? g.points : 0), 0);
  expect(outcome.scores[winner]).toBe(total);
  if (s.options.match > 0) expect(outcome.scores[winner]).toBeGreaterThanOrEqual(s.options.match);
  if (last.reason === "drop") return;
  // The winner bore off all 15; the kind of win follows from the loser's checkers.
  expect(s.board[winner].every((n) => n === 0)).toBe(true);
  const loser = s.board[1 - winner];
  const onBoard = loser.reduce((a, b) => a + b, 0);
  const back = loser[24] + loser.slice(18, 24).reduce((a, b) => a + b, 0);
  const multiplier = onBoard < 15 ? 1 : back > 0 ? 3 : 2;
  expect(["single", "gammon", "backgammon"][multiplier - 1]).toBe(last.reason);
  expect(last.points % multiplier).toBe(0);
  if (!s.options.cube) expect(last.points).toBe(multiplier);
}

describe("random legal playouts", () => {
  it("never throw, always end, and end well formed", () => {
    fc.assert(
      fc.property(variants, seeds, (raw, seed) => {
        const game = playout(raw, seed);
        checkOutcome(game.final);
      }),
      { numRuns: 25 },
    );
  });

  it("replaying the formatted log gives the live state", () => {
    fc.assert(
      fc.property(variants, seeds, (raw, seed) => {
        const game = playout(raw, seed);
        const replayed = replayMoves(
          backgammon as unknown as AnyGame,
          setupWith(raw),
          game.entries,
          asWritten,
        );
        expect(replayed.error).toBeNull();
        expect(replayed.state).toEqual(game.final);
      }),
      { numRuns: 15 },
    );
  });

  it("colour mirror: swapping the seats' checkers and turn gives the same legal moves", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = playout({}, seed);
        for (const s of game.states.filter((x) => x.phase === "move")) {
          const seat = s.turn ?? 0;
          const mirrored: BackgammonState = {
            ...s,
            board: [s.board[1], s.board[0]],
            turn: 1 - seat,
          };
          const ours = backgammon.legalMoves(s, seat).map(backgammon.formatMove);
          const theirs = backgammon.legalMoves(mirrored, 1 - seat).map(backgammon.formatMove);
          expect(theirs).toEqual(ours);
        }
      }),
      { numRuns: 5 },
    );
  });

  it("views hide the stock and the opponent's hand in the cards variant, nothing else", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = playout({ cards: true }, seed, 60);
        for (const s of game.states) {
          for (const seat of [0, 1]) {
            const v = backgammon.view(s, seat);
            expect(v.stock.every((c) => c === null)).toBe(true);
            expect(v.hands[1 - seat].every((c) => c === null)).toBe(true);
            expect(v.hands[seat]).toEqual(s.hands[seat]);
            expect(v.board).toEqual(s.board);
            expect(v.discard).toEqual(s.discard);
          }
        }
      }),
      { numRuns: 5 },
    );
  });
});
