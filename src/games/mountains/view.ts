import type { LegalTargets, Seat } from "../../engine/game";
import { makeCell } from "../mosaic/cell";
import { makeMove, parseMove, type MountainsMove } from "./notation";
import type { MountainsState } from "./state";

/**
 * What `seat` may see: the table, the lot, whose turn, every hand's size, and its own
 * hand. Team-mates do not see each other's hands; a spectator (null) sees no hand.
 */
export function view(s: MountainsState, seat: Seat | null): MountainsState {
  return { ...s, hands: s.hands.map((h, i) => (i === seat ? h : h.map(() => null))) };
}

/**
 * The deal entry as `viewer` may read it: the lot, the first seat, every hand's size
 * ("#9") and the viewer's own hand. Every other entry is public as written.
 */
export function publicText(_s: MountainsState, text: string, viewer: Seat | null): string {
  const parsed = parseMove(text);
  if (!parsed.ok || parsed.value.type !== "deal") return text;
  const { red, first, hands } = parsed.value;
  const shown = hands.map((hand, seat) =>
    seat === viewer ? `${seat}:${hand.join(",")}` : `${seat}:#${hand.length}`,
  );
  return ["deal", `red=${red}`, `first=${first}`, ...shown].join(" ");
}

/** The legal placements as origin card → cell "x,y" → notation, for the board. */
export function targets(_s: MountainsState, legal: readonly MountainsMove[]): LegalTargets {
  const out: Record<string, Record<string, string>> = {};
  for (const move of legal) {
    if (move.type !== "place") continue;
    (out[move.card] ??= {})[makeCell(move.cell)] = makeMove(move);
  }
  return out;
}
