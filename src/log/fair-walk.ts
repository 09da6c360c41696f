import type { AnyGame } from "../engine/game";
import type { FairState } from "../fair/state";
import type { Entry } from "./entry";
import { applyFairAt, fairAfter } from "./fair";

/**
 * The fair fold of a walk over a fair game's entries (docs/fair-play.md, "In the app"):
 * the Continue summary, the move lists and an imported fair file step the game state by
 * its moves alone, and a move may play a card that a fair entry before it opened to all.
 * The fold follows the fair state beside the walk, so that each fair entry unveils in
 * the walked state what it opened, as the merge does. It reads the public transcript
 * only: a walk with it shows tokens where cards are hidden, never a card nobody opened.
 */
export interface WalkFold {
  /**
   * A fair entry at the walked `state`: the state with the cards it opened to all, or
   * null when the fold refuses it (the walk stops there).
   */
  fairEntry(
    state: unknown,
    entry: Pick<Entry, "author" | "text">,
  ): { readonly state: unknown } | null;
  /**
   * A game entry was applied (`state` is the state after it): the fold moves on (the next
   * event after an outcome, the deck of a deal now due); false when it cannot.
   */
  gameEntry(state: unknown, random: boolean): boolean;
  /** The fair state where the walk stands. */
  readonly fair: FairState;
}

/** A fold from the fair state `fair` (a position's: the start's, or the merge before new entries). */
export function fairFold(game: AnyGame, fair: FairState): WalkFold {
  let at = fair;
  return {
    get fair() {
      return at;
    },
    fairEntry(state, entry) {
      const step = applyFairAt(game, state, at, entry.author, entry.text);
      if (!step.ok) return null;
      at = step.value.fair;
      return { state: step.value.state };
    },
    gameEntry(state, random) {
      const next = fairAfter(game, state, at, random);
      if (!next.ok) return false;
      at = next.value;
      return true;
    },
  };
}

/**
 * What a walk of a fair game reads: its whole accepted chain (fair and meta entries
 * among the moves) and a fresh fold from the game's start for each walk from there.
 */
export interface FairWalk {
  readonly entries: readonly Entry[];
  fold(): WalkFold;
}
