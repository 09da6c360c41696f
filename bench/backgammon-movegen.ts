import { rngFromSeed } from "../src/engine/rng";
import { measureMoveGeneration } from "../src/games/backgammon/movegen-bench";

/** Milliseconds of CPU this process used: less disturbed than wall time on a busy machine. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Backgammon move generation speed for `npm run bench`, over positions of random
 * games: `playsPerSecond` counts distinct resulting positions generated (the figure a
 * searching bot cares about; target > 100,000), `positionsPerSecond` the (position,
 * roll) pairs whose plays were generated. Measured by wall clock and by CPU time.
 */
export async function benchBackgammonMoveGen(): Promise<object> {
  return {
    wall: measureMoveGeneration(() => performance.now(), rngFromSeed(4), 3000),
    cpu: measureMoveGeneration(cpuMs, rngFromSeed(4), 3000),
  };
}

if (process.argv[1]?.endsWith("backgammon-movegen.ts")) {
  console.log(JSON.stringify(await benchBackgammonMoveGen()));
}
