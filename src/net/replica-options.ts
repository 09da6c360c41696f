import type { GameError } from "../engine/errors";
import type { FairState } from "../fair/state";
import type { Entry } from "../log/entry";
import type { Merged, MergeSetup } from "../log/merge";

// What a Replica is given and what it answers (replica.ts): its options, a batch's
// receipt, and the listener of what it took.

export interface ReplicaOptions {
  readonly setup: MergeSetup;
  /**
   * Stores entries durably (IndexedDB in the app) and resolves once they are stored.
   * Called with every new entry BEFORE it is applied, shown, sent or relayed, with the
   * merge the set will have once they are taken (so the caller can store the game's
   * summary in the same write); if it fails, the entries are not taken and nothing
   * hears of them.
   */
  readonly persist: (entries: readonly Entry[], merged: Merged) => Promise<void>;
  /**
   * Most entries one game holds PER AUTHOR that holds or held a seat (a hostile peer
   * could otherwise fill memory, or fill a shared cap and lock the others out).
   */
  readonly maxEntries?: number;
  /** Most entries of all authors that never held a seat, together. */
  readonly maxStrangers?: number;
  /**
   * Most entries held back waiting for the entry they follow, PER SOURCE (each link
   * has its own room, so a flood on one link cannot push out an honest entry of
   * another); past it the oldest of that source is dropped (a hello fetches it again).
   */
  readonly maxWaiting?: number;
  /**
   * Most entries stored off the accepted line (rejected, or on a branch that lost), in
   * all, and PER LINK of those it brought (issue 27: fresh ids each have an author's
   * room). Default: `maxEntries`, and a quarter of it per link. Play at the head is
   * never counted against them.
   */
  readonly maxOffLine?: number;
  readonly maxOffLinePerLink?: number;
  /** Signs this device's entries (signed games: the device key's signEntry). */
  readonly sign?: (entry: Entry) => Entry | Promise<Entry>;
  /**
   * Verifies a batch's signatures ahead of the synchronous checks, recording the
   * verdicts (the app: WebCrypto, src/net/verify.ts). Absent: @noble/curves alone.
   */
  readonly preverify?: (entries: readonly Entry[]) => Promise<void>;
  /**
   * Runs ahead, off the main thread, the audit a fair entry makes due (the app: the deck
   * workers, src/fair/audit-ahead.ts), given the fair state where the entry is judged:
   * called before a checked batch is judged, and before a move of this device is.
   * Absent: the audit runs in this thread when the entry is judged.
   */
  readonly preaudit?: (fair: FairState, author: string, text: string) => Promise<unknown>;
}

/** What came of a batch of entries from a peer. */
export interface Receipt {
  /** Entries newly stored and merged, in causal order (each after its prev). */
  readonly added: readonly Entry[];
  /** Entries newly held back because the entry they follow is missing. */
  readonly waiting: number;
  /** Entries of this source that were waiting and were dropped to make room (oldest first). */
  readonly evicted: number;
  /** Entries not stored (their author's room is full, or a "seed" entry that is not the seeded outcome), and what follows them. */
  readonly dropped: number;
  /** Why the first of them was dropped; null when none was. */
  readonly dropReason: GameError | null;
  /**
   * Why the whole batch was refused (then nothing of it was taken), else null. A batch of
   * many fair entries is taken in slices (slices.ts): one that fails to be stored stops
   * there, after the slices before it were taken.
   */
  readonly error: GameError | null;
}

/** Called after entries were stored and merged; `source` is whoever handed them in (null: this device). */
export type AddedListener = (entries: readonly Entry[], source: unknown) => void;
