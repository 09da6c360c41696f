import { fail, ok } from "../../engine/errors";
import { plainSeatings, type GameManifest } from "../manifest";
import { smaltaUi } from "./view/index";

/**
 * Smalta as Tabula knows it (src/games/manifests.ts lists it). The rules, the bots and
 * the match adapter are chunks of their own, loaded on first use.
 */
export const smaltaManifest: GameManifest = {
  id: "smalta",
  ui: smaltaUi,
  seatings: plainSeatings([2]),
  rules: async () => (await import("./rules")).smalta,
  bots: async () => {
    const { BOT_LEVELS, chooseMove, isBotLevel } = await import("./bot");
    return {
      levels: BOT_LEVELS,
      choose(view, seat, level, rng) {
        if (!isBotLevel(level)) return fail("unknown-level", `Smalta has no bot "${level}"`);
        const move = chooseMove(view as Parameters<typeof chooseMove>[0], seat, level, rng);
        return move ? ok(move) : fail("no-move", `seat ${seat} has nothing to play`);
      },
    };
  },
  hint: async () => {
    const { smaltaHint } = await import("./hint");
    return (view, seat) => smaltaHint(view as Parameters<typeof smaltaHint>[0], seat);
  },
  match: async () => (await import("./match")).smaltaMatch,
};
