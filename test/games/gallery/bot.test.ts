import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { compareSteps, type RankedStep } from "../../../src/games/gallery/best-step";
import { BOT_LEVELS, chooseMove } from "../../../src/games/gallery/bot";
import { chooseRef, lowestCard } from "../../../src/games/gallery/bot-ref";
import { codeOfCard } from "../../../src/games/gallery/cards";
import { indexOf } from "../../../src/games/gallery/grid";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { playout } from "./playout";
import { position, type PositionSpec } from "./positions";

const RUN = "r5@0,0/1 r6@1,0/1 r7@2,0/1";
const refText = (spec: PositionSpec, extra: Partial<GalleryState> = {}): string => {
  const s = { ...position(spec), ...extra };
  const seat = s.turn!.seat;
  const move = chooseRef(gallery.view(s, seat), seat);
  return move ? gallery.formatMove(move) : "none";
};
const ranked = (sum: number, cells: [number, number][], cards: string[]): RankedStep => ({
  sum,
  cells: cells.map(([x, y]) => indexOf(x, y)),
  codes: cards.map(codeOfCard),
});

describe("ref, clause 1: the draw", () => {
  it.each([
    {
      name: "takes a bazaar whose card it can lay",
      bazaar: ["r8"],
      hand: ["g1", "g2"],
      move: "bazaar",
    },
    {
      name: "draws when no bazaar card can be laid",
      bazaar: ["g9"],
      hand: ["g1", "g2"],
      move: "draw",
    },
    {
      name: "draws when the bazaar only repeats a card it can already lay",
      bazaar: ["r8"],
      hand: ["r8", "g2"],
      move: "draw",
    },
    {
      name: "takes a bazaar with a joker it can lay",
      bazaar: ["*"],
      hand: ["g1", "g2"],
      move: "bazaar",
    },
    { name: "draws when the bazaar is empty", bazaar: [], hand: ["r8", "g2"], move: "draw" },
  ])("$name", ({ bazaar, hand, move }) => {
    expect(refText({ table: RUN, hand, bazaar, stage: "draw" })).toBe(move);
  });
});

describe("ref, clause 2: the step with the largest sum", () => {
  it.each([
    {
      name: "a larger sum wins",
      a: ranked(9, [[3, 0]], ["r8"]),
      b: ranked(8, [[3, 0]], ["r8"]),
    },
    {
      name: "on equal sums, fewer cards win",
      a: ranked(8, [[3, 0]], ["r8"]),
      b: ranked(
        8,
        [
          [0, 1],
          [0, 2],
        ],
        ["y4", "b4"],
      ),
    },
    {
      name: "on equal cards, the first cell in reading order wins (a higher row first)",
      a: ranked(5, [[4, -1]], ["r5"]),
      b: ranked(5, [[-3, 0]], ["r5"]),
    },
    {
      name: "in one row, the cell further left wins",
      a: ranked(5, [[-1, 2]], ["r5"]),
      b: ranked(5, [[0, 2]], ["r5"]),
    },
    {
      name: "on equal first cells, the next cell decides",
      // (1,1) is in row 1, (0,2) in row 2: row first.
      a: ranked(
        10,
        [
          [0, 1],
          [1, 1],
        ],
        ["y5", "y5"],
      ),
      b: ranked(
        10,
        [
          [0, 1],
          [0, 2],
        ],
        ["y5", "b5"],
      ),
    },
    {
      name: "on equal cells, the smaller card: colour r, y, b, g first",
      a: ranked(5, [[0, 1]], ["y5"]),
      b: ranked(5, [[0, 1]], ["b5"]),
    },
    {
      name: "on equal cells, a real card before a joker",
      a: ranked(
        10,
        [
          [0, 1],
          [0, 2],
        ],
        ["y5", "*b5"],
      ),
      b: ranked(
        10,
        [
          [0, 1],
          [0, 2],
        ],
        ["*y5", "b5"],
      ),
    },
  ])("$name", ({ a, b }) => {
    expect(compareSteps(a, b)).toBeLessThan(0);
    expect(compareSteps(b, a)).toBeGreaterThan(0);
    expect(compareSteps(a, a)).toBe(0);
  });

  it.each([
    { name: "lays the larger extension", hand: ["r8", "r4", "g1"], move: "lay r8@3,0" },
    {
      name: "lays a new group and an extension, worth more than either; the higher cells first",
      hand: ["r8", "y5", "b5", "g1"],
      move: "lay b5@0,-1 y5@0,-2 r8@3,0",
    },
    {
      name: "lists the cards in reading order as far as the edges allow (b5 first: it touches)",
      hand: ["y5", "b5", "g1"],
      move: "lay b5@0,-1 y5@0,-2",
    },
    {
      name: "a joker scores nothing: it is laid only when nothing else is",
      hand: ["*", "g1"],
      move: "lay *r4@-1,0",
    },
    {
      name: "never swaps a joker, even when it could",
      table: "r5@0,0 *r6@1,0 r7@2,0",
      hand: ["r6", "g1"],
      move: "pass",
    },
  ])("$name", ({ hand, move, table }) => {
    expect(refText({ table: table ?? RUN, hand })).toBe(move);
  });

  it("lays step after step until none is legal, then discards", () => {
    const after = { fresh: ["3,0"], laid: true };
    expect(refText({ table: `${RUN} r8@3,0`, hand: ["r4", "g3", "y2"], ...after })).toBe(
      "discard y2",
    );
  });
});

