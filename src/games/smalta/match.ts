import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { BOT_LEVELS, chooseMove, isBotLevel, type BotLevel } from "./bot";
import { smalta } from "./rules";
import type { SmaltaOptions, SmaltaState } from "./state";
import {
  winRateReport,
  type Clock,
  type GameRecord,
  type MatchAdapter,
  type MatchPlan,
} from "../bot-match/core";
import { playBotGame } from "../bot-match/play";

/**
 * `match smalta --a LEVEL --b LEVEL [--fortune die|cards|table] [--hand 3|4]`. The
 * seating and seeding are playBotGame's (src/games/bot-match/play.ts): the pair's seed draws the
 * same lot in both games of a pair, so a moves first in exactly one of them.
 */

/** A game longer than this is a bug (36 paints, their rolls, the lot and some deals). */
const MAX_ENTRIES = 500;

export const smaltaMatch: MatchAdapter = {
  plan(flags) {
    for (const key of flags.keys()) {
      if (!["a", "b", "fortune", "hand"].includes(key)) {
        return fail("usage", `match smalta has no option --${key}`);
      }
    }
    const a = flags.get("a") ?? "";
    const b = flags.get("b") ?? "";
    for (const level of [a, b]) {
      if (!isBotLevel(level)) {
        return fail("usage", `--a and --b take a level: ${BOT_LEVELS.join(", ")}`);
      }
    }
    const raw: Record<string, unknown> = { fortune: flags.get("fortune") ?? "die" };
    if (flags.has("hand")) raw.hand = Number(flags.get("hand"));
    const options = smalta.parseOptions(raw);
    if (!options.ok) return options;
    return ok(smaltaPlan(a as BotLevel, b as BotLevel, options.value));
  },
};

export function smaltaPlan(a: BotLevel, b: BotLevel, options: SmaltaOptions): MatchPlan {
  return {
    play: (index, matchSeed, clock) => playGame(a, b, options, index, matchSeed, clock),
    // The median, not the mean, of a's milliseconds per paint (a roll entered with
    // the table die is not timed).
    report: winRateReport,
  };
}

function playGame(
  a: BotLevel,
  b: BotLevel,
  options: SmaltaOptions,
  index: number,
  matchSeed: number,
  clock: Clock,
): Result<GameRecord> {
  const setup = smalta.setup(options, 2);
  if (!setup.ok) return setup;
  const levels = index % 2 === 0 ? [a, b] : [b, a];
  return playBotGame(
    {
      game: smalta,
      label: "smalta-match",
      maxEntries: MAX_ENTRIES,
      choose: (view, seat, rng) => {
        const move = chooseMove(view, seat, levels[seat], rng);
        return move ? ok(move) : fail("no-move", `seat ${seat} found no move`);
      },
      // A roll entered with the table die is not timed: only paints are.
      timed: (move) => move.type !== "roll",
      record: recordOf,
    },
    setup.value,
    index,
    matchSeed,
    clock,
  );
}

function recordOf(state: SmaltaState, seatOfA: Seat, moveMs: number[]): GameRecord {
  const outcome = smalta.result(state);
  const winners = outcome?.winners ?? [];
  const score = winners.length === 0 ? 0.5 : winners.includes(seatOfA) ? 1 : 0;
  return { score, points: score * 2 - 1, moveMs };
}
