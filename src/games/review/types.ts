import type { Result } from "../../engine/errors";
import type { Actor, Seat } from "../../engine/game";

/**
 * "The turn that decided the game" (issue 29): after a finished game, the bots' estimate
 * of each seat's chance to win before every turn, and the turn that moved the eventual
 * winner's chance most. A game's adapter (its bot.ts) computes it in the bot worker.
 */

/** One entry of a finished game's log, as the review replays it. */
export interface ReviewEntry {
  /** The seat that played it, or "chance" for a deal or a roll. */
  readonly seat: Actor;
  /** The entry in the game's notation, as the log keeps it. */
  readonly text: string;
}

/** What the review is given: the game as its file has it. */
export interface ReviewInput {
  readonly options: unknown;
  readonly seats: number;
  readonly entries: readonly ReviewEntry[];
}

/** One turn: the run of one seat's entries, with the estimate before it was played. */
export interface TurnEstimate {
  /** The log index of the turn's first entry. */
  readonly entry: number;
  readonly seat: Seat;
  /** The texts of the turn's entries, in order, as the log has them. */
  readonly moves: readonly string[];
  /** Each seat's estimated chance to win before the turn (a draw counts half), 0…1. */
  readonly before: readonly number[];
}

/** The turn with the biggest swing of the chance of the seat it is measured for. */
export interface DecisiveTurn {
  readonly entry: number;
  readonly seat: Seat;
  /** The texts of the turn's entries, in order. */
  readonly moves: readonly string[];
  /** Whose chance it is: the eventual winner's, in a draw the mover's. */
  readonly judged: Seat;
  /** That seat's chance before the turn and after it, 0…1. */
  readonly before: number;
  readonly after: number;
}

export interface GameReview {
  readonly turns: readonly TurnEstimate[];
  /** The game's end: 1 for a winner, 0 for a loser, ½ each in a draw. */
  readonly final: readonly number[];
  readonly decisive: DecisiveTurn | null;
}

/** A game's review: pure and deterministic for a given log; a refusal when it has none. */
export type ReviewFn = (input: ReviewInput) => Result<GameReview>;
