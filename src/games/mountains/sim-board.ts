import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import type { MountainsOptions } from "./options";
import { encodeCard, pointsTable, type CardCode } from "./sim-cards";
import type { MountainsState } from "./state";

/**
 * Mountains as the bots' playouts see it: a mutable table with every hand known (a
 * bot fills the hands it cannot see with a guess), legal placements found with a few
 * reads per cell, and the column sums kept up to date so a placement's effect on the
 * score costs O(1). It is checked against the rules on random playouts
 * (test/games/mountains/sim-board.test.ts).
 *
 * Cells: column index i = x + W (so x from −(W − 1) to W − 1 is 1 … 2W − 1), row y
 * from 0 (the base) up; cell = i + y × STRIDE. A placement is `card × 65536 + cell`.
 */
export class SimBoard {
  readonly width: number;
  readonly height: number;
  readonly seats: number;
  readonly stride: number;
  /** Card codes by cell, −1 empty. */
  readonly grid: Int8Array;
  /** Cards per column (the mountain's height) and its red and black sums. */
  readonly heights: Int8Array;
  readonly redSum: Int16Array;
  readonly blackSum: Int16Array;
  readonly points: Int8Array;
  /** Each seat's cards (codes); hands[s].length is its size. */
  hands: number[][];
  /** Team (0: seats 0, 2, 4; 1: seats 1, 3, 5) that plays red. */
  readonly redTeam: number;
  minCol = 0;
  maxCol = -1;
  count = 0;
  turn: Seat = 0;
  passes = 0;
  readonly deckSize: number;

  constructor(options: MountainsOptions, seats: number, redTeam: number) {
    this.width = options.width;
    this.height = options.height;
    this.seats = seats;
    this.deckSize = options.deck;
    this.stride = 2 * options.width + 1;
    this.grid = new Int8Array(this.stride * (options.height + 1)).fill(-1);
    this.heights = new Int8Array(this.stride);
    this.redSum = new Int16Array(this.stride);
    this.blackSum = new Int16Array(this.stride);
    this.points = pointsTable(options.points);
    this.redTeam = redTeam;
    this.hands = Array.from({ length: seats }, () => []);
  }

  /** The board of a state (or of a view, with `hands` filling in what it hides). */
  static fromState(s: MountainsState, hands?: readonly (readonly number[])[]): SimBoard {
    const board = new SimBoard(s.options, s.seats, s.red === "B" ? 1 : 0);
    for (const laid of s.table) board.lay(encodeCard(laid.card), laid.x + board.width, laid.y);
    board.hands = hands
      ? hands.map((h) => [...h])
      : s.hands.map((h) => h.filter((c) => c !== null).map(encodeCard));
    board.turn = s.turn ?? 0;
    board.passes = s.passes;
    return board;
  }

  clone(): SimBoard {
    const b = Object.create(SimBoard.prototype) as SimBoard;
    Object.assign(b, this);
    (b as { grid: Int8Array }).grid = this.grid.slice();
    (b as { heights: Int8Array }).heights = this.heights.slice();
    (b as { redSum: Int16Array }).redSum = this.redSum.slice();
    (b as { blackSum: Int16Array }).blackSum = this.blackSum.slice();
    b.hands = this.hands.map((h) => h.slice());
    return b;
  }

  /** Makes this board a copy of `other` (same options and seats), reusing its arrays. */
  copyFrom(other: SimBoard): void {
    this.grid.set(other.grid);
    this.heights.set(other.heights);
    this.redSum.set(other.redSum);
    this.blackSum.set(other.blackSum);
    for (let s = 0; s < this.seats; s++) {
      const from = other.hands[s];
      const to = this.hands[s];
      to.length = from.length;
      for (let i = 0; i < from.length; i++) to[i] = from[i];
    }
    this.minCol = other.minCol;
    this.maxCol = other.maxCol;
    this.count = other.count;
    this.turn = other.turn;
    this.passes = other.passes;
  }

  get over(): boolean {
    return this.count === this.deckSize || this.passes >= this.seats;
  }

  inBase(): boolean {
    return this.count < this.width;
  }

  /** The cells a card could go to now (the origin; the base's ends; each mountain's top). */
  candidateCells(out: Int32Array): number {
    if (this.count === 0) {
      out[0] = this.width;
      return 1;
    }
    if (this.inBase()) {
      out[0] = this.minCol - 1;
      out[1] = this.maxCol + 1;
      return 2;
    }
    let n = 0;
    for (let i = this.minCol; i <= this.maxCol; i++) {
      const y = this.heights[i];
      if (y < this.height) out[n++] = i + y * this.stride;
    }
    return n;
  }

  /**
   * What a card needs to obey Diversity and Seniority at the empty `cell`, packed:
   * bits 0–3 the suits of its neighbours; bits 4–7 the lowest black neighbour's rank
   * (15: none), bits 8–11 the lowest red one's (15: none). On an empty table, 0.
   */
  private neighbourhood(cell: number): number {
    const grid = this.grid;
    let suits = 0;
    let lowBlack = 15;
    let lowRed = 15;
    const below = cell >= this.stride ? grid[cell - this.stride] : -1;
    for (let k = 0; k < 3; k++) {
      const n = k === 0 ? grid[cell - 1] : k === 1 ? grid[cell + 1] : below;
      if (n < 0) continue;
      suits |= 1 << (n >> 4);
      const rank = n & 15;
      if (((n >> 4) + 1) & 2) lowRed = Math.min(lowRed, rank);
      else lowBlack = Math.min(lowBlack, rank);
    }
    return suits | (lowBlack << 4) | (lowRed << 8);
  }

