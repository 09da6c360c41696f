import type { FairHeader } from "../fair/commitment";
import type { Entry } from "../log/entry";

/**
 * Who holds a seat of a stored game. Seats of this device whose holders name the same
 * `player` are one person's hands (Mountains one v one: one person plays seats 0 and
 * 2), shown with no hand-over between them; a device seat without `player` is a person
 * of its own (pass-and-play hands the device over between seats that hide hands).
 */
export type SeatHolder =
  | { readonly kind: "device"; readonly name?: string; readonly player?: number }
  | { readonly kind: "bot"; readonly level: string }
  | { readonly kind: "remote"; readonly device: string; readonly name?: string };

/** The header and summary of a game, as the Continue list shows it. */
export interface StoredGame {
  /** Random id, unique per game (also the log's game id). */
  readonly id: string;
  /** Game id in the registry, e.g. "smalta". */
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly seed: string | null;
  readonly holders: readonly SeatHolder[];
  /** Milliseconds since the epoch (set by the app, not by rules). */
  readonly created: number;
  readonly updated: number;
  readonly status: "playing" | "over";
  /**
   * The last move of a seat (never a random outcome nor a bare step, see
   * src/ui/model/summary.ts) as anyone at the table may read it, or null: while the
   * game runs, its public form for a spectator (`game.publicText`: no seat's hand), in
   * full once the game is over. The log keeps every entry in full.
   */
  readonly lastMove: string | null;
  /** The seat that played `lastMove`; absent when unknown (records kept before it was). */
  readonly lastMover?: number;
  /**
   * The seats to move now: empty while a random event is due and once the game is
   * over. Absent in records kept before it was (the Continue list then says less).
   */
  readonly toMove?: readonly number[];
  /** The running score per seat, the final one once over; absent in older records. */
  readonly scores?: readonly number[];
  readonly entryCount: number;
  /**
   * The hash of the last entry of the line this device plays (null: none yet), as the
   * store last wrote it: the token two tabs of one game compare before they append
   * (Store.appendEntries' `after`). Absent in a paired game's record (its store holds
   * every line the table has seen) and in records of before (then the last stored
   * entry's hash stands for it).
   */
  readonly head?: string | null;
  /** Winners when over, for the Continue list. */
  readonly winners: readonly number[];
  /** A signed game (its header says so: every device's entry carries its signature); absent in games of before. */
  readonly signed?: boolean;
  /**
   * A game in fair play (docs/fair-play.md): every fair device's commitment, agreed at
   * pairing (the header's `fair`). Absent: the game is in trusted mode.
   */
  readonly fair?: FairHeader;
  /**
   * A fair game imported from a file (docs/game-file.md): the paired game's id, which its
   * proofs and rolls are bound to. This device holds none of its secrets, so the game is
   * shown up to what is public and can never be played on here.
   */
  readonly importedFair?: { readonly id: string };
  /**
   * Fair play was asked for, but the other device cannot play it (an app of before):
   * the game is in trusted mode, and says why. Kept on this device only (not in the header).
   */
  readonly fairRefused?: true;
  /**
   * A paired game whose table agreed at Invite to play with hints ("What would you
   * play?", the header's `hints`): every device offers them. Absent: a paired game has
   * none; a game of this device alone always offers them.
   */
  readonly hints?: true;
}

/** Persistence of games and their logs. Every method is one IndexedDB transaction. */
export interface Store {
  createGame(game: StoredGame, entries?: readonly Entry[]): Promise<void>;
  /**
   * Appends entries and updates the summary in ONE transaction; resolves only once
   * the transaction has committed (so the caller may then show or send them).
   *
   * With `after`, the append continues the line whose head the caller last saw: the
   * store compares it with the record's `head` in the same transaction, refuses with
   * `store-moved` when another tab (or anything else) wrote since, and sets `head` to
   * the last entry appended. Without it (a paired game's store, which keeps a tree),
   * nothing is compared and `head` is left as it is.
   */
  appendEntries(
    id: string,
    entries: readonly Entry[],
    summary: Partial<Omit<StoredGame, "id">>,
    after?: string | null,
  ): Promise<void>;
  /** Newest first by `updated`. */
  listGames(): Promise<StoredGame[]>;
  loadGame(id: string): Promise<{ game: StoredGame; entries: Entry[] } | null>;
  deleteGame(id: string): Promise<void>;
  /**
   * This device's fair-play secret of game `id` (32 bytes), or null. It is kept beside
   * the log, never in an entry, an exported file or a message (docs/fair-play.md).
   */
  fairSecret(id: string): Promise<Uint8Array | null>;
  /**
   * Keeps the fair-play secret of game `id`; resolves once it is durable. A game has one
   * secret: keeping a different one for the same game is refused (a secret replaced
   * would leave the commitment in the header without its chain).
   */
  keepFairSecret(id: string, secret: Uint8Array): Promise<void>;
  getSetting<T>(key: string): Promise<T | undefined>;
  setSetting(key: string, value: unknown): Promise<void>;
  close(): void;
}
