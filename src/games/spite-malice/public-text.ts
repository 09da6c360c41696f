import type { Seat } from "../../engine/game";
import { parseMove } from "./notation";
import type { SpiteState } from "./state";

/**
 * The public form of an entry, for everything shown on screen. The deal lists every
 * goal pile and the whole stock; its public form keeps what the table sees — who
 * starts, each goal pile's face-up top and size, the stock's size:
 * `deal first=0 g0:7h (20) g1:Qc (20) stock (64)`. A reshuffle becomes `shuffle (12)`.
 * Every other entry is public as written (a played or discarded card is face up). No
 * seat holds a card when the deal is made, so the viewer does not change the text.
 */
export function publicText(_state: SpiteState, text: string, _viewer: Seat | null): string {
  const parsed = parseMove(text);
  if (!parsed.ok) return text;
  const move = parsed.value;
  if (move.type === "shuffle") return `shuffle (${move.stock.length})`;
  if (move.type !== "deal") return text;
  const goals = move.goals.map((g, i) => `g${i}:${g[0] ?? "-"} (${g.length})`).join(" ");
  return `deal first=${move.first} ${goals} stock (${move.stock.length})`;
}
