import { SUITS, suitOf, type FrenchCard } from "../cards/french";
import { seniorityRank } from "../mosaic/order";

/** Cards in suit order (c, d, h, s), then by rank low to high (A high): how lists are shown. */
export function sortCards(cards: readonly FrenchCard[]): FrenchCard[] {
  return [...cards].sort(compareCards);
}

export function compareCards(a: FrenchCard, b: FrenchCard): number {
  const bySuit = SUITS.indexOf(suitOf(a)!) - SUITS.indexOf(suitOf(b)!);
  return bySuit !== 0 ? bySuit : seniorityRank(a) - seniorityRank(b);
}
