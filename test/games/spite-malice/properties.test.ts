import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replayText } from "../../../src/cli/replay";
import { sameCards } from "../../../src/games/cards/french";
import { sortCards } from "../../../src/games/cards/deck";
import { deckFor, distinctCards } from "../../../src/games/spite-malice/deck";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteMove, SpiteState } from "../../../src/games/spite-malice/state";
import { refMove } from "../../../src/games/spite-malice/bot-ref";
import { allCards, playout, type Chooser } from "./playout";

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const RUNS = { numRuns: 12 };

const VARIANTS: readonly [string, Record<string, unknown>, number][] = [
  ["defaults, 2 seats", {}, 2],
  ["goal 13, unlimited piles, 3 seats", { goal: 13, piles: 0 }, 3],
  ["goal 26, jokers, acesAndTwos, 4 seats", { goal: 26, wild: "jokers", acesAndTwos: true }, 4],
  ["kings, acesAndTwos, unlimited piles, 2 seats", { acesAndTwos: true, piles: 0 }, 2],
];

/** Every entry of the seat to move that check accepts, among a wide set of candidates. */
function acceptedCandidates(s: SpiteState): string[] {
  const seat = s.turn;
  const tops = [s.goals[seat][0], ...s.discards[seat].map((p) => p[p.length - 1])];
  const cards = distinctCards(
    [...s.hands[seat], ...tops, "Ah", "Kh", "*", "5c"].filter((c) => c !== undefined),
  );
  const candidates: SpiteMove[] = [{ type: "end" }];
  for (const card of cards) {
    for (let pile = 1; pile <= 5; pile++) candidates.push({ type: "discard", card, pile });
    for (const from of ["h", "g", 1, 2, 3, 4] as const) {
      for (let pile = 1; pile <= s.centre.length + 2; pile++) {
        for (const as of [null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]) {
          candidates.push({ type: "play", card, from, pile, as });
        }
      }
    }
  }
  return candidates
    .filter((m) => game.check(s, seat, m) === null)
    .map(game.formatMove)
    .sort();
}

describe.each(VARIANTS)("random legal playouts: %s", (_name, options, seats) => {
  it("replay under their seed, entry by entry, with every entry's notation round-tripping", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = playout(seed, options, seats);
        p.log.forEach((text, i) => {
          const parsed = game.parseMove(text);
          expect(parsed).toEqual({ ok: true, value: p.moves[i] });
        });
        const file = {
          format: "tabula-game/1",
          game: game.id,
          options,
          seats,
          seed: p.seed,
          moves: p.log,
        };
        const line = replayText(JSON.stringify(file));
        const last = p.states[p.states.length - 1];
        expect(line).toMatchObject({ status: "over", scores: [...last.totals] });
      }),
      RUNS,
    );
  });

  it("never lose or gain a card, and end with a well-formed result", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = playout(seed, options, seats);
        const deck = deckFor(p.states[0].options, seats);
        for (const s of p.states.slice(1)) {
          expect(sameCards(allCards(s) as string[], deck)).toBe(true);
          expect(s.setAside).toEqual(sortCards(s.setAside));
        }
        const last = p.states[p.states.length - 1];
        const outcome = game.result(last);
        expect(outcome).not.toBeNull();
        if (!outcome) return;
        expect(outcome.winners.length).toBeGreaterThan(0);
        expect(outcome.scores).toEqual(last.totals);
        expect(game.toMove(last)).toEqual([]);
        expect(game.pending(last)).toBeNull();
        if (outcome.reason === "goal") expect(last.goals[outcome.winners[0]]).toEqual([]);
      }),
      RUNS,
    );
  });

  it("list each legal entry once, and exactly the entries check accepts", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = playout(seed, options, seats, { stopAfter: 120 });
        const sampled = p.states.filter((s, i) => i % 7 === 3 && game.toMove(s).length > 0);
        for (const s of sampled) {
          const legal = game.legalMoves(s, s.turn).map(game.formatMove);
          expect(new Set(legal).size).toBe(legal.length);
          expect([...legal].sort()).toEqual(acceptedCandidates(s));
        }
      }),
      { numRuns: 4 },
    );
  });
});

describe("ref playouts (piles completed, reshuffles, several hands)", () => {
  const refChooser: Chooser = (state, seat) => {
    const move = refMove(game.view(state, seat), seat);
    if (!move) throw new Error("ref found no move");
    return move;
  };

  it.each([
    ["2 seats, a match to 25", { goal: 13, match: 25 }, 2, 4],
    ["4 seats, jokers, unlimited piles", { wild: "jokers", piles: 0 }, 4, 3],
  ])("never lose or gain a card and round-trip every entry: %s", (_name, options, seats, least) => {
    let shuffles = 0;
    let hands = 0;
    for (const seed of [1, 2, 3]) {
      const p = playout(seed, options, seats, { choose: refChooser });
      const deck = deckFor(p.states[0].options, seats);
      for (const s of p.states.slice(1))
        expect(sameCards(allCards(s) as string[], deck)).toBe(true);
      p.log.forEach((text, i) => expect(game.formatMove(p.moves[i])).toBe(text));
      shuffles += p.moves.filter((m) => m.type === "shuffle").length;
      hands += p.states[p.states.length - 1].history.length;
    }
    // Not vacuous: the reshuffle happened, and a match played more than one hand a game.
    expect(shuffles).toBeGreaterThan(0);
    expect(hands).toBeGreaterThanOrEqual(least);
  });
});
