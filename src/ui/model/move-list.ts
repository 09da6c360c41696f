import type { AnyGame, Seat } from "../../engine/game";
import type { WalkFold } from "../../log/fair-walk";
import {
  isListedMove,
  walkEntries,
  type ListsMove,
  type SummaryEntry,
} from "../../store/continue-summary";
import type { StoredGame } from "../../store/types";

/** One move of the move list: the seat that played it and its text as anyone at the table may read it. */
export interface ListedMove {
  readonly seat: Seat;
  readonly text: string;
}

/**
 * The moves of a game, oldest first, as its move list shows them: the seats' moves only
 * (no roll, no deal, no bare step: `lists`), each in its public form while the game
 * runs (`game.publicText` for a spectator, as the Continue list: no hand is printed),
 * in full once it is over. The entries were judged already, so they are not checked again.
 * A fair game gives its whole accepted chain and its fold (GameLog.fairWalk): each move is
 * then read from a state holding tokens where cards are hidden, and never names one.
 */
export function moveList(
  game: AnyGame,
  record: Pick<StoredGame, "options" | "seats" | "status">,
  entries: readonly SummaryEntry[],
  lists: ListsMove | undefined,
  fold?: WalkFold,
): ListedMove[] {
  const options = game.parseOptions(record.options);
  if (!options.ok) return [];
  const start = game.setup(options.value, record.seats);
  if (!start.ok) return [];
  const { walked } = walkEntries(game, start.value, entries, true, fold);
  const over = record.status === "over";
  return walked.flatMap(({ entry, before }) => {
    if (!isListedMove(entry, lists)) return [];
    const text = !over && game.publicText ? game.publicText(before, entry.text, null) : entry.text;
    return [{ seat: entry.seat, text }];
  });
}
