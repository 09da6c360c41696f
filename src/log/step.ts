import { ErrorCode, gameError, type GameError, type Result, fail, ok } from "../engine/errors";
import type { Actor, AnyGame } from "../engine/game";
import type { RandomSource } from "../engine/random";

export interface Step {
  readonly state: unknown;
  readonly actor: Actor;
  readonly move: unknown;
}

/**
 * Plays one entry of a log, given as notation text. The actor follows from the rules:
 * chance while a random event is due, else the seat to move. Checks everything —
 * syntax, turn, legality, and a random outcome against the random source — and
 * returns an error value instead of changing anything when one fails.
 */
export function stepText(
  game: AnyGame,
  state: unknown,
  text: string,
  entryIndex: number,
  random: RandomSource,
): Result<Step> {
  const parsed = game.parseMove(text);
  if (!parsed.ok) return parsed;
  const actor = actorNow(game, state);
  if (actor === null) {
    return fail(ErrorCode.GameOver, "the game is over; no more moves can be played");
  }
  return stepAs(game, state, actor, parsed.value, entryIndex, random);
}

/** Plays a parsed move for a known actor (the sync layer knows who wrote an entry). */
export function stepAs(
  game: AnyGame,
  state: unknown,
  actor: Actor,
  move: unknown,
  entryIndex: number,
  random: RandomSource,
): Result<Step> {
  const refusal = game.check(state, actor, move);
  if (refusal) return { ok: false, error: refusal };
  if (actor === "chance") {
    const mismatch = checkDrawn(game, state, move, entryIndex, random);
    if (mismatch) return { ok: false, error: mismatch };
  }
  return ok({ state: game.apply(state, actor, move), actor, move });
}

/** Who plays the next entry: chance, the one seat to move, or null when nobody can. */
export function actorNow(game: AnyGame, state: unknown): Actor | null {
  if (game.result(state)) return null;
  if (game.pending(state) !== null) return "chance";
  const seats = game.toMove(state);
  return seats.length > 0 ? seats[0] : null;
}

function checkDrawn(
  game: AnyGame,
  state: unknown,
  move: unknown,
  entryIndex: number,
  random: RandomSource,
): GameError | null {
  const drawn = random.draw(game, state, entryIndex);
  if (drawn === null) return null;
  const expected = game.formatMove(drawn);
  const written = game.formatMove(move);
  if (expected === written) return null;
  return gameError(
    ErrorCode.RandomMismatch,
    `the random outcome "${written}" does not match the game's seed (expected "${expected}")`,
  );
}