  /** Whether `card` may go where `neighbourhood` describes (a candidate cell). */
  private allowed(card: CardCode, hood: number): boolean {
    if (this.count === 0) return (card & 15) <= 10;
    const suit = card >> 4;
    if (hood & (1 << suit)) return false;
    const red = ((suit + 1) & 2) !== 0;
    const lowOwn = red ? (hood >> 8) & 15 : (hood >> 4) & 15;
    if (lowOwn !== 15) return true;
    const lowOther = red ? (hood >> 4) & 15 : (hood >> 8) & 15;
    return (card & 15) > lowOther;
  }

  /** Whether `card` obeys the principles at the candidate `cell`. */
  fits(card: CardCode, cell: number): boolean {
    return this.allowed(card, this.neighbourhood(cell));
  }

  /**
   * The legal placements of `seat` into `out` (card × 65536 + cell), cells in column
   * order, cards in hand order; returns how many (0: the seat must pass).
   */
  legal(seat: Seat, out: Int32Array, cells: Int32Array): number {
    const nCells = this.candidateCells(cells);
    const hand = this.hands[seat];
    let n = 0;
    for (let k = 0; k < nCells; k++) {
      const cell = cells[k];
      const hood = this.neighbourhood(cell);
      for (let c = 0; c < hand.length; c++) {
        if (this.allowed(hand[c], hood)) out[n++] = hand[c] * 65536 + cell;
      }
    }
    return n;
  }

  /** Whether `seat` has any legal placement. */
  canPlay(seat: Seat, cells: Int32Array): boolean {
    const nCells = this.candidateCells(cells);
    const hand = this.hands[seat];
    for (let k = 0; k < nCells; k++) {
      const hood = this.neighbourhood(cells[k]);
      for (let c = 0; c < hand.length; c++) if (this.allowed(hand[c], hood)) return true;
    }
    return false;
  }

  /**
   * The playouts' greedy placement for the seat to move: the one that raises its
   * team's lead the most now, ties at random (one draw from `rng`); −1 when it has
   * none. The same as rating every move of `legal` by `leadDelta`, in one pass.
   */
  greedy(rng: Rng, ties: Int32Array, cells: Int32Array): number {
    const seat = this.turn;
    const hand = this.hands[seat];
    const nCells = this.candidateCells(cells);
    const sign = this.sign(seat);
    let best = -Infinity;
    let n = 0;
    for (let k = 0; k < nCells; k++) {
      const cell = cells[k];
      const hood = this.neighbourhood(cell);
      const col = cell % this.stride;
      const before = this.columnLead(col);
      const h = this.heights[col] + 1;
      const red = this.redSum[col];
      const black = this.blackSum[col];
      for (let c = 0; c < hand.length; c++) {
        const card = hand[c];
        if (!this.allowed(card, hood)) continue;
        const p = this.points[card];
        const d = ((card >> 4) + 1) & 2 ? red + p - black : red - black - p;
        const v = sign * ((d > 0 ? h : d < 0 ? -h : 0) - before);
        if (v > best) {
          best = v;
          n = 0;
        }
        if (v === best) ties[n++] = card * 65536 + cell;
      }
    }
    if (n === 0) return -1;
    return n === 1 ? ties[0] : ties[rng.int(n)];
  }

  /** Puts a card on the table (no check), keeping the column sums. */
  lay(card: CardCode, col: number, y: number): void {
    this.grid[col + y * this.stride] = card;
    this.heights[col] += 1;
    if (((card >> 4) + 1) & 2) this.redSum[col] += this.points[card];
    else this.blackSum[col] += this.points[card];
    if (this.count === 0) {
      this.minCol = col;
      this.maxCol = col;
    } else {
      if (col < this.minCol) this.minCol = col;
      if (col > this.maxCol) this.maxCol = col;
    }
    this.count += 1;
  }

  /** Plays a placement (card × 65536 + cell) for the seat to move. */
  play(move: number): void {
    const card = move >> 16;
    const cell = move & 65535;
    const hand = this.hands[this.turn];
    const at = hand.indexOf(card);
    hand[at] = hand[hand.length - 1];
    hand.pop();
    this.lay(card, cell % this.stride, Math.floor(cell / this.stride));
    this.passes = 0;
    this.turn = (this.turn + 1) % this.seats;
  }

  pass(): void {
    this.passes += 1;
    this.turn = (this.turn + 1) % this.seats;
  }

  /** Mountain points of column `col` for the red team minus the black team's. */
  columnLead(col: number): number {
    const d = this.redSum[col] - this.blackSum[col];
    return d > 0 ? this.heights[col] : d < 0 ? -this.heights[col] : 0;
  }

  /** Team points of red minus black over every mountain. */
  redLead(): number {
    let lead = 0;
    for (let i = this.minCol; i <= this.maxCol; i++) lead += this.columnLead(i);
    return lead;
  }

  /** The change of `redLead` if `move` were played. */
  leadDelta(move: number): number {
    const card = move >> 16;
    const col = (move & 65535) % this.stride;
    const before = this.columnLead(col);
    const p = this.points[card];
    const red = ((card >> 4) + 1) & 2 ? this.redSum[col] + p : this.redSum[col];
    const black = ((card >> 4) + 1) & 2 ? this.blackSum[col] : this.blackSum[col] + p;
    const h = this.heights[col] + 1;
    const after = red > black ? h : red < black ? -h : 0;
    return after - before;
  }

  /** +1 for the red team's seats, −1 for the black team's. */
  sign(seat: Seat): number {
    return seat % 2 === this.redTeam ? 1 : -1;
  }

  /** The cell's x and y, as the notation names them. */
  xy(cell: number): { x: number; y: number } {
    return { x: (cell % this.stride) - this.width, y: Math.floor(cell / this.stride) };
  }
}
