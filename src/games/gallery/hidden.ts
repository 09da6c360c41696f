import type { Seat } from "../../engine/game";
import { redealGroups } from "../../engine/redeal";
import type { Rng } from "../../engine/rng";
import type { GalleryState } from "./state";

/**
 * The contract's `redeal`: what `viewer` may not see is every other hand and the draw
 * pile (its order, face down); those cards are dealt again among them, each place
 * keeping its size. The exhibition, the bazaar and the cards out of the game are public.
 */
export function redealGallery(s: GalleryState, viewer: Seat | null, rng: Rng): GalleryState {
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
