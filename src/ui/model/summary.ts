import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import type { StoredGame } from "../../store/types";

export type Summary = Pick<
  StoredGame,
  "status" | "lastMove" | "winners" | "entryCount" | "updated"
>;

/**
 * The Continue list's summary of a game after `entries`, with the state they lead to
 * and the state before the last of them (`previous`, which publicText reads).
 */
export function summarize(
  game: AnyGame,
  state: unknown,
  entries: readonly Pick<Entry, "text">[],
  now: number,
  previous: unknown,
): Summary {
  const outcome = game.result(state);
  const last = entries.length > 0 ? entries[entries.length - 1].text : null;
  return {
    status: outcome ? "over" : "playing",
    lastMove: last === null ? null : shownText(game, previous, last, outcome !== null),
    winners: outcome ? [...outcome.winners] : [],
    entryCount: entries.length,
    updated: now,
  };
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
 * The Continue list's last move after appending `entries` to a game whose state is
 * `before` (for writers that hold a merge rather than a session: the table of a paired
 * game). The entries are applied in turn to reach the state before the last game entry;
 * one that does not apply there (an entry of another branch) leaves the text as that
 * state reads it. An empty change when the batch holds no game entry (only handovers).
 */
export function lastMoveChange(
  game: AnyGame,
  before: unknown,
  entries: readonly Pick<Entry, "text" | "seat" | "kind">[],
): Partial<Pick<StoredGame, "lastMove">> {
  const moves = entries.filter((e) => e.kind !== "meta");
  if (moves.length === 0) return {};
  let state = before;
  for (const entry of moves.slice(0, -1)) {
    const move = game.parseMove(entry.text);
    if (!move.ok || game.check(state, entry.seat, move.value) !== null) break;
    state = game.apply(state, entry.seat, move.value);
  }
  const last = moves[moves.length - 1];
  const move = game.parseMove(last.text);
  const fits = move.ok && game.check(state, last.seat, move.value) === null;
  const over = fits && game.result(game.apply(state, last.seat, move.value)) !== null;
  return { lastMove: shownText(game, state, last.text, over) };
}
