import type { Seat } from "../../engine/game";
import type { SpiteState } from "./state";

/**
 * What a seat may see (boardgame.io's playerView): its own hand, the top and size of
 * every goal pile, every discard pile, the centre, the size of the stock and the
 * set-aside cards (their faces were public on the centre piles; they are kept sorted,
 * so their order tells nothing). Every other card becomes null, keeping its place, so
 * sizes stay readable. A spectator (null) sees no hand.
 */
export function view(s: SpiteState, seat: Seat | null): SpiteState {
  return {
    ...s,
    hands: s.hands.map((hand, i) => (i === seat ? hand : hand.map(() => null))),
    goals: s.goals.map((goal) => goal.map((card, i) => (i === 0 ? card : null))),
    stock: s.stock.map(() => null),
  };
}
