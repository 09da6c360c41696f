import type { Result } from "./errors";
import type { Seat } from "./game";

/**
 * "What would you play?": the strong bot's move for the seat to move, with one line
 * saying why, drawn from the bot's own evaluation (issue 29). A game's `hint`
 * (src/games/manifest.ts) computes it in the bot worker from `rules.view(state, seat)` only, so a
 * hint never knows a card its seat does not: two states with the same view give the
 * same hint.
 */
export interface GameHint {
  /** The move, in the game's notation (as `legal` lists it), for the board to draw. */
  readonly move: string;
  /** Why, in one line per language ("closes the exhibition: +18 for you"). */
  readonly reason: HintReason;
}

/** The reason line in each language the app speaks (plain strings: no UI types here). */
export interface HintReason {
  readonly en: string;
  readonly ru: string;
}

/** A game's hint: pure, from the seat's view; a refusal (`no-hint`) when it has none. */
export type HintFn = (view: unknown, seat: Seat) => Result<GameHint>;
