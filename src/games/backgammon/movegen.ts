import { BAR as BOARD_BAR, BOARD_SIZE as SIZE, OPP as BOARD_OPP, type Board } from "./board";

// Local copies for the hot loops: under tsx's CommonJS transform every read of an
// imported binding is a getter call (the move generation ran 2x slower with them).
const BAR = BOARD_BAR;
const BOARD_SIZE = SIZE;
const OPP = BOARD_OPP;

/**
 * Move generation, as GNU Backgammon counts plays (its GenerateMoves in eval.c):
 * every sequence of steps that uses as many dice as possible — and, when only one
 * die of a non-double can be used, the larger if it can — gives one play per
 * DISTINCT resulting position. Written for search: all memory lives in the
 * PlayList and is reused, so the inner loop allocates nothing.
 *
 * A step is a pair of board indices (see board.ts): from 0–23 or 24 (the bar),
 * to 0–23 or -1 (off).
 */
export const OFF = -1;
export const MAX_STEPS = 4;
/** Scratch boards: one per depth of the search (0 = the position before the play). */
const DEPTHS = MAX_STEPS + 1;

export class PlayList {
  /** Number of distinct plays; 0 means the roll cannot be played (a pass). */
  count = 0;
  /** Resulting boards, still seen from the mover: play i at [i * 50, i * 50 + 50). */
  boards: Int8Array;
  /** Steps of play i: from/to pairs at [i * 8, i * 8 + 2 * stepCounts[i]). */
  steps: Int8Array;
  stepCounts: Uint8Array;
  private capacity: number;
  // Search state, reused between calls.
  private readonly scratch = new Int8Array(DEPTHS * BOARD_SIZE);
  private readonly pathFrom = new Int8Array(MAX_STEPS);
  private readonly pathTo = new Int8Array(MAX_STEPS);
  private readonly dice = new Int8Array(MAX_STEPS);
  /**
   * The mover's 25 counts packed in nibbles (4 words), per depth, kept up to date
   * step by step: with the set of blots hit, they identify a resulting position (the
   * opponent's half follows from the hits) without scanning the board at each leaf.
   */
  private readonly moverKeys = new Int32Array(DEPTHS * 4);
  private maxSteps = 0;
  private maxPips = 0;
  // Open-addressing table of resulting positions: slot → play index + 1, valid when its
  // stamp equals the current one (so clearing the table costs nothing).
  private keys: Int32Array;
  private slots: Int32Array;
  private stamps: Int32Array;
  private stamp = 0;

  constructor(capacity = 64) {
    this.capacity = capacity;
    this.boards = new Int8Array(capacity * BOARD_SIZE);
    this.steps = new Int8Array(capacity * 2 * MAX_STEPS);
    this.stepCounts = new Uint8Array(capacity);
    this.keys = new Int32Array(capacity * 5);
    const tableSize = tableSizeFor(capacity);
    this.slots = new Int32Array(tableSize);
    this.stamps = new Int32Array(tableSize);
  }

