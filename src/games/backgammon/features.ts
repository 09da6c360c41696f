import { BAR as BOARD_BAR, OPP as BOARD_OPP, type Board } from "./board";
import { isRace } from "./pubeval";

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
  out.fill(0);
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
