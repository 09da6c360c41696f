import type { FrenchCard } from "../../cards/french";
import { makeCell } from "../../mosaic/cell";
import { parseMove } from "../notation";

/** What the board marks for a hinted move: the pass button, or a card and its cell. */
export type HintMark =
  | { readonly kind: "pass" }
  | { readonly kind: "place"; readonly card: FrenchCard; readonly cell: string };

/**
 * The marks of `hint` (BoardProps.hint, notation), or null when there is none to draw:
 * a hint that is not among the viewer's legal moves now (a stale one, or none asked) is
 * not drawn, so the board never points at a move the app would refuse.
 */
export function hintMark(
  hint: string | null | undefined,
  legal: readonly string[],
): HintMark | null {
  if (!hint || !legal.includes(hint)) return null;
  const move = parseMove(hint);
  if (!move.ok) return null;
  switch (move.value.type) {
    case "pass":
      return { kind: "pass" };
    case "place":
      return { kind: "place", card: move.value.card, cell: makeCell(move.value.cell) };
    case "deal":
      return null;
  }
}
