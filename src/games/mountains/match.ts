import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import {
  winRateReport,
  type Clock,
  type GameRecord,
  type MatchAdapter,
  type MatchPlan,
} from "../bot-match/core";
import { playBotGame } from "../bot-match/play";
import { BOT_LEVELS, chooseMove, isBotLevel, type BotLevel } from "./bot";
import type { MountainsOptions } from "./options";
import { mountains } from "./rules";
import type { MountainsState } from "./state";

/**
 * `match mountains --a LEVEL --b LEVEL [--seats 4|6] [--deck 36|52] [--width W]
 * [--height H] [--points rank|classic]`. Team a holds every seat of one parity (all
 * of them play level a): seats 0, 2, 4 in even games, 1, 3, 5 in odd ones; the two
 * games of a pair share the deal (the lot of Red and of the first seat included), so
 * each team plays both sides of it (src/games/bot-match/play.ts).
 */

/** A game longer than this is a bug (52 cards and a round of passes, and the deal). */
const MAX_ENTRIES = 200;

const FLAGS = ["a", "b", "seats", "deck", "width", "height", "points"];

export const mountainsMatch: MatchAdapter = {
  plan(flags) {
    for (const key of flags.keys()) {
      if (!FLAGS.includes(key)) return fail("usage", `match mountains has no option --${key}`);
    }
    const a = flags.get("a") ?? "";
    const b = flags.get("b") ?? "";
    for (const level of [a, b]) {
      if (!isBotLevel(level)) {
        return fail("usage", `--a and --b take a level: ${BOT_LEVELS.join(", ")}`);
      }
    }
    const seats = Number(flags.get("seats") ?? "4");
    if (!mountains.seatCounts.includes(seats)) return fail("usage", "--seats takes 4 or 6");
    const raw: Record<string, unknown> = {};
    for (const key of ["deck", "width", "height"]) {
      if (flags.has(key)) raw[key] = Number(flags.get(key));
    }
    if (flags.has("points")) raw.points = flags.get("points");
    const options = mountains.parseOptions(raw);
    if (!options.ok) return options;
    return ok(mountainsPlan(a as BotLevel, b as BotLevel, options.value, seats));
  },
};

export function mountainsPlan(
  a: BotLevel,
  b: BotLevel,
  options: MountainsOptions,
  seats = 4,
): MatchPlan {
  return {
    play: (index, matchSeed, clock) => playGame(a, b, options, seats, index, matchSeed, clock),
    // The median of a's milliseconds per move, over the moves it had a choice of.
    report: winRateReport,
  };
}

function playGame(
  a: BotLevel,
  b: BotLevel,
  options: MountainsOptions,
  seats: number,
  index: number,
  matchSeed: number,
  clock: Clock,
): Result<GameRecord> {
  const setup = mountains.setup(options, seats);
  if (!setup.ok) return setup;
  const parityOfA = index % 2;
  // Only real choices are timed: a forced move (one legal entry, a pass) costs nothing.
  let forced = false;
  return playBotGame(
    {
      game: mountains,
      label: "mountains-match",
      maxEntries: MAX_ENTRIES,
      teams: true,
      choose: (view, seat, rng) => {
        forced = mountains.legalMoves(view, seat).length === 1;
        const move = chooseMove(view, seat, seat % 2 === parityOfA ? a : b, rng);
        return move ? ok(move) : fail("no-move", `seat ${seat} found no move`);
      },
      timed: () => !forced,
      record: recordOf,
    },
    setup.value,
    index,
    matchSeed,
    clock,
  );
}

function recordOf(state: MountainsState, parityOfA: Seat, moveMs: number[]): GameRecord {
  const outcome = mountains.result(state);
  const winners = outcome?.winners ?? [];
  const score = winners.length === 0 ? 0.5 : winners[0] % 2 === parityOfA ? 1 : 0;
  const scores = outcome?.scores ?? [0, 0];
  return { score, points: scores[parityOfA] - scores[1 - parityOfA], moveMs };
}
