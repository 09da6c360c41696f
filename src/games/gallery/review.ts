import { fail, ok } from "../../engine/errors";
import { reviewWith } from "../review/review";
import type { ReviewFn } from "../review/types";
import { chooseRef } from "./bot-ref";
import { gallery } from "./rules";
import type { GalleryState } from "./state";

/**
 * "The turn that decided the game" for Picture Gallery (src/games/review/): playouts by
 * the reference bot (bot-ref.ts: fixed, a whole game in about 150 ms here, the slowest
 * of the card games), few of them, so a game's review stays a few seconds in the bot
 * worker (docs/games/gallery.md).
 */
export const galleryReview: ReviewFn = reviewWith({
  rules: gallery,
  choose(view, seat) {
    const move = chooseRef(view as GalleryState, seat);
    return move ? ok(move) : fail("no-move", `seat ${seat} has nothing to play`);
  },
  playouts: 8,
  coarse: 10,
  maxEntries: 5_000,
});
