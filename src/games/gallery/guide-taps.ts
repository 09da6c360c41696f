import { parseMove } from "./notation";

/**
 * The elements of the Gallery board the guided first game (guide.ts) taps, as stable
 * selectors: the board's test ids and the cards kit's slot ids (docs/games/gallery.md,
 * "The board and the lay builder"). A hand card's slot is `h:<card>`; a cell's is `x,y`.
 */
export const TAP = {
  draw: '[data-testid="gallery-draw"]',
  takeBazaar: '[data-testid="gallery-take-bazaar"]',
  pass: '[data-testid="gallery-pass"]',
  decline: '[data-testid="gallery-decline"]',
  lay: '[data-testid="gallery-lay"]',
  bazaar: '[data-ck-slot="bazaar"]',
  card: (card: string) => `[data-testid="hand-card"][data-ck-slot="h:${card}"]`,
  cell: (x: number, y: number) => `[data-testid="gallery-cell"][data-ck-slot="${x},${y}"]`,
} as const;

/**
 * The taps that build a step (`open …` or `lay …`) on the board: each card, then its
 * cell, in the entry's order (the board writes the step in the order it was built), and
 * the Lay button (it says "Open" in an opening).
 */
export function stepTaps(move: string): string[] {
  const parsed = parseMove(move);
  if (!parsed.ok || (parsed.value.type !== "lay" && parsed.value.type !== "open")) {
    throw new Error(`"${move}" is not a step of cards`);
  }
  return [...parsed.value.cards.flatMap((p) => [TAP.card(p.card), TAP.cell(p.x, p.y)]), TAP.lay];
}

/** A discard: the card, then the bazaar. */
export const discardTaps = (card: string): string[] => [TAP.card(card), TAP.bazaar];

/** A decline: the Decline button, the hand card to lay, then the start card at 0,0. */
export const declineTaps = (card: string): string[] => [
  TAP.decline,
  TAP.card(card),
  TAP.cell(0, 0),
];
