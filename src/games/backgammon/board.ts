/**
 * The compact board the rules, the move generator and the bots share.
 *
 * Like GNU Backgammon's `TanBoard`, a board is always seen from the player on roll:
 * an Int8Array of 50 counts, `[0..24]` the mover's checkers and `[25..49]` the
 * opponent's, each half in its OWN numbering (index p − 1 holds point p, index 24 is
 * the bar). Checkers borne off are not stored: they are 15 minus the half's sum. Both
 * halves use their owner's numbering so that passing the turn is a swap of halves.
 */
export type Board = Int8Array;

export const BOARD_SIZE = 50;
/** Index of a half's bar, and the offset of the opponent's half. */
export const BAR = 24;
export const OPP = 25;
export const CHECKERS = 15;

/** The starting half: 2 on 24, 5 on 13, 3 on 8, 5 on 6 (rules, "Board and setup"). */
export const START_HALF: readonly number[] = (() => {
  const half = Array<number>(25).fill(0);
  half[23] = 2;
  half[12] = 5;
  half[7] = 3;
  half[5] = 5;
  return half;
})();

export function emptyBoard(): Board {
  return new Int8Array(BOARD_SIZE);
}

/** A board from the two halves: the mover's and the opponent's (25 counts each). */
export function boardOf(mover: readonly number[], opponent: readonly number[]): Board {
  const board = emptyBoard();
  for (let i = 0; i < 25; i++) {
    board[i] = mover[i];
    board[OPP + i] = opponent[i];
  }
  return board;
}

export function startBoard(): Board {
  return boardOf(START_HALF, START_HALF);
}

/** One half as a plain array (for JSON states). */
export function halfOf(board: Board, opponent: boolean): number[] {
  const base = opponent ? OPP : 0;
  return Array.from(board.subarray(base, base + 25));
}

/** The same position seen by the other player (writes into `out` when given). */
export function swapSides(board: Board, out: Board = emptyBoard()): Board {
  for (let i = 0; i < 25; i++) {
    const mine = board[i];
    out[i] = board[OPP + i];
    out[OPP + i] = mine;
  }
  return out;
}

/** Checkers a half has on the board and the bar (index base 0 = mover, 25 = opponent). */
export function checkersOn(board: Board, base: number): number {
  let n = 0;
  for (let i = 0; i < 25; i++) n += board[base + i];
  return n;
}

export function borneOff(board: Board, base: number): number {
  return CHECKERS - checkersOn(board, base);
}

/** Pips a half still has to travel (the bar counts 25). */
export function pipCount(board: Board, base: number): number {
  let pips = 0;
  for (let i = 0; i < 25; i++) pips += board[base + i] * (i + 1);
  return pips;
}

/** Same counts everywhere (used to compare resulting positions). */
export function sameBoard(a: Board, b: Board): boolean {
  for (let i = 0; i < BOARD_SIZE; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Says what is wrong with a half, or null: counts 0–15 and at most 15 checkers.
 * (Both halves on one point is checked by `boardProblem`.)
 */
export function boardProblem(board: Board): string | null {
  for (const base of [0, OPP]) {
    for (let i = 0; i < 25; i++) {
      if (board[base + i] < 0) return "a point holds a negative number of checkers";
    }
    if (checkersOn(board, base) > CHECKERS) return "a player has more than 15 checkers";
  }
  for (let i = 0; i < 24; i++) {
    if (board[i] > 0 && board[OPP + 23 - i] > 0) {
      return `both players have checkers on point ${i + 1}`;
    }
  }
  return null;
}
