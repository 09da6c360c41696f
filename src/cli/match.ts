import { fail, ok, type Result } from "../engine/errors";
import { playMatch } from "../games/bot-match/core";
import { findManifest, manifests } from "../games/manifests";
import { playMatchAsync } from "./match-async";
import { gnubgMatchPlan } from "./match-gnubg";
import { playGnubgMatchParallel } from "./match-parallel";

/**
 * `npm run cli -- match GAME --a LEVEL --b LEVEL --games N --seed S [game options]`
 * prints one JSON line summing up N games of bot a against bot b (see
 * src/games/bot-match/core.ts for the figures, and each game's adapter, its manifest's
 * `match`, for its seating and options).
 */
const USAGE =
  "usage: npm run cli -- match GAME --a LEVEL --b LEVEL --games N --seed S [--OPTION VALUE]";

export async function runMatch(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed.ok) return usageError(parsed.error.message);
  const { game, flags } = parsed.value;
  const load = findManifest(game)?.match;
  if (!load) {
    const known = manifests.filter((m) => m.match).map((m) => m.id);
    return usageError(`no bots for "${game}" (known: ${known.join(", ")})`);
  }
  const games = wholeNumber(flags.get("games") ?? "");
  const seed = wholeNumber(flags.get("seed") ?? "");
  if (games === null || games < 1) return usageError("--games takes a whole number ≥ 1");
  if (seed === null) return usageError("--seed takes a whole number");
  flags.delete("games");
  flags.delete("seed");
  // GNU Backgammon as a side is the command line's own (an external process).
  const external = gnubgMatchPlan(game, flags);
  if (external !== null) {
    if (!external.ok) return usageError(external.error.message);
    if (external.value.spec.processes > 1) {
      const split = await playGnubgMatchParallel(external.value.spec, games, seed);
      process.stdout.write(
        `${JSON.stringify(split.ok ? split.value.line : { error: split.error })}\n`,
      );
      return split.ok ? 0 : 1;
    }
    const totals = await playMatchAsync(external.value, games, seed);
    process.stdout.write(
      `${JSON.stringify(totals.ok ? external.value.report(totals.value) : { error: totals.error })}\n`,
    );
    return totals.ok ? 0 : 1;
  }
  const plan = (await load()).plan(flags);
  if (!plan.ok) return usageError(plan.error.message);
  const totals = playMatch(plan.value, games, seed, () => performance.now());
  if (!totals.ok) {
    process.stdout.write(`${JSON.stringify({ error: totals.error })}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(plan.value.report(totals.value))}\n`);
  return 0;
}

interface MatchArgs {
  readonly game: string;
  readonly flags: Map<string, string>;
}

/** `GAME --key value ...`; every flag takes a value, none repeats. */
export function parseArgs(args: readonly string[]): Result<MatchArgs> {
  const [game, ...rest] = args;
  if (game === undefined || game.startsWith("--")) return fail("usage", "name a game first");
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const key = /^--([a-z][a-z0-9-]*)$/.exec(rest[i]);
    const value = rest[i + 1];
    if (!key) return fail("usage", `expected --option, got "${rest[i]}"`);
    if (value === undefined) return fail("usage", `--${key[1]} needs a value`);
    if (flags.has(key[1])) return fail("usage", `--${key[1]} is given twice`);
    flags.set(key[1], value);
  }
  return ok({ game, flags });
}

function wholeNumber(text: string): number | null {
  return /^[0-9]{1,9}$/.test(text) ? Number(text) : null;
}

function usageError(message: string): number {
  process.stderr.write(`match: ${message}\n${USAGE}\n`);
  return 2;
}
