import { OPP as BOARD_OPP, type Board } from "./board";

// A local copy for the hot loops (tsx's CommonJS transform makes imported bindings getters).
const OPP = BOARD_OPP;

/**
 * Measures of a position that a player reads at a glance and a small net finds hard
 * to compute from the raw checker counts: how many rolls hit a blot, how many let a
 * back checker escape, how long a prime is. They are inputs of the net (features.ts).
 *
 * Each half is in its owner's numbering (board.ts): index i is the owner's point i + 1,
 * 24 its bar. The owner's index t is the other side's index 23 − t.
 */

/** The 21 rolls: die, die, weight out of 36. */
const ROLLS: readonly number[] = (() => {
  const out: number[] = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) out.push(a, b, a === b ? 1 : 2);
  return out;
})();

/**
 * Fraction of the 36 rolls with which the side at `hitter` can hit at least one blot
 * of the other side (a lone checker on one of the points 1–24).
 *
 * The hitter's reach with a roll: single dice and their combinations whose
 * intermediate points are open (not held by two or more of the other side's
 * checkers). With a checker on the bar only the entering checker is followed (an
 * approximation: after entering, another checker may move). Sets of the hitter's
 * indices are bit masks (bit k = index k, 24 the bar), so a roll costs a few shifts.
 */
export function shotChance(board: Board, hitter: number): number {
  const target = hitter === 0 ? OPP : 0;
  let blots = 0;
  let open = 0;
  for (let k = 0; k < 24; k++) {
    const n = board[target + 23 - k];
    if (n === 1) blots |= 1 << k;
    if (n < 2) open |= 1 << k;
  }
  if (blots === 0) return 0;
  let from = 0;
  if (board[hitter + 24] > 0) from = 1 << 24;
  else for (let k = 0; k < 24; k++) if (board[hitter + k] > 0) from |= 1 << k;
  let hits = 0;
  for (let r = 0; r < ROLLS.length; r += 3) {
    const d1 = ROLLS[r];
    const d2 = ROLLS[r + 1];
    let reach: number;
    if (d1 === d2) {
      reach = 0;
      let at = from;
      for (let s = 0; s < 4; s++) {
        at = (at >>> d1) & open;
        reach |= at;
      }
    } else {
      const a = (from >>> d1) & open;
      const b = (from >>> d2) & open;
      reach = a | b | (((a >>> d2) | (b >>> d1)) & open);
    }
    if ((reach & blots) !== 0) hits += ROLLS[r + 2];
  }
  return hits / 36;
}

/**
 * Fraction of the 36 rolls with which the side at `runner` can bring its rearmost
 * checker past the last point the other side holds in front of it; 1 when nothing
 * blocks it (or no checker is behind the other side's points), 0 for no checker back.
 */
export function escapeChance(board: Board, runner: number): number {
  const other = runner === 0 ? OPP : 0;
  let rear = -1;
  for (let i = 24; i >= 0; i--) {
    if (board[runner + i] > 0) {
      rear = i;
      break;
    }
  }
  if (rear < 0) return 0;
  // The frontmost (lowest, in the runner's numbering) point the other side holds ahead.
  let front = -1;
  for (let i = 0; i < rear && i < 24; i++) {
    if (board[other + 23 - i] >= 2) {
      front = i;
      break;
    }
  }
  if (front < 0) return 1;
  let escapes = 0;
  for (let r = 0; r < ROLLS.length; r += 3) {
    const d1 = ROLLS[r];
    const d2 = ROLLS[r + 1];
    if (reachesBelow(board, other, rear, d1, d2, front)) escapes += ROLLS[r + 2];
  }
  return escapes / 36;
}

/** Whether the checker on `from` can land on an open index below `limit` with d1, d2. */
function reachesBelow(
  board: Board,
  other: number,
  from: number,
  d1: number,
  d2: number,
  limit: number,
): boolean {
  if (d1 === d2) {
    let at = from;
    for (let s = 0; s < 4; s++) {
      at -= d1;
      if (at < 0) return true; // past every point: only possible when bearing off, count it
      if (!isOpen(board, other, at)) return false;
      if (at < limit) return true;
    }
    return false;
  }
  const a = from - d1;
  const b = from - d2;
  if ((isOpen(board, other, a) && a < limit) || (isOpen(board, other, b) && b < limit)) return true;
  const c = from - d1 - d2;
  return (
    c < limit &&
    (c < 0 || isOpen(board, other, c)) &&
    (isOpen(board, other, a) || isOpen(board, other, b))
  );
}

/**
 * Whether the runner's index k is open (not held by two of the other side's checkers).
 * A module function, not a closure in reachesBelow: tsx wraps each closure it creates
 * in a naming helper, which made the net's inputs cost three times as much.
 */
function isOpen(board: Board, other: number, k: number): boolean {
  return k >= 0 && board[other + 23 - k] < 2;
}

/** The longest run of consecutive points (1–24) the side at `base` holds with two or more. */
export function longestPrime(board: Board, base: number): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < 24; i++) {
    run = board[base + i] >= 2 ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** Points made (two or more checkers) among the indices [from, to) of a side. */
export function madePoints(board: Board, base: number, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (board[base + i] >= 2) n++;
  return n;
}
