import type { Actor, AnyGame, LegalTargets, Seat } from "../../engine/game";

/** What the board of a game is given besides settings and names (see BoardProps). */
export interface BoardInput {
  readonly state: unknown;
  readonly legal: readonly string[];
  readonly targets?: LegalTargets;
}

export interface BoardInputArgs {
  readonly game: AnyGame;
  /** The full state after the last stored entry. */
  readonly state: unknown;
  /** Whose eyes the board looks through (seatView); null: a spectator. */
  readonly viewer: Seat | null;
  /** Who plays the next entry; null when the game is over. */
  readonly actor: Actor | null;
  /** The legal moves of the seat to move (the replay report's). */
  readonly legal: readonly string[];
  readonly over: boolean;
  /**
   * What this device may show for a viewer in fair play (the cards it has read, other
   * hidden cards as null; once over, the whole state with unopened cards as null).
   * Absent (a trusted game): `game.view(state, viewer)`, or the whole state once over.
   */
  readonly view?: (viewer: Seat | null) => unknown;
  /** Fair play: false while a card the viewer may see is being opened (no move offered yet). */
  readonly readsAll?: boolean;
}

/**
 * What this device's board may show and offer. While the game runs, a seat sees its
 * view and a device that holds no seat sees the spectator's (`view(state, null)`: only
 * what is public, never the whole state); after the end nothing is secret. Moves (as
 * notation and, when the game gives them, as targets) are offered only to the viewer
 * whose turn it is.
 */
export function boardInput(args: BoardInputArgs): BoardInput {
  const { game, state, viewer } = args;
  const shown = args.view ? args.view(viewer) : args.over ? state : game.view(state, viewer);
  const toMove = viewer !== null && args.actor === viewer && args.readsAll !== false;
  if (!toMove) return { state: shown, legal: [] };
  // Fair play: the state holds tokens where cards are hidden, so the moves are those of
  // the seat's view, its own cards read (a move plays a card by its name).
  if (args.view) {
    const legal = game.legalMoves(shown, viewer).map((m) => game.formatMove(m));
    const targets = game.targets?.(shown, viewer);
    return targets ? { state: shown, legal, targets } : { state: shown, legal };
  }
  const targets = game.targets?.(state, viewer);
  return targets
    ? { state: shown, legal: args.legal, targets }
    : { state: shown, legal: args.legal };
}
