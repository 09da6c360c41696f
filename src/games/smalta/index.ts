import { fail, ok } from "../../engine/errors";
import type { HintFn } from "../../engine/hint";
import { plainSeatings, type GameManifest } from "../manifest";
import { smaltaUi } from "./view/index";
import { isSmaltaState } from "./view/state-guard";

/**
 * Smalta as Tabula knows it (src/games/manifests.ts lists it). The rules, the bots, the
 * hint, the match adapter and the guided first game are chunks of their own, loaded on
 * first use.
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
  // The bot worker hands over whatever view it was given: its shape is checked here,
  // where the view's guard may be imported (a pure game file may not).
  hint: async (): Promise<HintFn> => {
    const { smaltaHint } = await import("./hint");
    return (view, seat) =>
      isSmaltaState(view)
        ? smaltaHint(view, seat)
        : fail("no-hint", "this is not a Smalta position");
  },
  match: async () => (await import("./match")).smaltaMatch,
  guide: async () => (await import("./guide")).smaltaGuide,
};
