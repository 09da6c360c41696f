import type { Seat } from "../../engine/game";
import type { DecisiveTurn, TurnEstimate } from "./types";

/**
 * The turn after which the judged seat's chance changed most: the eventual winner's
 * (`winners[0]`: in a team game its partners share the chance), or, in a draw (no
 * winner, or every seat), each turn's own mover's. A turn's "after" is the next turn's "before", the
 * last turn's the game's end (`final`), so luck dealt between two turns counts for the
 * turn before it. Ties go to the earlier turn: the first turn to move the chance that
 * far. Null when there was no turn.
 */
export function findDecisiveTurn(
  turns: readonly TurnEstimate[],
  final: readonly number[],
  winners: readonly Seat[],
): DecisiveTurn | null {
  let best: DecisiveTurn | null = null;
  turns.forEach((turn, i) => {
    const judged = isDraw(winners, final.length) ? turn.seat : winners[0];
    const before = turn.before[judged] ?? 0;
    const after = (i + 1 < turns.length ? turns[i + 1].before : final)[judged] ?? 0;
    const swing = Math.abs(after - before);
    if (best === null || swing > Math.abs(best.after - best.before)) {
      best = { entry: turn.entry, seat: turn.seat, moves: turn.moves, judged, before, after };
    }
  });
  return best;
}

/**
 * A draw: nobody won, or everybody did (Picture Gallery's equal scores name every seat a
 * winner). Some seats winning together is a team's win (Mountains) or a shared one: each
 * of them won.
 */
export function isDraw(winners: readonly Seat[], seats: number): boolean {
  return winners.length === 0 || winners.length >= seats;
}

/** Each seat's share of a finished game: 1 to each winner, 0 to the others, ½ each in a draw. */
export function finalShares(winners: readonly Seat[], seats: number): number[] {
  const draw = isDraw(winners, seats);
  return Array.from({ length: seats }, (_, seat) => (draw ? 0.5 : winners.includes(seat) ? 1 : 0));
}
