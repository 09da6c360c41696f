import { rngFromText } from "../engine/random";
import { chooseBotMove } from "../games/bot-move";
import { findManifest } from "../games/manifests";
import { actorNow } from "../log/step";
import { readGameFile } from "./read-file";
import { replayFile } from "./replay";

/**
 * `npm run cli -- bot FILE --level LEVEL [--seed S]` prints one JSON line
 * `{"move": "...", "ms": N}`: the move the bot of LEVEL makes for the seat to move in
 * the file's position, from that seat's view only (`view(state, seat)`), the way the
 * app's bot worker asks it; `ms` is the time of that choice alone. Without --seed the
 * bot's randomness is keyed as the app keys it for a seeded game at that entry
 * ("<seed>/bot/<entries>"), so the move is the one the app's bot would make there.
 *
 * A bad file, an unknown level, or no seat to move (a random event is due, the game is
 * over) prints `{"error": {"code": "...", "message": "..."}}` and exits 1; bad usage
 * prints the usage on stderr and exits 2.
 */
const USAGE = "usage: npm run cli -- bot FILE --level LEVEL [--seed S]";

export async function runBot(args: readonly string[]): Promise<number> {
  const parsed = parseBotArgs(args);
  if (typeof parsed === "string") {
    process.stderr.write(`bot: ${parsed}\n${USAGE}\n`);
    return 2;
  }
  const text = readGameFile(parsed.path);
  if (!text.ok) return printError(text.error.code, text.error.message);
  const replayed = replayFile(text.value);
  if ("error" in replayed) return printError(replayed.error.code, replayed.error.message);
  const { game, file, state } = replayed;
  const actor = actorNow(game, state);
  if (actor === null) return printError("no-seat-to-move", "the game is over: no seat is to move");
  if (actor === "chance") {
    const due = game.pending(state) ?? "random event";
    return printError("no-seat-to-move", `a random "${due}" is due: no seat is to move`);
  }
  const manifest = findManifest(game.id);
  // Load the bots before the clock starts: `ms` is the choice, not the loading.
  await manifest?.bots?.();
  const seed = parsed.seed ?? `${file.seed ?? "unseeded"}/bot/${file.moves.length}`;
  const started = performance.now();
  const move = await chooseBotMove({
    game: game.id,
    view: game.view(state, actor),
    seat: actor,
    level: parsed.level,
    rng: rngFromText(seed),
  });
  const ms = Math.round((performance.now() - started) * 100) / 100;
  if (!move.ok) return printError(move.error.code, move.error.message);
  process.stdout.write(`${JSON.stringify({ move: move.value, ms })}\n`);
  return 0;
}

interface BotArgs {
  readonly path: string;
  readonly level: string;
  readonly seed: string | null;
}

/** `FILE --level LEVEL [--seed S]`, flags in any order after the file; else what is wrong. */
export function parseBotArgs(args: readonly string[]): BotArgs | string {
  const [path, ...rest] = args;
  if (path === undefined || path.startsWith("--")) return "name a game file first";
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const key = /^--(level|seed)$/.exec(rest[i])?.[1];
    const value = rest[i + 1];
    if (!key) return `unknown option "${rest[i]}"`;
    if (value === undefined) return `--${key} needs a value`;
    if (flags.has(key)) return `--${key} is given twice`;
    flags.set(key, value);
  }
  const level = flags.get("level");
  if (level === undefined) return "--level is required";
  return { path, level, seed: flags.get("seed") ?? null };
}

function printError(code: string, message: string): number {
  process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
  return 1;
}
