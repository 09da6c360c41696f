import type { Seat } from "../../engine/game";
import { handsThenStock, STOCK, type DealPlan } from "../cards/deal";
import { drawUpTo } from "../cards/hand";
import { holdsCards, removeCards } from "../cards/multiset";
import type { BackgammonState, Card } from "./state";

/** The cards variant's deck: ranks A(=1) to 6 of two 52-card decks, 48 cards. */
export const FULL_DECK: readonly number[] = Array.from({ length: 48 }, (_, i) => (i % 6) + 1);

/** The distinct rolls a hand can make: pairs of its cards, larger first, each once. */
export function rollsOfHand(hand: readonly Card[]): [number, number][] {
  const values = hand.filter((v): v is number => v !== null).sort((a, b) => b - a);
  const seen = new Set<number>();
  const out: [number, number][] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const key = values[i] * 10 + values[j];
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([values[i], values[j]]);
    }
  }
  return out;
}

/** Whether the hand holds both cards (two of them when equal). */
export function handHolds(hand: readonly Card[], a: number, b: number): boolean {
  return holdsCards(hand, [a, b]);
}

/** The hand without one card of each value (the move was checked: the hand holds them). */
export function withoutCards(hand: readonly Card[], values: readonly number[]): Card[] {
  return removeCards(hand, values) ?? [...hand];
}

/**
 * The due deal's shape: the first deal gives seat 0 its hand, then seat 1, then the
 * stock; a later deal is the discard pile reshuffled as the new stock. The notation
 * lists the cards in this order (`deal 3,1,6,…`).
 */
export function dealPlan(s: BackgammonState): DealPlan {
  return s.dealt ? [STOCK] : handsThenStock([0, 1], s.options.hand);
}

/** The cards the due deal shuffles, in the one order every device starts from. */
export function deckOfDeal(s: BackgammonState): readonly number[] {
  return s.dealt ? [...s.discard].sort((a, b) => a - b) : FULL_DECK;
}

/** Draws the seat's hand back up from the stock; short of cards, it owes a draw. */
export function drawBack(s: BackgammonState, seat: Seat): BackgammonState {
  const drawn = drawUpTo(s.hands[seat], s.stock, s.options.hand);
  const hands = s.hands.map((h, i) => (i === seat ? drawn.hand : h));
  return { ...s, hands, stock: drawn.stock, drawOwed: drawn.short ? seat : null };
}
