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
