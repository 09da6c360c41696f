import { cellAt, columnOf, rowOf, SIZE } from "../board";

/**
 * The cell that keyboard focus moves to from `cell` for a key, or null when the key
 * does not move focus. Rows grow upwards (row 1 is at the bottom), so ArrowUp goes to
 * the next row; focus stops at the edges rather than wrapping, like a grid widget.
 */
export function nextFocus(cell: number, key: string): number | null {
  const column = columnOf(cell);
  const row = rowOf(cell);
  const last = SIZE - 1;
  switch (key) {
    case "ArrowLeft":
      return cellAt(Math.max(0, column - 1), row);
    case "ArrowRight":
      return cellAt(Math.min(last, column + 1), row);
    case "ArrowUp":
      return cellAt(column, Math.min(last, row + 1));
    case "ArrowDown":
      return cellAt(column, Math.max(0, row - 1));
    case "Home":
      return cellAt(0, row);
    case "End":
      return cellAt(last, row);
    default:
      return null;
  }
}
