/**
 * The 6 × 6 Smalta board. A cell is an index 0–35: column a–f is index % 6, row 1–6
 * is floor(index / 6) + 1, so a1 = 0 (bottom-left) and f6 = 35.
 */
export const SIZE = 6;
export const CELLS = SIZE * SIZE;
export const COLOURS = 6;

const FILES = "abcdef";

export function cellAt(column: number, row: number): number {
  return row * SIZE + column;
}

export function columnOf(cell: number): number {
  return cell % SIZE;
}

export function rowOf(cell: number): number {
  return Math.floor(cell / SIZE);
}

/** "c4" → 20; null for anything else. */
export function parseCell(text: string): number | null {
  if (!/^[a-f][1-6]$/.test(text)) return null;
  return cellAt(FILES.indexOf(text[0]), Number(text[1]) - 1);
}

export function makeCell(cell: number): string {
  return `${FILES[columnOf(cell)]}${rowOf(cell) + 1}`;
}

/** Orthogonal neighbours (no diagonals). */
export function neighbours(cell: number): number[] {
  const c = columnOf(cell);
  const r = rowOf(cell);
  const out: number[] = [];
  if (c > 0) out.push(cell - 1);
  if (c < SIZE - 1) out.push(cell + 1);
  if (r > 0) out.push(cell - SIZE);
  if (r < SIZE - 1) out.push(cell + SIZE);
  return out;
}

/** The 2 × 2 blocks containing `cell`, each named by its bottom-left cell, ascending. */
export function blocksOf(cell: number): number[] {
  const c = columnOf(cell);
  const r = rowOf(cell);
  const out: number[] = [];
  for (const row of [r - 1, r]) {
    for (const col of [c - 1, c]) {
      if (row >= 0 && row < SIZE - 1 && col >= 0 && col < SIZE - 1) out.push(cellAt(col, row));
    }
  }
  return out;
}

/** The four cells of the block whose bottom-left cell is `corner`. */
export function blockCells(corner: number): [number, number, number, number] {
  return [corner, corner + 1, corner + SIZE, corner + SIZE + 1];
}
