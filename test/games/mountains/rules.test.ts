import { describe, expect, it } from "vitest";
import { mountains } from "../../../src/games/mountains/rules";
import { cardPoints, mountainsOf } from "../../../src/games/mountains/scoring";
import type { MountainsState } from "../../../src/games/mountains/state";
import { EXAMPLE_DEAL, newGame, playText } from "./playout";

describe("options", () => {
  it.each([
    ["defaults: 36 cards, 9 × 6, rank points", {}, [36, 9, 6, "rank"]],
    ["52 cards: 10 × 8", { deck: 52 }, [52, 10, 8, "rank"]],
    ["36, W 8 → H 7", { width: 8 }, [36, 8, 7, "rank"]],
    ["36, W 9 → H 6", { width: 9 }, [36, 9, 6, "rank"]],
    ["36, W 10 → H 5", { width: 10 }, [36, 10, 5, "rank"]],
    ["52, W 8 → H 10", { deck: 52, width: 8 }, [52, 8, 10, "rank"]],
    ["52, W 9 → H 9", { deck: 52, width: 9 }, [52, 9, 9, "rank"]],
    ["52, W 10 → H 8", { deck: 52, width: 10 }, [52, 10, 8, "rank"]],
    ["36, H 6 → W 9 (found the same way)", { height: 6 }, [36, 9, 6, "rank"]],
    ["36, H 4 → W 14 (13.5 rounds up)", { height: 4 }, [36, 14, 4, "rank"]],
    ["both given: as given", { width: 3, height: 2 }, [36, 3, 2, "rank"]],
    ["classic points", { points: "classic" }, [36, 9, 6, "classic"]],
  ] as const)("%s", (_name, raw, [deck, width, height, points]) => {
    expect(mountains.parseOptions(raw)).toEqual({
      ok: true,
      value: { deck, width, height, points },
    });
  });

  it.each([
    ["a deck of 32", { deck: 32 }],
    ["points by suit", { points: "suit" }],
    ["width 0", { width: 0 }],
    ["a fractional height", { height: 2.5 }],
    ["a width as text", { width: "9" }],
    ["width beyond 99", { width: 100 }],
    ["an unknown option", { jokers: 2 }],
    ["not an object", [9, 6]],
  ])("refuses %s", (_name, raw) => {
    const parsed = mountains.parseOptions(raw);
    expect(parsed.ok ? "accepted" : parsed.error.code).toBe("bad-options");
  });
});

describe("notation", () => {
  it.each(["Qs@3,1", "10h@-1,0", "6d@0,0", "Ac@-8,5", "pass", EXAMPLE_DEAL])(
    "%s round-trips",
    (text) => {
      const move = mountains.parseMove(text);
      expect(move.ok && mountains.formatMove(move.value)).toBe(text);
    },
  );

  it.each([
    "Qs",
    "Qs@",
    "Qs@3",
    "Qs@3, 1",
    "Q@3,1",
    "*@0,0",
    "1h@0,0",
    "Passe",
    "deal red=C first=0 0:6h",
    "deal red=A first=0 1:6h",
    "deal red=A 0:6h",
    "deal red=A first=0 0:6h,1x",
    "deal red=A first=0 0:6h 1:6s 2:6d 3:6c 4:7h 5:7s 6:7d",
  ])("%j is a syntax error", (text) => {
    const move = mountains.parseMove(text);
    expect(move.ok ? "accepted" : move.error.code).toBe("syntax");
  });
});

const dealt = (): MountainsState => playText(newGame({}, 4), [EXAMPLE_DEAL]);

describe("who may play what", () => {
  const codeOf = (s: MountainsState, actor: number | "chance", text: string): string => {
    const move = mountains.parseMove(text);
    if (!move.ok) return move.error.code;
    return mountains.check(s, actor, move.value)?.code ?? "ok";
  };

  it.each([
    ["before the deal, a seat's move", newGame(), 0, "6h@0,0", "random-due"],
    ["the deal by chance", newGame(), "chance", EXAMPLE_DEAL, "ok"],
    [
      "a deal with 6 hands for 4 seats",
      newGame(),
      "chance",
      `${EXAMPLE_DEAL} 4:2h 5:2s`,
      "bad-deal",
    ],
    [
      "a deal naming first=5 of 4 seats",
      newGame(),
      "chance",
      EXAMPLE_DEAL.replace("first=0", "first=5"),
      "bad-deal",
    ],
    [
      "the same deal with Red = B (red cards to team B's seats)",
      newGame(),
      "chance",
      EXAMPLE_DEAL.replace("red=A", "red=B"),
      "bad-deal",
    ],
    ["a second deal", dealt(), "chance", EXAMPLE_DEAL, "not-random-now"],
    ["a seat out of turn", dealt(), 1, "6s@0,0", "not-your-turn"],
    ["a card of another hand", dealt(), 0, "6d@0,0", "not-in-hand"],
    ["the first card", dealt(), 0, "6h@0,0", "ok"],
    ["a pass while a card fits", dealt(), 0, "pass", "cannot-pass"],
    ["a deal as a seat's move", dealt(), 0, EXAMPLE_DEAL, "not-random-now"],
  ] as const)("%s: %s", (_name, state, actor, text, expected) => {
    expect(codeOf(state, actor, text)).toBe(expected);
  });

  it.each([
    ["stage 1: above the base", ["10h@0,0", "Jc@1,0"], "6d@0,1", "not-in-base"],
    ["stage 1: below the base", ["10h@0,0", "Jc@1,0"], "Qd@1,-1", "not-in-base"],
    ["stage 1: two cells off the end", ["10h@0,0", "Jc@1,0"], "6d@3,0", "not-adjacent"],
    ["stage 1: a heart next to the heart", ["10h@0,0", "Jc@1,0"], "7h@-1,0", "same-suit"],
    ["stage 1: red below the black jack", ["10h@0,0", "Jc@1,0"], "6d@2,0", "not-senior"],
  ] as const)("%s", (_name, before, text, expected) => {
    expect(codeOf(playText(dealt(), before), 2, text)).toBe(expected);
  });

  it.each([
    // W 3, H 3: the base is full after three cards; then 0,1 and 1,1 and 0,2 are laid.
    ["stage 2: beside a mountain, nothing below", "Ad@-1,2", "not-straight-up"],
    ["stage 2: above a mountain, in the rectangle", "Kh@-1,1", "ok"],
    ["stage 2: beyond the base's width", "Kh@2,0", "outside-rectangle"],
    ["stage 2: a 4th row of a 3-high rectangle", "Kh@0,3", "outside-rectangle"],
    ["stage 2: floating above the table", "Kh@1,3", "not-adjacent"],
  ] as const)("%s", (_name, text, expected) => {
    const narrow = playText(newGame({ width: 3, height: 3 }), [EXAMPLE_DEAL]);
    const s = playText(narrow, ["10h@0,0", "Jc@1,0", "6d@-1,0", "Ks@0,1", "Ah@1,1", "Kc@0,2"]);
    expect(codeOf(s, 2, text)).toBe(expected);
  });
});

