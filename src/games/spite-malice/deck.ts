import { deckOfSize } from "../cards/deck";
import { JOKER, rankOf, SUITS, suitOf } from "../cards/french";
import type { Card, SpiteOptions } from "./state";

/**
 * The cards of a hand and what they count as: the deck for the number of seats, which
 * cards are wild, and the rank that completes a centre pile.
 */

const DECKS: Record<string, readonly Card[]> = {};

/** 2 players: two decks; 3–4 players: three (each with its two jokers when jokers are wild). */
export function deckFor(options: SpiteOptions, seats: number): Card[] {
  const size = seats === 2 ? 104 : 156;
  const key = `${options.wild}/${size}`;
  DECKS[key] ??= deckOfSize(size, options.wild === "jokers" ? 2 : 0);
  return [...DECKS[key]];
}

export function isWild(card: Card, options: SpiteOptions): boolean {
  return options.wild === "kings" ? rankOf(card) === 13 : card === JOKER;
}

/** The rank that completes a centre pile: Q with kings wild, K with jokers. */
export function topRank(options: SpiteOptions): number {
  return options.wild === "kings" ? 12 : 13;
}

/**
 * The order the legal entries list cards in: by rank (ace low, joker last), then suit
 * c, d, h, s — what a player scanning a hand reads first.
 */
export function byRank(a: Card, b: Card): number {
  return rankKey(a) - rankKey(b);
}

function rankKey(card: Card): number {
  if (card === JOKER) return 1000;
  return rankOf(card) * 4 + SUITS.indexOf(suitOf(card) ?? "c");
}

/** The distinct cards of a list, by rank. */
export function distinctCards(cards: readonly (Card | null)[]): Card[] {
  const seen = new Set<Card>();
  for (const card of cards) if (card !== null) seen.add(card);
  return [...seen].sort(byRank);
}
