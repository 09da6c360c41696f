/**
 * Asks the browser to keep the saved games even when the device runs short of space
 * (otherwise IndexedDB is "best effort" and may be evicted without a word). Chrome
 * decides silently (installed apps get it); Firefox asks the user, so call this when
 * the player has something to lose, e.g. after the first game is created, not at
 * start-up. Resolves to whether storage is persistent; never rejects.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== "function") return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    // A refused or broken request leaves storage as it was: best effort.
    return false;
  }
}
