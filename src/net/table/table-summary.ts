import type { AnyGame } from "../../engine/game";
import type { Merged } from "../../log/merge";
import { lastMoveOf, standing, type LastMove, type ListsMove } from "../../store/continue-summary";
import { newlyAccepted, tookBack } from "./newly-accepted";

export interface SummaryInput {
  readonly game: AnyGame;
  /** The merge before the entries being stored, and the one they lead to. */
  readonly before: Merged;
  readonly after: Merged;
  /** The last move the record shows now (kept when no new entry is a listed move). */
  readonly stored: LastMove;
  readonly lists: ListsMove | undefined;
  readonly now: number;
}

/**
 * The game's summary after a merge, stored in the same write as the entries that led
 * to it: standing, the Continue list's last move in its public form (no seat's hand
 * printed), the time.
 */
export function summaryAfter({ game, before, after, stored, lists, now }: SummaryInput) {
  const standingNow = standing(game, after.state);
  const over = standingNow.status === "over";
  return {
    ...standingNow,
    // After a take-back the record's last move may be one taken back: not kept.
    ...lastMoveOf(
      newlyAccepted(game, before, after),
      over,
      game,
      lists,
      tookBack(before, after) ? { lastMove: null } : stored,
    ),
    updated: now,
  };
}
