import { fail, ok } from "../../engine/errors";
import { plainSeatings, type GameManifest } from "../manifest";
import { spiteUi } from "./view/index";

/**
 * Spite and Malice as Tabula knows it (src/games/manifests.ts lists it): its view (on
 * the cards kit, lazily loaded), seatings for 2 to 4 players, and the rules, the bots (with
 * their hint), the match adapter and the guided first game as chunks of their own.
 */
export const spiteManifest: GameManifest = {
  id: "spite-malice",
  ui: spiteUi,
  seatings: plainSeatings([2, 3, 4]),
  rules: async () => (await import("./rules")).spiteMalice,
  bots: async () => {
    const { BOT_LEVELS, chooseMove, isBotLevel } = await import("./bot");
    return {
      levels: BOT_LEVELS,
      choose(view, seat, level, rng) {
        if (!isBotLevel(level)) {
          return fail("unknown-level", `Spite and Malice has no bot "${level}"`);
        }
        const move = chooseMove(view as Parameters<typeof chooseMove>[0], seat, level, rng);
        return move ? ok(move) : fail("no-move", `seat ${seat} has nothing to play`);
      },
    };
  },
  // The hint is the strong bot's: it loads with the bots, in the bot worker only.
  hint: async () => (await import("./bot")).hintFor,
  // The review after a game (review.ts) plays the bots: it loads with them.
  review: async () => (await import("./bot")).spiteReview,
  match: async () => (await import("./match")).spiteMatch,
  guide: async () => (await import("./guide")).spiteMaliceGuide,
};
