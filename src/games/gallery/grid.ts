import { ErrorCode, fail, ok, type Result } from "../../engine/errors";

/**
 * The exhibition's grid. Cells are named `x,y` from the start card at 0,0, x to the
 * right, y down. An exhibition fits in 8 columns × 5 rows around its start card, so
 * every card lies in x −7…7, y −4…4; the grid is a dense array over that range with a
 * one-cell empty border, so an edge neighbour of any real cell is always an index of
 * the array (no bounds checks in the hot loops of the searches).
 *
 * A small, self-contained sparse-card grid: Mountains' mosaic grid does the same job
 * (edge neighbours, bounding box) and the two could share one module later.
 */
export const AREA_WIDTH = 8;
export const AREA_HEIGHT = 5;
/** Farthest a card can lie from the start card. */
export const REACH_X = AREA_WIDTH - 1;
export const REACH_Y = AREA_HEIGHT - 1;

/** Row stride of the array; x −8…8 (the border included). */
export const GRID_W = 2 * REACH_X + 3;
export const GRID_H = 2 * REACH_Y + 3;
export const GRID_SIZE = GRID_W * GRID_H;

/** Index steps to the edge neighbours: right, left, down, up. */
export const NEIGHBOUR_STEPS: readonly number[] = [1, -1, GRID_W, -GRID_W];
/** The two directions of a line: a row (step 1) and a column (step GRID_W). */
export const LINE_STEPS: readonly number[] = [1, GRID_W];

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** Whether a cell can hold a card at all (within reach of the start card). */
export function inReach(x: number, y: number): boolean {
  return Math.abs(x) <= REACH_X && Math.abs(y) <= REACH_Y;
}

/** The array index of a cell in reach. */
export const indexOf = (x: number, y: number): number =>
  (y + REACH_Y + 1) * GRID_W + x + REACH_X + 1;
export const xOf = (index: number): number => (index % GRID_W) - REACH_X - 1;
export const yOf = (index: number): number => ((index / GRID_W) | 0) - REACH_Y - 1;

/** Reading order (top to bottom, then left to right) is the order of the indices. */
export const START_INDEX = indexOf(0, 0);

const COORD = "(0|-?[1-9][0-9]?)";
const CELL = new RegExp(`^${COORD},${COORD}$`);

/** Parses `x,y` (integers written without a sign on 0 or leading zeros). */
export function parseCell(text: string): Result<Cell> {
  const m = CELL.exec(text);
  if (!m) return fail(ErrorCode.Syntax, `"${text}" is not a cell (e.g. "1,0", "-2,3")`);
  return ok({ x: Number(m[1]), y: Number(m[2]) });
}

export function makeCell(x: number, y: number): string {
  return `${x},${y}`;
}

export const cellName = (index: number): string => makeCell(xOf(index), yOf(index));

/** The bounding box of a set of cells, as the rules' area check sees it. */
export interface Box {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

export function boxOf(cells: readonly Cell[]): Box {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (const { x, y } of cells) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, maxX, minY, maxY };
}

export function fitsArea(box: Box): boolean {
  return box.maxX - box.minX < AREA_WIDTH && box.maxY - box.minY < AREA_HEIGHT;
}
