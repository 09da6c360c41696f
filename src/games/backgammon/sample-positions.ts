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

/**
 * The bench's unit of work: generates the plays of every position `rounds` times and
 * returns how many resulting positions that produced. Allocates nothing per position.
 */
export function generateAll(positions: readonly RolledPosition[], rounds: number): number {
  const plays = new PlayList(1024);
  let total = 0;
  for (let r = 0; r < rounds; r++) {
    for (const p of positions) total += plays.generate(p.board, p.d1, p.d2);
  }
  return total;
}

/**
 * Resulting positions generated per second, timed with the caller's clock (in ms;
 * rules code reads no clock itself): at least `minMs` of work after a warm-up.
 */
export function measureMoveGeneration(
  now: () => number,
  rng: Rng,
  minMs = 2000,
): {
  positions: number;
  plays: number;
  ms: number;
  playsPerSecond: number;
  positionsPerSecond: number;
} {
  const positions = samplePositions(rng, 2000);
  generateAll(positions, 3); // warm-up: let the JIT compile the generator
  const start = now();
  let plays = 0;
  let rounds = 0;
  while (now() - start < minMs) {
    plays += generateAll(positions, 1);
    rounds++;
  }
  const ms = now() - start;
  return {
    positions: rounds * positions.length,
    plays,
    ms,
    playsPerSecond: Math.round((plays * 1000) / ms),
    positionsPerSecond: Math.round((rounds * positions.length * 1000) / ms),
  };
}
