import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import { shownText } from "../../log/shown-text";
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

export { shownText };
