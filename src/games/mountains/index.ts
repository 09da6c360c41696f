import { fail, ok } from "../../engine/errors";
import { plainSeatings, type GameManifest } from "../manifest";

/**
 * Mountains as Tabula knows it (src/games/manifests.ts lists it): the rules, the bots
 * and the match adapter, each a chunk loaded on first use. It has no `ui` yet: until
 * its board is built the app does not offer it, while the command line (replay, bot,
 * match), the bot worker and the contract tests know it.
 */
export const mountainsManifest: GameManifest = {
  id: "mountains",
  seatings: [
    ...plainSeatings([4, 6]),
    {
      seats: 4,
      players: [0, 1, 0, 1],
      label: { en: "1 v 1 (two hands each)", ru: "1 на 1 (по две руки)" },
    },
  ],
  rules: async () => (await import("./rules")).mountains,
  bots: async () => {
    const { BOT_LEVELS, chooseMove, isBotLevel } = await import("./bot");
    return {
      levels: BOT_LEVELS,
      choose(view, seat, level, rng) {
        if (!isBotLevel(level)) return fail("unknown-level", `Mountains has no bot "${level}"`);
        const move = chooseMove(view as Parameters<typeof chooseMove>[0], seat, level, rng);
        return move ? ok(move) : fail("no-move", `seat ${seat} has nothing to play`);
      },
    };
  },
  match: async () => (await import("./match")).mountainsMatch,
};