  /**
   * Fills the list with the plays of `board` (mover on roll) for the dice d1, d2.
   * Returns the number of plays.
   */
  generate(board: Board, d1: number, d2: number): number {
    this.count = 0;
    this.maxSteps = 0;
    this.maxPips = 0;
    this.stamp++;
    if (this.stamp > 0x7ffffff0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    const scratch = this.scratch;
    for (let i = 0; i < BOARD_SIZE; i++) scratch[i] = board[i];
    const keys = this.moverKeys;
    keys[0] = keys[1] = keys[2] = keys[3] = 0;
    for (let i = 0; i <= BAR; i++) keys[keyWord(i)] += board[i] << keyShift(i);
    const dice = this.dice;
    dice[0] = d1;
    dice[1] = d2;
    const doubles = d1 === d2 ? d1 : 0;
    dice[2] = doubles;
    dice[3] = doubles;
    this.search(0, 23, 0, 0);
    if (!doubles) {
      dice[0] = d2;
      dice[1] = d1;
      this.search(0, 23, 0, 0);
    }
    return this.count;
  }

  /** Copies the resulting board of play `index` into `out` (still seen from the mover). */
  resultInto(index: number, out: Board): Board {
    const base = index * BOARD_SIZE;
    for (let i = 0; i < BOARD_SIZE; i++) out[i] = this.boards[base + i];
    return out;
  }

  /** The steps of play `index` as [from, to] index pairs (allocates: not for search). */
  stepsOf(index: number): [number, number][] {
    const out: [number, number][] = [];
    const base = index * 2 * MAX_STEPS;
    for (let s = 0; s < this.stepCounts[index]; s++) {
      out.push([this.steps[base + 2 * s], this.steps[base + 2 * s + 1]]);
    }
    return out;
  }

  /**
   * Plays dice[depth] (and the following ones) from the board at scratch depth
   * `depth`. Returns whether a step with this die was possible (GNU's "< 0" test).
   */
  private search(depth: number, start: number, pips: number, hits: number): boolean {
    if (depth >= MAX_STEPS) return false;
    const die = this.dice[depth];
    if (die === 0) return false;
    const scratch = this.scratch;
    const at = depth * BOARD_SIZE;
    if (scratch[at + BAR] > 0) {
      // A checker on the bar enters first, on the opponent's point `die`.
      if (scratch[at + OPP + die - 1] >= 2) return false;
      this.step(depth, BAR, die, pips, hits);
      return true;
    }
    let used = false;
    for (let i = start; i >= 0; i--) {
      if (scratch[at + i] > 0 && legalStep(scratch, at, i, die)) {
        used = true;
        this.step(depth, i, die, pips, hits);
      }
    }
    return used;
  }

  /** Makes the step from `from` with `die` at `depth`, recurses, saves the leaf. */
  private step(depth: number, from: number, die: number, pips: number, hits: number): void {
    const scratch = this.scratch;
    const at = depth * BOARD_SIZE;
    const next = at + BOARD_SIZE;
    scratch.copyWithin(next, at, next);
    const keys = this.moverKeys;
    const k = depth * 4;
    keys[k + 4] = keys[k];
    keys[k + 5] = keys[k + 1];
    keys[k + 6] = keys[k + 2];
    keys[k + 7] = keys[k + 3];
    const to = from - die;
    scratch[next + from]--;
    keys[k + 4 + keyWord(from)] -= 1 << keyShift(from);
    if (to >= 0) {
      keys[k + 4 + keyWord(to)] += 1 << keyShift(to);
      const theirs = next + OPP + 23 - to;
      if (scratch[theirs] === 1) {
        scratch[theirs] = 0;
        scratch[next + OPP + BAR]++;
        hits |= 1 << (23 - to);
      }
      scratch[next + to]++;
    }
    this.pathFrom[depth] = from;
    this.pathTo[depth] = to >= 0 ? to : OFF;
    const doubles = this.dice[0] === this.dice[1];
    const nextStart = doubles && from !== BAR ? from : 23;
    if (!this.search(depth + 1, nextStart, pips + die, hits)) {
      this.save(depth + 1, pips + die, next, hits, k + 4);
    }
  }

  private save(steps: number, pips: number, at: number, hits: number, keyAt: number): void {
    if (steps < this.maxSteps || pips < this.maxPips) return;
    if (steps > this.maxSteps || pips > this.maxPips) {
      this.count = 0;
      this.stamp++;
    }
    this.maxSteps = steps;
    this.maxPips = pips;
    // Make room first: growing rebuilds the table from the keys already saved.
    if (this.count === this.capacity) this.grow();
    const scratch = this.scratch;
    const k0 = this.moverKeys[keyAt];
    const k1 = this.moverKeys[keyAt + 1];
    const k2 = this.moverKeys[keyAt + 2];
    const k3 = this.moverKeys[keyAt + 3];
    const mask = this.slots.length - 1;
    for (let slot = hashKey(k0, k1, k2, k3, hits) & mask; ; slot = (slot + 1) & mask) {
      if (this.stamps[slot] !== this.stamp) {
        this.stamps[slot] = this.stamp;
        this.slots[slot] = this.count;
        break;
      }
      const k = this.slots[slot] * 5;
      const keys = this.keys;
      if (
        keys[k] === k0 &&
        keys[k + 1] === k1 &&
        keys[k + 2] === k2 &&
        keys[k + 3] === k3 &&
        keys[k + 4] === hits
      ) {
        return; // this position was already reached by another order of steps
      }
    }
    const n = this.count++;
    const keys = this.keys;
    keys[n * 5] = k0;
    keys[n * 5 + 1] = k1;
    keys[n * 5 + 2] = k2;
    keys[n * 5 + 3] = k3;
    keys[n * 5 + 4] = hits;
    const boards = this.boards;
    const base = n * BOARD_SIZE;
    for (let i = 0; i < BOARD_SIZE; i++) boards[base + i] = scratch[at + i];
    const stepBase = n * 2 * MAX_STEPS;
    for (let s = 0; s < steps; s++) {
      this.steps[stepBase + 2 * s] = this.pathFrom[s];
      this.steps[stepBase + 2 * s + 1] = this.pathTo[s];
    }
    this.stepCounts[n] = steps;
  }

  /** Doubles the room for plays; the hash table is rebuilt (rare: big double rolls). */
  private grow(): void {
    const capacity = this.capacity * 2;
    const boards = new Int8Array(capacity * BOARD_SIZE);
    boards.set(this.boards);
    const steps = new Int8Array(capacity * 2 * MAX_STEPS);
    steps.set(this.steps);
    const stepCounts = new Uint8Array(capacity);
    stepCounts.set(this.stepCounts);
    const keys = new Int32Array(capacity * 5);
    keys.set(this.keys);
    this.boards = boards;
    this.steps = steps;
    this.stepCounts = stepCounts;
    this.keys = keys;
    this.capacity = capacity;
    const size = tableSizeFor(capacity);
    this.slots = new Int32Array(size);
    this.stamps = new Int32Array(size);
    this.stamp = 1;
    // Re-insert the plays saved so far, with the same hash as `save`.
    for (let n = 0; n < this.count; n++) this.insertKey(n);
  }

  private insertKey(n: number): void {
    const keys = this.keys;
    const k0 = keys[n * 5];
    const k1 = keys[n * 5 + 1];
    const k2 = keys[n * 5 + 2];
    const k3 = keys[n * 5 + 3];
    const hits = keys[n * 5 + 4];
    const mask = this.slots.length - 1;
    let slot = hashKey(k0, k1, k2, k3, hits) & mask;
    while (this.stamps[slot] === this.stamp) slot = (slot + 1) & mask;
    this.stamps[slot] = this.stamp;
    this.slots[slot] = n;
  }
}

/** Where a board index's count sits in the packed mover key: 7 nibbles per word. */
function keyWord(index: number): number {
  return (index / 7) | 0;
}

function keyShift(index: number): number {
  return 4 * (index % 7);
}

/** Mixes a position key into a table slot (any good spread will do). */
function hashKey(k0: number, k1: number, k2: number, k3: number, hits: number): number {
  let h = Math.imul(k0 ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(k1, 0xc2b2ae35);
  h = Math.imul(h ^ k2 ^ (h >>> 15), 0x27d4eb2f) ^ Math.imul(k3 ^ hits, 0x165667b1);
  return h ^ (h >>> 13);
}

function tableSizeFor(capacity: number): number {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  return size;
}

/**
 * Whether the checker on index `from` of the board at `at` may move `die` pips
 * (GNU's LegalMove): onto a point the opponent holds with fewer than two checkers,
 * or off when every checker is home and either the die is exact or no checker is
 * on a higher point.
 */
export function legalStep(board: Int8Array, at: number, from: number, die: number): boolean {
  const to = from - die;
  if (to >= 0) return board[at + OPP + 23 - to] < 2;
  let back = 0;
  for (let i = BAR; i > 0; i--) {
    if (board[at + i] > 0) {
      back = i;
      break;
    }
  }
  return back <= 5 && (from === back || to === -1);
}
