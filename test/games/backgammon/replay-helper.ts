import { errorOf, replayText, type ReplayLine } from "../../../src/cli/replay";
import type { Report } from "../../../src/log/report";

/** Replays a backgammon game file (options and moves) as the command line does. */
export function replay(options: Record<string, unknown>, moves: readonly string[]): ReplayLine {
  return replayText(
    JSON.stringify({
      format: "tabula-game/1",
      game: "backgammon",
      options,
      seats: 2,
      seed: null,
      moves,
    }),
  );
}

/** The report of a file that must replay; a refusal fails the test with its message. */
export function report(options: Record<string, unknown>, moves: readonly string[]): Report {
  const line = replay(options, moves);
  const error = errorOf(line);
  if (error) throw new Error(`entry ${error.entry}: ${error.code}: ${error.message}`);
  return line as Report;
}

/** The refusal of the first bad entry (null when the file replays). */
export function refusal(
  options: Record<string, unknown>,
  moves: readonly string[],
): { entry: number | null; code: string } | null {
  const error = errorOf(replay(options, moves));
  return error ? { entry: error.entry, code: error.code } : null;
}
