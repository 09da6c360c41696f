import type { GameError } from "../engine/errors";
import type { Actor, AnyGame } from "../engine/game";
import { asWritten, seededSource, type RandomSource } from "../engine/random";
import type { GameFile } from "./gamefile";
import { stepText } from "./step";

export interface EntryError extends GameError {
  /** 0-based index of the first entry that was refused. */
  readonly entry: number;
}

export interface Replayed {
  /** The state after the last accepted entry. */
  readonly state: unknown;
  /** The state before the last accepted entry (the start when none was): publicText reads it. */
  readonly previous: unknown;
  /** The actor of each accepted entry, in order. */
  readonly actors: readonly Actor[];
  /** The first refused entry; replay stops there. */
  readonly error: EntryError | null;
}

export function randomSourceFor(seed: string | null): RandomSource {
  return seed === null ? asWritten : seededSource(seed);
}

/** Sets up the game of a file (its options were validated by the caller's game). */
export function initialState(
  game: AnyGame,
  file: Pick<GameFile, "options" | "seats">,
): { state: unknown } | { error: GameError } {
  const options = game.parseOptions(file.options);
  if (!options.ok) return { error: options.error };
  if (!game.seatCounts.includes(file.seats)) {
    return {
      error: {
        code: "bad-seats",
        message: `${game.id} is played by ${game.seatCounts.join(" or ")} seats, not ${file.seats}`,
      },
    };
  }
  const setup = game.setup(options.value, file.seats);
  return setup.ok ? { state: setup.value } : { error: setup.error };
}

/** Replays a whole file, stopping at the first refused entry. */
export function replayMoves(
  game: AnyGame,
  start: unknown,
  moves: readonly string[],
  random: RandomSource,
): Replayed {
  let state = start;
  let previous = start;
  const actors: Actor[] = [];
  for (let i = 0; i < moves.length; i++) {
    const step = stepText(game, state, moves[i], i, random);
    if (!step.ok) return { state, previous, actors, error: { entry: i, ...step.error } };
    previous = state;
    state = step.value.state;
    actors.push(step.value.actor);
  }
  return { state, previous, actors, error: null };
}
