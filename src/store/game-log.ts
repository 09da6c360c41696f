import type { GameError } from "../engine/errors";
import type { Actor, AnyGame, Seat } from "../engine/game";
import type { Entry } from "../log/entry";
import type { FairWalk } from "../log/fair-walk";
import type { StoredGame } from "./types";

/**
 * The one model of an open game: its log as the play screen reads it, and the only way
 * to add to it. Two implementations: over the Store alone, for a game played on this
 * device only (src/ui/model/store-log.ts), and over the Replica, for a game shared with
 * other devices (src/net/table/replica-log.ts). The session holds no copy of its own:
 * it reads here and is told of every change.
 *
 * Whatever the implementation, an entry is durable in the store before the log shows
 * it (entries(), state(), a listener) and, in a paired game, before it leaves the device.
 */
export interface GameLog {
  readonly game: AnyGame;
  /** The game's record: options, seed, the seats as held NOW, the summary as last stored. */
  record(): StoredGame;
  /** The game entries of the line played, in order (a game file's moves; no handovers). */
  entries(): readonly Entry[];
  /** The state after entries(). */
  state(): unknown;
  /** A mark of the log's end as it is now (the last accepted entry's hash, or null). */
  head(): string | null;
  /**
   * Logs the move `text` for `actor`, chosen when the log's head was `after`: checked
   * once (by the rules at that place), stored, then shown. Seeded random outcomes due
   * right after it are logged with it, in the same write. Resolves to null when logged,
   * or to why not (then nothing changed): the rules' refusal, "board-changed" (another
   * entry came first), or "store-failed".
   */
  append(actor: Actor, text: string, after: string | null): Promise<GameError | null>;
  /**
   * What this device may show for `seat` at the end of the log (null: a spectator). In
   * fair play (docs/fair-play.md) the state holds tokens for hidden cards: this is
   * `view(state, seat)` with the cards this device has read unveiled and every other
   * token as null. Absent: `game.view(state(), seat)`.
   */
  viewFor?(seat: Seat | null): unknown;
  /**
   * Fair play: whether this device reads every card `seat` may see (false while a card
   * dealt or drawn to it is being opened: its move waits). Absent: always.
   */
  readsAll?(seat: Seat): boolean;
  /**
   * The random outcome due at the end of the log as this log draws it, or null while it
   * cannot be drawn yet. In fair play an outcome comes from every device's reveal, so the
   * session writes it only once they are in. Absent, or undefined (a trusted game): the
   * session draws from the seed.
   */
  dueOutcome?(): string | null | undefined;
  /**
   * Fair play: the accepted chain with its fair entries and a fold from the start, for
   * the walks that step the state by the moves (the move lists): a move may play a card
   * a fair entry opened. Absent, or null (a trusted game): `entries()` is enough.
   */
  fairWalk?(): FairWalk | null;
  /**
   * Fair play: the audit of the decks so far ("fair" once every deck's secrets are in
   * and it opened to its cards; "pending" before; "broken" naming the device at fault,
   * or null while unknown). Absent: not said (a trusted game, or a table's own label).
   */
  fairAudit?(): FairAudit;
  /**
   * A damaged save opened up to its last good entry: how many entries are on the line,
   * how many stored ones were left out, and why the first was. Absent, or null: sound.
   */
  damage?(): LogDamage | null;
  /**
   * The game index of the last move that can be taken back by this device, among the
   * seats `mine` names (docs/ui.md, "Take back"), or null. Absent: this log takes
   * nothing back.
   */
  takeBackTarget?(mine: (seat: Seat) => boolean): number | null;
  /**
   * Logs `takeback N` for `seat` (its move at game index N and all after it go back),
   * chosen when the log's head was `after`: stored, then shown, like append.
   */
  takeBack?(seat: Seat, n: number, after: string | null): Promise<GameError | null>;
  /** A paired game: the open take-back request (`takeback? N`), or null. */
  takeBackAsked?(): { readonly n: number; readonly seat: Seat; readonly author: string } | null;
  /** A paired game: whether the line's last entry declined a take-back. */
  takeBackDeclined?(): boolean;
  /** A paired game: whether this device answers the open request (its seat is to move). */
  answersTakeBack?(): boolean;
  /** A paired game: accepts or declines the open request, chosen at head `after`. */
  answerTakeBack?(accept: boolean, after: string | null): Promise<GameError | null>;
  /** Calls `listener` after every change, whoever made it; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** What GameLog.damage reports of a damaged save. */
export interface LogDamage {
  readonly kept: number;
  readonly leftOut: number;
  readonly reason: string;
}

/** What the audits of a fair game's decks say so far (GameLog.fairAudit). */
export type FairAudit =
  | { readonly kind: "fair" | "pending" }
  | { readonly kind: "broken"; readonly device: string | null };

/** Stable codes of a log's own refusals (the rules' are in src/engine/errors.ts). */
export const LogError = {
  /** The log moved on since the move was chosen: it was not logged, look again. */
  BoardChanged: "board-changed",
  StoreFailed: "store-failed",
} as const;
