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
  /** Its index in the entries the list was made from (in a trusted game, the log's). */
  readonly entry: number;
  readonly seat: Seat;
  readonly text: string;
  /**
   * What the move did to each seat's score (after it less before it; the last move of a
   * finished game against the result's scores): zeros when it scored nothing.
   */
  readonly change: readonly number[];
}

/** The scores a state shows: the result's once the game is over, else the running ones. */
function scoresOf(game: AnyGame, state: unknown): readonly number[] {
  return game.result(state)?.scores ?? game.scores(state);
}

/**
 * The moves of a game, oldest first, as its move list shows them: the seats' moves only
 * (no roll, no deal, no bare step: `lists`), each in its public form while the game
 * runs (`game.publicText` for a spectator, as the Continue list: no hand is printed),
 * in full once it is over. The entries were judged already, so they are not checked again.
 * A fair game gives its whole accepted chain and its fold (GameLog.fairWalk): each move is
 * then read from a state holding tokens where cards are hidden, and never names one.
 * Each move carries its score change (the scores are public, as the play bar shows them).
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
  const { walked, state } = walkEntries(game, start.value, entries, true, fold);
  const over = record.status === "over";
  return walked.flatMap(({ entry, before }, i) => {
    if (!isListedMove(entry, lists)) return [];
    const text = !over && game.publicText ? game.publicText(before, entry.text, null) : entry.text;
    const was = scoresOf(game, before);
    const now = scoresOf(game, walked[i + 1]?.before ?? state);
    const change = now.map((score, seat) => score - (was[seat] ?? 0));
    return [{ entry: i, seat: entry.seat, text, change }];
  });
}
