/**
 * A cell of a mosaic table: the grid has no fixed origin, so a cell is a pair of
 * whole numbers relative to the first card of the game (0,0); x grows right, y grows
 * up, and either may be negative.
 */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** How far from the first card a cell may be named: far beyond any table (52 cards). */
export const MAX_COORDINATE = 99;

const COORDINATE = "(0|-?[1-9][0-9]?)";
const CELL = new RegExp(`^${COORDINATE},${COORDINATE}$`);

/** Parses "3,1" or "-2,0" (no spaces, no "+", no "-0", no leading zeros); null if not a cell. */
export function parseCell(text: string): Cell | null {
  const m = CELL.exec(text);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** The notation of a cell; the exact inverse of parseCell. */
export function makeCell(cell: Cell): string {
  return `${cell.x},${cell.y}`;
}

export const ORIGIN: Cell = { x: 0, y: 0 };

/** The four cells that share an edge with `cell`: left, right, below, above. */
export function edgeNeighbours(cell: Cell): Cell[] {
  const { x, y } = cell;
  return [
    { x: x - 1, y },
    { x: x + 1, y },
    { x, y: y - 1 },
    { x, y: y + 1 },
  ];
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.x === b.x && a.y === b.y;
}
