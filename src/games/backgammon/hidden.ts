import type { Seat } from "../../engine/game";
import { redealGroups } from "../../engine/redeal";
import type { Rng } from "../../engine/rng";
import type { BackgammonState } from "./state";

/**
 * The contract's `redeal`: with cards, what `viewer` may not see is the stock (its
 * order, face down) and the other seat's hand; those cards are dealt again among them.
 * The discard pile and the board are public. With dice nothing is hidden.
 */
export function redealBackgammon(
  s: BackgammonState,
  viewer: Seat | null,
  rng: Rng,
): BackgammonState {
  if (!s.options.cards) return s;
  const others = s.hands.map((_, seat) => seat).filter((seat) => seat !== viewer);
  const [stock, ...hands] = redealGroups([s.stock, ...others.map((seat) => s.hands[seat])], rng);
  return {
    ...s,
    stock,
    hands: s.hands.map((hand, seat) =>
      others.includes(seat) ? hands[others.indexOf(seat)] : hand,
    ),
  };
}
