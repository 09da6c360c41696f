import { fail, ok, type Result } from "../../engine/errors";
import type { Game, Seat } from "../../engine/game";
import { deriveSeed, rngFromText, seededSource, type Rng } from "../../engine/random";
import { actorNow, stepAs } from "../../log/step";
import type { Clock, GameRecord } from "./core";

/** What one game of a bot match needs to know about a game and its bots. */
export interface BotGame<S, M> {
  readonly game: Game<S, M, unknown>;
  /** Names the match's seeds ("smalta-match"), so two games never share dice. */
  readonly label: string;
  /** A game longer than this is a bug. */
  readonly maxEntries: number;
  /** Seats at the table (default 2): bot a sits in one, bot b in every other. */
  readonly seats?: number;
  /** The move of the bot in `seat` from that seat's view, or an error. */
  choose(view: S, seat: Seat, rng: Rng): Result<M>;
  /** Whether a's time for this move counts in msPerMove. */
  timed(move: M): boolean;
  /** a's result once the game is over. */
  record(state: S, seatOfA: Seat, moveMs: number[]): GameRecord;
}

/**
 * Plays game `index` of a match through the real engine (every move checked).
 *
 * Seating: with n seats (2 unless the game says), games come in blocks of n that
 * share one seed; in game i bot a sits in seat i % n, and the block's seed draws the
 * same first random events in all its games, so a starts exactly one game of each
 * block (and the games see the same seeded outcomes by entry index, which lowers the
 * variance of the comparison). Random events come from
 * `seededSource(deriveSeed(["<label>/<seed>/<i div n>"]))` and each bot's own choices
 * from an rng keyed by that seed too: the same --seed replays the same match.
 */
export function playBotGame<S, M>(
  bots: BotGame<S, M>,
  state: S,
  index: number,
  matchSeed: number,
  clock: Clock,
): Result<GameRecord> {
  const { game } = bots;
  const seats = bots.seats ?? 2;
  const seed = deriveSeed([`${bots.label}/${matchSeed}/${Math.floor(index / seats)}`]);
  const random = seededSource(seed);
  const seatOfA: Seat = index % seats;
  const rngs = Array.from({ length: seats }, (_, seat) =>
    rngFromText(`${seed}/game-${index}/bot-${seat}`),
  );
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
      const started = clock();
      const chosen = bots.choose(game.view(state, actor), actor, rngs[actor]);
      const ms = clock() - started;
      if (!chosen.ok) return fail(chosen.error.code, `entry ${entry}: ${chosen.error.message}`);
      move = chosen.value;
      if (actor === seatOfA && bots.timed(move)) moveMs.push(ms);
    }
    const step = stepAs(game, state, actor, move, entry, random);
    if (!step.ok) {
      const text = game.formatMove(move);
      return fail(step.error.code, `entry ${entry} "${text}": ${step.error.message}`);
    }
    state = step.value.state as S;
  }
  return fail("too-long", `the game did not end within ${bots.maxEntries} entries`);
}
