import type { AnyGame, Seat } from "../engine/game";
import { isGameEntry, type Entry } from "../log/entry";
import type { WalkFold } from "../log/fair-walk";
import { shownText } from "../log/shown-text";
import type { StoredGame } from "./types";

/** The fields of a stored game that the Continue list reads, kept with every write. */
export type Summary = Pick<
  StoredGame,
  "status" | "lastMove" | "lastMover" | "winners" | "entryCount" | "updated" | "toMove" | "scores"
>;

/** What the summary needs of a log entry (a fair entry's author, for the fair fold). */
export type SummaryEntry = Pick<Entry, "text" | "seat" | "kind"> & Partial<Pick<Entry, "author">>;

/** The last move as the Continue list shows it, and the seat that played it. */
export type LastMove = Pick<StoredGame, "lastMove" | "lastMover">;

/**
 * Whether a seat's move (its notation) is worth showing as "the last move": the game's
 * view decides (`GameUi.listsMove`); the store and the net do not know the views, so
 * the app passes it in. Absent: every seat's move is.
 */
export type ListsMove = (text: string) => boolean;

/** An entry applied, with the state before it (what `publicText` reads). */
export interface WalkedEntry {
  readonly entry: SummaryEntry;
  readonly before: unknown;
}

/**
 * Whether an entry is a move the Continue list (and the announcement of the opponent's
 * move) shows as "the last move": a seat's move, never a random outcome (a roll, a
 * deal) nor a move its game calls a bare step (backgammon's decision to roll).
 */
export function isListedMove(
  entry: SummaryEntry,
  lists: ListsMove | undefined,
): entry is SummaryEntry & { readonly seat: Seat } {
  if (entry.kind !== "move" || typeof entry.seat !== "number") return false;
  return lists ? lists(entry.text) : true;
}

/** The status, winners, seats to move and scores of a state, for the Continue list. */
export function standing(
  game: AnyGame,
  state: unknown,
): Pick<Summary, "status" | "winners" | "toMove" | "scores"> {
  const outcome = game.result(state);
  return {
    status: outcome ? "over" : "playing",
    winners: outcome ? [...outcome.winners] : [],
    toMove: outcome || game.pending(state) !== null ? [] : game.toMove(state),
    scores: outcome ? [...outcome.scores] : game.scores(state),
  };
}

/**
 * The last listed move among `walked` (the entries just applied, oldest first), in its
 * public form while the game runs and in full once it is `over`; `prior` (the record's
 * before them) when none of them is listed, so a roll after a move keeps that move.
 */
export function lastMoveOf(
  walked: readonly WalkedEntry[],
  over: boolean,
  game: AnyGame,
  lists: ListsMove | undefined,
  prior: LastMove | null,
): LastMove {
  for (let i = walked.length - 1; i >= 0; i--) {
    const { entry, before } = walked[i];
    if (isListedMove(entry, lists)) {
      return { lastMove: shownText(game, before, entry.text, over), lastMover: entry.seat };
    }
  }
  return withMover({ lastMove: prior?.lastMove ?? null, lastMover: prior?.lastMover });
}

/**
 * The Continue list's summary of a game whose log is `entries` and whose state is
 * `state`, after the entries `walked` were applied to a record whose last move was
 * `prior`.
 */
export function summarize(
  game: AnyGame,
  state: unknown,
  entries: readonly SummaryEntry[],
  now: number,
  walked: readonly WalkedEntry[],
  prior: LastMove | null,
  lists: ListsMove | undefined,
): Summary {
  const standingNow = standing(game, state);
  const move = lastMoveOf(walked, standingNow.status === "over", game, lists, prior);
  return { ...standingNow, ...withMover(move), entryCount: entries.length, updated: now };
}

/**
 * Applies `entries` in turn from `start` (each checked by the rules); the walk stops
 * at the first entry that does not apply. `trusted`: the entries were judged already
 * (the merge accepted them in this order), so they are applied without a second check.
 * `fold`: a fair game's fold (src/log/fair-walk.ts) from the fair state at `start`; its
 * fair entries then open in the walked state the cards the moves after them play.
 */
export function walkEntries(
  game: AnyGame,
  start: unknown,
  entries: readonly SummaryEntry[],
  trusted = false,
  fold?: WalkFold,
): { readonly state: unknown; readonly walked: WalkedEntry[] } {
  let state = start;
  const walked: WalkedEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === "fair" && fold) {
      const opened = entry.author === undefined ? null : fold.fairEntry(state, entry as Entry);
      if (opened === null) break;
      state = opened.state;
      continue;
    }
    if (!isGameEntry(entry)) continue;
    const parsed = game.parseMove(entry.text);
    if (!parsed.ok) break;
    if (!trusted && game.check(state, entry.seat, parsed.value) !== null) break;
    // A fair game walked without its fold (its fair entries skipped) may meet a move that
    // names a card the walked state still holds as a token: the walk then stops there
    // rather than let a rule's surprise stop the write it belongs to.
    let next: unknown;
    try {
      next = game.apply(state, entry.seat, parsed.value);
    } catch {
      break;
    }
    walked.push({ entry, before: state });
    state = next;
    if (fold && !fold.gameEntry(state, entry.kind === "random")) break;
  }
  return { state, walked };
}

/** The summary of a whole log from the state `start` (an imported game: no record before it). */
export function summarizeLog(
  game: AnyGame,
  start: unknown,
  entries: readonly SummaryEntry[],
  now: number,
  lists: ListsMove | undefined,
  fold?: WalkFold,
): Summary {
  const { state, walked } = walkEntries(game, start, entries, false, fold);
  return summarize(game, state, entries, now, walked, null, lists);
}

/** `lastMover` only when known (records from before it was kept have none). */
function withMover(move: LastMove): LastMove {
  return move.lastMover === undefined
    ? { lastMove: move.lastMove }
    : { lastMove: move.lastMove, lastMover: move.lastMover };
}
