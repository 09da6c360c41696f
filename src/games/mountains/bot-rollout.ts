import type { Rng } from "../../engine/random";
import type { SimBoard } from "./sim-board";

/** Scratch space for playouts (one per bot call; nothing is shared between calls). */
export interface Scratch {
  readonly moves: Int32Array;
  readonly cells: Int32Array;
}

export function newScratch(): Scratch {
  return { moves: new Int32Array(4096), cells: new Int32Array(256) };
}

/**
 * The greedy move of a playout: the placement that raises the mover's team lead the
 * most now (ties at random), or, `explore` of the time, any legal placement. −1: pass.
 */
export function greedyMove(board: SimBoard, rng: Rng, scratch: Scratch, explore: number): number {
  if (explore > 0 && rng.int(1000) < explore * 1000) {
    const n = board.legal(board.turn, scratch.moves, scratch.cells);
    return n === 0 ? -1 : scratch.moves[rng.int(n)];
  }
  return board.greedy(rng, scratch.moves, scratch.cells);
}

/** Plays the board to its end with the greedy policy; returns red's final lead. */
export function rollout(board: SimBoard, rng: Rng, scratch: Scratch, explore: number): number {
  while (!board.over) {
    const move = greedyMove(board, rng, scratch, explore);
    if (move < 0) board.pass();
    else board.play(move);
  }
  return board.redLead();
}
