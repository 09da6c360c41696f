import { fail, ok } from "../../engine/errors";
import type { HintFn } from "../../engine/hint";
import { plainSeatings, type GameManifest } from "../manifest";
import { galleryUi } from "./view/index";

/**
 * Picture Gallery as Tabula knows it (src/games/manifests.ts lists it). The rules, the
 * bots, the hint, the match adapter and the guided first game are chunks of their own,
 * loaded on first use.
 */
export const galleryManifest: GameManifest = {
  id: "gallery",
  ui: galleryUi,
  seatings: plainSeatings([2, 3, 4]),
  rules: async () => (await import("./rules")).gallery,
  bots: async () => {
    const { BOT_LEVELS, chooseMove, isBotLevel } = await import("./bot");
    return {
      levels: BOT_LEVELS,
      choose(view, seat, level, rng) {
        if (!isBotLevel(level))
          return fail("unknown-level", `Picture Gallery has no bot "${level}"`);
        const move = chooseMove(view as Parameters<typeof chooseMove>[0], seat, level, rng);
        return move ? ok(move) : fail("no-move", `seat ${seat} has nothing to play`);
      },
    };
  },
  // Typed here, where the app's contract may be imported: a drift of GalleryHint from
  // GameHint fails to compile. Only the bot worker loads it (vite.config.ts).
  hint: async (): Promise<HintFn> => (await import("./hint")).hintFor,
  // The review after a game (review.ts) plays the bots: it loads with them.
  review: async () => (await import("./bot")).galleryReview,
  match: async () => (await import("./match")).galleryMatch,
  guide: async () => (await import("./guide")).galleryGuide,
};
