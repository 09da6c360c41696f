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
  /**
   * Team play (Mountains): bot a holds every seat of one parity, a team of seats that
   * alternate round the table, and b the others; games then come in pairs.
   */
  readonly teams?: boolean;
  /** The move of the bot in `seat` from that seat's view, or an error. */
  choose(view: S, seat: Seat, rng: Rng): Result<M>;
  /** Whether a's time for this move counts in msPerMove. */
  timed(move: M): boolean;
  /** a's result once the game is over (with `teams`, a holds the seats of `seatOfA`'s parity). */
  record(state: S, seatOfA: Seat, moveMs: number[]): GameRecord;
}

/**
 * Plays game `index` of a match through the real engine (every move checked).
 *
 * Seating: with n seats, games come in groups of n that share one seed; in game i bot
 * a sits in seat i % n (bot b in all the others), and the group's seed draws the same
 * first random events in each game, so a starts exactly one game of each group (and
 * the games see the same seeded outcomes by entry index, which lowers the variance of
 * the comparison). Random events come from
 * `seededSource(deriveSeed(["<label>/<seed>/<i div n>"]))` and each bot's own choices
 * from an rng keyed by that seed too: the same --seed replays the same match. (With
 * two seats the label is unchanged from before: old matches replay identically.) With
 * `teams`, groups are pairs and a holds every seat of parity i % 2.
 */
export function playBotGame<S, M>(
  bots: BotGame<S, M>,
  state: S,
  index: number,
  matchSeed: number,
  clock: Clock,
): Result<GameRecord> {
  const { game } = bots;
  // A group of games shares one seed; bot a takes each of its seats (or team) once.
  const group = bots.teams ? 2 : (bots.seats ?? 2);
  const seed = deriveSeed([`${bots.label}/${matchSeed}/${Math.floor(index / group)}`]);
  const random = seededSource(seed);
  const seatOfA: Seat = index % group;
  const isA = (seat: Seat): boolean => (bots.teams ? seat % 2 === seatOfA : seat === seatOfA);
  const rngs = new Map<Seat, Rng>();
  const rngOf = (seat: Seat): Rng => {
    let rng = rngs.get(seat);
    if (!rng) rngs.set(seat, (rng = rngFromText(`${seed}/game-${index}/bot-${seat}`)));
    return rng;
  };
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
      const chosen = bots.choose(game.view(state, actor), actor, rngOf(actor));
      const ms = clock() - started;
      if (!chosen.ok) return fail(chosen.error.code, `entry ${entry}: ${chosen.error.message}`);
      move = chosen.value;
      if (isA(actor) && bots.timed(move)) moveMs.push(ms);
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
