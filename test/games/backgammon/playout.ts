import { rngFromSeed, type Rng } from "../../../src/engine/rng";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonMove } from "../../../src/games/backgammon/notation";
import type { BackgammonOptions, BackgammonState } from "../../../src/games/backgammon/state";

export interface Playout {
  /** The log as notation text, random events included. */
  readonly entries: string[];
  /** The state before each entry, then the final state. */
  readonly states: BackgammonState[];
  readonly final: BackgammonState;
}

export function setupWith(raw: Record<string, unknown>): BackgammonState {
  const options = backgammon.parseOptions(raw);
  if (!options.ok) throw new Error(options.error.message);
  const state = backgammon.setup(options.value as BackgammonOptions, 2);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/**
 * Plays a whole game (or match) with uniformly random legal moves and random events
 * drawn from `seed`. Every move is checked before it is applied; a refused move is a
 * thrown error here (the test fails), never a silent skip.
 */
export function playout(raw: Record<string, unknown>, seed: number, maxEntries = 5000): Playout {
  const rng: Rng = rngFromSeed(seed);
  let state = setupWith(raw);
  const entries: string[] = [];
  const states: BackgammonState[] = [];
  while (backgammon.result(state) === null && entries.length < maxEntries) {
    let move: BackgammonMove;
    let actor: number | "chance";
    if (backgammon.pending(state) !== null) {
      actor = "chance";
      move = backgammon.sampleRandom(state, rng);
    } else {
      const seat = backgammon.toMove(state)[0];
      const legal = backgammon.legalMoves(state, seat);
      if (legal.length === 0) throw new Error(`no legal move in phase ${state.phase}`);
      actor = seat;
      move = legal[rng.int(legal.length)];
    }
    const refusal = backgammon.check(state, actor, move);
    if (refusal) throw new Error(`${backgammon.formatMove(move)}: ${refusal.message}`);
    states.push(state);
    entries.push(backgammon.formatMove(move));
    state = backgammon.apply(state, actor, move);
  }
  return { entries, states, final: state };
}
