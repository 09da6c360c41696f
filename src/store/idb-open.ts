import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Entry } from "../log/entry";
import { StoreError, StoreErrorCode, toStoreError } from "./errors";
import type { StoredGame } from "./types";

// Opening the IndexedDB database of saved games: the schema, upgrades, and the ways an
// open fails (another tab, private mode, a newer version of the app).

/** Schema version; raise it (and extend `upgradeSchema`) when the stores change. */
const VERSION = 2;

export interface TabulaSchema extends DBSchema {
  games: { key: string; value: StoredGame; indexes: { updated: number } };
  /** Key [gameId, n], n the entry's 0-based index in the game's log. */
  entries: { key: [string, number]; value: Entry };
  settings: { key: string; value: unknown };
  /**
   * Key: game id. This device's fair-play secret of the game (32 bytes): beside the
   * log, never in an entry, an export or a message (version 2).
   */
  secrets: { key: string; value: Uint8Array };
}

export type Db = IDBPDatabase<TabulaSchema>;

function upgradeSchema(db: Db, oldVersion: number): void {
  if (oldVersion < 1) {
    const games = db.createObjectStore("games", { keyPath: "id" });
    games.createIndex("updated", "updated");
    db.createObjectStore("entries");
    db.createObjectStore("settings");
  }
  if (oldVersion < 2) db.createObjectStore("secrets");
}

/** What the store knows about its connection, shared with the open callbacks. */
export interface Connection {
  db: Db | null;
  /** Why the connection can no longer be used, once it cannot. */
  lost: StoreError | null;
}

export function openDatabase(name: string, connection: Connection): Promise<Db> {
  const loseConnection = (reason: StoreError): void => {
    connection.lost = reason;
    connection.db?.close();
  };
  return new Promise((resolve, reject) => {
    let gaveUp = false;
    let opening: Promise<Db>;
    try {
      opening = openDB<TabulaSchema>(name, VERSION, {
        upgrade: upgradeSchema,
        blocked() {
          // Waiting could take forever (a forgotten tab); say so now, and close the
          // connection if it opens after all, so that it does not block anyone else.
          gaveUp = true;
          reject(
            new StoreError(
              StoreErrorCode.Blocked,
              "Another Tabula tab is open with an older version; close it and reload this page.",
            ),
          );
        },
        blocking() {
          // A newer version of the app wants to upgrade in another tab: step aside.
          loseConnection(
            new StoreError(
              StoreErrorCode.Closed,
              "The app was updated in another tab; reload this page to keep saving games.",
            ),
          );
        },
        terminated() {
          loseConnection(
            new StoreError(
              StoreErrorCode.Closed,
              "The browser closed the saved-games database; reload the page.",
            ),
          );
        },
      });
    } catch (error) {
      // Some private modes refuse at once instead of through the request's error.
      reject(openError(error));
      return;
    }
    opening.then(
      (db) => {
        if (gaveUp) db.close();
        else resolve(db);
      },
      (error: unknown) => reject(openError(error)),
    );
  });
}

/** At open, most failures mean "no storage here" (private mode, disabled storage). */
function openError(error: unknown): StoreError {
  const mapped = toStoreError(error, "open the saved games");
  if (mapped.code === StoreErrorCode.Quota) return mapped;
  const raw = typeof error === "object" && error !== null ? (error as Partial<Error>) : {};
  if (raw.name === "VersionError") {
    return new StoreError(
      StoreErrorCode.Blocked,
      "A newer version of the app saved games on this device; reload the page to get it.",
    );
  }
  const detail = [raw.name, raw.message].filter(Boolean).join(": ") || String(error);
  return new StoreError(
    StoreErrorCode.Unavailable,
    `This browser does not let the app save games (private mode or storage turned off). (${detail})`,
  );
}
