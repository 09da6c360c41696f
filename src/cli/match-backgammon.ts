import { fail, ok, type Result } from "../engine/errors";
import type { AnyGame, Seat } from "../engine/game";
import { deriveSeed, rngFromText, seededSource } from "../engine/random";
import { BOT_LEVELS, chooseMove, isBotLevel, type BotLevel } from "../games/backgammon/bot";
import { backgammon } from "../games/backgammon/rules";
import type { BackgammonOptions, BackgammonState } from "../games/backgammon/state";
import { actorNow, stepAs } from "../log/step";
import { round4, type GameRecord, type MatchAdapter, type MatchPlan } from "./match-core";

/**
 * `match backgammon --a LEVEL --b LEVEL [--cards true --hand 3|4|5]`: cubeless money
 * games (the cube off, single games), gammons and backgammons counting 2 and 3.
 *
 * Seating: games are played in pairs that share one seed. In game i, bot a sits in
 * seat i % 2; the pair's seed draws the same opening roll in both games, and the
 * opening roll gives the first move to the same SEAT, so a starts exactly one game of
 * each pair (and both games see the same dice by entry index, which lowers the
 * variance of the comparison). Every random event is drawn from
 * `seededSource(deriveSeed(["backgammon-match/<seed>/<i div 2>"]))` and checked by the
 * engine like any seeded game's; each bot's own choices come from an rng keyed by that
 * seed too: the same --seed replays the same match.
 */
const game = backgammon as unknown as AnyGame;

/** A game longer than this is a bug (a long backgammon game has some 150 entries). */
const MAX_ENTRIES = 5000;

export const backgammonMatch: MatchAdapter = {
  plan(flags) {
    for (const key of flags.keys()) {
      if (!["a", "b", "cards", "hand"].includes(key)) {
        return fail("usage", `match backgammon has no option --${key}`);
      }
    }
    const a = flags.get("a") ?? "";
    const b = flags.get("b") ?? "";
    if (!isBotLevel(a) || !isBotLevel(b)) {
      return fail("usage", `--a and --b take a level: ${BOT_LEVELS.join(", ")}`);
    }
    const raw: Record<string, unknown> = { cube: false, match: 0 };
    if (flags.has("cards")) raw.cards = flags.get("cards") === "true";
    if (flags.has("hand")) raw.hand = Number(flags.get("hand"));
    const options = backgammon.parseOptions(raw);
    if (!options.ok) return options;
    return ok(backgammonPlan(a, b, options.value));
  },
};

export function backgammonPlan(a: BotLevel, b: BotLevel, options: BackgammonOptions): MatchPlan {
  return {
    play: (index, matchSeed) => playGame(a, b, options, index, matchSeed),
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
): Result<GameRecord> {
  const seed = deriveSeed([`backgammon-match/${matchSeed}/${Math.floor(index / 2)}`]);
  const random = seededSource(seed);
  const seatOfA: Seat = index % 2;
  const levels = seatOfA === 0 ? [a, b] : [b, a];
  const rngs = [0, 1].map((seat) => rngFromText(`${seed}/game-${index}/bot-${seat}`));
  const setup = backgammon.setup(options, 2);
  if (!setup.ok) return setup;
  let state: BackgammonState = setup.value;
  const moveMs: number[] = [];
  for (let entry = 0; entry < MAX_ENTRIES; entry++) {
    const actor = actorNow(game, state);
    if (actor === null) return ok(recordOf(state, seatOfA, moveMs));
    let move;
    if (actor === "chance") {
      move = random.draw(backgammon, state, entry);
      if (move === null) return fail("no-move", `no random outcome at entry ${entry}`);
    } else {
      const started = performance.now();
      const chosen = chooseMove(backgammon.view(state, actor), actor, levels[actor], rngs[actor]);
      const ms = performance.now() - started;
      if (!chosen.ok) return fail(chosen.error.code, `entry ${entry}: ${chosen.error.message}`);
      move = chosen.value;
      if (actor === seatOfA) moveMs.push(ms);
    }
    const step = stepAs(game, state, actor, move, entry, random);
    if (!step.ok) {
      const text = backgammon.formatMove(move);
      return fail(step.error.code, `entry ${entry} "${text}": ${step.error.message}`);
    }
    state = step.value.state as BackgammonState;
  }
  return fail("too-long", `the game did not end within ${MAX_ENTRIES} entries`);
}

function recordOf(state: BackgammonState, seatOfA: Seat, moveMs: number[]): GameRecord {
  const last = state.games[state.games.length - 1];
  const won = last.winner === seatOfA;
  return { score: won ? 1 : 0, points: won ? last.points : -last.points, moveMs };
}
