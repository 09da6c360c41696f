import type { Seat } from "../../engine/game";
import { SUITS, suitOf, type Suit } from "../cards/french";
import { seniorityRank } from "../mosaic/order";
import type { Placement } from "../mosaic/placement";
import { withCard } from "../mosaic/table";
import { otherTeam, teamOf } from "../mosaic/teams";
import { PASS, type MountainsMove } from "./notation";
import { placements } from "./rules";
import { cardPoints, teamPoints } from "./scoring";
import type { MountainsState } from "./state";

/**
 * The `ref` bot: a fixed reference opponent, never retuned (docs/games/mountains.md,
 * "The ref bot", is its definition; an independent implementation is compared with it
 * move by move). Among the legal placements it picks the one after which its team's
 * mountain points minus the other team's are largest, each mountain counted for the
 * colour whose card sum leads it then (equal sums: nobody). Ties go to the lowest card
 * point value, then the lowest rank (2 … 10, J, Q, K, A), then the suit order c, d, h,
 * s, then the smallest y, then the smallest x. With no legal placement it passes. It
 * draws nothing at random.
 */
export function refMove(view: MountainsState, seat: Seat): MountainsMove {
  let best: Placement | null = null;
  let bestKey: number[] = [];
  for (const p of placements(view, seat)) {
    const key = refKey(view, seat, p);
    if (best === null || lexLess(key, bestKey)) {
      best = p;
      bestKey = key;
    }
  }
  return best === null ? PASS : { type: "place", ...best };
}

/** The ordering key of a placement: smaller is preferred. */
export function refKey(view: MountainsState, seat: Seat, p: Placement): number[] {
  const team = teamOf(seat);
  const points = teamPoints(
    withCard(view.table, p.card, p.cell),
    view.options.points,
    view.red ?? "A",
  );
  return [
    points[otherTeam(team)] - points[team],
    cardPoints(p.card, view.options.points),
    seniorityRank(p.card),
    SUITS.indexOf(suitOf(p.card) as Suit),
    p.cell.y,
    p.cell.x,
  ];
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}
