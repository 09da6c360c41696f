/**
 * Where things sit on the SVG board, in viewBox units (about CSS pixels at 320 px).
 *
 * Layout for a 320 px portrait screen: the 12 columns of a row are 24 wide and the
 * bar 28, so the board fills the width and each point's button is a full column
 * (24 × 134), at least the 24 px a touch target needs. The bear-off trays are strips
 * above and below the rows (the player's own tray under their home board), not side
 * columns, so they cost no width. Points are numbered from the viewer's side; the
 * viewer's home board is bottom-right, or bottom-left when `homeLeft`.
 */
export const POINT_W = 24;
export const BAR_W = 28;
export const FRAME = 2;
export const CHECKER = 24;
/** Checkers drawn per point; a taller stack shows its count on the last one. */
export const STACK = 5;
export const TRAY_H = 26;
export const NUMBERS_H = 14;
export const ROW_H = CHECKER * STACK;
export const GAP_H = 44;

export const VIEW_WIDTH = FRAME * 2 + POINT_W * 12 + BAR_W;
export const TOP_TRAY_Y = 0;
export const TOP_NUMBERS_Y = TRAY_H;
export const TOP_ROW_Y = TOP_NUMBERS_Y + NUMBERS_H;
export const GAP_Y = TOP_ROW_Y + ROW_H;
export const BOTTOM_ROW_Y = GAP_Y + GAP_H;
export const BOTTOM_NUMBERS_Y = BOTTOM_ROW_Y + ROW_H;
export const BOTTOM_TRAY_Y = BOTTOM_NUMBERS_Y + NUMBERS_H;
export const VIEW_HEIGHT = BOTTOM_TRAY_Y + TRAY_H;

export const BAR_X = FRAME + POINT_W * 6;

/** Visual column 0–11, left to right, of the viewer's point 1–24. */
export function columnOf(point: number, homeLeft: boolean): number {
  const column = point <= 12 ? 12 - point : point - 13;
  return homeLeft ? 11 - column : column;
}

export const isTopRow = (point: number): boolean => point > 12;

/** Left edge of a visual column (the bar sits between columns 5 and 6). */
export function columnX(column: number): number {
  return FRAME + column * POINT_W + (column >= 6 ? BAR_W : 0);
}

/** Centre of the k-th checker (0 = the one at the edge) on a viewer's point. */
export function checkerCentre(point: number, k: number, homeLeft: boolean): [number, number] {
  const x = columnX(columnOf(point, homeLeft)) + POINT_W / 2;
  const offset = CHECKER / 2 + k * CHECKER;
  return [x, isTopRow(point) ? TOP_ROW_Y + offset : BOTTOM_ROW_Y + ROW_H - offset];
}

/**
 * Checkers on the bar stand in the half of the bar facing the rows they enter: the
 * viewer's enter the top row (the opponent's home board), the opponent's the bottom.
 */
export function barCentre(viewerSide: boolean, k: number): [number, number] {
  const x = BAR_X + BAR_W / 2;
  const y = viewerSide
    ? GAP_Y - CHECKER / 2 - k * CHECKER
    : BOTTOM_ROW_Y + CHECKER / 2 + k * CHECKER;
  return [x, y];
}

/** The x range of the home-board half of a row (the tray strip sits there). */
export function homeHalfX(homeLeft: boolean): [number, number] {
  return homeLeft ? [FRAME, BAR_X] : [BAR_X + BAR_W, VIEW_WIDTH - FRAME];
}

/** The half of the middle gap where the dice lie (the viewer's right-hand side). */
export function diceX(homeLeft: boolean): number {
  const [from, to] = homeHalfX(homeLeft);
  return (from + to) / 2;
}
