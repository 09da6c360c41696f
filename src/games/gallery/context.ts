import type { Seat } from "../../engine/game";
import type { LayContext } from "./builder";
import type { GalleryCard } from "./cards";
import { sizeLimit } from "./flow";
import type { GalleryState } from "./state";

/**
 * What a step of `seat` is built against now: an opening step while the exhibition is
 * being opened, a `lay` step on the open exhibition. The caller checks that the seat
 * may lay now; the context only gathers the rules in force.
 */
export function layContextOf(s: GalleryState, seat: Seat): LayContext {
  const opening = s.turn?.stage === "open";
  return {
    seat,
    table: s.table,
    fresh: opening ? [] : (s.turn?.fresh ?? []),
    hand: s.hands[seat].filter((c): c is GalleryCard => c !== null),
    rules: {
      distinct: s.options.distinctColours,
      limit: sizeLimit(s),
      keepOne: !s.lastRound,
      opening,
    },
  };
}