describe("ref, clause 3: the end of a turn", () => {
  it.each([
    { name: "discards the lowest value", hand: ["g9", "b3", "r4"], move: "discard b3" },
    { name: "ties on value go by colour r, y, b, g", hand: ["g3", "b3", "y3"], move: "discard y3" },
    { name: "keeps a joker while it has a picture card", hand: ["*", "g9"], move: "discard g9" },
    { name: "discards a joker when it holds nothing else", hand: ["*", "*"], move: "discard *" },
  ])("$name", ({ hand, move }) => {
    expect(
      refText({ table: `${RUN} r8@3,0`, hand, fresh: ["3,0"], laid: true, stage: "discard" }),
    ).toBe(move);
  });

  it("passes when it laid nothing, and ends with end once there is no bazaar", () => {
    expect(refText({ table: RUN, hand: ["g1", "g2"] })).toBe("pass");
    expect(refText({ table: RUN, hand: ["g1"], fresh: ["3,0"], laid: true, lastRound: true })).toBe(
      "end",
    );
  });

  it("the lowest card is by value, then colour", () => {
    expect(lowestCard(["g1", "r2", "*"], true)).toBe("g1");
    expect(lowestCard(["*", "b2"], false)).toBe("b2");
  });
});

describe("ref, clause 4: the opening", () => {
  const opening = (
    hand: string[],
    extra: Partial<GalleryState["opening"] & object> = {},
    seat = 0,
  ) =>
    refText(
      { table: "r5@0,0/-", hand, stage: "open", seat },
      { opening: { opener: 0, laidBy: null, returns: {}, ...extra } },
    );

  it.each([
    {
      name: "opens with the most cards",
      hand: ["r6", "r7", "r8", "y5", "b5", "g1"],
      move: "open r6@0,-1 r7@0,-2 r8@0,-3",
    },
    {
      name: "on as many cards, the larger sum",
      hand: ["r3", "r4", "y5", "b5", "g1"],
      move: "open b5@0,-1 y5@0,-2",
    },
    {
      name: "on an equal sum, the smaller cells, the smaller card first among them",
      hand: ["b5", "y5", "g1"],
      move: "open b5@0,-1 y5@0,-2",
    },
    {
      name: "declines with its lowest card when it cannot open",
      hand: ["g9", "b3", "y3", "*"],
      move: "decline y3",
    },
    { name: "an opener with only jokers passes", hand: ["*"], move: "pass" },
  ])("$name", ({ hand, move }) => {
    expect(opening(hand)).toBe(move);
  });

  it("declines again when its start card came back, even if it could open", () => {
    expect(opening(["r6", "r7", "g2"], { laidBy: 0 })).toBe("decline g2");
  });

  it("another seat opens when it can and passes when it cannot", () => {
    const other = (hand: string[]) =>
      refText(
        { table: "r5@0,0/-", hand, stage: "open", seat: 1, others: [["g1", "g2"]] },
        { opening: { opener: 0, laidBy: 0, returns: {} } },
      );
    expect(other(["r6", "r7", "g2"])).toBe("open r6@0,-1 r7@0,-2");
    expect(other(["g9", "g2"])).toBe("pass");
  });
});

