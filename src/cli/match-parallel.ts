import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { fail, ok, type Result } from "../engine/errors";
import { totalsOf, type GameRecord, type MatchTotals } from "../games/bot-match/core";
import type { GnubgShare } from "./gnubg-match-worker";
import { gnubgReport, type GnubgMatchSpec } from "./match-gnubg";

/**
 * A match against gnubg split over processes: our bots' search is the match's CPU work
 * (gnubg's processes mostly wait), so with T cores T processes play it T times as fast.
 * Process t plays the game pairs p with p mod T = t, each game exactly as the one-process
 * match plays it (its dice and seating follow from its index alone), and the records
 * are summed up in game order: the same totals as playMatchAsync, but for the timing.
 */
export interface ParallelGnubgMatch {
  readonly totals: MatchTotals;
  /** The match command's report line, with the moves both engines checked in every process. */
  readonly line: Record<string, unknown>;
}

interface ShareResult {
  readonly records: Result<GameRecord[]>;
  readonly movesChecked: number;
}

export async function playGnubgMatchParallel(
  spec: GnubgMatchSpec,
  games: number,
  matchSeed: number,
): Promise<Result<ParallelGnubgMatch>> {
  const { a, b, options, lanes, processes } = spec;
  const shares: number[][] = Array.from({ length: Math.max(1, processes) }, () => []);
  for (let index = 0; index < games; index++) {
    shares[Math.floor(index / 2) % shares.length].push(index);
  }
  const results = await Promise.all(
    shares
      .filter((indices) => indices.length > 0)
      .map((indices) =>
        runShare({ a, b, options, lanes, indices, matchSeed }).then((result) => ({
          indices,
          result,
        })),
      ),
  );
  const records = new Array<GameRecord>(games);
  let movesChecked = 0;
  for (const { indices, result } of results) {
    if (!result.ok) return result;
    if (!result.value.records.ok) return result.value.records;
    const shareRecords = result.value.records.value;
    indices.forEach((index, k) => (records[index] = shareRecords[k]));
    movesChecked += result.value.movesChecked;
  }
  const totals = totalsOf(records);
  return ok({ totals, line: gnubgReport(totals, movesChecked) });
}

/** One process's share; a process that fails or exits without an answer is an error. */
function runShare(share: GnubgShare): Promise<Result<ShareResult>> {
  return new Promise((resolve) => {
    // The process runs TypeScript as the command line does: through tsx's loader.
    const child = fork(fileURLToPath(new URL("./gnubg-match-worker.ts", import.meta.url)), [], {
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
    });
    let answered = false;
    child.once("message", (message) => {
      answered = true;
      resolve(ok(message as ShareResult));
    });
    child.once("error", (error) => resolve(fail("process-failed", error.message)));
    child.once("exit", (code) => {
      if (!answered) resolve(fail("process-failed", `a match process exited with code ${code}`));
    });
    child.send(share);
  });
}
