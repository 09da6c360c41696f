import type { Rng } from "../../../engine/rng";
import { BOARD_SIZE, checkersOn, OPP, startBoard, swapSides, type Board } from "../board";
import type { PlayList } from "../movegen";

/**
 * Self-play games for the training scripts, on `rng`'s dice (the opening roll is never
 * a double). At each turn with a play, `choose` gets the mover's board and the count of
 * its plays (generated in `plays`) and returns the index of the play to make; a roll
 * without a play passes. A game ends when a side has borne off its last checker.
 */
export function selfPlay(
  games: number,
  rng: Rng,
  plays: PlayList,
  choose: (board: Board, n: number) => number,
): void {
  for (let g = 0; g < games; g++) {
    let board = startBoard();
    let d1 = 1 + rng.int(6);
    let d2 = 1 + rng.int(5);
    if (d2 >= d1) d2++;
    for (;;) {
      const n = plays.generate(board, d1, d2);
      if (n > 0) {
        board = plays.resultInto(choose(board, n), new Int8Array(BOARD_SIZE));
        if (checkersOn(board, 0) === 0 || checkersOn(board, OPP) === 0) break;
      }
      board = swapSides(board);
      d1 = 1 + rng.int(6);
      d2 = 1 + rng.int(6);
    }
  }
}

/** A board as the training files write it: 50 hex digits in the engine's layout. */
export const boardKey = (board: Board): string => Array.from(board, (n) => n.toString(16)).join("");
