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
  /** The deck this event deals, or null (a roll, a lot). */
  readonly fairDeck: number | null;
  /** The deck's cards as tokens; `deck` must be the cards the deck was begun with. */
  cards<C>(deck: readonly C[]): FairCardSource<C>;
}

export function isFairRng(rng: Rng): rng is FairRng {
  return typeof (rng as Partial<FairRng>).cards === "function";
}
