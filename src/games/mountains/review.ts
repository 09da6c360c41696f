import { ok } from "../../engine/errors";
import { reviewWith } from "../review/review";
import type { ReviewFn } from "../review/types";
import { refMove } from "./bot-ref";
import { mountains } from "./rules";
import type { MountainsState } from "./state";

/**
 * "The turn that decided the game" for Mountains (src/games/review/): playouts by the
 * reference bot (bot-ref.ts: fixed, a whole game in about 30 ms here), so a game's
 * review is a second or two in the bot worker (docs/games/mountains.md).
 */
export const mountainsReview: ReviewFn = reviewWith({
  rules: mountains,
  choose(view, seat) {
    return ok(refMove(view as MountainsState, seat));
  },
  playouts: 16,
  coarse: 12,
  maxEntries: 2_000,
});
