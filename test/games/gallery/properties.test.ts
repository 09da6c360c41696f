import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replayText } from "../../../src/cli/replay";
import { seededSource } from "../../../src/engine/random";
import { galleryDeck, handCardFor, sameCards } from "../../../src/games/gallery/cards";
import { layContextOf } from "../../../src/games/gallery/context";
import { gallery } from "../../../src/games/gallery/rules";
import { canonicalOrder } from "../../../src/games/gallery/steps";
import type { GalleryState } from "../../../src/games/gallery/state";
import { replayMoves } from "../../../src/log/replay";
import { report } from "../../../src/log/report";
import { playout } from "./playout";

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const shuffleSeeds = fc.integer({ min: 1, max: 2 ** 31 - 2 });
const tables = [
  { seats: 2, options: {} },
  { seats: 3, options: {} },
  { seats: 4, options: {} },
  { seats: 2, options: { distinctColours: true } },
] as const;

/** Every card of the game, wherever it is: hands, draw pile, bazaar, table, out. */
function allCards(s: GalleryState): string[] {
  return [
    ...s.hands.flat().map((c) => c ?? "?"),
    ...s.stock.map((c) => c ?? "?"),
    ...s.bazaar,
    ...s.table.map((p) => handCardFor(p.card)),
    ...s.out,
  ];
}

describe.each(tables)("random legal playouts, $seats seats $options", ({ seats, options }) => {
  const game = (seed: number) => playout(seed, { seats, gameOptions: options });

  it("end with a result, conserving the 86 cards at every step", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const g = game(seed);
        for (const s of g.states.slice(1)) expect(sameCards(allCards(s), galleryDeck())).toBe(true);
        const last = g.states[g.states.length - 1];
        const outcome = gallery.result(last);
        expect(outcome).not.toBeNull();
        if (!outcome) return;
        const best = Math.max(...outcome.scores);
        expect(outcome.winners).toEqual(
          outcome.scores.flatMap((score, seat) => (score === best ? [seat] : [])),
        );
        expect(["all-passed", "last-exhibition", "no-opening"]).toContain(outcome.reason);
      }),
      { numRuns: 12 },
    );
  });

  it("replay the formatted log under its seed to the live state, as the command line does", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const g = game(seed);
        const live = g.states[g.states.length - 1];
        const replayed = replayMoves(gallery, g.start, g.log, seededSource(g.seed));
        expect(replayed.error).toBeNull();
        expect(replayed.state).toEqual(live);
        const file = {
          format: "tabula-game/1",
          game: "gallery",
          options,
          seats,
          seed: g.seed,
          moves: g.log,
        };
        expect(replayText(JSON.stringify(file))).toEqual(report(gallery, live));
      }),
      { numRuns: 6 },
    );
  });

  it("format and parse every entry exactly", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const g = game(seed);
        g.moves.forEach((move, i) => {
          const parsed = gallery.parseMove(g.log[i]);
          expect(parsed.ok && parsed.value).toEqual(move);
          expect(gallery.formatMove(move)).toBe(g.log[i]);
        });
      }),
      { numRuns: 6 },
    );
  });

  it("list at least one legal entry for the seat to move, and every listed entry is accepted", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 10_000 }), (seed, pick) => {
        const g = game(seed);
        const states = g.states.filter((s) => gallery.toMove(s).length > 0);
        // Every state has a legal entry; a few states have every entry checked.
        for (const s of states)
          expect(gallery.legalMoves(s, gallery.toMove(s)[0]).length).toBeGreaterThan(0);
        for (let k = 0; k < 8; k++) {
          const s = states[(pick + k * 37) % states.length];
          const seat = gallery.toMove(s)[0];
          for (const move of gallery.legalMoves(s, seat)) {
            expect(gallery.check(s, seat, move), gallery.formatMove(move)).toBeNull();
          }
          for (const other of [0, 1, 2, 3].filter((x) => x !== seat && x < seats)) {
            expect(gallery.legalMoves(s, other)).toEqual([]);
          }
        }
      }),
      { numRuns: 6 },
    );
  });

  it("show each seat its own hand only, and nobody the draw pile", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 10_000 }), (seed, pick) => {
        const g = game(seed);
        const s = g.states[1 + (pick % (g.states.length - 1))];
        for (const viewer of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
          const v = gallery.view(s, viewer);
          expect(v.stock.every((c) => c === null)).toBe(true);
          expect(v.stock).toHaveLength(s.stock.length);
          v.hands.forEach((hand, seat) => {
            expect(hand).toHaveLength(s.hands[seat].length);
            if (seat === viewer) expect(hand).toEqual(s.hands[seat]);
            else expect(hand.every((c) => c === null)).toBe(true);
          });
          expect({ ...v, hands: [], stock: [] }).toEqual({ ...s, hands: [], stock: [] });
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe("the deal's public text", () => {
  it("shows the viewer's own hand; every other card is a ?", () => {
    const g = playout(5, { seats: 3, stopAfter: 1 });
    const text = g.log[0];
    const hand1 = text.split(" ")[3];
    const q = (n: number): string => Array<string>(n).fill("?").join(",");
    expect(gallery.publicText!(g.start, text, 1)).toBe(
      `${text.split(" ").slice(0, 2).join(" ")} 0:${q(10)} ${hand1} 2:${q(10)} stock:${q(56)}`,
    );
    expect(gallery.publicText!(g.start, text, null)).toBe(
      `${text.split(" ").slice(0, 2).join(" ")} 0:${q(10)} 1:${q(10)} 2:${q(10)} stock:${q(56)}`,
    );
    expect(gallery.publicText!(g.start, "draw", null)).toBe("draw");
  });
});

describe("the canonical order", () => {
  it("ends a step past the limit with the later of two equally cheap cells, in any input order", () => {
    // Found by the ref test: b9 and y9 both may end this step one past the limit.
    const g = playout(107722, { stopAfter: 7 });
    const s = g.states[g.states.length - 1];
    const context = layContextOf(s, s.turn!.seat);
    const step = gallery.parseMove("lay b8@-1,-1 b9@-1,-2 y9@-3,2");
    if (!step.ok || step.value.type !== "lay") throw new Error("the step does not parse");
    const cards = step.value.cards;
    for (const order of [cards, [...cards].reverse(), [cards[2], cards[0], cards[1]]])
      expect(gallery.formatMove({ type: "lay", cards: canonicalOrder(context, order) })).toBe(
        "lay b8@-1,-1 b9@-1,-2 y9@-3,2",
      );
  });

  it("does not depend on the order the placements come in", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 400 }),
        shuffleSeeds,
        (seed, at, shuffleSeed) => {
          const g = playout(seed, { stopAfter: at });
          const s = g.states[g.states.length - 1];
          if (s.turn?.stage !== "lay") return;
          const context = layContextOf(s, s.turn.seat);
          let state = shuffleSeed;
          const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
          for (const move of gallery.legalMoves(s, s.turn.seat)) {
            if (move.type !== "lay") continue;
            const shuffled = [...move.cards];
            for (let i = shuffled.length - 1; i > 0; i--) {
              const j = Math.floor(random() * (i + 1));
              [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
            }
            expect(canonicalOrder(context, shuffled)).toEqual(move.cards);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
