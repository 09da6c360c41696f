import type { Rng } from "../../engine/rng";
import { PlayList } from "./movegen";
import { samplePositions, type RolledPosition } from "./sample-positions";

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
