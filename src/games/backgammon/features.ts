import { BAR as BOARD_BAR, OPP as BOARD_OPP, type Board } from "./board";
import { isRace } from "./pubeval";
import { escapeChance, longestPrime, madePoints, shotChance } from "./tactics";

// Local copies of board.ts's constants for the hot loops: under tsx's CommonJS
// transform every read of an imported binding is a getter call (15x slower here).
const BAR = BOARD_BAR;
const OPP = BOARD_OPP;

/**
 * The inputs of the strong bot's neural net, for a position seen by the player ON
 * ROLL (board.ts layout: its half at [0, 25), the opponent's at [25, 50)).
 *
 * Tesauro's encoding per half (98 inputs): for each point 1–24 four units — at least
 * one, two, three checkers, and (n − 3) / 2 beyond three — then bar / 2 and borne
 * off / 15; the mover's half first. Three extras make the race and contact easy to
 * read: both pip counts / 100 and 1 while the sides are still in contact.
 * training/train.py computes the same inputs: change both together.
 */
export const HALF_INPUTS = 98;
export const NET_INPUTS = 2 * HALF_INPUTS + 3;

export function encodeInputs(board: Board, out: Float64Array): Float64Array {
  out.fill(0, 0, NET_INPUTS);
  encodeHalf(board, 0, out, 0);
  encodeHalf(board, OPP, out, HALF_INPUTS);
  out[2 * HALF_INPUTS] = pips(board, 0) / 100;
  out[2 * HALF_INPUTS + 1] = pips(board, OPP) / 100;
  out[2 * HALF_INPUTS + 2] = isRace(board) ? 0 : 1;
  return out;
}

function encodeHalf(board: Board, base: number, out: Float64Array, at: number): void {
  let onBoard = 0;
  for (let i = 0; i < 24; i++) {
    const n = board[base + i];
    onBoard += n;
    if (n === 0) continue;
    const k = at + 4 * i;
    out[k] = 1;
    if (n >= 2) out[k + 1] = 1;
    if (n >= 3) out[k + 2] = 1;
    if (n > 3) out[k + 3] = (n - 3) / 2;
  }
  const bar = board[base + BAR];
  out[at + 96] = bar / 2;
  out[at + 97] = (15 - onBoard - bar) / 15;
}

function pips(board: Board, base: number): number {
  let total = 0;
  for (let i = 0; i <= BAR; i++) total += board[base + i] * (i + 1);
  return total;
}

/**
 * The second encoding (net-weights-v2): the inputs above, then for each side (the
 * player on roll first) six measures of tactics.ts — the chance the other side hits
 * one of its blots, the chance its rearmost checker escapes, its longest prime / 6,
 * its home points made / 6, its anchors in the other home / 6, and, with a checker
 * on the bar, the chance of failing to enter ((closed points / 6)²).
 */
export const SIDE_TACTICS = 6;
export const NET_INPUTS_V2 = NET_INPUTS + 2 * SIDE_TACTICS;

export function encodeInputsV2(board: Board, out: Float64Array): Float64Array {
  encodeInputs(board, out);
  encodeTactics(board, 0, OPP, out, NET_INPUTS);
  encodeTactics(board, OPP, 0, out, NET_INPUTS + SIDE_TACTICS);
  return out;
}

function encodeTactics(
  board: Board,
  side: number,
  other: number,
  out: Float64Array,
  at: number,
): void {
  out[at] = shotChance(board, other);
  out[at + 1] = escapeChance(board, side);
  out[at + 2] = longestPrime(board, side) / 6;
  out[at + 3] = madePoints(board, side, 0, 6) / 6;
  out[at + 4] = madePoints(board, side, 18, 24) / 6;
  const closed = madePoints(board, other, 0, 6) / 6;
  out[at + 5] = board[side + BAR] > 0 ? closed * closed : 0;
}
