import type { Entry } from "../log/entry";
import { StoreError, StoreErrorCode } from "./errors";
import type { StoredGame } from "./types";

/**
 * Rules shared by every Store implementation, so the in-memory store behaves exactly
 * like the IndexedDB one.
 */

/** Refuses entries of another game before anything is written (no half-written append). */
export function checkEntriesBelong(id: string, entries: readonly Entry[]): StoreError | null {
  const stray = entries.findIndex((e) => e.game !== id);
  if (stray < 0) return null;
  return new StoreError(
    StoreErrorCode.WrongGame,
    `Entry ${stray} belongs to game ${entries[stray].game}, not to ${id}; nothing was saved.`,
  );
}

/**
 * The summary after an append. `id` is never changed, and `entryCount` is the store's
 * own count (it also numbers the entries), whatever the caller passed.
 */
export function nextSummary(
  game: StoredGame,
  summary: Partial<Omit<StoredGame, "id">>,
  added: number,
): StoredGame {
  return { ...game, ...summary, id: game.id, entryCount: game.entryCount + added };
}

/** A new game's record: its entry count is the number of entries stored with it. */
export function initialSummary(game: StoredGame, entries: readonly Entry[]): StoredGame {
  return { ...game, entryCount: entries.length };
}

/**
 * The head an append with `after` is compared with: the record's, or, in a record of
 * before (no `head`), the last stored entry's hash.
 */
export function storedHead(game: StoredGame, lastEntry: Entry | undefined): string | null {
  return game.head !== undefined ? game.head : (lastEntry?.hash ?? null);
}

/**
 * Refuses an append whose writer saw another head than the store holds (a second tab
 * wrote in between); null when it may go on. `after` undefined: nothing to compare.
 */
export function checkFollows(
  head: string | null,
  after: string | null | undefined,
): StoreError | null {
  if (after === undefined || after === head) return null;
  return new StoreError(
    StoreErrorCode.Moved,
    "The game moved on in another tab; nothing was saved here. Open it again to go on.",
  );
}

/** The summary after an append continuing `after`: with the new head of the line. */
export function withHead(
  next: StoredGame,
  entries: readonly Entry[],
  after: string | null | undefined,
): StoredGame {
  if (after === undefined) return next;
  const head = entries.length > 0 ? entries[entries.length - 1].hash : after;
  return { ...next, head };
}

export function notFound(id: string): StoreError {
  return new StoreError(StoreErrorCode.NotFound, `There is no saved game ${id}.`);
}

export function alreadyExists(id: string): StoreError {
  return new StoreError(StoreErrorCode.Exists, `A game with id ${id} is saved already.`);
}

/** Newest first by `updated`; ties by id so the order is the same on every device. */
export function newestFirst(a: StoredGame, b: StoredGame): number {
  if (a.updated !== b.updated) return b.updated - a.updated;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A fair-play secret is 32 bytes; one per game, never replaced by another. */
export function checkFairSecret(
  id: string,
  secret: Uint8Array,
  kept: Uint8Array | null | undefined,
): StoreError | null {
  if (!(secret instanceof Uint8Array) || secret.length !== 32) {
    return new StoreError(StoreErrorCode.Failed, "A fair-play secret is 32 bytes.");
  }
  if (kept && !sameBytes(kept, secret)) {
    return new StoreError(
      StoreErrorCode.Exists,
      `Game ${id} has a fair-play secret already; it is never replaced.`,
    );
  }
  return null;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
