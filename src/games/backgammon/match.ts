import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { BOT_LEVELS, chooseMove, isBotLevel, type BotLevel } from "./bot";
import { backgammon } from "./rules";
import type { BackgammonOptions, BackgammonState } from "./state";
import {
  round4,
  type Clock,
  type GameRecord,
  type MatchAdapter,
  type MatchPlan,
} from "../bot-match/core";
import { playBotGame } from "../bot-match/play";

/**
 * `match backgammon --a LEVEL --b LEVEL [--cards true --hand 3|4|5] [--cube true]`:
 * money games (single games), cubeless unless `--cube true`, gammons and backgammons
 * counting 2 and 3 (times the cube). Against GNU Backgammon (`--b gnubg`) the command
 * line plays src/cli/match-gnubg.ts instead (an external process: not pure).
 *
 * The seating and seeding are playBotGame's (src/games/bot-match/play.ts): the pair's seed draws the
 * same opening roll in both games, which gives the first move to the same SEAT, so a
 * starts exactly one game of each pair.
 */

/** A game longer than this is a bug (a long backgammon game has some 150 entries). */
const MAX_ENTRIES = 5000;

export const backgammonMatch: MatchAdapter = {
  plan(flags) {
    for (const key of flags.keys()) {
      if (!["a", "b", "cards", "hand", "cube"].includes(key)) {
        return fail("usage", `match backgammon has no option --${key}`);
      }
    }
    const a = flags.get("a") ?? "";
    const b = flags.get("b") ?? "";
    if (!isBotLevel(a) || !isBotLevel(b)) {
      return fail("usage", `--a and --b take a level: ${BOT_LEVELS.join(", ")}`);
    }
    const raw: Record<string, unknown> = { cube: flags.get("cube") === "true", match: 0 };
    if (flags.has("cards")) raw.cards = flags.get("cards") === "true";
    if (flags.has("hand")) raw.hand = Number(flags.get("hand"));
    const options = backgammon.parseOptions(raw);
    if (!options.ok) return options;
    return ok(backgammonPlan(a, b, options.value));
  },
};

export function backgammonPlan(a: BotLevel, b: BotLevel, options: BackgammonOptions): MatchPlan {
  return {
    play: (index, matchSeed, clock) => playGame(a, b, options, index, matchSeed, clock),
    report: (t) => ({
      games: t.games,
      wins: t.wins,
      losses: t.losses,
      // Points per game of a (gammons 2, backgammons 3) and its 95 % interval.
      ppg: round4(t.ppg),
      ci95: t.ppgCi95,
      // The median, not the mean, of a's milliseconds per decision (a forced pass
      // counts too: the bot still generates the plays to find there are none).
      msPerMove: round4(t.msPerMove),
    }),
  };
}

/** One game of the match, through the real engine (every move checked). */
export function playGame(
  a: BotLevel,
  b: BotLevel,
  options: BackgammonOptions,
  index: number,
  matchSeed: number,
  clock: Clock,
): Result<GameRecord> {
  const setup = backgammon.setup(options, 2);
  if (!setup.ok) return setup;
  const levels = index % 2 === 0 ? [a, b] : [b, a];
  return playBotGame(
    {
      game: backgammon,
      label: "backgammon-match",
      maxEntries: MAX_ENTRIES,
      choose: (view, seat, rng) => chooseMove(view, seat, levels[seat], rng),
      // A forced pass counts too: the bot still generates the plays to find none.
      timed: () => true,
      record: recordOf,
    },
    setup.value,
    index,
    matchSeed,
    clock,
  );
}

/** A finished game from bot a's side: the points of the last game, won or lost. */
export function recordOf(state: BackgammonState, seatOfA: Seat, moveMs: number[]): GameRecord {
  const last = state.games[state.games.length - 1];
  const won = last.winner === seatOfA;
  return { score: won ? 1 : 0, points: won ? last.points : -last.points, moveMs };
}
