import { blockCells, blocksOf, CELLS, COLOURS, neighbours } from "./board";

/**
 * The board as the strong bot's playouts see it: the cells, and for every empty cell
 * the colours that would win there at once, kept up to date paint by paint. A playout
 * paints a few dozen cells and rates every empty cell before each paint, so rating a
 * cell must cost a handful of reads, not a scan of the board (see `threatAfter`).
 *
 * Colour c is bit c − 1 of a mask, as in bot-tactics.ts.
 */
const ALL_COLOURS = (1 << COLOURS) - 1;

/**
 * For each cell, the other three cells of every 2 × 2 block through it, flattened to
 * triples: cell x owns `OTHERS[3 * FIRST[x]]` up to (not including) `3 * FIRST[x + 1]`.
 */
const FIRST = new Int32Array(CELLS + 1);
const OTHERS: Int8Array = (() => {
  const flat: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    FIRST[cell] = flat.length / 3;
    for (const corner of blocksOf(cell)) flat.push(...blockCells(corner).filter((x) => x !== cell));
  }
  FIRST[CELLS] = flat.length / 3;
  return Int8Array.from(flat);
})();

/** Every cell that shares a 2 × 2 block with a cell (the cell itself excluded). */
const BLOCK_MATES: readonly Int8Array[] = Array.from({ length: CELLS }, (_, cell) =>
  Int8Array.from(new Set(Array.from(OTHERS.subarray(3 * FIRST[cell], 3 * FIRST[cell + 1])))),
);

const NEIGHBOURS: readonly Int8Array[] = Array.from({ length: CELLS }, (_, cell) =>
  Int8Array.from(neighbours(cell)),
);

/** What a 2 × 2 block wins for its last cell, given its three painted colours. */
function blockWins(x: number, y: number, z: number): number {
  if (x === y) return y === z ? 1 << (x - 1) : 0;
  if (y === z || x === z) return 0;
  return ALL_COLOURS & ~((1 << (x - 1)) | (1 << (y - 1)) | (1 << (z - 1)));
}

export class SearchBoard {
  /** 36 cells, 0 empty. */
  readonly cells = new Int8Array(CELLS);
  /** For each empty cell, the colours that win there at once (0 on painted cells). */
  readonly wins = new Int32Array(CELLS);
  /** For each colour bit, how many empty cells it wins on. */
  private readonly winCounts = new Int32Array(COLOURS);
  empty = 0;
  /** Cluster points of the seat to move minus the other seat's. */
  lead = 0;

  static of(cells: ArrayLike<number>, lead: number): SearchBoard {
    const board = new SearchBoard();
    for (let cell = 0; cell < CELLS; cell++) board.cells[cell] = cells[cell];
    board.lead = lead;
    for (let cell = 0; cell < CELLS; cell++) {
      if (board.cells[cell] !== 0) continue;
      board.empty++;
      board.setWins(cell, board.winsAt(cell));
    }
    return board;
  }

  copyFrom(other: SearchBoard): void {
    this.cells.set(other.cells);
    this.wins.set(other.wins);
    this.winCounts.set(other.winCounts);
    this.empty = other.empty;
    this.lead = other.lead;
  }

  /** The colours that would win on the empty `cell`, computed from its blocks. */
  private winsAt(cell: number): number {
    const cells = this.cells;
    let mask = 0;
    for (let i = 3 * FIRST[cell], end = 3 * FIRST[cell + 1]; i < end; i += 3) {
      const x = cells[OTHERS[i]];
      const y = cells[OTHERS[i + 1]];
      const z = cells[OTHERS[i + 2]];
      if (x !== 0 && y !== 0 && z !== 0) mask |= blockWins(x, y, z);
    }
    return mask;
  }

  private setWins(cell: number, mask: number): void {
    const old = this.wins[cell];
    for (let k = 0; k < COLOURS; k++) {
      this.winCounts[k] += ((mask >> k) & 1) - ((old >> k) & 1);
    }
    this.wins[cell] = mask;
  }

  /** The colours that win somewhere on the board: what the seat to move may hit. */
  threat(): number {
    let mask = 0;
    for (let k = 0; k < COLOURS; k++) if (this.winCounts[k] > 0) mask |= 1 << k;
    return mask;
  }

  /** Whether painting `colour` on `cell` touches the same colour (a point for the other seat). */
  makesCluster(cell: number, colour: number): boolean {
    for (const n of NEIGHBOURS[cell]) if (this.cells[n] === colour) return true;
    return false;
  }

  /**
   * The threat the other seat faces after `colour` is painted on the empty `cell`
   * (which must not win). Painting a cell only ever adds winning colours to other
   * cells, through the blocks it completes to three, so the threat is what every
   * other empty cell already wins plus what those blocks add.
   */
  threatAfter(cell: number, colour: number, rest: ThreatRest): number {
    let mask = rest.shared | (rest.single & ~this.wins[cell]);
    const cells = this.cells;
    for (let i = 3 * FIRST[cell], end = 3 * FIRST[cell + 1]; i < end; i += 3) {
      const x = cells[OTHERS[i]];
      const y = cells[OTHERS[i + 1]];
      const z = cells[OTHERS[i + 2]];
      // The block matters when exactly one of the other three cells stays empty.
      if (x === 0) {
        if (y !== 0 && z !== 0) mask |= blockWins(y, z, colour);
      } else if (y === 0) {
        if (z !== 0) mask |= blockWins(x, z, colour);
      } else if (z === 0) mask |= blockWins(x, y, colour);
    }
    return mask;
  }

  /**
   * What the current win counts say about cells other than one: the colours won on
   * two or more empty cells (still won whichever cell is painted) and those won on
   * exactly one. Computed once per rating of all cells.
   */
  threatRest(): ThreatRest {
    let shared = 0;
    let single = 0;
    for (let k = 0; k < COLOURS; k++) {
      if (this.winCounts[k] > 1) shared |= 1 << k;
      else if (this.winCounts[k] === 1) single |= 1 << k;
    }
    return { shared, single };
  }

  /**
   * Paints `colour` on the empty `cell` and hands the turn over (the lead is then the
   * other seat's). True when the paint wins the game, and then nothing is changed.
   */
  paint(cell: number, colour: number): boolean {
    if (this.wins[cell] & (1 << (colour - 1))) return true;
    const point = this.makesCluster(cell, colour) ? 1 : 0;
    this.setWins(cell, 0);
    this.cells[cell] = colour;
    this.empty--;
    for (const mate of BLOCK_MATES[cell]) {
      if (this.cells[mate] === 0) this.setWins(mate, this.winsAt(mate));
    }
    this.lead = point - this.lead;
    return false;
  }
}

/** See `SearchBoard.threatRest`. */
export interface ThreatRest {
  readonly shared: number;
  readonly single: number;
}
