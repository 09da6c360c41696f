import { boundsOf, type MosaicTable } from "../../mosaic/table";

/**
 * The part of the grid the board draws: the W × H rectangle the table can still become.
 * Mountains' base is row 0 and nothing goes below it, so rows 0 … H − 1 are known from
 * the start; the columns are known once the base holds W cards. Until then the board
 * shows every column the rectangle could still cover (W − 1 either side of the first
 * card on an empty table), so it zooms in as the base grows.
 */
export interface Frame {
  readonly minX: number;
  readonly maxX: number;
  /** Rows 0 … rows − 1, the base at the bottom. */
  readonly rows: number;
  /** Whether the rectangle's place is fixed (the base is complete). */
  readonly fixed: boolean;
}

export function frameOf(table: MosaicTable, width: number, height: number): Frame {
  const bounds = boundsOf(table);
  if (bounds === null)
    return { minX: 1 - width, maxX: width - 1, rows: height, fixed: width === 1 };
  const fixed = bounds.maxX - bounds.minX + 1 >= width;
  if (fixed) return { minX: bounds.minX, maxX: bounds.maxX, rows: height, fixed };
  return { minX: bounds.maxX - width + 1, maxX: bounds.minX + width - 1, rows: height, fixed };
}

export const columnsOf = (frame: Frame): number => frame.maxX - frame.minX + 1;

/** The CSS grid place of cell (x, y): row 1 is the top (y = rows − 1). */
export function gridPlace(frame: Frame, x: number, y: number): { column: number; row: number } {
  return { column: x - frame.minX + 1, row: frame.rows - y };
}
