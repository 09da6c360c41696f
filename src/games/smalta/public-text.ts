import type { Seat } from "../../engine/game";
import { parseMove } from "./notation";
import type { SmaltaState } from "./state";

/**
 * A Smalta entry as `viewer` may read it (the contract's `publicText`; `s` is the state
 * before it). Only a deal of the cards variant hides anything: it lists the whole deck
 * in order, so its public form writes `?` for every card the viewer does not get into
 * its own hand (the other hand, the stock's order): `deal 3,5,1,6,?,?,…`. A spectator
 * sees only `?`. Every other entry is public as it is.
 */
export function smaltaPublicText(s: SmaltaState, text: string, viewer: Seat | null): string {
  if (s.options.fortune !== "cards") return text;
  const move = parseMove(text);
  if (!move.ok || move.value.type !== "deal") return text;
  const owners = dealOwners(s, move.value.values.length);
  const shown = move.value.values.map((v, i) =>
    viewer !== null && owners[i] === viewer ? String(v) : "?",
  );
  return `deal ${shown.join(",")}`;
}

/** The hand each card of a deal of `count` cards goes to, in order; null: the stock. */
function dealOwners(s: SmaltaState, count: number): (Seat | null)[] {
  const n = s.options.hand;
  if (!s.dealt) {
    // The first deal: n cards to the seat that moves first, n to the other, the rest stock.
    const first = s.turn ?? 0;
    return Array.from({ length: count }, (_, i) => (i < n ? first : i < 2 * n ? 1 - first : null));
  }
  // A reshuffle: the new stock, from whose top the seat still owed cards draws them.
  const owed = s.drawOwed;
  const draws = owed === null ? 0 : n - s.hands[owed].length;
  return Array.from({ length: count }, (_, i) => (i < draws ? owed : null));
}
