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
import { spiteMalice } from "./rules";
import type { SpiteOptions, SpiteState } from "./state";

/**
 * `match spite-malice --a LEVEL --b LEVEL [--players 2|3|4] [--goal 13|20|26]
 * [--piles 4|0] [--wild kings|jokers] [--aces-and-twos true|false] [--match 0|25|50|100]`:
 * bot a in one seat, bot b in every other. The seating and seeding are playBotGame's
 * (src/games/bot-match/play.ts): a game's group of `players` games shares its seed, and a sits in
 * each seat once. A game is a single hand unless --match is given (then the match).
 * a scores 1 for a win, 1/k when it shares the win with k − 1 others, 0 for a loss.
 */

/** A hand longer than this is a bug (a match may run to several hands). */
const MAX_ENTRIES = 10_000;

const FLAGS = ["a", "b", "players", "goal", "piles", "wild", "aces-and-twos", "match"];

export const spiteMatch: MatchAdapter = {
  plan(flags) {
    for (const key of flags.keys()) {
      if (!FLAGS.includes(key)) return fail("usage", `match spite-malice has no option --${key}`);
    }
    const a = flags.get("a") ?? "";
    const b = flags.get("b") ?? "";
    for (const level of [a, b]) {
      if (!isBotLevel(level)) {
        return fail("usage", `--a and --b take a level: ${BOT_LEVELS.join(", ")}`);
      }
    }
    const players = Number(flags.get("players") ?? "2");
    if (![2, 3, 4].includes(players)) return fail("usage", "--players takes 2, 3 or 4");
    const raw: Record<string, unknown> = {};
    for (const key of ["goal", "piles", "match"]) {
      if (flags.has(key)) raw[key] = Number(flags.get(key));
    }
    if (flags.has("wild")) raw.wild = flags.get("wild");
    if (flags.has("aces-and-twos")) raw.acesAndTwos = flags.get("aces-and-twos") === "true";
    const options = spiteMalice.parseOptions(raw);
    if (!options.ok) return options;
    return ok(spitePlan(a as BotLevel, b as BotLevel, options.value, players));
  },
};

export function spitePlan(
  a: BotLevel,
  b: BotLevel,
  options: SpiteOptions,
  players: number,
): MatchPlan {
  return {
    play: (index, matchSeed, clock) => playGame(a, b, options, players, index, matchSeed, clock),
    // The median, not the mean, of a's milliseconds per entry (each play and discard).
    report: winRateReport,
  };
}

function playGame(
  a: BotLevel,
  b: BotLevel,
  options: SpiteOptions,
  players: number,
  index: number,
  matchSeed: number,
  clock: Clock,
): Result<GameRecord> {
  const setup = spiteMalice.setup(options, players);
  if (!setup.ok) return setup;
  const seatOfA = index % players;
  return playBotGame(
    {
      game: spiteMalice,
      label: players === 2 ? "spite-match" : `spite-match-${players}`,
      maxEntries: MAX_ENTRIES,
      seats: players,
      choose: (view, seat, rng) => {
        const move = chooseMove(view, seat, seat === seatOfA ? a : b, rng);
        return move ? ok(move) : fail("no-move", `seat ${seat} found no move`);
      },
      timed: () => true,
      record: recordOf,
    },
    setup.value,
    index,
    matchSeed,
    clock,
  );
}

function recordOf(state: SpiteState, seatOfA: Seat, moveMs: number[]): GameRecord {
  const winners = spiteMalice.result(state)?.winners ?? [];
  const score = winners.includes(seatOfA) ? 1 / winners.length : 0;
  const points = state.totals[seatOfA] - Math.max(...state.totals.filter((_, i) => i !== seatOfA));
  return { score, points, moveMs };
}
