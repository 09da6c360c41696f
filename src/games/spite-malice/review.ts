import { fail, ok } from "../../engine/errors";
import { reviewWith } from "../review/review";
import type { ReviewFn } from "../review/types";
import { refMove } from "./bot-ref";
import { spiteMalice } from "./rules";
import type { SpiteState } from "./state";

/**
 * "The turn that decided the game" for Spite and Malice (src/games/review/): playouts
 * by the reference bot (bot-ref.ts: fixed, a whole game in about 60 ms here), so a
 * game's review is a few seconds in the bot worker (docs/games/spite-malice.md).
 */
export const spiteReview: ReviewFn = reviewWith({
  rules: spiteMalice,
  choose(view, seat) {
    const move = refMove(view as SpiteState, seat);
    return move ? ok(move) : fail("no-move", `seat ${seat} has nothing to play`);
  },
  playouts: 12,
  coarse: 10,
  maxEntries: 5_000,
});
