import type { Seat } from "../../engine/game";

/** Every seat's hand, by seat. A null card is one the viewer may not see. */
export type Hands<C> = readonly (readonly C[])[];

/**
 * The hands as `viewer` may see them: its own hand as it is, every other hand as as
 * many nulls as it holds cards (its size is public, its cards are not). A spectator
 * (null) sees no hand.
 */
export function hideHands<C>(hands: Hands<C>, viewer: Seat | null): (C | null)[][] {
  return hands.map((hand, seat) => (seat === viewer ? [...hand] : hand.map(() => null)));
}

export interface Drawn<C> {
  readonly hand: C[];
  readonly stock: C[];
  /** The stock ran out before the hand was full. */
  readonly short: boolean;
}

/**
 * Draws from the top of `stock` (its first card) until the hand holds `size` cards or
 * the stock is empty. Nothing else moves a card from a face-down stock into a hand, so
 * a fair-play mode has one place to reveal it to its seat alone.
 */
export function drawUpTo<C>(hand: readonly C[], stock: readonly C[], size: number): Drawn<C> {
  const n = Math.max(0, Math.min(size - hand.length, stock.length));
  const full = [...hand, ...stock.slice(0, n)];
  return { hand: full, stock: stock.slice(n), short: full.length < size };
}
