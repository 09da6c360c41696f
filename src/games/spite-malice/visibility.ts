import type { Seat } from "../../engine/game";
import { hideHands } from "../cards/hand";
import { hideCards, hidePile } from "../cards/pile";
import type { SpiteState } from "./state";

/**
 * What a seat may see (boardgame.io's playerView): its own hand, the top and size of
 * every goal pile, every discard pile, the centre, the size of the stock and the
 * set-aside cards (their faces were public on the centre piles; they are kept in deck
 * order, so their order tells nothing). Every other card becomes null, keeping its
 * place, so sizes stay readable. A spectator (null) sees no hand.
 */
export function view(s: SpiteState, seat: Seat | null): SpiteState {
  return {
    ...s,
    hands: hideHands(s.hands, seat),
    goals: s.goals.map((goal) => hidePile(goal, "top", "first")),
    stock: hideCards(s.stock),
  };
}
