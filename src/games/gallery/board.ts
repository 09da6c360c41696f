import { codeOfCard } from "./cards";
import * as grid from "./grid";
import type { Placed } from "./state";

// Read once: a call through an imported binding costs a getter under tsx (see laying.ts).
const { GRID_SIZE, indexOf, xOf, yOf } = grid;

/**
 * The exhibition as the laying rules and the searches read it: a mutable grid of card
 * codes with undo, the owner of each card, which cards were laid this turn, and the
 * bounding box. One Board is built from a state's plain table for each check; the
 * searches place and unplace on one Board millions of times, so nothing allocates.
 */
export class Board {
  /** 0 empty, else a card code (a named joker has JOKER_BIT). */
  readonly cells = new Uint8Array(GRID_SIZE);
  /** The seat whose token is on the card, −1 for none (a joker, an unopened start card). */
  readonly owner = new Int8Array(GRID_SIZE).fill(-1);
  /** 1 for a card laid this turn (the one-card-per-old-group rule counts them). */
  readonly fresh = new Uint8Array(GRID_SIZE);
  count = 0;
  minX = 0;
  maxX = 0;
  minY = 0;
  maxY = 0;
  private readonly boxes: number[] = [];

  /** A board of the table (its start card at 0,0), with `fresh` the cells laid this turn. */
  static of(table: readonly Placed[], fresh: readonly string[] = []): Board {
    const board = new Board();
    for (const p of table) {
      board.place(indexOf(p.x, p.y), codeOfCard(p.card), p.owner ?? -1, 0);
    }
    for (const name of fresh) {
      const [x, y] = name.split(",").map(Number);
      board.fresh[indexOf(x, y)] = 1;
    }
    board.boxes.length = 0;
    return board;
  }

  place(index: number, code: number, owner: number, fresh = 1): void {
    this.boxes.push(this.minX, this.maxX, this.minY, this.maxY);
    this.cells[index] = code;
    this.owner[index] = owner;
    this.fresh[index] = fresh;
    const x = xOf(index);
    const y = yOf(index);
    if (this.count === 0) {
      this.minX = this.maxX = x;
      this.minY = this.maxY = y;
    } else {
      if (x < this.minX) this.minX = x;
      if (x > this.maxX) this.maxX = x;
      if (y < this.minY) this.minY = y;
      if (y > this.maxY) this.maxY = y;
    }
    this.count++;
  }

  /** Takes back the last card placed (placements undo in reverse order). */
  unplace(index: number): void {
    this.cells[index] = 0;
    this.owner[index] = -1;
    this.fresh[index] = 0;
    this.count--;
    const b = this.boxes;
    this.maxY = b.pop()!;
    this.minY = b.pop()!;
    this.maxX = b.pop()!;
    this.minX = b.pop()!;
  }

  /** The cells holding cards, in reading order. */
  occupied(): number[] {
    const out: number[] = [];
    for (let y = this.minY; y <= this.maxY; y++) {
      for (let x = this.minX; x <= this.maxX; x++) {
        const i = indexOf(x, y);
        if (this.cells[i] !== 0) out.push(i);
      }
    }
    return out;
  }
}
