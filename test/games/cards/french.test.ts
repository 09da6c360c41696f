import { describe, expect, it } from "vitest";
import {
  frenchDeck,
  isRed,
  makeCard,
  makeCardList,
  parseCard,
  parseCardList,
  rankOf,
  sameCards,
  suitOf,
  SUITS,
} from "../../../src/games/cards/french";

describe("French card notation", () => {
  it("round-trips every card of a deck with jokers", () => {
    for (const card of frenchDeck({ jokers: 2 })) {
      const parsed = parseCard(card);
      expect(parsed.ok, card).toBe(true);
      if (!parsed.ok) continue;
      if (parsed.value.suit === null) expect(card).toBe("*");
      else expect(makeCard(parsed.value.rank, parsed.value.suit)).toBe(card);
    }
  });

  it.each([
    ["10h", 10, "h"],
    ["Qs", 12, "s"],
    ["Ac", 1, "c"],
    ["Kd", 13, "d"],
    ["*", 0, null],
  ])("reads %s as rank %i of suit %s", (card, rank, suit) => {
    expect(rankOf(card)).toBe(rank);
    expect(suitOf(card)).toBe(suit);
  });

  it.each(["", "1h", "11h", "Th", "10x", "h10", "10H", "**", " Qs", "Qs "])(
    "refuses %j as a syntax error",
    (text) => {
      const parsed = parseCard(text);
      expect(parsed.ok ? "accepted" : parsed.error.code).toBe("syntax");
    },
  );

  it("knows the colours", () => {
    expect(["Ah", "9d"].map(isRed)).toEqual([true, true]);
    expect(["Ac", "9s", "*"].map(isRed)).toEqual([false, false, false]);
  });

  it("builds decks of 36, 52, 104 and 156 cards, jokers last", () => {
    expect(frenchDeck({ size: 36 })).toHaveLength(36);
    expect(
      frenchDeck({ size: 36 })
        .map(rankOf)
        .every((r) => r === 1 || r >= 6),
    ).toBe(true);
    expect(frenchDeck()).toHaveLength(52);
    expect(new Set(frenchDeck())).toHaveProperty("size", 52);
    expect(frenchDeck({ decks: 2 })).toHaveLength(104);
    const three = frenchDeck({ decks: 3, jokers: 2 });
    expect(three).toHaveLength(162);
    expect(three.slice(-6)).toEqual(["*", "*", "*", "*", "*", "*"]);
    expect(frenchDeck().slice(0, 3)).toEqual(["Ac", "2c", "3c"]);
    expect(SUITS).toEqual(["c", "d", "h", "s"]);
  });

  it("round-trips card lists and compares them as multisets", () => {
    const list = parseCardList("Ah,2c,*,Ah");
    expect(list.ok && makeCardList(list.value)).toBe("Ah,2c,*,Ah");
    expect(parseCardList("").ok).toBe(true);
    expect(parseCardList("Ah,,2c").ok).toBe(false);
    expect(sameCards(["Ah", "2c", "Ah"], ["Ah", "Ah", "2c"])).toBe(true);
    expect(sameCards(["Ah", "2c", "Ah"], ["Ah", "2c", "2c"])).toBe(false);
  });
});
