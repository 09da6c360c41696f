import { frenchDeck, JOKER, rankOf, SUITS, suitOf } from "../cards/french";
import type { Card, SpiteOptions } from "./state";

/**
 * The cards of a hand and what they count as: the deck for the number of seats, which
 * cards are wild, and the rank that completes a centre pile.
 */

const DECKS: Record<string, readonly Card[]> = {};

/** 2 players: two decks; 3–4 players: three (each with its two jokers when jokers are wild). */
export function deckFor(options: SpiteOptions, seats: number): Card[] {
  const decks = seats === 2 ? 2 : 3;
  const key = `${options.wild}/${decks}`;
  DECKS[key] ??= frenchDeck({ decks, jokers: options.wild === "jokers" ? 2 : 0 });
  return [...DECKS[key]];
}

export function isWild(card: Card, options: SpiteOptions): boolean {
  return options.wild === "kings" ? rankOf(card) === 13 : card === JOKER;
}

/** The rank that completes a centre pile: Q with kings wild, K with jokers. */
export function topRank(options: SpiteOptions): number {
  return options.wild === "kings" ? 12 : 13;
}

/** The ranks a wild card may stand for: 2 up to the top rank (never an ace). */
export function mayStandFor(rank: number, options: SpiteOptions): boolean {
  return Number.isInteger(rank) && rank >= 2 && rank <= topRank(options);
}

/**
 * The canonical order of cards: by rank (ace low, joker last), then suit c, d, h, s.
 * Sorted lists (the set-aside cards, the listed moves) follow it.
 */
export function compareCards(a: Card, b: Card): number {
  return sortKey(a) - sortKey(b);
}

function sortKey(card: Card): number {
  if (card === JOKER) return 1000;
  return rankOf(card) * 4 + SUITS.indexOf(suitOf(card) ?? "c");
}

export function sortedCards(cards: readonly Card[]): Card[] {
  return [...cards].sort(compareCards);
}

/** The distinct cards of a list, in canonical order. */
export function distinctCards(cards: readonly (Card | null)[]): Card[] {
  const seen = new Set<Card>();
  for (const card of cards) if (card !== null) seen.add(card);
  return sortedCards([...seen]);
}

/** Every card of the notation (52 and the joker) by number, for counting without a Map. */
const INDEX = new Map<Card, number>(frenchDeck({ jokers: 1 }).map((c, i) => [c, i]));

/**
 * Whether `cards` are exactly `expected`, copies counted, in any order: the kit's
 * sameCards, counted in an array because a deal check runs on 162 cards.
 */
export function sameCardsFast(cards: readonly Card[], expected: readonly Card[]): boolean {
  if (cards.length !== expected.length) return false;
  const counts = new Int16Array(INDEX.size);
  for (const c of expected) counts[INDEX.get(c) ?? 0]++;
  for (const c of cards) {
    const i = INDEX.get(c);
    if (i === undefined || counts[i] === 0) return false;
    counts[i]--;
  }
  return true;
}