describe("the end and the score", () => {
  it("ends after every seat in turn passed; a placement resets the count", () => {
    let s = playText(newGame({ width: 1, height: 1 }), [EXAMPLE_DEAL, "10h@0,0"]);
    for (let i = 0; i < 3; i++) {
      s = playText(s, ["pass"]);
      expect(mountains.result(s)).toBeNull();
    }
    s = playText(s, ["pass"]);
    expect(mountains.result(s)).toEqual({
      winners: [0, 2],
      scores: [1, 0, 1, 0],
      reason: "points",
    });
    expect(mountains.toMove(s)).toEqual([]);
  });

  it("a seat with an empty hand has only pass", () => {
    // 36 cards on a 9 × 6 table: play the whole game by always taking the first legal
    // move; the seats that run out first pass while others still lay cards.
    let s = dealt();
    while (!mountains.result(s)) {
      const seat = mountains.toMove(s)[0];
      const legal = mountains.legalMoves(s, seat);
      if (s.hands[seat].length === 0) expect(legal).toEqual([{ type: "pass" }]);
      s = mountains.apply(s, seat, legal[0]);
    }
    expect(mountains.result(s)?.scores).toHaveLength(4);
  });

  it.each([
    ["rank: number cards as printed", "7h", "rank", 7],
    ["rank: J 11", "Jc", "rank", 11],
    ["rank: Q 12", "Qd", "rank", 12],
    ["rank: K 13", "Ks", "rank", 13],
    ["rank: A 14", "Ah", "rank", 14],
    ["classic: number cards as printed", "10s", "classic", 10],
    ["classic: J 2", "Jh", "classic", 2],
    ["classic: Q 3", "Qc", "classic", 3],
    ["classic: K 4", "Kd", "classic", 4],
    ["classic: A 11", "As", "classic", 11],
  ] as const)("card points, %s", (_name, card, scheme, points) => {
    expect(cardPoints(card, scheme)).toBe(points);
  });

  it("scores each mountain by its colour sums; equal sums score for nobody", () => {
    const table = [
      { card: "10h", x: 0, y: 0 },
      { card: "Jc", x: 1, y: 0 },
      { card: "9d", x: -1, y: 0 },
      { card: "Ks", x: 0, y: 1 },
      { card: "9s", x: -1, y: 1 },
    ];
    expect(mountainsOf(table, "rank")).toEqual([
      { x: -1, height: 2, red: 9, black: 9, owner: null },
      { x: 0, height: 2, red: 10, black: 13, owner: "black" },
      { x: 1, height: 1, red: 0, black: 11, owner: "black" },
    ]);
    expect(mountainsOf(table, "classic")[1]).toEqual({
      x: 0,
      height: 2,
      red: 10,
      black: 4,
      owner: "red",
    });
  });

  it("running scores count each mountain for the colour leading it now", () => {
    const s = playText(dealt(), ["10h@0,0", "Jc@1,0", "6d@-1,0"]);
    // Red (A) leads 0 (10) and -1 (6); Black (B) leads 1 (11).
    expect(mountains.scores(s)).toEqual([2, 1, 2, 1]);
  });
});

describe("one v one is four seats: one person holds two hands of a team", () => {
  it("plays in seat order 0, 1, 2, 3 whoever holds them", () => {
    let s = dealt();
    const order: number[] = [];
    for (let i = 0; i < 8; i++) {
      const seat = mountains.toMove(s)[0];
      order.push(seat);
      s = mountains.apply(s, seat, mountains.legalMoves(s, seat)[0]);
    }
    expect(order).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });
});
