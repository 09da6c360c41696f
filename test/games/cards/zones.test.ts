import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawUpTo, hideHands } from "../../../src/games/cards/hand";
import { countCards, holdsCards, removeCards, sameCards } from "../../../src/games/cards/multiset";
import { hideCards, hidePile, topOf } from "../../../src/games/cards/pile";

const cards = fc.array(fc.constantFrom("Ac", "Qs", "10h", "*", "7d"), { maxLength: 12 });
const numbers = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 });
const RUNS = { numRuns: 200 };

describe("multisets of cards", () => {
  it("compare in any order, counting copies, for strings and numbers alike", () => {
    fc.assert(
      fc.property(cards, fc.integer(), (list, seed) => {
        const turned = [...list].reverse();
        const rotated = list.slice(seed & 3).concat(list.slice(0, seed & 3));
        expect(sameCards(list, turned)).toBe(true);
        expect(sameCards(list, rotated)).toBe(true);
        expect(sameCards(list, [...list, "Ac"])).toBe(false);
      }),
      RUNS,
    );
    expect(sameCards([1, 1, 2], [1, 2, 1])).toBe(true);
    expect(sameCards([1, 1, 2], [1, 2, 2])).toBe(false);
  });

  it("remove one copy per card asked, keeping the order of the rest; null when one is missing", () => {
    fc.assert(
      fc.property(numbers, numbers, (hand, taken) => {
        const rest = removeCards(hand, taken);
        expect(rest !== null).toBe(holdsCards(hand, taken));
        if (rest !== null) expect(sameCards([...rest, ...taken], hand)).toBe(true);
      }),
      RUNS,
    );
    expect(removeCards(["Qs", "Ac", "Qs", "7d"], ["Qs"])).toEqual(["Ac", "Qs", "7d"]);
    expect(removeCards(["Qs"], ["Qs", "Qs"])).toBeNull();
    expect([...countCards([3, 1, 3])]).toEqual([
      [3, 2],
      [1, 1],
    ]);
  });
});

describe("hands", () => {
  it("hide every hand but the viewer's, keeping each hand's size; a spectator sees none", () => {
    fc.assert(
      fc.property(fc.array(cards, { minLength: 1, maxLength: 6 }), fc.nat(7), (hands, v) => {
        const viewer = v < hands.length ? v : null;
        const seen = hideHands(hands, viewer);
        expect(seen.map((h) => h.length)).toEqual(hands.map((h) => h.length));
        seen.forEach((hand, seat) => {
          if (seat === viewer) expect(hand).toEqual(hands[seat]);
          else expect(hand.every((c) => c === null)).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it("draw from the top of the stock up to the hand size, short when the stock runs out", () => {
    fc.assert(
      fc.property(numbers, numbers, fc.integer({ min: 0, max: 8 }), (hand, stock, size) => {
        const drawn = drawUpTo(hand, stock, size);
        const n = Math.max(0, Math.min(size - hand.length, stock.length));
        expect(drawn.hand).toEqual([...hand, ...stock.slice(0, n)]);
        expect(drawn.stock).toEqual(stock.slice(n));
        expect(drawn.short).toBe(drawn.hand.length < size);
      }),
      RUNS,
    );
  });

  it.each([
    ["fills the hand", [1], [2, 3, 4, 5], 3, [1, 2, 3], [4, 5], false],
    ["runs the stock dry", [1], [2], 3, [1, 2], [], true],
    ["draws nothing into a full hand", [1, 2, 3], [4], 3, [1, 2, 3], [4], false],
    ["draws nothing into an over-full hand", [1, 2, 3, 4], [5], 3, [1, 2, 3, 4], [5], false],
  ])("%s", (_name, hand, stock, size, after, left, short) => {
    expect(drawUpTo(hand, stock, size)).toEqual({ hand: after, stock: left, short });
  });
});

describe("piles", () => {
  it.each([
    ["face up: all of it", "up", "last", ["Ac", "Qs", "7d"]],
    ["face down: none of it", "down", "last", [null, null, null]],
    ["top only, top last", "top", "last", [null, null, "7d"]],
    ["top only, kept top first", "top", "first", ["Ac", null, null]],
  ] as const)("show %s", (_name, face, top, seen) => {
    expect(hidePile(["Ac", "Qs", "7d"], face, top)).toEqual(seen);
  });

  it("show an empty pile as empty, and know its top", () => {
    expect(hidePile([], "top")).toEqual([]);
    expect(topOf([])).toBeNull();
    expect(topOf(["Ac", "Qs"])).toBe("Qs");
    expect(hideCards([4, 5])).toEqual([null, null]);
  });
});
