import { fail, ok, type GameError, type Result } from "../../engine/errors";
import type { Actor, AnyGame } from "../../engine/game";
import type { Guide, GuideStep, GuideText } from "../../engine/guide";
import { initialState, randomSourceFor, replayMoves } from "../../log/replay";

export const GuideError = {
  /** The guide's data does not replay, or its steps are not the learner's moves. */
  Bad: "bad-guide",
  /** No step waits for the learner now (a bot is playing, or the game is over). */
  NotYourTurn: "not-your-turn",
} as const;

/** A guide checked against the rules: its start, and the actor of every entry. */
export interface CheckedGuide {
  readonly start: unknown;
  readonly actors: readonly Actor[];
}

/**
 * Replays the whole guide once before the lesson starts, so a guide whose data the
 * rules refuse shows an error at once rather than halfway through; and checks that its
 * steps are exactly the learner's moves, in order, each with something to tap.
 */
export function checkGuide(game: AnyGame, guide: Guide): Result<CheckedGuide> {
  const setup = initialState(game, guide);
  if ("error" in setup) return badGuide(`its setup is refused: ${setup.error.message}`);
  const replayed = replayMoves(game, setup.state, guide.moves, randomSourceFor(guide.seed));
  if (replayed.error) {
    const { entry, message } = replayed.error;
    return badGuide(`entry ${entry} ("${guide.moves[entry]}") is refused: ${message}`);
  }
  if (!game.result(replayed.state)) return badGuide("its moves do not reach the game's end");
  const learnerAt = replayed.actors.flatMap((actor, i) => (actor === guide.learner ? [i] : []));
  const stepAt = guide.steps.map((step) => step.at);
  if (learnerAt.join(",") !== stepAt.join(",")) {
    return badGuide(
      `its steps are at entries ${stepAt.join(",")}, the learner moves at ${learnerAt.join(",")}`,
    );
  }
  const untapped = guide.steps.find((step) => step.taps.length === 0);
  if (untapped) return badGuide(`the step at entry ${untapped.at} has nothing to tap`);
  return ok({ start: setup.state, actors: replayed.actors });
}

function badGuide(why: string): Result<never> {
  return fail(GuideError.Bad, `this lesson cannot be played: ${why}`);
}

/** Whether two texts are one move of the game (after its parseMove/formatMove). */
export function sameMove(game: AnyGame, a: string, b: string): boolean {
  const left = game.parseMove(a);
  const right = game.parseMove(b);
  return left.ok && right.ok && game.formatMove(left.value) === game.formatMove(right.value);
}

/** Why a try was not the lesson's move: the rules' refusal, or another legal move. */
export type WrongTry =
  | { readonly kind: "refused"; readonly error: GameError }
  /** A legal move, not the lesson's: the step's own words, or null for the general line. */
  | { readonly kind: "other"; readonly text: GuideText | null };

/** Judges a try at `step`: null when it is the lesson's move, else why not. */
export function judgeTry(
  game: AnyGame,
  state: unknown,
  guide: Guide,
  step: GuideStep,
  text: string,
): WrongTry | null {
  const parsed = game.parseMove(text);
  if (!parsed.ok) return { kind: "refused", error: parsed.error };
  const refusal = game.check(state, guide.learner, parsed.value);
  if (refusal) return { kind: "refused", error: refusal };
  if (sameMove(game, text, guide.moves[step.at])) return null;
  return { kind: "other", text: step.wrong ?? null };
}

/** How many taps the whole lesson takes (each step's `taps`). */
export function tapsInGuide(guide: Guide): number {
  return guide.steps.reduce((sum, step) => sum + step.taps.length, 0);
}
