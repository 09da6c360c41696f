import {
  GAME_FILE_FORMAT,
  fairFileOf,
  makeGameFileText,
  type FileHolder,
  type GameFile,
} from "../../log/gamefile";
import type { Entry } from "../../log/entry";
import type { SeatHolder, StoredGame } from "../../store/types";

/**
 * The game file (docs/game-file.md) of a stored game: its log's notation, random outcomes
 * included. A fair game's file carries its public transcript too (`fairChain`: the whole
 * accepted chain, GameLog.fairWalk), never a secret: docs/fair-play.md, "Game files".
 */
export function exportGameFile(
  record: StoredGame,
  entries: readonly Entry[],
  device: string,
  fairChain?: readonly Entry[],
): string {
  const fair =
    record.fair && fairChain
      ? { fair: fairFileOf(record.importedFair?.id ?? record.id, record.fair, fairChain) }
      : {};
  const file: GameFile = {
    ...fair,
    format: GAME_FILE_FORMAT,
    game: record.game,
    options: record.options,
    seats: record.seats,
    seed: record.seed,
    moves: entries.map((e) => e.text),
    device,
    holders: record.holders.map(fileHolder),
  };
  return makeGameFileText(file);
}

/** A seat's holder as a file keeps it: a person (here or on another device) or a bot. */
function fileHolder(holder: SeatHolder): FileHolder {
  switch (holder.kind) {
    case "bot":
      return { kind: "bot", level: holder.level };
    case "device":
      return {
        kind: "person",
        ...(holder.name !== undefined ? { name: holder.name } : {}),
        ...(holder.player !== undefined ? { player: holder.player } : {}),
      };
    case "remote":
      return { kind: "person", ...(holder.name !== undefined ? { name: holder.name } : {}) };
  }
}

/**
 * Whether exporting `record` gives away secrets: a game file must replay, so it holds
 * every entry in full (every hand dealt, the deck's order) and its seed, from which
 * every hidden card can be drawn again. Cutting the hidden cards out would leave a
 * file that cannot replay and protect nothing while the seed is in it; so the file is
 * whole, and the app asks before exporting an unfinished game that hides anything.
 * A fair game's file has no such secret (docs/fair-play.md): no question.
 */
export function exportRevealsHands(record: StoredGame, hidesInformation: boolean): boolean {
  // A fair game's file holds the public transcript only: tokens, never a hidden card.
  return hidesInformation && record.status !== "over" && record.fair === undefined;
}

/** A file name for a download: the game and its id's first characters. */
export function exportFileName(record: StoredGame): string {
  return `${record.game}-${record.id.slice(0, 8)}.tabula.json`;
}
