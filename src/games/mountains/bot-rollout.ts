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
export function greedyMove(
  board: SimBoard,
  rng: Rng,
  scratch: Scratch,
  explore: number,
  conserve = 0,
): number {
  const seat = board.turn;
  const n = board.legal(seat, scratch.moves, scratch.cells);
  if (n === 0) return -1;
  if (explore > 0 && rng.int(1000) < explore * 1000) return scratch.moves[rng.int(n)];
  const sign = board.sign(seat);
  let best = -Infinity;
  let ties = 0;
  let chosen = -1;
  for (let i = 0; i < n; i++) {
    const move = scratch.moves[i];
    const v = sign * board.leadDelta(move) - conserve * board.points[move >> 16];
    if (v > best) {
      best = v;
      chosen = scratch.moves[i];
      ties = 1;
    } else if (v === best && rng.int(++ties) === 0) chosen = scratch.moves[i];
  }
  return chosen;
}

/** Plays the board to its end with the greedy policy; returns red's final lead. */
export function rollout(
  board: SimBoard,
  rng: Rng,
  scratch: Scratch,
  explore: number,
  conserve = 0,
): number {
  while (!board.over) {
    const move = greedyMove(board, rng, scratch, explore, conserve);
    if (move < 0) board.pass();
    else board.play(move);
  }
  return board.redLead();
}
