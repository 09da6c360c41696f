import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed, shuffle } from "../../../src/engine/random";
import {
  checkDeal,
  dealCards,
  handsThenStock,
  maskDeal,
  partsByName,
  partSizes,
  sees,
  shuffledSource,
  splitDeal,
  STOCK,
  type CardSource,
  type DealPart,
  type DealPlan,
} from "../../../src/games/cards/deal";
import { makeDealParts, parseDealParts } from "../../../src/games/cards/deal-notation";
import { deckOfSize } from "../../../src/games/cards/deck";
import { parseCard, sameCards } from "../../../src/games/cards/french";
import { ok, type Result } from "../../../src/engine/errors";

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const RUNS = { numRuns: 100 };

/** Spite and Malice, two players, goal piles of 20: the rules file's deal order. */
const SPITE: DealPlan = [
  { name: "g0", count: 20, audience: "none" },
  { name: "g1", count: 20, audience: "none" },
  { name: "stock", count: "rest", audience: "none" },
];

/** A plan of 1–5 hands of 0–12 cards, a face-up card, and the rest as the stock. */
const plans = fc
  .array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 5 })
  .map((sizes): DealPlan => [
    ...sizes.map((count, seat): DealPart => ({ name: `h${seat}`, count, audience: seat })),
    { name: "up", count: 1, audience: "all" },
    { name: "stock", count: "rest", audience: "none" },
  ]);

