import { frenchDeck, rankOf, SUITS, suitOf, type FrenchCard } from "./french";

/**
 * The decks the card games use, by their size: 36 (6 to A) and 52 cards, and two or
 * three 52-card decks shuffled together (104, 156).
 */
export type DeckSize = 36 | 52 | 104 | 156;

export const DECK_SIZES: readonly DeckSize[] = [36, 52, 104, 156];

export function isDeckSize(n: unknown): n is DeckSize {
  return DECK_SIZES.includes(n as DeckSize);
}

/**
 * A deck of `size` cards in the fixed order a shuffle starts from, with `jokers` jokers
 * per 52- or 36-card deck in it (Spite and Malice with jokers wild: 2 per deck).
 */
export function deckOfSize(size: DeckSize, jokers = 0): FrenchCard[] {
  if (size === 36) return frenchDeck({ size: 36, jokers });
  return frenchDeck({ decks: size / 52, jokers });
}

/**
 * The deck order (suits c, d, h, s; A, 2 … K within a suit; jokers last), so that a
 * pile gathered for a reshuffle is put in one order on every device before it is
 * shuffled. Negative when `a` comes first.
 */
export function compareCards(a: FrenchCard, b: FrenchCard): number {
  return orderOf(a) - orderOf(b);
}

function orderOf(card: FrenchCard): number {
  const suit = suitOf(card);
  return suit === null ? 100 : SUITS.indexOf(suit) * 20 + rankOf(card);
}

/** A copy in deck order. */
export function sortCards(cards: readonly FrenchCard[]): FrenchCard[] {
  return [...cards].sort(compareCards);
}
