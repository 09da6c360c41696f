import { fail, ok } from "../../engine/errors";
import type { HintFn } from "../../engine/hint";
import { plainSeatings, type GameManifest } from "../manifest";
import { mountainsUi } from "./view/index";

/**
 * Mountains as Tabula knows it (src/games/manifests.ts lists it): its view (names,
 * options, the lazy board), the rules, the bots (with the hint), the match adapter and
 * the guided first game, each of the last four a chunk loaded on first use.
 */
export const mountainsManifest: GameManifest = {
  id: "mountains",
  ui: mountainsUi,
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
  // The review after a game (review.ts) plays the bots: it loads with them.
  review: async () => (await import("./bot")).mountainsReview,
  match: async () => (await import("./match")).mountainsMatch,
  // The guided first game (guide.ts): data only, loaded when a player asks to learn.
  guide: async () => (await import("./guide")).mountainsGuide,
  // The strong bot's move with its reason (hint.ts), loaded with the bots (./bot, a
  // chunk only the bot worker runs); typed here, where the app's contract may be
  // imported, so a drift of MountainsHint from GameHint fails to compile.
  hint: async (): Promise<HintFn> => (await import("./bot")).mountainsHint,
};
