import { BAR as BOARD_BAR, OPP as BOARD_OPP, type Board } from "./board";
import weights from "./pubeval-weights.json";

// Local copies of board.ts's constants for the hot loops: under tsx's CommonJS
// transform every read of an imported binding is a getter call (15x slower here).
const BAR = BOARD_BAR;
const OPP = BOARD_OPP;

/**
 * pubeval, Tesauro's public linear evaluation (the benchmark opponent), with exactly
 * the encoding and weights of training/pubeval.json (copied into pubeval-weights.json
 * by training/make-pubeval-weights.ts).
 *
 * Boards are the engine's (board.ts): the mover's half at [0, 25), the opponent's at
 * [25, 50), each in its owner's numbering. pubeval scores the position AFTER a play,
 * still seen from the player who made it.
 */
export const PUBEVAL_INPUTS = 122;
/** The score of a play that bears off the last checker (pub_eval.c's "won" value). */
export const PUBEVAL_WON = 99999999;

const RACE: readonly number[] = weights.race;
const CONTACT: readonly number[] = weights.contact;

/**
 * No contact: every checker of the mover has passed every checker of the opponent.
 * The mover's farthest checker is on point `mine` (25 = bar), the opponent's on its
 * own point `theirs`, which is the mover's point 25 − theirs.
 */
export function isRace(board: Board): boolean {
  return farthest(board, 0) + farthest(board, OPP) < 25;
}

/** The farthest occupied point of a half (25 for the bar), 0 when all are off. */
function farthest(board: Board, base: number): number {
  for (let i = BAR; i >= 0; i--) if (board[base + i] > 0) return i + 1;
  return 0;
}

/** The 122 inputs of a position after a play, from the mover's side. */
export function pubevalInputs(
  after: Board,
  out: Float64Array = new Float64Array(PUBEVAL_INPUTS),
): Float64Array {
  out.fill(0);
  for (let point = 24; point >= 1; point--) {
    const block = 5 * (24 - point);
    // Mover's checkers count positive, the opponent's (its point 25 − p) negative.
    const n = after[point - 1] - after[OPP + 24 - point];
    if (n === -1) out[block] = 1;
    else if (n === 1) out[block + 1] = 1;
    else if (n >= 2) {
      out[block + 2] = 1;
      if (n === 3) out[block + 3] = 1;
      else if (n >= 4) out[block + 4] = (n - 3) / 2;
    }
  }
  out[120] = after[OPP + BAR] / 2;
  out[121] = borneOffOf(after, 0) / 15;
  return out;
}

function borneOffOf(board: Board, base: number): number {
  let on = 0;
  for (let i = 0; i <= BAR; i++) on += board[base + i];
  return 15 - on;
}

const scratch = new Float64Array(PUBEVAL_INPUTS);

/**
 * The score of a play. `race` says whether the position BEFORE the play had no
 * contact (pubeval picks its weights from that, not from the result).
 */
export function pubevalScore(after: Board, race: boolean): number {
  if (borneOffOf(after, 0) === 15) return PUBEVAL_WON;
  const x = pubevalInputs(after, scratch);
  const w = race ? RACE : CONTACT;
  let score = 0;
  for (let i = 0; i < PUBEVAL_INPUTS; i++) if (x[i] !== 0) score += w[i] * x[i];
  return score;
}
