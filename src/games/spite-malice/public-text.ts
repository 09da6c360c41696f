import type { Seat } from "../../engine/game";
import { isFairDeal } from "../cards/deal";
import { makeDealParts } from "../cards/deal-notation";
import { HAND_SIZE } from "./flow";
import { parseMove } from "./notation";
import type { SpiteState } from "./state";

/**
 * The public form of an entry, for everything shown on screen: a `?` for every card the
 * viewer does not get to see by it. The deal shows every goal pile's top (it is turned
 * up at once) and, to the seat that starts, the five cards it draws from the stock top:
 * `deal first=0 g0:7h,?,?,… g1:Qc,?,… stock:?,?,…`. A reshuffle shows the seat that
 * completes its draw from it the cards it draws. Plays, discards and `end` are public.
 */
export function publicText(state: SpiteState, text: string, viewer: Seat | null): string {
  const parsed = parseMove(text);
  if (!parsed.ok) return text;
  const move = parsed.value;
  // A fair deal or reshuffle lists tokens only (docs/fair-play.md): nothing to hide.
  if (move.type === "shuffle" && isFairDeal([move.stock])) return text;
  if (move.type === "deal" && isFairDeal([...move.goals, move.stock])) return text;
  const mask = (cards: readonly string[], shown: number): string[] =>
    cards.map((c, i) => (i < shown ? c : "?"));
  if (move.type === "shuffle") {
    const drawing = state.turn === viewer ? HAND_SIZE - state.hands[state.turn].length : 0;
    return `shuffle ${mask(move.stock, drawing).join(",")}`;
  }
  if (move.type !== "deal") return text;
  const parts = [
    ...move.goals.map((cards, seat) => ({ name: `g${seat}`, cards: mask(cards, 1) })),
    { name: "stock", cards: mask(move.stock, viewer === move.first ? HAND_SIZE : 0) },
  ];
  return `deal first=${move.first} ${makeDealParts(parts, (c) => c)}`;
}
