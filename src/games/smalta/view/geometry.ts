import { columnOf, rowOf, SIZE } from "../board";

/**
 * Board geometry in SVG user units. The viewBox is 320 units wide, so at 320 CSS px the
 * board is drawn 1:1 and a cell is 50 px; even inside 16 px of page padding on each
 * side a cell stays above the 44 px touch-target minimum.
 */
export const CELL = 50;
/** Room left of the board for the row numbers and below it for the column letters. */
export const GUTTER = 18;
export const TOP = 2;
export const BOARD_PX = CELL * SIZE;
export const VIEW_WIDTH = GUTTER + BOARD_PX + 2;
export const VIEW_HEIGHT = TOP + BOARD_PX + GUTTER;
/** The gap of "grout" between two tiles, as in a real mosaic. */
export const GROUT = 3;

/** Top-left corner of a cell's square: row 1 is at the bottom, as on paper. */
export function cellOrigin(cell: number): { x: number; y: number } {
  return { x: GUTTER + columnOf(cell) * CELL, y: TOP + (SIZE - 1 - rowOf(cell)) * CELL };
}

export function cellCentre(cell: number): { x: number; y: number } {
  const { x, y } = cellOrigin(cell);
  return { x: x + CELL / 2, y: y + CELL / 2 };
}
