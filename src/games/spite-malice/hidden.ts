import type { Seat } from "../../engine/game";
import { redealGroups } from "../../engine/redeal";
import type { Rng } from "../../engine/rng";
import type { SpiteState } from "./state";

/**
 * The contract's `redeal`: what `viewer` may not see is the other seats' hands, every
 * goal pile below its top (its own too) and the stock's order; those cards are dealt
 * again among those places. Discard piles, the centre, the goal tops and the set-aside
 * cards (their faces were public) stay.
 */
export function redealSpite(s: SpiteState, viewer: Seat | null, rng: Rng): SpiteState {
  const others = s.hands.map((_, seat) => seat).filter((seat) => seat !== viewer);
  const groups = [
    s.stock,
    ...others.map((seat) => s.hands[seat]),
    ...s.goals.map((goal) => goal.slice(1)),
  ];
  const [stock, ...rest] = redealGroups(groups, rng);
  const hands = rest.slice(0, others.length);
  const belows = rest.slice(others.length);
  return {
    ...s,
    stock,
    hands: s.hands.map((hand, seat) =>
      others.includes(seat) ? hands[others.indexOf(seat)] : hand,
    ),
    goals: s.goals.map((goal, seat) => (goal.length === 0 ? goal : [goal[0], ...belows[seat]])),
  };
}
