import type { Actor } from "../../../src/engine/game";
import { rngFromSeed, seededSource, type RandomSource } from "../../../src/engine/random";
import type { Rng } from "../../../src/engine/rng";
import type { GalleryMove } from "../../../src/games/gallery/notation";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";

/** A finished (or cut short) Gallery game played through the real engine. */
export interface Playout {
  readonly start: GalleryState;
  /** Every state, the start first; states[i + 1] follows log[i]. */
  readonly states: readonly GalleryState[];
  readonly log: readonly string[];
  readonly moves: readonly GalleryMove[];
  readonly actors: readonly Actor[];
  readonly seed: string;
}

export function newGame(seats = 2, options: Record<string, unknown> = {}): GalleryState {
  const parsed = gallery.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = gallery.setup(parsed.value, seats);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

export type Chooser = (state: GalleryState, seat: number, rng: Rng) => GalleryMove;

/** Uniformly random among the listed legal entries. */
export const randomChooser: Chooser = (state, seat, rng) => {
  const legal = gallery.legalMoves(state, seat);
  if (legal.length === 0) throw new Error("no legal move while the game runs");
  return legal[rng.int(legal.length)];
};

/**
 * Plays a game through the real engine, random events from a seeded source; every
 * entry is checked before it is applied (a refused one throws, failing the test).
 */
export function playout(
  seed: number,
  options: {
    seats?: number;
    gameOptions?: Record<string, unknown>;
    stopAfter?: number;
    random?: RandomSource;
    choose?: Chooser;
  } = {},
): Playout {
  const seedHex = seed.toString(16).padStart(8, "0");
  const random = options.random ?? seededSource(seedHex);
  const rng = rngFromSeed(seed);
  const start = newGame(options.seats ?? 2, options.gameOptions);
  const choose = options.choose ?? randomChooser;
  const states = [start];
  const log: string[] = [];
  const moves: GalleryMove[] = [];
  const actors: Actor[] = [];
  let state = start;
  const limit = options.stopAfter ?? 5_000;
  while (gallery.result(state) === null && log.length < limit) {
    const actor: Actor = gallery.pending(state) !== null ? "chance" : gallery.toMove(state)[0];
    const move =
      actor === "chance"
        ? (random.draw(gallery, state, log.length) ?? gallery.sampleRandom(state, rng))
        : choose(state, actor, rng);
    const refusal = gallery.check(state, actor, move);
    if (refusal) throw new Error(`${gallery.formatMove(move)}: ${refusal.code} ${refusal.message}`);
    state = gallery.apply(state, actor, move);
    states.push(state);
    log.push(gallery.formatMove(move));
    moves.push(move);
    actors.push(actor);
  }
  return { start, states, log, moves, actors, seed: seedHex };
}

/** Plays notation text through the real engine; every entry must be legal. */
export function playText(state: GalleryState, texts: readonly string[]): GalleryState {
  let s = state;
  for (const text of texts) {
    const move = gallery.parseMove(text);
    if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
    const actor: Actor = gallery.pending(s) !== null ? "chance" : gallery.toMove(s)[0];
    const refusal = gallery.check(s, actor, move.value);
    if (refusal) throw new Error(`${text}: ${refusal.code} ${refusal.message}`);
    s = gallery.apply(s, actor, move.value);
  }
  return s;
}
