import { findGame } from "../games/registry";
import type { AnyGame } from "../engine/game";
import { parseGameFileText, type GameFile } from "../log/gamefile";
import { initialState, randomSourceFor, replayMoves } from "../log/replay";
import { report } from "../log/report";
import { replayFairFile, type FairReplayed } from "../log/fair-replay";
import { diceChecked } from "../fair/dice";
import type { FairState } from "../fair/state";

export interface ReplayError {
  readonly error: { entry: number | null; code: string; message: string };
}

export type ReplayLine = ReturnType<typeof report> | ReplayError;

/** The error of a replay line, or null when the file replayed. */
export function errorOf(line: ReplayLine): ReplayError["error"] | null {
  return "error" in line ? (line as ReplayError).error : null;
}

/**
 * The replay of one game file's text, as the one JSON object the command line prints.
 * A file-level problem (bad JSON, unknown game, bad options) has `entry: null`.
 */
export function replayText(text: string): ReplayLine {
  const replayed = replayFile(text);
  if ("error" in replayed) return replayed;
  const line = report(replayed.game, replayed.state);
  return replayed.fair ? { ...line, fair: fairReport(replayed.state, replayed.fair) } : line;
}

/**
 * What a fair game's replay shows besides the report: the state as the transcript
 * makes it public (tokens `#d.p` where cards stayed hidden, every card once the decks'
 * secrets are in) and each deck's audit.
 */
function fairReport(state: unknown, fair: FairState): Record<string, unknown> {
  return {
    state,
    decks: fair.decks.map((d) => ({
      deck: d.index,
      cards: d.table.cards.length,
      open: d.opened.size,
      secrets: d.secrets.size,
      verdict: d.verdict,
    })),
    diceChecked: diceChecked(fair.dice, fair.participants),
  };
}

/** A game file replayed to its last entry. */
export interface ReplayedFile {
  readonly game: AnyGame;
  readonly file: GameFile;
  readonly state: unknown;
  /** A fair game's fair state at the end (null: a trusted game). */
  readonly fair: FairState | null;
}

/** Parses and replays a game file's text (every entry checked), or says why it cannot. */
export function replayFile(text: string): ReplayedFile | ReplayError {
  const file = parseGameFileText(text);
  if (!file.ok) return { error: { entry: null, ...file.error } };
  const game = findGame(file.value.game);
  if (!game) {
    return {
      error: { entry: null, code: "unknown-game", message: `no game "${file.value.game}"` },
    };
  }
  const start = initialState(game, file.value);
  if ("error" in start) return { error: { entry: null, ...start.error } };
  const replayed = file.value.fair
    ? replayFairFile(game, start.state, file.value)
    : replayMoves(game, start.state, file.value.moves, randomSourceFor(file.value.seed));
  if (replayed.error) {
    const { entry, code, message } = replayed.error;
    return { error: { entry, code, message } };
  }
  const fair = "fair" in replayed ? (replayed as FairReplayed).fair : null;
  return { game, file: file.value, state: replayed.state, fair };
}
