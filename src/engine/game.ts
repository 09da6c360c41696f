import type { GameError, Result } from "./errors";
import type { Rng } from "./rng";

/** A seat is a player's place at the table, numbered from 0. */
export type Seat = number;

/** The actor of an entry: a seat, or chance for a random event. */
export type Actor = Seat | "chance";

/**
 * Legal moves as data, for boards (chessground's `movable.dests`): origin → destination
 * → the move's notation. Origins and destinations are the game's own names ("h:Kh" a
 * card of the hand, "g" a goal pile, "c2" a centre pile, "3,1" a cell); the board
 * reports (origin, destination) and the app logs the notation found here, so no board
 * re-parses notation or knows a rule.
 */
export type LegalTargets = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface Outcome {
  readonly winners: readonly Seat[];
  readonly scores: readonly number[];
  readonly reason: string;
}

/**
 * The one contract every game implements. Everything here is pure: states and moves
 * are plain JSON data, nothing reads a clock or a global random source, nothing
 * throws on bad input (checks return a GameError instead).
 *
 * Methods use method syntax on purpose: a `Game<SmaltaState, …>` is then usable
 * where a `Game<unknown, …>` is expected (the registry), since TypeScript checks
 * method parameters bivariantly.
 */
export interface Game<S, M, O = unknown> {
  /** Stable id used in game files ("smalta"). */
  readonly id: string;
  /** Bumped whenever a rule change would replay an old log differently. */
  readonly rulesVersion: number;
  readonly seatCounts: readonly number[];

  /** Validates raw options from a file or the setup screen; fills defaults. */
  parseOptions(raw: unknown): Result<O>;
  /**
   * What these options leave to a player that no other device can check (Smalta's
   * table die: each player enters its own roll), in words, else null. A game with such
   * options is one device's only: a guest refuses it at pairing (issue 27, item 5,
   * hole 5), since over the network the player, or its device, could choose. Optional:
   * absent, every option is checked by every device.
   */
  enteredByHand?(options: O): string | null;
  setup(options: O, seats: number): Result<S>;

  /** Seats that may move now; empty while a random event is due or the game is over. */
  toMove(state: S): Seat[];
  /**
   * The kind of random event due now ("roll", "deal", "first"), else null. While one
   * is due, the next entry of the log is played by "chance"; otherwise by the seat
   * to move. (A game whose dice are entered by the players, like Smalta's table
   * die, makes the roll a seat's move instead.)
   */
  pending(state: S): string | null;
  /**
   * The seat whose dice the due random event is (backgammon's roll in a turn), else
   * null. A device that holds that seat writes it, when its player taps the dice (or at
   * once with auto-roll); other devices leave it to that one. Optional: absent, any
   * device draws every random event as soon as it is due. It changes no replay.
   */
  rollOf?(state: S): Seat | null;
  /** Draws the due random event from `rng`. Only called when `pending` is not null. */
  sampleRandom(state: S, rng: Rng): M;

  legalMoves(state: S, seat: Seat): M[];
  /** null when `actor` may play `move` now; a random event is played by "chance". */
  check(state: S, actor: Actor, move: M): GameError | null;
  /** Pure; the caller has checked the move first. */
  apply(state: S, actor: Actor, move: M): S;
  result(state: S): Outcome | null;
  /** Running scores per seat (shown while playing and in replay output). */
  scores(state: S): number[];
  /**
   * What `seat` may see: hidden information replaced by null. `null` is a spectator (a
   * device that holds no seat, a table screen): it sees only what is public.
   */
  view(state: S, seat: Seat | null): S;
  /**
   * Another state that `viewer` (null: a spectator) cannot tell from `state`: every card
   * the viewer may not see (the other seats' hands, face-down piles, the stock's order)
   * dealt again at random among the places it is in, everything else unchanged. It says
   * what is secret independently of `view`, so the two check each other: the view of
   * both states must be the same (test/engine/hidden-information.test.ts, on random
   * playouts of every game), and a bot given either view must choose alike. Required
   * of a game whose `view` hides anything; absent: nothing is hidden.
   */
  redeal?(state: S, viewer: Seat | null, rng: Rng): S;
  /**
   * The text of an entry as `viewer` may read it (null: a spectator), for everything
   * shown on screen (last move, move list, Continue list). A random entry that deals
   * hidden cards lists every hand in its notation; its public form leaves out what the
   * viewer may not see. The log itself keeps the full text. Absent: nothing is hidden.
   * `state` is the state before the entry.
   */
  publicText?(state: S, text: string, viewer: Seat | null): string;
  /** The legal moves of `seat` as origin → destination → notation (optional; see LegalTargets). */
  targets?(state: S, seat: Seat): LegalTargets;

  parseMove(text: string): Result<M>;
  formatMove(move: M): string;
  /**
   * Fair play (docs/fair-play.md): the cards the due random event deals, in the order
   * `sampleRandom` passes them to the cards kit's `shuffledSource` (null: the event deals
   * no cards, a roll or a lot). In a fair game the log begins this deck, every device
   * shuffles and locks it, and the deal gives tokens (`#d.p`) instead of cards. Absent:
   * the game's deals stay trusted.
   */
  fairDeck?(state: S): readonly (string | number)[] | null;
  /**
   * Fair play, for an event that deals several decks shuffled apart (Mountains: the red
   * cards and the black ones): each deck's cards, in the order `sampleRandom` passes them
   * to `shuffledSource`. A game gives this or `fairDeck`, not both.
   */
  fairDecks?(state: S): readonly (readonly (string | number)[])[] | null;
  /** Game-specific fields of the replay output named by the rules file. */
  extraFields?(state: S): Record<string, unknown>;
}

/** A game with its types erased, as the registry and the log hold it. */
export type AnyGame = Game<unknown, unknown, unknown>;
