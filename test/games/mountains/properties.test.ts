import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replayText } from "../../../src/cli/replay";
import { seededSource } from "../../../src/engine/random";
import { sameCards } from "../../../src/games/cards/french";
import { boundsOf, heightOf, widthOf } from "../../../src/games/mosaic/table";
import { deckOf } from "../../../src/games/mountains/options";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState } from "../../../src/games/mountains/state";
import { replayMoves } from "../../../src/log/replay";
import { report } from "../../../src/log/report";
import { playout } from "./playout";

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const RUNS = { numRuns: 25, seed: 11 };

/** The setups played: both decks, both seat counts, a narrow and a default rectangle. */
const SETUPS = [
  { name: "2 v 2, 36 cards, 9 × 6", options: {}, seats: 4 },
  { name: "3 v 3, 36 cards, 9 × 6", options: {}, seats: 6 },
  { name: "2 v 2, 52 cards, 10 × 8, classic", options: { deck: 52, points: "classic" }, seats: 4 },
  { name: "3 v 3, 52 cards, W 8 (H 10)", options: { deck: 52, width: 8 }, seats: 6 },
  { name: "2 v 2, 36 cards, 4 × 2 (a crowded table)", options: { width: 4, height: 2 }, seats: 4 },
] as const;

const hand = (s: MountainsState, seat: number): string[] => s.hands[seat].filter((c) => c !== null);

describe.each(SETUPS)("random legal playouts: $name", ({ options, seats }) => {
  it("end, keep every card (hands + table = the deck), and never exceed W × H", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = playout(seed, options, seats);
        for (const s of game.states.slice(1)) {
          const cards = [...s.hands.flatMap((_, i) => hand(s, i)), ...s.table.map((l) => l.card)];
          expect(sameCards(cards, deckOf(s.options))).toBe(true);
          const box = boundsOf(s.table);
          if (box) {
            expect(widthOf(box)).toBeLessThanOrEqual(s.options.width);
            expect(heightOf(box)).toBeLessThanOrEqual(s.options.height);
            expect(box.minY).toBe(0); // nothing ever goes below the base
          }
        }
        const last = game.states[game.states.length - 1];
        const outcome = mountains.result(last)!;
        const [a, b] = [outcome.scores[0], outcome.scores[1]];
        expect(outcome.winners).toEqual(a === b ? [] : a > b ? evens(seats) : odds(seats));
        expect(outcome.reason).toBe(a === b ? "draw" : "points");
      }),
      RUNS,
    );
  });

  it("list every legal placement exactly (a brute force over cells and cards agrees)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = playout(seed, options, seats);
        for (const [i, s] of game.states.entries()) {
          if (game.actors[i] === "chance" || i >= game.actors.length) continue;
          const seat = game.actors[i] as number;
          const legal = mountains.legalMoves(s, seat).map(mountains.formatMove);
          expect(legal).toEqual(bruteForce(s, seat));
          // Every listed move is accepted; pass only when nothing else is.
          if (legal.includes("pass")) expect(legal).toEqual(["pass"]);
          for (const text of legal) {
            const move = mountains.parseMove(text);
            expect(move.ok && mountains.check(s, seat, move.value)).toBeNull();
          }
        }
      }),
      { numRuns: 8, seed: 12 },
    );
  });

  it("round-trip every entry's notation, and replay to the live state", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = playout(seed, options, seats);
        for (const [i, text] of game.log.entries()) {
          const parsed = mountains.parseMove(text);
          expect(parsed.ok && parsed.value).toEqual(game.moves[i]);
          expect(parsed.ok && mountains.formatMove(parsed.value)).toBe(text);
        }
        const live = game.states[game.states.length - 1];
        const replayed = replayMoves(mountains, game.start, game.log, seededSource(game.seed));
        expect(replayed.error).toBeNull();
        expect(replayed.state).toEqual(live);
        const file = {
          format: "tabula-game/1",
          game: "mountains",
          options,
          seats,
          seed: game.seed,
        };
        expect(replayText(JSON.stringify({ ...file, moves: game.log }))).toEqual(
          report(mountains, live),
        );
      }),
      RUNS,
    );
  });
});

const evens = (n: number): number[] => Array.from({ length: n / 2 }, (_, i) => 2 * i);
const odds = (n: number): number[] => evens(n).map((s) => s + 1);

/** Every card of the hand at every cell near the table, through `check` alone. */
function bruteForce(s: MountainsState, seat: number): string[] {
  const box = boundsOf(s.table) ?? { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  const found: string[] = [];
  for (const card of hand(s, seat)) {
    for (let y = box.minY - 1; y <= box.maxY + 1; y++) {
      for (let x = box.minX - 1; x <= box.maxX + 1; x++) {
        const move = { type: "place" as const, card, cell: { x, y } };
        if (mountains.check(s, seat, move) === null) found.push(mountains.formatMove(move));
      }
    }
  }
  if (found.length === 0) return ["pass"];
  const legalOrder = mountains.legalMoves(s, seat).map(mountains.formatMove);
  // Same set; compare in the rules' own order.
  return [...found].sort((p, q) => legalOrder.indexOf(p) - legalOrder.indexOf(q));
}
