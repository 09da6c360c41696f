import type { AnyGame } from "../../engine/game";
import { findManifest } from "../../games/manifests";
import type { WalkFold } from "../../log/fair-walk";
import { shownText } from "../../log/shown-text";
import {
  isListedMove as isListedBy,
  summarize as summarizeBy,
  summarizeLog as summarizeLogBy,
  type LastMove,
  type ListsMove,
  type Summary,
  type SummaryEntry,
  type WalkedEntry,
} from "../../store/continue-summary";

export type { LastMove, Summary, SummaryEntry, WalkedEntry };
export { shownText };

/** The game's own word on which moves the Continue list shows (its view's `listsMove`). */
export function listsMoveOf(game: AnyGame): ListsMove | undefined {
  return findManifest(game.id)?.ui?.listsMove;
}

/**
 * Whether an entry is a move the Continue list and the announcement of the opponent's
 * move show as "the last move" (src/store/continue-summary.ts, with the game's view).
 */
export function isListedMove(game: AnyGame, entry: SummaryEntry): boolean {
  return isListedBy(entry, listsMoveOf(game));
}

/** The summary after the entries `walked` (src/store/continue-summary.ts's summarize). */
export function summarize(
  game: AnyGame,
  state: unknown,
  entries: readonly SummaryEntry[],
  now: number,
  walked: readonly WalkedEntry[],
  prior: LastMove | null,
): Summary {
  return summarizeBy(game, state, entries, now, walked, prior, listsMoveOf(game));
}

/** The summary of a whole log from the state `start` (an imported game; a fair one walks with its fold). */
export function summarizeLog(
  game: AnyGame,
  start: unknown,
  entries: readonly SummaryEntry[],
  now: number,
  fold?: WalkFold,
): Summary {
  return summarizeLogBy(game, start, entries, now, listsMoveOf(game), fold);
}
