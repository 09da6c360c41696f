import type { Seat } from "../../engine/game";
import { parseMove } from "./notation";
import type { BackgammonState } from "./state";

/**
 * A backgammon entry as `viewer` may read it (the contract's `publicText`; `s` is the
 * state before it). Only a deal of the cards variant hides anything: it lists the whole
 * deck in order, so its public form writes `?` for every card the viewer does not get
 * into its own hand (the other hand, the stock's order): `deal 3,5,1,6,?,?,…`. A
 * spectator sees only `?`. Every other entry is public as it is.
 */
export function backgammonPublicText(
  s: BackgammonState,
  text: string,
  viewer: Seat | null,
): string {
  if (!s.options.cards) return text;
  const move = parseMove(text);
  if (!move.ok || move.value.type !== "deal") return text;
  const owners = dealOwners(s, move.value.values.length);
  const shown = move.value.values.map((v, i) =>
    viewer !== null && owners[i] === viewer ? String(v) : "?",
  );
  return `deal ${shown.join(",")}`;
}

/** The hand each card of a deal of `count` cards goes to, in order; null: the stock. */
function dealOwners(s: BackgammonState, count: number): (Seat | null)[] {
  const n = s.options.hand;
  if (!s.dealt) {
    // The first deal: n cards to seat 0, n to seat 1, the rest is the stock.
    return Array.from({ length: count }, (_, i) => (i < n ? 0 : i < 2 * n ? 1 : null));
  }
  // A reshuffle: the new stock, from whose top the seat still owed cards draws them.
  const owed = s.drawOwed ?? 0;
  const draws = n - s.hands[owed].length;
  return Array.from({ length: count }, (_, i) => (i < draws ? owed : null));
}
