import { blockCells, blocksOf, CELLS, COLOURS, neighbours } from "./board";

/**
 * The bot's view of Smalta tactics, as colour bit masks (colour c is bit c − 1).
 * Everything here works on a plain `cells` array (0 = empty) so the search can run
 * tens of thousands of evaluations per move without allocating states.
 */
export const ALL_COLOURS = (1 << COLOURS) - 1;

export const colourBit = (colour: number): number => 1 << (colour - 1);

/** For each cell, the other three cells of every 2 × 2 block through it. */
const OTHERS: readonly (readonly (readonly [number, number, number])[])[] = Array.from(
  { length: CELLS },
  (_, cell) =>
    blocksOf(cell).map((corner) => {
      const [a, b, c] = blockCells(corner).filter((x) => x !== cell);
      return [a, b, c] as const;
    }),
);

/** Every cell that shares a 2 × 2 block with a cell (the cell itself excluded). */
const BLOCK_MATES: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) => [
  ...new Set(OTHERS[cell].flat()),
]);

const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) =>
  neighbours(cell),
);

/** Number of colours in a mask. */
export function colourCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The colours that would win at once if painted on the empty `cell`: a block whose
 * other three cells are one colour is won by that colour (monochrome); one whose
 * other three are three colours is won by each of the three missing ones (four-colour).
 */
export function winningColours(cells: ArrayLike<number>, cell: number): number {
  let mask = 0;
  for (const [a, b, c] of OTHERS[cell]) {
    const x = cells[a];
    const y = cells[b];
    const z = cells[c];
    if (x === 0 || y === 0 || z === 0) continue;
    if (x === y && y === z) mask |= colourBit(x);
    else if (x !== y && y !== z && x !== z)
      mask |= ALL_COLOURS & ~(colourBit(x) | colourBit(y) | colourBit(z));
  }
  return mask;
}

/** The colours that would win somewhere on the board: the threat the next mover faces. */
export function threat(cells: ArrayLike<number>): number {
  let mask = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (cells[cell] === 0) mask |= winningColours(cells, cell);
  }
  return mask;
}

/** The winning colours of every empty cell (0 for painted cells), for incremental use. */
export function winningColoursByCell(cells: ArrayLike<number>): number[] {
  const out = new Array<number>(CELLS).fill(0);
  for (let cell = 0; cell < CELLS; cell++) {
    if (cells[cell] === 0) out[cell] = winningColours(cells, cell);
  }
  return out;
}

/**
 * The threat after painting `colour` on `cell`, given the per-cell winning colours
 * before the move (`wins`). Only cells sharing a block with `cell` can change, so
 * the rest is reused. `cells` is mutated during the call and restored.
 */
export function threatAfter(
  cells: number[],
  wins: readonly number[],
  cell: number,
  colour: number,
): number {
  cells[cell] = colour;
  let mask = 0;
  const mates = BLOCK_MATES[cell];
  for (let y = 0; y < CELLS; y++) {
    if (y === cell || cells[y] !== 0) continue;
    mask |= mates.includes(y) ? winningColours(cells, y) : wins[y];
  }
  cells[cell] = 0;
  return mask;
}

/** Whether painting `colour` on `cell` touches the same colour (a point for the opponent). */
export function makesCluster(cells: ArrayLike<number>, cell: number, colour: number): boolean {
  for (const n of NEIGHBOURS[cell]) if (cells[n] === colour) return true;
  return false;
}

/** The empty cells, ascending. */
export function emptyCellsOf(cells: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (cells[cell] === 0) out.push(cell);
  return out;
}
