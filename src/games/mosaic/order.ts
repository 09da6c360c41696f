import { isRed, rankOf, suitOf, type FrenchCard } from "../cards/french";

/**
 * The mosaic family's order of ranks, low to high: 2 3 … 10 J Q K A. French notation
 * numbers the ace 1; seniority puts it above the king, so it is 14 here.
 */
export function seniorityRank(card: FrenchCard): number {
  let rank = RANKS.get(card);
  if (rank === undefined) {
    const french = rankOf(card);
    rank = french === 1 ? 14 : french;
    RANKS.set(card, rank);
  }
  return rank;
}

/** Ranks by card text, filled as cards are met (at most 53 entries): replay asks often. */
const RANKS = new Map<FrenchCard, number>();

export type Colour = "red" | "black";

export function colourOf(card: FrenchCard): Colour {
  return isRed(card) ? "red" : "black";
}

export function sameColour(a: FrenchCard, b: FrenchCard): boolean {
  return isRed(a) === isRed(b);
}

export function sameSuit(a: FrenchCard, b: FrenchCard): boolean {
  return suitOf(a) === suitOf(b);
}

/** A number card (2 to 10): not a jack, queen, king or ace. */
export function isNumberCard(card: FrenchCard): boolean {
  const rank = rankOf(card);
  return rank >= 2 && rank <= 10;
}
