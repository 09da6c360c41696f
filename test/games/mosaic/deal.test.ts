import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { frenchDeck, isRed } from "../../../src/games/cards/french";
import {
  checkOrdinaryDeal,
  checkOwnColourDeal,
  dealOrdinary,
  dealOwnColour,
  roundCounts,
} from "../../../src/games/mosaic/deal";
import { playOrder, teamOf, teamPlayOrder } from "../../../src/games/mosaic/teams";

const deck36 = frenchDeck({ size: 36 });
const deck52 = frenchDeck({ size: 52 });

describe("seats and teams", () => {
  it("alternate: 0, 2, 4 team A, 1, 3, 5 team B", () => {
    expect([0, 1, 2, 3, 4, 5].map(teamOf)).toEqual(["A", "B", "A", "B", "A", "B"]);
  });

  it("play in seat order from the first seat", () => {
    expect(playOrder(4, 6)).toEqual([4, 5, 0, 1, 2, 3]);
    expect(teamPlayOrder("A", 4, 6)).toEqual([4, 0, 2]);
    expect(teamPlayOrder("B", 4, 6)).toEqual([5, 1, 3]);
  });
});

describe("the own-colour deal", () => {
  it.each([
    [36, 4, 0, "A"],
    [36, 6, 3, "B"],
    [52, 4, 1, "B"],
    [52, 6, 2, "A"],
  ] as const)(
    "deals %i cards to %i seats (first %i, Red %s): colours by team",
    (size, seats, first, red) => {
      const deck = size === 36 ? deck36 : deck52;
      const hands = dealOwnColour(deck, seats, red, first, rngFromSeed(size + seats));
      expect(hands).toHaveLength(seats);
      hands.forEach((hand, seat) => {
        for (const card of hand)
          expect(isRed(card), `${card} to seat ${seat}`).toBe(teamOf(seat) === red);
      });
      expect(hands.flat().sort()).toEqual([...deck].sort());
      expect(checkOwnColourDeal(deck, red, first, hands)).toBeNull();
    },
  );

  it("gives the team's earlier seats in play order one card more (52 cards, 6 seats: 9, 9, 8)", () => {
    const hands = dealOwnColour(deck52, 6, "A", 2, rngFromSeed(1));
    // Team A plays 2, 4, 0; team B 3, 5, 1.
    expect(hands.map((h) => h.length)).toEqual([8, 8, 9, 9, 9, 9]);
  });

  it("is the same for the same rng, and shuffles", () => {
    const a = dealOwnColour(deck36, 4, "A", 0, rngFromSeed(7));
    expect(dealOwnColour(deck36, 4, "A", 0, rngFromSeed(7))).toEqual(a);
    expect(dealOwnColour(deck36, 4, "A", 0, rngFromSeed(8))).not.toEqual(a);
  });

  const good = dealOwnColour(deck36, 4, "A", 0, rngFromSeed(3));
  it.each([
    [
      "a black card to a Red seat",
      [[...good[0].slice(1), good[1][0]], [good[0][0], ...good[1].slice(1)], good[2], good[3]],
    ],
    ["a card twice", [[...good[0].slice(1), good[2][0]], good[1], good[2], good[3]]],
    [
      "a card not in the deck (a 2 in 36)",
      [[...good[0].slice(1), "2h"], good[1], good[2], good[3]],
    ],
    ["a card missing", [good[0].slice(1), good[1], good[2], good[3]]],
    ["uneven hands of one team", [[...good[0], good[2][0]], good[1], good[2].slice(1), good[3]]],
  ])("refuses %s", (_name, hands) => {
    expect(checkOwnColourDeal(deck36, "A", 0, hands)?.code).toBe("bad-deal");
  });
});

describe("the ordinary deal", () => {
  it("deals the whole deck round the table from the first seat", () => {
    const hands = dealOrdinary(deck52, 6, 5, rngFromSeed(2));
    // 52 = 6 × 8 + 4: seats 5, 0, 1, 2 get 9.
    expect(hands.map((h) => h.length)).toEqual([9, 9, 9, 8, 8, 9]);
    expect(hands.flat().sort()).toEqual([...deck52].sort());
    expect(checkOrdinaryDeal(deck52, 5, hands)).toBeNull();
    expect(checkOrdinaryDeal(deck52, 0, hands)?.code).toBe("bad-deal");
  });

  it("counts one card at a time round the order", () => {
    expect(roundCounts(26, [2, 4, 0], 6)).toEqual([8, 0, 9, 0, 9, 0]);
    expect(roundCounts(18, [1, 3], 4)).toEqual([0, 9, 0, 9]);
  });
});
