import type { AnyGame, Seat } from "../../engine/game";
import type { Entry } from "../../log/entry";
import { findManifest } from "../../games/manifests";
import type { StoredGame } from "../../store/types";

export type Summary = Pick<
  StoredGame,
  "status" | "lastMove" | "lastMover" | "winners" | "entryCount" | "updated" | "toMove" | "scores"
>;

/** What the summary needs of a log entry. */
export type SummaryEntry = Pick<Entry, "text" | "seat" | "kind">;

/** The last move as the Continue list shows it, and the seat that played it. */
export type LastMove = Pick<StoredGame, "lastMove" | "lastMover">;

/**
 * Whether an entry is a move the Continue list (and the announcement of the opponent's
 * move) shows as "the last move": a seat's move, never a random outcome (a roll, a
 * deal) nor a move its game calls a bare step (`GameUi.listsMove`: backgammon's
 * decision to roll, Smalta's table-die roll).
 */
export function isListedMove(
  game: AnyGame,
  entry: SummaryEntry,
): entry is SummaryEntry & {
  readonly seat: Seat;
} {
  if (entry.kind !== "move" || typeof entry.seat !== "number") return false;
  const lists = findManifest(game.id)?.ui.listsMove;
  return lists ? lists(entry.text) : true;
}

/** The seats to move and the scores of a state, for the Continue list. */
function standing(
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
 * The Continue list's summary of a game after `entries`, with the state they lead to
 * and the state before the last of them (`previous`, which publicText reads). The last
 * move is the last entry when it is a listed move; otherwise the one `prior` (the
 * record before this entry) had, so a roll or a deal after a move keeps that move.
 */
export function summarize(
  game: AnyGame,
  state: unknown,
  entries: readonly SummaryEntry[],
  now: number,
  previous: unknown,
  prior: LastMove | null = null,
): Summary {
  const now_ = standing(game, state);
  const last = entries.length > 0 ? entries[entries.length - 1] : null;
  const move: LastMove =
    last !== null && isListedMove(game, last)
      ? {
          lastMove: shownText(game, previous, last.text, now_.status === "over"),
          lastMover: last.seat,
        }
      : { lastMove: prior?.lastMove ?? null, lastMover: prior?.lastMover };
  return { ...now_, ...withMover(move), entryCount: entries.length, updated: now };
}

/**
 * The summary of a whole log from the state `start`, entry by entry (an imported game:
 * no record before it). The entries must replay (the caller replayed them already).
 */
export function summarizeLog(
  game: AnyGame,
  start: unknown,
  entries: readonly SummaryEntry[],
  now: number,
): Summary {
  let state = start;
  let move: LastMove = { lastMove: null };
  for (const entry of entries) {
    const parsed = game.parseMove(entry.text);
    if (!parsed.ok) break;
    const before = state;
    state = game.apply(before, entry.seat, parsed.value);
    if (isListedMove(game, entry)) {
      const over = game.result(state) !== null;
      move = { lastMove: shownText(game, before, entry.text, over), lastMover: entry.seat };
    }
  }
  const now_ = standing(game, state);
  // Once the game is over nothing is secret: the last move in full.
  const last = [...entries].reverse().find((e) => isListedMove(game, e));
  if (now_.status === "over" && last) move = { ...move, lastMove: last.text };
  return { ...now_, ...withMover(move), entryCount: entries.length, updated: now };
}

/** `lastMover` only when known (records from before it was kept have none). */
function withMover(move: LastMove): LastMove {
  return move.lastMover === undefined
    ? { lastMove: move.lastMove }
    : { lastMove: move.lastMove, lastMover: move.lastMover };
}

/**
 * An entry's text as a screen that anyone at the table may see shows it (the Continue
 * list): the spectator's public form (`game.publicText`, so no seat's hand is printed)
 * while the game runs, the full text once it is over (nothing is secret then). `before`
 * is the state before the entry. The log and the sync keep the full text.
 */
export function shownText(game: AnyGame, before: unknown, text: string, over: boolean): string {
  return over || !game.publicText ? text : game.publicText(before, text, null);
}

/**
 * The Continue list's summary change after appending `entries` to a game whose state
 * is `before` (for writers that hold a merge rather than a session: the table of a
 * paired game). The entries are applied in turn; the last listed move among them
 * becomes the last move (in its public form, from the state before it), and the seats
 * to move and the scores are the final state's. An entry that does not apply (one of
 * another branch) stops the walk: what it reached so far is kept. An empty change when
 * the batch holds no game entry (only handovers).
 */
export function lastMoveChange(
  game: AnyGame,
  before: unknown,
  entries: readonly SummaryEntry[],
): Partial<Summary> {
  const moves = entries.filter((e) => e.kind !== "meta");
  if (moves.length === 0) return {};
  let state = before;
  let move: LastMove | null = null;
  let applied = 0;
  for (const entry of moves) {
    const parsed = game.parseMove(entry.text);
    if (!parsed.ok || game.check(state, entry.seat, parsed.value) !== null) break;
    const at = state;
    state = game.apply(at, entry.seat, parsed.value);
    applied++;
    if (isListedMove(game, entry)) {
      const over = game.result(state) !== null;
      move = { lastMove: shownText(game, at, entry.text, over), lastMover: entry.seat };
    }
  }
  if (applied === 0) return {};
  const { toMove, scores } = standing(game, state);
  return { ...(move ? withMover(move) : {}), toMove, scores };
}
