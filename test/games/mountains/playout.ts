import { rngFromSeed, seededSource } from "../../../src/engine/random";
import type { Actor } from "../../../src/engine/game";
import type { MountainsMove } from "../../../src/games/mountains/notation";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState } from "../../../src/games/mountains/state";

export interface Playout {
  readonly start: MountainsState;
  /** Every state, the start first; states[i + 1] follows log[i]. */
  readonly states: readonly MountainsState[];
  readonly actors: readonly Actor[];
  readonly moves: readonly MountainsMove[];
  readonly log: readonly string[];
  readonly seed: string;
}

export function newGame(options: Record<string, unknown> = {}, seats = 4): MountainsState {
  const parsed = mountains.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = mountains.setup(parsed.value, seats);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

export type Chooser = (
  state: MountainsState,
  seat: number,
  legal: MountainsMove[],
) => MountainsMove;

/**
 * A whole game through the real engine: the deal from a seeded source, then each
 * seat's move from `choose` (uniformly random by default). Every move is checked;
 * a refused one throws, failing the calling test.
 */
export function playout(
  seed: number,
  options: Record<string, unknown> = {},
  seats = 4,
  choose?: Chooser,
): Playout {
  const seedHex = seed.toString(16).padStart(8, "0");
  const random = seededSource(seedHex);
  const rng = rngFromSeed(seed);
  const start = newGame(options, seats);
  const states = [start];
  const actors: Actor[] = [];
  const moves: MountainsMove[] = [];
  const log: string[] = [];
  let state = start;
  while (mountains.result(state) === null) {
    if (log.length > 200) throw new Error("a game longer than 200 entries");
    const actor: Actor = mountains.pending(state) === null ? mountains.toMove(state)[0] : "chance";
    let move: MountainsMove;
    if (actor === "chance") move = random.draw(mountains, state, log.length)!;
    else {
      const legal = mountains.legalMoves(state, actor);
      move = choose ? choose(state, actor, legal) : legal[rng.int(legal.length)];
    }
    const refusal = mountains.check(state, actor, move);
    if (refusal)
      throw new Error(`${mountains.formatMove(move)}: ${refusal.code} ${refusal.message}`);
    state = mountains.apply(state, actor, move);
    states.push(state);
    actors.push(actor);
    moves.push(move);
    log.push(mountains.formatMove(move));
  }
  return { start, states, actors, moves, log, seed: seedHex };
}

/** Plays notation through the real engine from `state`; every entry must be legal. */
export function playText(state: MountainsState, texts: readonly string[]): MountainsState {
  let s = state;
  for (const text of texts) {
    const move = mountains.parseMove(text);
    if (!move.ok) throw new Error(move.error.message);
    const actor: Actor = mountains.pending(s) === null ? (s.turn ?? 0) : "chance";
    const refusal = mountains.check(s, actor, move.value);
    if (refusal) throw new Error(`${text}: ${refusal.message}`);
    s = mountains.apply(s, actor, move.value);
  }
  return s;
}

/** The deal of the shared examples: seats 0, 2 Red (team A), seat 0 first. */
export const EXAMPLE_DEAL =
  "deal red=A first=0 0:6h,7d,8h,9d,10h,Jd,Qh,Kd,Ah 1:6s,7c,8s,9c,10s,Jc,Qs,Kc,As " +
  "2:6d,7h,8d,9h,10d,Jh,Qd,Kh,Ad 3:6c,7s,8c,9s,10c,Js,Qc,Ks,Ac";
