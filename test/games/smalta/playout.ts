import type { Rng } from "../../../src/engine/rng";
import { rngFromSeed, seededSource, type RandomSource } from "../../../src/engine/random";
import type { SmaltaMove } from "../../../src/games/smalta/notation";
import { smalta } from "../../../src/games/smalta/rules";
import type { Fortune, SmaltaState } from "../../../src/games/smalta/state";

/** A finished (or cut short) Smalta game played through the real engine. */
export interface Playout {
  readonly start: SmaltaState;
  /** Every state, the start first; states[i + 1] follows log[i]. */
  readonly states: readonly SmaltaState[];
  readonly log: readonly string[];
  readonly moves: readonly SmaltaMove[];
  readonly seed: string;
}

export function newGame(fortune: Fortune, hand = 4): SmaltaState {
  const options = smalta.parseOptions({ fortune, hand });
  if (!options.ok) throw new Error(options.error.message);
  const setup = smalta.setup(options.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

/**
 * Plays uniformly random legal moves, the random events drawn from a seeded source
 * (so the log also replays under that seed). Every move is checked before it is
 * applied; a refused one throws, which fails the calling test.
 */
export function randomPlayout(
  fortune: Fortune,
  seed: number,
  options: { hand?: number; stopAfter?: number; random?: RandomSource } = {},
): Playout {
  const seedHex = seed.toString(16).padStart(8, "0");
  const random = options.random ?? seededSource(seedHex);
  const rng: Rng = rngFromSeed(seed);
  const start = newGame(fortune, options.hand ?? 4);
  const states = [start];
  const log: string[] = [];
  const moves: SmaltaMove[] = [];
  let state = start;
  const limit = options.stopAfter ?? Infinity;
  while (smalta.result(state) === null && log.length < limit) {
    const due = smalta.pending(state);
    const actor = due === null ? smalta.toMove(state)[0] : "chance";
    let move: SmaltaMove;
    if (actor === "chance") {
      const drawn = random.draw(smalta, state, log.length);
      move = drawn ?? smalta.sampleRandom(state, rng);
    } else {
      const legal = smalta.legalMoves(state, actor);
      if (legal.length === 0) throw new Error("no legal move while the game runs");
      move = legal[rng.int(legal.length)];
    }
    const refusal = smalta.check(state, actor, move);
    if (refusal) throw new Error(`${smalta.formatMove(move)}: ${refusal.code}`);
    state = smalta.apply(state, actor, move);
    states.push(state);
    log.push(smalta.formatMove(move));
    moves.push(move);
  }
  return { start, states, log, moves, seed: seedHex };
}

/** Plays notation text through the real engine; every entry must be legal. */
export function playText(state: SmaltaState, texts: readonly string[]): SmaltaState {
  let s = state;
  for (const text of texts) {
    const move = smalta.parseMove(text);
    if (!move.ok) throw new Error(move.error.message);
    const actor = smalta.pending(s) === null ? (s.turn ?? 0) : "chance";
    const refusal = smalta.check(s, actor, move.value);
    if (refusal) throw new Error(`${text}: ${refusal.message}`);
    s = smalta.apply(s, actor, move.value);
  }
  return s;
}
