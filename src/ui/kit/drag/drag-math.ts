/**
 * The pure part of dragging a piece (a card, a checker) with a pointer. A finger is
 * not a mouse: it must travel further before a press counts as a drag (a tap wobbles),
 * and the piece is held above the finger so that the finger does not hide it; it drops
 * where it is seen, at its centre. A mouse grabs the piece where it points.
 */

export type PointerKind = "mouse" | "pen" | "touch";

/** How far (CSS px) a pointer travels before a press becomes a drag. */
export const DRAG_THRESHOLD: Readonly<Record<PointerKind, number>> = {
  mouse: 4,
  pen: 6,
  touch: 10,
};

export function pointerKind(type: string): PointerKind {
  return type === "touch" || type === "pen" ? type : "mouse";
}

export function isDrag(kind: PointerKind, dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD[kind];
}

/**
 * Where the dragged piece's centre is drawn, and where it drops, for a pointer at
 * (x, y): under a mouse; above a finger or a pen by most of the piece's height.
 */
export function heldCentre(
  kind: PointerKind,
  x: number,
  y: number,
  height: number,
): { x: number; y: number } {
  return kind === "mouse" ? { x, y } : { x, y: y - height * 0.7 };
}
