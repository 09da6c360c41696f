import { fail } from "../../engine/errors";
import { plainSeatings, type GameManifest } from "../manifest";
import { backgammonUi } from "./view/index";

/**
 * Backgammon as Tabula knows it (src/games/manifests.ts lists it). The rules, the bots
 * (and their net weights) and the match adapter are chunks of their own, loaded on
 * first use.
 */
export const backgammonManifest: GameManifest = {
  id: "backgammon",
  ui: backgammonUi,
  seatings: plainSeatings([2]),
  rules: async () => (await import("./rules")).backgammon,
  bots: async () => {
    const { BOT_LEVELS, chooseMove, isBotLevel } = await import("./bot");
    return {
      levels: BOT_LEVELS,
      choose: (view, seat, level, rng) =>
        isBotLevel(level)
          ? chooseMove(view as Parameters<typeof chooseMove>[0], seat, level, rng)
          : fail("unknown-level", `backgammon has no bot "${level}"`),
    };
  },
  advice: async () => {
    const { answerAdvice } = await import("./advice-answer");
    return (request) => answerAdvice(request as Parameters<typeof answerAdvice>[0]);
  },
  guide: async () => (await import("./guide")).backgammonGuide,
  match: async () => (await import("./match")).backgammonMatch,
};
