import { deriveSeed, rngFromText, seededSource, type Rng } from "../engine/random";
import { fail, ok, type Result } from "../engine/errors";
import type { Seat } from "../engine/game";
import { totalsOf, type GameRecord, type MatchTotals } from "../games/bot-match/core";
import type { BotGame } from "../games/bot-match/play";
import { actorNow, stepAs } from "../log/step";

/**
 * Matches against an engine outside Node (gnubg, match-gnubg.ts): the games wait on
 * another process, so several are played at once. The same seating and seeds as
 * src/games/bot-match/play.ts, so such a match deals the dice of the bot-against-bot
 * match with the same --seed.
 */

/**
 * A match whose games wait on something outside Node (an external engine): up to
 * `lanes` games are played at once, game `index` on lane `lane` (a lane owns what a
 * game needs, such as one external process, and plays one game at a time).
 */
export interface AsyncMatchPlan {
  readonly lanes: number;
  play(index: number, matchSeed: number, lane: number): Promise<Result<GameRecord>>;
  report(totals: MatchTotals): Record<string, unknown>;
  /** Frees what the lanes hold (called once the match is over, whatever its outcome). */
  close(): Promise<void>;
}

/**
 * Plays an async plan's games, `lanes` at a time, and sums them up in game order (so
 * the totals do not depend on which lane finished first). The first refused game
 * stops the match: the lanes finish the game they are playing, nothing more starts.
 */
export async function playMatchAsync(
  plan: AsyncMatchPlan,
  games: number,
  matchSeed: number,
): Promise<Result<MatchTotals>> {
  const indices = Array.from({ length: games }, (_, i) => i);
  const records = await playGamesAsync(plan, indices, matchSeed);
  return records.ok ? ok(totalsOf(records.value)) : records;
}

/**
 * Plays the games `indices` of the match keyed by `matchSeed` (a share of a match
 * split over threads: match-parallel.ts), their records in the order of `indices`.
 * Closes the plan when done.
 */
export async function playGamesAsync(
  plan: AsyncMatchPlan,
  indices: readonly number[],
  matchSeed: number,
): Promise<Result<GameRecord[]>> {
  const records: GameRecord[] = new Array<GameRecord>(indices.length);
  let next = 0;
  let refused: Result<never> | null = null;
  const lane = async (id: number): Promise<void> => {
    while (refused === null && next < indices.length) {
      const k = next++;
      const index = indices[k];
      const record = await plan.play(index, matchSeed, id);
      if (!record.ok) refused ??= fail(record.error.code, `game ${index}: ${record.error.message}`);
      else records[k] = record.value;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, plan.lanes) }, (_, id) => lane(id)));
  } finally {
    await plan.close();
  }
  return refused ?? ok(records);
}

/** A game whose bots answer asynchronously (an external engine), each move checked after. */
export interface AsyncBotGame<S, M> extends Omit<BotGame<S, M>, "choose"> {
  /**
   * The move and the milliseconds spent choosing it, measured by the bot itself: the
   * wall time around an await would include other games' work done meanwhile.
   */
  choose(view: S, seat: Seat, rng: Rng): Promise<Result<{ readonly move: M; readonly ms: number }>>;
  /**
   * A second opinion on every decision, once the engine has played it: `before` and
   * `after` are the full states around `move` by `seat`; an error stops the game.
   */
  verify(before: S, seat: Seat, move: M, after: S): Promise<Result<void>>;
}

/** playBotGame with async bots: the same seating, seeds and checks, plus `verify`. */
export async function playBotGameAsync<S, M>(
  bots: AsyncBotGame<S, M>,
  state: S,
  index: number,
  matchSeed: number,
): Promise<Result<GameRecord>> {
  const { game } = bots;
  const seed = deriveSeed([`${bots.label}/${matchSeed}/${Math.floor(index / 2)}`]);
  const random = seededSource(seed);
  const seatOfA: Seat = index % 2;
  const rngs = [0, 1].map((seat) => rngFromText(`${seed}/game-${index}/bot-${seat}`));
  const moveMs: number[] = [];
  for (let entry = 0; entry < bots.maxEntries; entry++) {
    const actor = actorNow(game, state);
    if (actor === null) return ok(bots.record(state, seatOfA, moveMs));
    let move: M;
    if (actor === "chance") {
      const drawn = random.draw(game, state, entry);
      if (drawn === null) return fail("no-move", `no random outcome at entry ${entry}`);
      move = drawn;
    } else {
      const chosen = await bots.choose(game.view(state, actor), actor, rngs[actor]);
      if (!chosen.ok) return fail(chosen.error.code, `entry ${entry}: ${chosen.error.message}`);
      move = chosen.value.move;
      if (actor === seatOfA && bots.timed(move)) moveMs.push(chosen.value.ms);
    }
    const step = stepAs(game, state, actor, move, entry, random);
    if (!step.ok) {
      const text = game.formatMove(move);
      return fail(step.error.code, `entry ${entry} "${text}": ${step.error.message}`);
    }
    const after = step.value.state as S;
    if (actor !== "chance") {
      const checked = await bots.verify(state, actor, move, after);
      if (!checked.ok) {
        const text = game.formatMove(move);
        return fail(checked.error.code, `entry ${entry} "${text}": ${checked.error.message}`);
      }
    }
    state = after;
  }
  return fail("too-long", `the game did not end within ${bots.maxEntries} entries`);
}
