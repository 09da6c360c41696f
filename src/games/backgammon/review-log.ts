import type { Seat } from "../../engine/game";
import { asWritten, seededSource } from "../../engine/random";
import { stepText } from "../../log/step";
import { reviewGame, type Decision, type GameReview } from "./advice";
import type { BackgammonMove } from "./notation";
import { backgammon } from "./rules";
import type { BackgammonState } from "./state";

/** A game to review: its options as written in the game file and its entries. */
export interface LoggedGame {
  readonly options: unknown;
  readonly seats: number;
  /** The seed of a seeded game (its random entries are checked against it), or null. */
  readonly seed: string | null;
  readonly moves: readonly string[];
}

/** A refused game: which entry (null for the options), why. */
export interface LogError {
  readonly entry: number | null;
  readonly code: string;
  readonly message: string;
}

export type Reviewed =
  | { readonly ok: true; readonly value: GameReview }
  | { readonly ok: false; readonly error: LogError };

/**
 * Replays a game's log through the rules (every entry checked, as any replay) and
 * hands its decisions to the review (advice.ts). The app's analysis and
 * `npm run cli -- analyse` both come here.
 */
export function reviewLog(logged: LoggedGame): Reviewed {
  const options = backgammon.parseOptions(logged.options);
  if (!options.ok) return { ok: false, error: { entry: null, ...options.error } };
  if (logged.seats !== 2) {
    return {
      ok: false,
      error: { entry: null, code: "bad-seats", message: "backgammon has 2 seats" },
    };
  }
  const setup = backgammon.setup(options.value, logged.seats);
  if (!setup.ok) return { ok: false, error: { entry: null, ...setup.error } };
  const random = logged.seed === null ? asWritten : seededSource(logged.seed);
  const decisions: Decision[] = [];
  let state: BackgammonState = setup.value;
  for (let entry = 0; entry < logged.moves.length; entry++) {
    const step = stepText(backgammon, state, logged.moves[entry], entry, random);
    if (!step.ok) return { ok: false, error: { entry, ...step.error } };
    const after = step.value.state as BackgammonState;
    if (step.value.actor !== "chance") {
      const seat = step.value.actor as Seat;
      decisions.push({
        entry,
        before: state,
        seat,
        move: step.value.move as BackgammonMove,
        after,
      });
    }
    state = after;
  }
  return { ok: true, value: reviewGame(decisions) };
}