describe("ref plays from legal", () => {
  it("its step is the best of the steps legal lists", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 400 }),
        (seed, at) => {
          const g = playout(seed, { stopAfter: at });
          const s = g.states[g.states.length - 1];
          if (s.turn?.stage !== "lay") return;
          const seat = s.turn.seat;
          const move = chooseRef(gallery.view(s, seat), seat);
          const lays = gallery.legalMoves(s, seat).filter((m) => m.type === "lay");
          if (lays.length === 0) {
            expect(move?.type).not.toBe("lay");
            return;
          }
          const rank = (m: (typeof lays)[number]): RankedStep => {
            const cards =
              m.type === "lay"
                ? [...m.cards].sort((a, b) => indexOf(a.x, a.y) - indexOf(b.x, b.y))
                : [];
            return {
              sum: cards.reduce(
                (t, p) => t + (p.card.startsWith("*") ? 0 : Number(p.card.slice(1))),
                0,
              ),
              cells: cards.map((p) => indexOf(p.x, p.y)),
              codes: cards.map((p) => codeOfCard(p.card)),
            };
          };
          const best = [...lays].sort((a, b) => compareSteps(rank(a), rank(b)))[0];
          expect(move && gallery.formatMove(move)).toBe(gallery.formatMove(best));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("every level", () => {
  it.each(BOT_LEVELS)("%s plays a legal entry from the seat's view", (level) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom(2, 3, 4),
        (seed, at, seats) => {
          const g = playout(seed, { seats, stopAfter: at });
          const s = g.states[g.states.length - 1];
          const seat = gallery.toMove(s)[0];
          if (seat === undefined) return;
          const move = chooseMove(gallery.view(s, seat), seat, level, rngFromSeed(seed));
          expect(move).not.toBeNull();
          if (move) expect(gallery.check(s, seat, move)).toBeNull();
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each(BOT_LEVELS)("%s chooses the same whatever the hidden cards are", (level) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 300 }),
        (seed, at) => {
          const g = playout(seed, { seats: 3, stopAfter: at });
          const s = g.states[g.states.length - 1];
          const seat = gallery.toMove(s)[0];
          if (seat === undefined) return;
          // The same public table, the other hands and the draw pile dealt anew from their cards.
          const hidden = [...s.hands.filter((_, i) => i !== seat).flat(), ...s.stock];
          const rng = rngFromSeed(seed + 1);
          for (let i = hidden.length - 1; i > 0; i--) {
            const j = rng.int(i + 1);
            [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
          }
          let k = 0;
          const hands = s.hands.map((h, i) => (i === seat ? h : h.map(() => hidden[k++])));
          const other: GalleryState = { ...s, hands, stock: s.stock.map(() => hidden[k++]) };
          const a = chooseMove(gallery.view(s, seat), seat, level, rngFromSeed(seed));
          const b = chooseMove(gallery.view(other, seat), seat, level, rngFromSeed(seed));
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("returns null when the seat has nothing to play", () => {
    const s = position({ table: RUN, hand: ["g1"] });
    for (const level of BOT_LEVELS)
      expect(chooseMove(gallery.view(s, 1), 1, level, rngFromSeed(1))).toBeNull();
  });
});
