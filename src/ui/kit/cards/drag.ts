/**
 * The pure part of dragging a card with a pointer. A finger is not a mouse: it must
 * travel further before a press counts as a drag (a tap wobbles), and the card is held
 * above the finger so that the finger does not hide it; it drops where the card is
 * seen, at the card's centre. A mouse grabs the card where it points.
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
 * Where the dragged card's centre is drawn, and where it drops, for a pointer at
 * (x, y): under a mouse; above a finger or a pen by most of a card's height.
 */
export function cardCentre(
  kind: PointerKind,
  x: number,
  y: number,
  cardHeight: number,
): { x: number; y: number } {
  return kind === "mouse" ? { x, y } : { x, y: y - cardHeight * 0.7 };
}
