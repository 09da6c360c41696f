import { fail, ok, type Result } from "../../engine/errors";
import { loadRules } from "../../games/manifests";
import { makeEntry, type Entry } from "../../log/entry";
import {
  GAME_FILE_FORMAT,
  makeGameFileText,
  parseGameFileText,
  type GameFile,
} from "../../log/gamefile";
import { initialState, randomSourceFor, replayMoves } from "../../log/replay";
import type { StoredGame } from "../../store/types";
import type { Platform } from "./platform";
import { summarizeLog } from "./summary";

/** The game file (docs/game-file.md) of a stored game: its log's notation, random outcomes included. */
export function exportGameFile(
  record: StoredGame,
  entries: readonly Entry[],
  device: string,
): string {
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    game: record.game,
    options: record.options,
    seats: record.seats,
    seed: record.seed,
    moves: entries.map((e) => e.text),
    device,
  };
  return makeGameFileText(file);
}

/**
 * Whether exporting `record` gives away secrets: a game file must replay, so it holds
 * every entry in full (every hand dealt, the deck's order) and its seed, from which
 * every hidden card can be drawn again. Cutting the hidden cards out would leave a
 * file that cannot replay and protect nothing while the seed is in it; so the file is
 * whole, and the app asks before exporting an unfinished game that hides anything.
 */
export function exportRevealsHands(record: StoredGame, hidesInformation: boolean): boolean {
  return hidesInformation && record.status !== "over";
}

/** A file name for a download: the game and its id's first characters. */
export function exportFileName(record: StoredGame): string {
  return `${record.game}-${record.id.slice(0, 8)}.tabula.json`;
}

/**
 * Imports a game file: parses it, replays every move through the engine (and the
 * seed), and stores it as a new game of this device only when all of it is sound.
 * Anything wrong refuses the whole file and stores nothing.
 */
export async function importGameFile(
  platform: Platform,
  text: string,
): Promise<Result<StoredGame>> {
  const parsed = parseGameFileText(text);
  if (!parsed.ok) return parsed;
  const file = parsed.value;
  const rules = await loadRules(file.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const start = initialState(game, file);
  if ("error" in start) return { ok: false, error: start.error };
  const replayed = replayMoves(game, start.state, file.moves, randomSourceFor(file.seed));
  if (replayed.error) {
    const { entry, code, message } = replayed.error;
    return fail(code, `move ${entry + 1} ("${file.moves[entry]}"): ${message}`);
  }
  const id = platform.newId();
  const entries: Entry[] = [];
  replayed.actors.forEach((actor, i) => {
    entries.push(
      makeEntry({
        game: id,
        prev: i > 0 ? entries[i - 1].hash : null,
        author: platform.device,
        seat: actor,
        kind: actor === "chance" ? "random" : "move",
        text: file.moves[i],
      }),
    );
  });
  const options = game.parseOptions(file.options);
  if (!options.ok) return options;
  const now = platform.now();
  const record: StoredGame = {
    id,
    game: game.id,
    options: options.value as Readonly<Record<string, unknown>>,
    seats: file.seats,
    seed: file.seed,
    holders: Array.from({ length: file.seats }, () => ({ kind: "device" as const })),
    created: now,
    ...summarizeLog(game, start.state, entries, now),
  };
  try {
    await platform.store.createGame(record, entries);
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  platform.keepSaved();
  return ok(record);
}
