import { StoreError, StoreErrorCode, toStoreError } from "./errors";
import { openStore } from "./idb-store";
import { openMemoryStore } from "./memory-store";
import type { Store } from "./types";

/** A store the app can always use, and whether games in it outlive the tab. */
export interface OpenedStore {
  readonly store: Store;
  /** False when IndexedDB failed and games are kept in memory only. */
  readonly durable: boolean;
  /** Why IndexedDB could not be used (for the UI to show), else null. */
  readonly problem: StoreError | null;
}

/**
 * Opens IndexedDB, or falls back to memory when it is missing or refused, so that a
 * private window can still play; the UI should show `problem` so nobody believes the
 * game is saved. A blocked upgrade is not hidden behind memory: games exist on disk,
 * and the user must close the other tab.
 */
export async function openStoreOrMemory(name = "tabula"): Promise<OpenedStore> {
  try {
    return { store: await openStore(name), durable: true, problem: null };
  } catch (error) {
    const problem = toStoreError(error, "open the saved games");
    if (problem.code === StoreErrorCode.Blocked) throw problem;
    return { store: openMemoryStore(), durable: false, problem };
  }
}
