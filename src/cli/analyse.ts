import { reviewLog, type LogError } from "../games/backgammon/review-log";
import type { GameReview } from "../games/backgammon/advice";
import { parseGameFileText } from "../log/gamefile";
import { readGameFile } from "./read-file";

/**
 * `npm run cli -- analyse FILE`: the expert's review of a backgammon game file (every
 * play rated by its equity loss, errors and blunders, the error rate of each player;
 * advice.ts), printed as one JSON object. A file that does not replay prints its
 * error, as `replay` does, and exits with 1.
 */
export function runAnalyse(args: string[]): number {
  if (args.length !== 1) {
    process.stderr.write("usage: npm run cli -- analyse FILE\n");
    return 2;
  }
  const text = readGameFile(args[0]);
  const result = text.ok ? analyseText(text.value) : { error: { entry: null, ...text.error } };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return "error" in result ? 1 : 0;
}

export function analyseText(text: string): GameReview | { readonly error: LogError } {
  const file = parseGameFileText(text);
  if (!file.ok) return { error: { entry: null, ...file.error } };
  if (file.value.game !== "backgammon") {
    const message = `analyse reads backgammon games, not "${file.value.game}"`;
    return { error: { entry: null, code: "unknown-game", message } };
  }
  const reviewed = reviewLog(file.value);
  return reviewed.ok ? reviewed.value : { error: reviewed.error };
}
