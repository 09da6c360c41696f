import type { Rng } from "../engine/rng";

/**
 * The fair rng's type and its check, apart from source.ts so that the cards kit can ask
 * `isFairRng` without loading the curve arithmetic.
 */

export interface FairCardSource<C> {
  readonly size: number;
  card(position: number): C;
}

export interface FairRng extends Rng {
  /** The (first) deck this event deals, or null (a roll, a lot). */
  readonly fairDeck: number | null;
  /**
   * A deck's cards as tokens; `deck` must be the cards one of the event's decks was begun
   * with (each deck once, when an event deals several).
   */
  cards<C>(deck: readonly C[]): FairCardSource<C>;
}

export function isFairRng(rng: Rng): rng is FairRng {
  return typeof (rng as Partial<FairRng>).cards === "function";
}
