import { describe, expect, it } from "vitest";
import { rngFromSeed, shuffle } from "../../../src/engine/random";
import {
  compareCards,
  DECK_SIZES,
  deckOfSize,
  isDeckSize,
  sortCards,
} from "../../../src/games/cards/deck";
import { countCards } from "../../../src/games/cards/multiset";
import { frenchDeck, rankOf, sameCards } from "../../../src/games/cards/french";

describe("decks by size", () => {
  it.each([
    [36, 0, 36, 1],
    [52, 0, 52, 1],
    [104, 0, 104, 2],
    [156, 0, 156, 3],
    [52, 2, 54, 1],
    [104, 2, 108, 2],
    [156, 2, 162, 3],
    [36, 1, 37, 1],
  ] as const)(
    "%i cards with %i jokers per deck: %i cards, %i of each",
    (size, jokers, n, copies) => {
      const deck = deckOfSize(size, jokers);
      expect(deck).toHaveLength(n);
      const counts = countCards(deck);
      for (const [card, count] of counts)
        expect(count, card).toBe(card === "*" ? jokers * copies : copies);
      expect(counts.size).toBe((size === 36 ? 36 : 52) + (jokers > 0 ? 1 : 0));
    },
  );

  it("a 36-card deck is 6 to ace", () => {
    expect(deckOfSize(36).every((c) => rankOf(c) === 1 || rankOf(c) >= 6)).toBe(true);
  });

  it("knows its sizes", () => {
    expect(DECK_SIZES.every(isDeckSize)).toBe(true);
    expect([0, 53, "52", null].some(isDeckSize)).toBe(false);
  });

  it("puts any gathered pile back in deck order, so every device shuffles the same list", () => {
    const deck = frenchDeck({ decks: 2, jokers: 2 });
    const pile = shuffle(deck, rngFromSeed(3)).slice(0, 40);
    const sorted = sortCards(pile);
    expect(sameCards(sorted, pile)).toBe(true);
    const places = sorted.map((c) => deck.indexOf(c));
    expect(places.every((p, k) => k === 0 || places[k - 1] <= p)).toBe(true);
    const one = frenchDeck({ jokers: 2 });
    expect(sortCards(shuffle(one, rngFromSeed(4)))).toEqual(one);
    expect(compareCards("Kc", "Ad")).toBeLessThan(0);
    expect(compareCards("*", "Ks")).toBeGreaterThan(0);
    expect(compareCards("10h", "10h")).toBe(0);
  });
});
