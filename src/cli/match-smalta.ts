import { fail, ok, type Result } from "../engine/errors";
import type { AnyGame, Seat } from "../engine/game";
import { deriveSeed, rngFromText, seededSource } from "../engine/random";
import { BOT_LEVELS, chooseMove, isBotLevel, type BotLevel } from "../games/smalta/bot";
import { smalta } from "../games/smalta/rules";
import type { SmaltaOptions, SmaltaState } from "../games/smalta/state";
import { actorNow, stepAs } from "../log/step";
import { round4, type GameRecord, type MatchAdapter, type MatchPlan } from "./match-core";

/**
 * `match smalta --a LEVEL --b LEVEL [--fortune die|cards|table] [--hand 3|4]`.
 *
 * Seating: games are played in pairs that share one seed. In game i, bot a sits in
 * seat i % 2, and the pair's seed draws the same lot in both games, so a moves first
 * in exactly one game of each pair (and both games see the same seeded dice by entry
 * index, which also lowers the variance of the comparison). Every random event is
 * drawn from `seededSource(deriveSeed(["smalta-match/<seed>/<i div 2>"]))` and checked
 * by the engine like any seeded game's, and each bot's own choices come from an rng
 * keyed by that seed too: the same --seed replays the same match.
 */
const game = smalta as unknown as AnyGame;

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
    play: (index, matchSeed) => playGame(a, b, options, index, matchSeed),
    report: (t) => ({
      games: t.games,
      wins: t.wins,
      losses: t.losses,
      draws: t.draws,
      winRate: round4(t.winRate),
      ci95: t.ci95,
      // The median, not the mean, of a's milliseconds per paint (a roll entered with
      // the table die is not timed).
      msPerMove: round4(t.msPerMove),
    }),
  };
}

function playGame(
  a: BotLevel,
  b: BotLevel,
  options: SmaltaOptions,
  index: number,
  matchSeed: number,
): Result<GameRecord> {
  const seed = deriveSeed([`smalta-match/${matchSeed}/${Math.floor(index / 2)}`]);
  const random = seededSource(seed);
  const seatOfA: Seat = index % 2;
  const levels = seatOfA === 0 ? [a, b] : [b, a];
  const rngs = [0, 1].map((seat) => rngFromText(`${seed}/game-${index}/bot-${seat}`));
  const setup = smalta.setup(options, 2);
  if (!setup.ok) return setup;
  let state: SmaltaState = setup.value;
  const moveMs: number[] = [];
  for (let entry = 0; entry < MAX_ENTRIES; entry++) {
    const actor = actorNow(game, state);
    if (actor === null) return ok(recordOf(state, seatOfA, moveMs));
    let move;
    if (actor === "chance") {
      move = random.draw(smalta, state, entry);
    } else {
      const started = performance.now();
      move = chooseMove(smalta.view(state, actor), actor, levels[actor], rngs[actor]);
      const ms = performance.now() - started;
      if (actor === seatOfA && move?.type !== "roll") moveMs.push(ms);
    }
    if (move === null)
      return fail("no-move", `seat ${String(actor)} found no move at entry ${entry}`);
    const step = stepAs(game, state, actor, move, entry, random);
    if (!step.ok) {
      const text = smalta.formatMove(move);
      return fail(step.error.code, `entry ${entry} "${text}": ${step.error.message}`);
    }
    state = step.value.state as SmaltaState;
  }
  return fail("too-long", `the game did not end within ${MAX_ENTRIES} entries`);
}

function recordOf(state: SmaltaState, seatOfA: Seat, moveMs: number[]): GameRecord {
  const outcome = smalta.result(state);
  const winners = outcome?.winners ?? [];
  const score = winners.length === 0 ? 0.5 : winners.includes(seatOfA) ? 1 : 0;
  return { score, points: score * 2 - 1, moveMs };
}
