import type { Rng } from "../../engine/rng";
import { BOARD_SIZE, checkersOn, OPP, startBoard, swapSides, type Board } from "./board";
import { PlayList } from "./movegen";

/** A position with the roll to play from it. */
export interface RolledPosition {
  readonly board: Board;
  readonly d1: number;
  readonly d2: number;
}

/**
 * Positions reached by random play from the start (each play uniform among the legal
 * ones), with a random roll each: every stage of a game, hits and bear-offs included.
 * For tests and the move-generation bench.
 */
export function samplePositions(rng: Rng, count: number): RolledPosition[] {
  const out: RolledPosition[] = [];
  const plays = new PlayList();
  let board = startBoard();
  while (out.length < count) {
    const d1 = 1 + rng.int(6);
    const d2 = 1 + rng.int(6);
    out.push({ board: board.slice(), d1, d2 });
    const n = plays.generate(board, d1, d2);
    const after = n === 0 ? board.slice() : plays.resultInto(rng.int(n), new Int8Array(BOARD_SIZE));
    board =
      checkersOn(after, 0) === 0 || checkersOn(after, OPP) === 0 ? startBoard() : swapSides(after);
  }
  return out;
}
