import { ok, type Result } from "../engine/errors";
import type { Actor, AnyGame } from "../engine/game";
import { canonicalJson } from "./canonical";
import { isGameEntry, makeEntry, type Entry } from "./entry";
import { effectiveLine } from "./takeback";
import { GAME_FILE_FORMAT, fairFileOf, type GameFile } from "./gamefile";
import { hashText } from "./hash";
import { ANY_DEVICE, FILE_AUTHOR, SEED_AUTHOR, type GameHeader } from "./header";
import type { Merged, MergeSetup } from "./merge";
import { replayMoves, type EntryError } from "./replay";
import { actorNow } from "./step";

/**
 * How a linear game file maps to log entries (docs/sync.md, "Game files"):
 * - the header: the file's game, rules version, options (with defaults filled in),
 *   seats and seed; its id is derived from those, so copies of one game agree on it;
 *   every seat is held by ANY_DEVICE, because a file does not say who held which seat;
 * - entry i: the text of moves[i], the seat from the rules (chance while a random
 *   event is due, else the seat to move), prev = the hash of entry i-1, kind "random"
 *   for chance, and author FILE_AUTHOR — or SEED_AUTHOR for the outcomes of a seeded
 *   file. The author is never the file's `device`: a file does not record who made
 *   each move, and copies that share a prefix must share its entries, or a merge
 *   could not see that they agree.
 */
export function fileHeader(game: AnyGame, file: GameFile): Result<GameHeader> {
  const options = game.parseOptions(file.options);
  if (!options.ok) return options;
  const agreed = {
    game: file.game,
    rulesVersion: game.rulesVersion,
    options: options.value as Record<string, unknown>,
    seats: file.seats,
    seed: file.seed,
  };
  return ok({
    id: `file-${hashText(canonicalJson(agreed))}`,
    ...agreed,
    holders: Array.from({ length: file.seats }, () => ANY_DEVICE),
  });
}

export interface FileEntries {
  /** The entries of the file up to and including its first illegal one. */
  readonly entries: readonly Entry[];
  /** The first illegal entry, if any; the moves after it are not read. */
  readonly error: EntryError | null;
}

/** The entries of a file (whose header is `setup.header`, from fileHeader). */
export function fileEntries(setup: MergeSetup, file: GameFile): FileEntries {
  const { game, header } = setup;
  const replayed = replayMoves(game, setup.start.state, file.moves, setup.random);
  const actors: Actor[] = [...replayed.actors];
  if (replayed.error) actors.push(actorNow(game, replayed.state) ?? 0);
  const entries: Entry[] = [];
  let prev: string | null = null;
  for (const [i, seat] of actors.entries()) {
    const random = seat === "chance";
    const entry: Entry = makeEntry({
      game: header.id,
      prev,
      author: random && header.seed !== null ? SEED_AUTHOR : FILE_AUTHOR,
      seat,
      kind: random ? "random" : "move",
      text: file.moves[i],
    });
    entries.push(entry);
    prev = entry.hash;
  }
  return { entries, error: replayed.error };
}

/**
 * The linear game file of a merge: the accepted game entries of the line as it stands
 * after its take-backs, in order (meta entries are table records, not moves), so the
 * file replays to the merge's state.
 */
export function mergedFile(header: GameHeader, merged: Merged): GameFile {
  const line = effectiveLine(merged.accepted);
  const fair = header.fair === undefined ? {} : { fair: fairFileOf(header.id, header.fair, line) };
  return {
    ...fair,
    format: GAME_FILE_FORMAT,
    game: header.game,
    options: header.options,
    seats: header.seats,
    seed: header.seed,
    moves: line.filter(isGameEntry).map((e) => e.text),
  };
}
