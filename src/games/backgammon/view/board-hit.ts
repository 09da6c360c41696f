import type { DragGhost, Point } from "../../../ui/kit/drag/use-pointer-drag";

/*
 * Where a finger or the pointer is, in the board's terms: the target under it (a drag's
 * drop) and the same point in the SVG's own units (the ghost checker follows it).
 */

/** The board target (point, bar 25, tray 0) under a point of the viewport, in this board. */
export function targetUnder(board: SVGSVGElement | null, at: Point): number | null {
  if (!board || typeof document.elementFromPoint !== "function") return null;
  const hit = document.elementFromPoint(at.x, at.y)?.closest("[data-target]");
  if (!hit || !board.contains(hit)) return null;
  return Number(hit.getAttribute("data-target"));
}

/** A point of the viewport in the board's own units (the board may be scaled to fit). */
export function toSvg(board: SVGSVGElement | null, at: DragGhost<number>): Point | null {
  const matrix = board?.getScreenCTM?.();
  if (!board || !matrix) return null;
  const p = new DOMPoint(at.x, at.y).matrixTransform(matrix.inverse());
  return { x: p.x, y: p.y };
}
