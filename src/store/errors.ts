/**
 * Why a store operation failed. The store's methods reject with a StoreError, so the
 * UI can show `message` (or translate by `code`) instead of losing an entry silently.
 */
export const StoreErrorCode = {
  /** No IndexedDB here (old browser, some private modes, a blocked origin). */
  Unavailable: "store-unavailable",
  /** The device or the browser's quota is full. */
  Quota: "store-quota",
  /** Another tab holds an older version of the database open. */
  Blocked: "store-blocked",
  /** The connection was closed (by us, by a newer tab, or by the browser). */
  Closed: "store-closed",
  /** The game is not in the store. */
  NotFound: "store-not-found",
  /** A game with this id, or an entry at this index, is stored already. */
  Exists: "store-exists",
  /** The game moved on since the writer read it (another tab appended): nothing was written. */
  Moved: "store-moved",
  /** An entry was handed to a game it does not belong to. */
  WrongGame: "store-wrong-game",
  /** Anything else the database reported. */
  Failed: "store-failed",
} as const;

export type StoreErrorCodeValue = (typeof StoreErrorCode)[keyof typeof StoreErrorCode];

export class StoreError extends Error {
  readonly code: StoreErrorCodeValue;

  constructor(code: StoreErrorCodeValue, message: string) {
    super(message);
    this.name = "StoreError";
    this.code = code;
  }
}

/** The DOMException names IndexedDB uses, mapped to our codes and a message a person can act on. */
const byDomName: Readonly<Record<string, readonly [StoreErrorCodeValue, string]>> = {
  QuotaExceededError: [
    StoreErrorCode.Quota,
    "The device is out of storage for this app; free some space or delete old games.",
  ],
  ConstraintError: [StoreErrorCode.Exists, "This record is stored already."],
  InvalidStateError: [
    StoreErrorCode.Closed,
    "The saved-games database was closed (perhaps the app was updated in another tab); reload the page.",
  ],
  SecurityError: [
    StoreErrorCode.Unavailable,
    "This browser does not allow saving games here (private mode or blocked storage).",
  ],
  VersionError: [
    StoreErrorCode.Blocked,
    "A newer version of the app has changed the saved games; reload the page.",
  ],
};

/** Turns whatever IndexedDB threw into a StoreError, keeping the original text for context. */
export function toStoreError(error: unknown, doing: string): StoreError {
  if (error instanceof StoreError) return error;
  const name = error instanceof Error || isDomException(error) ? error.name : "";
  const detail = error instanceof Error || isDomException(error) ? error.message : String(error);
  const known = byDomName[name];
  if (known) return new StoreError(known[0], `${known[1]} (${doing}: ${detail || name})`);
  if (name === "AbortError") {
    return new StoreError(
      StoreErrorCode.Failed,
      `Saving was interrupted (${doing}); nothing was changed.`,
    );
  }
  return new StoreError(StoreErrorCode.Failed, `Could not ${doing}: ${detail || "unknown error"}`);
}

/** DOMException is not an Error subclass in every runtime, so check its shape. */
function isDomException(value: unknown): value is { name: string; message: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { name?: unknown }).name === "string" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}