describe("deals", () => {
  it("deal in plan order exactly the engine's shuffle of the deck (one event, one shuffle)", () => {
    fc.assert(
      fc.property(seeds, plans, (seed, plan) => {
        const deck = deckOfSize(52);
        const parts = dealCards(plan, shuffledSource(deck, rngFromSeed(seed)));
        expect(parts.flat()).toEqual(shuffle(deck, rngFromSeed(seed)));
        expect(parts).toHaveLength(plan.length);
        expect(checkDeal(plan, parts, deck)).toBeNull();
      }),
      RUNS,
    );
  });

  it("cut a written deal back into the same parts", () => {
    fc.assert(
      fc.property(seeds, plans, (seed, plan) => {
        const parts = dealCards(plan, shuffledSource(deckOfSize(36), rngFromSeed(seed)));
        expect(splitDeal(plan, parts.flat())).toEqual(parts);
      }),
      RUNS,
    );
  });

  it("ask the source for each card once, by position, with the part it goes to", () => {
    const asked: [number, string][] = [];
    const source: CardSource<number> = {
      size: 6,
      card(position, part) {
        asked.push([position, part.name]);
        return 100 + position;
      },
    };
    const plan: DealPlan = [
      { name: "a", count: 2, audience: 0 },
      { name: "b", count: 1, audience: "all" },
      { name: "rest", count: "rest", audience: "none" },
    ];
    expect(dealCards(plan, source)).toEqual([[100, 101], [102], [103, 104, 105]]);
    expect(asked).toEqual([
      [0, "a"],
      [1, "a"],
      [2, "b"],
      [3, "rest"],
      [4, "rest"],
      [5, "rest"],
    ]);
  });

  it.each([
    ["a 104-card Spite and Malice deal", SPITE, 104, [20, 20, 64]],
    ["hands first, rest last", [hand(0, 5), hand(1, 5), rest()], 24, [5, 5, 14]],
    ["a rest before fixed parts", [rest(), hand(0, 3)], 10, [7, 3]],
    [
      "a deck too small: fixed parts in order while cards last",
      [hand(0, 4), hand(1, 4), rest()],
      6,
      [4, 2, 0],
    ],
    ["a second rest gets nothing", [rest(), rest()], 5, [5, 0]],
    ["no rest: cards left undealt", [hand(0, 2)], 5, [2]],
  ] as const)("give each part its size: %s", (_name, plan, total, sizes) => {
    expect(partSizes(plan, total)).toEqual(sizes);
  });

  it.each([
    ["a missing part", [["Ac"], ["2c"]], "bad-deal"],
    ["a part of the wrong size", [["Ac", "2c"], [], ["3c"]], "bad-deal"],
    ["a card not in the deck", [["Ac"], ["2c"], ["Kh"]], "bad-deal"],
    ["a card twice", [["Ac"], ["Ac"], ["3c"]], "bad-deal"],
    ["the deck, dealt as planned", [["3c"], ["Ac"], ["2c"]], null],
  ] as const)("check a written deal: %s", (_name, parts, code) => {
    const plan = [hand(0, 1), hand(1, 1), rest()];
    const error = checkDeal(plan, parts, ["Ac", "2c", "3c"]);
    expect(error?.code ?? null).toBe(code);
  });

  it("mask every part a viewer may not see; a spectator sees only face-up parts", () => {
    const plan: DealPlan = [
      hand(0, 2),
      hand(1, 2),
      { name: "up", count: 1, audience: "all" },
      rest(),
    ];
    const parts = [["Ac", "2c"], ["3c", "4c"], ["5c"], ["6c", "7c"]];
    expect(maskDeal(plan, parts, 0)).toEqual([["Ac", "2c"], [null, null], ["5c"], [null, null]]);
    expect(maskDeal(plan, parts, 1)).toEqual([[null, null], ["3c", "4c"], ["5c"], [null, null]]);
    expect(maskDeal(plan, parts, null)).toEqual([[null, null], [null, null], ["5c"], [null, null]]);
    expect([sees("all", null), sees("none", 0), sees(2, 2), sees(2, null)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it("build the common plan: each seat's hand in the order given, then the stock", () => {
    expect(handsThenStock([1, 0], 4)).toEqual([
      { name: "hand1", count: 4, audience: 1 },
      { name: "hand0", count: 4, audience: 0 },
      STOCK,
    ]);
    expect(partSizes(handsThenStock([0, 1, 2], 10), 86)).toEqual([10, 10, 10, 56]);
    expect(STOCK.audience).toBe("none");
  });

  it("name the parts", () => {
    const plan = [hand(0, 1), rest()];
    const named = partsByName(plan, splitDeal(plan, ["Ac", "2c", "3c"]));
    expect(Object.fromEntries(named)).toEqual({ h0: ["Ac"], stock: ["2c", "3c"] });
  });
});

describe("deal notation", () => {
  /** A card as its own notation, checked: the French notation's strings are the cards. */
  const card = (text: string): Result<string> => {
    const parsed = parseCard(text);
    return parsed.ok ? ok(text) : parsed;
  };

  it("round-trips the parts of any deal", () => {
    fc.assert(
      fc.property(seeds, plans, (seed, plan) => {
        const parts = dealCards(plan, shuffledSource(deckOfSize(52, 1), rngFromSeed(seed)));
        const named = plan.map((p, i) => ({ name: p.name, cards: parts[i] }));
        const text = makeDealParts(named, (c) => c);
        const back = parseDealParts(text.split(" "), card);
        expect(back).toEqual(ok(named));
      }),
      RUNS,
    );
  });

  it("writes the rules file's form, an empty part as name:", () => {
    const text = makeDealParts(
      [
        { name: "g0", cards: ["Ah", "2c"] },
        { name: "g1", cards: [] },
        { name: "stock", cards: ["2s", "10h", "*"] },
      ],
      (c: string) => c,
    );
    expect(text).toBe("g0:Ah,2c g1: stock:2s,10h,*");
  });

  it.each([
    ["no colon", "g0Ah"],
    ["no name", ":Ah"],
    ["a bad card", "g0:Ah,1h"],
    ["an empty card", "g0:Ah,,2c"],
    ["a name twice", "g0:Ah g0:2c"],
    ["a name with a space character", "g 0:Ah"],
  ])("refuses %s as a syntax error", (_name, text) => {
    const parsed = parseDealParts(text.split(" "), card);
    expect(parsed.ok ? "accepted" : parsed.error.code).toBe("syntax");
  });

  it("deals the same cards, whatever the notation of the card type (number cards)", () => {
    const deck = Array.from({ length: 24 }, (_, i) => (i % 6) + 1);
    const plan = [hand(0, 4), hand(1, 4), rest()];
    const parts = dealCards(plan, shuffledSource(deck, rngFromSeed(7)));
    expect(sameCards(parts.flat(), deck)).toBe(true);
    expect(parts.map((p) => p.length)).toEqual([4, 4, 16]);
  });
});

function hand(seat: number, count: number): DealPart {
  return { name: `h${seat}`, count, audience: seat };
}

function rest(): DealPart {
  return { name: "stock", count: "rest", audience: "none" };
}
