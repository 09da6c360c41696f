import { fail, ok } from "../../engine/errors";
import { plainSeatings, type GameManifest } from "../manifest";

/**
 * Spite and Malice as Tabula knows it (src/games/manifests.ts lists it). It has no
 * board yet (its view, on the cards kit, is the next task), so it has no `ui` and the
 * app does not offer it; the command line, the bot worker and the contract tests know
 * it. The rules, the bots and the match adapter are chunks of their own.
 */
export const spiteManifest: GameManifest = {
  id: "spite-malice",
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
  match: async () => (await import("./match")).spiteMatch,
};
