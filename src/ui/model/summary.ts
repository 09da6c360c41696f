import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import type { StoredGame } from "../../store/types";

export type Summary = Pick<
  StoredGame,
  "status" | "lastMove" | "winners" | "entryCount" | "updated"
>;

/** The Continue list's summary of a game after `entries`, with the state they lead to. */
export function summarize(
  game: AnyGame,
  state: unknown,
  entries: readonly Pick<Entry, "text">[],
  now: number,
): Summary {
  const outcome = game.result(state);
  return {
    status: outcome ? "over" : "playing",
    lastMove: entries.length > 0 ? entries[entries.length - 1].text : null,
    winners: outcome ? [...outcome.winners] : [],
    entryCount: entries.length,
    updated: now,
  };
}
