// Replay speed: the time to replay 1,000 log entries through src/log/replay.ts, the
// same code that rebuilds a game's state on resume, on import and on every sync.
import { performance } from "node:perf_hooks";
import type { AnyGame } from "../src/engine/game";
import type { GameFile } from "../src/log/gamefile";
import { initialState, randomSourceFor, replayMoves } from "../src/log/replay";
import { atMost, median, type Figure } from "./figure";
import { seededGamesUpTo } from "./seeded-games";

const ENTRIES = 1_000;
const RUNS = 300;
const WARMUP_RUNS = 30;

/**
 * How random outcomes are checked during the replay: against the game's seed (as the
 * app does for a seeded game: one SHA-256 per random entry), or taken as written (as
 * for table dice and seedless files), which isolates the rules' own cost.
 */
export type OutcomeCheck = "seeded" | "as-written";

/** Replays every file once; returns the entries replayed (throws if one is refused). */
function replayAll(game: AnyGame, files: readonly GameFile[], check: OutcomeCheck): number {
  let entries = 0;
  for (const file of files) {
    const start = initialState(game, file);
    if ("error" in start) throw new Error(start.error.message);
    const random = randomSourceFor(check === "seeded" ? file.seed : null);
    const replayed = replayMoves(game, start.state, file.moves, random);
    if (replayed.error) throw new Error(`replay refused entry ${replayed.error.entry}`);
    entries += replayed.actors.length;
  }
  return entries;
}

/** Exactly `ENTRIES` entries of consecutive seeded games (the last one cut short). */
export function thousandEntries(
  game: AnyGame,
  options: Readonly<Record<string, unknown>>,
  seats: number,
): GameFile[] {
  const files = seededGamesUpTo(game, options, seats, ENTRIES);
  // A prefix of a game replays fine, so trimming the last game is honest.
  const excess = files.reduce((sum, f) => sum + f.moves.length, 0) - ENTRIES;
  const last = files[files.length - 1];
  files[files.length - 1] = { ...last, moves: last.moves.slice(0, last.moves.length - excess) };
  return files;
}

export function benchReplay(
  game: AnyGame,
  options: Readonly<Record<string, unknown>> = {},
  seats = 2,
): Figure[] {
  const files = thousandEntries(game, options, seats);
  const longest = Math.max(...files.map((f) => f.moves.length));
  return (["seeded", "as-written"] as const).map((check) => {
    const samples: number[] = [];
    for (let run = 0; run < WARMUP_RUNS + RUNS; run++) {
      const t0 = performance.now();
      const entries = replayAll(game, files, check);
      const ms = performance.now() - t0;
      if (entries !== ENTRIES) throw new Error(`replayed ${entries} entries, not ${ENTRIES}`);
      if (run >= WARMUP_RUNS) samples.push(ms);
    }
    return atMost(
      {
        key: `replay-1000-${game.id}-${check}`,
        label: `replay 1,000 entries (${game.id}, ${check})`,
        value: Number(median(samples).toFixed(3)),
        unit: "ms",
        note:
          `median of ${RUNS} runs after ${WARMUP_RUNS} warm-up; ${files.length} consecutive ` +
          `seeded games (random legal player; longest ${longest} entries); outcomes ` +
          (check === "seeded" ? "checked against each game's seed" : "taken as written"),
        detail: {
          games: files.length,
          min: Math.min(...samples),
          max: Math.max(...samples),
          options,
        },
      },
      5,
      "≤ 5 ms",
    );
  });
}
