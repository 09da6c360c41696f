import type { Entry } from "../log/entry";
import { StoreError, StoreErrorCode, toStoreError } from "./errors";
import { openDatabase, type Connection, type Db } from "./idb-open";
import {
  alreadyExists,
  checkEntriesBelong,
  checkFairSecret,
  checkFollows,
  initialSummary,
  newestFirst,
  nextSummary,
  notFound,
  storedHead,
  withHead,
} from "./summary";
import type { Store, StoredGame } from "./types";

/** Every key of one game's entries, in log order (numbers sort numerically in IndexedDB). */
const entriesOf = (id: string): IDBKeyRange => IDBKeyRange.bound([id, 0], [id, Infinity]);

/**
 * Writes of log entries ask the browser to flush to disk before reporting success
 * (Chrome and Firefox default to "relaxed"), because an entry is shown or sent to
 * peers only after it is durable.
 */
const durable: IDBTransactionOptions = { durability: "strict" };

/**
 * Opens (creating or upgrading) the IndexedDB database of saved games. Rejects with a
 * StoreError when IndexedDB is missing, refused (private mode), or blocked by another
 * tab that holds an older version open.
 */
export async function openStore(name = "tabula"): Promise<Store> {
  if (typeof indexedDB === "undefined") {
    throw new StoreError(
      StoreErrorCode.Unavailable,
      "This browser has no IndexedDB, so games cannot be saved on this device.",
    );
  }
  const connection: Connection = { db: null, lost: null };
  connection.db = await openDatabase(name, connection);
  return new IdbStore(connection);
}

/**
 * Runs `body` inside `tx` and resolves only after the transaction has committed. If
 * the body fails, the transaction is aborted so nothing of it is written.
 */
async function commit<T>(
  tx: { readonly done: Promise<void>; abort(): void },
  doing: string,
  body: () => Promise<T>,
): Promise<T> {
  // Mark the outcome as handled at once: an abort may land while the body still
  // runs, and it is reported below, not as an unhandled rejection.
  tx.done.catch(() => undefined);
  let result: T;
  try {
    result = await body();
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already aborted by the failed request: that is the state we want.
    }
    await tx.done.catch(() => undefined);
    throw toStoreError(error, doing);
  }
  try {
    await tx.done;
  } catch (error) {
    throw toStoreError(error, doing);
  }
  return result;
}

/**
 * Issues several requests of one transaction and waits for all. A request can throw
 * while being issued (a value that cannot be cloned); the transaction then aborts and
 * the requests issued before it reject with AbortError, which must not surface as
 * unhandled rejections: each gets a handler as soon as it exists.
 */
function issueAll(requests: readonly (() => Promise<unknown>)[]): Promise<unknown[]> {
  const issued = requests.map((issue) => {
    const request = issue();
    request.catch(() => undefined);
    return request;
  });
  return Promise.all(issued);
}

const movedOn = (): StoreError =>
  new StoreError(
    StoreErrorCode.Moved,
    "The game was changed in another tab; nothing was saved here. Open it again to go on.",
  );

class IdbStore implements Store {
  /**
   * The record of each game as this tab last read or wrote it, so that saving a move
   * need not wait for the record to be read back inside its transaction.
   */
  private readonly records = new Map<string, StoredGame>();
  /** The append of each game under way now (the next one waits for it). */
  private readonly appending = new Map<string, Promise<void>>();

  constructor(private readonly connection: Connection) {}

  private db(): Db {
    if (this.connection.lost) throw this.connection.lost;
    if (!this.connection.db) {
      throw new StoreError(StoreErrorCode.Closed, "The saved-games database is not open.");
    }
    return this.connection.db;
  }

  /** Starts a transaction; a closed connection becomes a StoreError, not a throw from deep inside. */
  private async run<T>(doing: string, start: (db: Db) => Promise<T>): Promise<T> {
    let db: Db;
    try {
      db = this.db();
    } catch (error) {
      throw toStoreError(error, doing);
    }
    try {
      return await start(db);
    } catch (error) {
      throw toStoreError(error, doing);
    }
  }

  createGame(game: StoredGame, entries: readonly Entry[] = []): Promise<void> {
    const stray = checkEntriesBelong(game.id, entries);
    if (stray) return Promise.reject(stray);
    return this.run("save the new game", async (db) => {
      const tx = db.transaction(["games", "entries"], "readwrite", durable);
      await commit(tx, "save the new game", async () => {
        const games = tx.objectStore("games");
        const log = tx.objectStore("entries");
        if ((await games.getKey(game.id)) !== undefined) throw alreadyExists(game.id);
        await issueAll([
          () => games.add(initialSummary(game, entries)),
          ...entries.map((entry, n) => () => log.add(entry, [game.id, n])),
        ]);
      });
      this.records.set(game.id, initialSummary(game, entries));
    });
  }

  appendEntries(
    id: string,
    entries: readonly Entry[],
    summary: Partial<Omit<StoredGame, "id">>,
    after?: string | null,
  ): Promise<void> {
    const stray = checkEntriesBelong(id, entries);
    if (stray) return Promise.reject(stray);
    // One append of a game at a time, so that each starts from the record the one before wrote.
    const before = this.appending.get(id) ?? Promise.resolve();
    const run = before.then(() => this.appendNow(id, entries, summary, after));
    const settled = run.catch(() => undefined);
    this.appending.set(id, settled);
    void settled.then(() => {
      if (this.appending.get(id) === settled) this.appending.delete(id);
    });
    return run;
  }

  private appendNow(
    id: string,
    entries: readonly Entry[],
    summary: Partial<Omit<StoredGame, "id">>,
    after: string | null | undefined,
  ): Promise<void> {
    const known = this.records.get(id);
    return this.run("save the move", async (db) => {
      const tx = db.transaction(["games", "entries"], "readwrite", durable);
      const written = await commit(tx, "save the move", async () => {
        const games = tx.objectStore("games");
        const log = tx.objectStore("entries");
        // Known here (read or written by this tab): the writes go out at once, and the
        // record read with them only confirms it (another tab may have moved on).
        const game = known ?? (await games.get(id));
        if (!game) throw notFound(id);
        const next = withHead(nextSummary(game, summary, entries.length), entries, after);
        // A record of before has no head: its last entry stands for it (read only then).
        const readLast = after !== undefined && game.head === undefined && game.entryCount > 0;
        // Issued first, so they have answered before any write below can fail.
        const reads = issueAll([
          () => games.get(id),
          () => (readLast ? log.get([id, game.entryCount - 1]) : Promise.resolve(undefined)),
        ]);
        // Issuing a write can throw (a value that cannot be cloned): the reads then abort
        // unawaited, and that must not surface as an unhandled rejection.
        reads.catch(() => undefined);
        // `add`, not `put`: an index already taken fails the whole transaction
        // instead of overwriting an entry.
        const writes = issueAll([
          ...entries.map((entry, i) => () => log.add(entry, [id, game.entryCount + i])),
          () => games.put(next),
        ]);
        // Awaited below only when the reads allow; an abort must not surface unhandled.
        writes.catch(() => undefined);
        const [found, last] = await reads;
        const stored = found as StoredGame | undefined;
        if (!stored) throw notFound(id);
        // Another tab appended since this one read the game: its index is taken, or its head moved.
        if (stored.entryCount !== game.entryCount) throw movedOn();
        await writes;
        // Thrown inside the transaction: it aborts, and none of the writes above lands.
        const moved = checkFollows(storedHead(stored, last as Entry | undefined), after);
        if (moved) throw moved;
        return next;
      }).catch((error: unknown) => {
        this.records.delete(id);
        throw error;
      });
      this.records.set(id, written);
    });
  }

  listGames(): Promise<StoredGame[]> {
    return this.run("list the saved games", async (db) => {
      const games = await db.getAllFromIndex("games", "updated");
      for (const game of games) this.records.set(game.id, game);
      return games.sort(newestFirst);
    });
  }

  loadGame(id: string): Promise<{ game: StoredGame; entries: Entry[] } | null> {
    return this.run("load the game", async (db) => {
      const tx = db.transaction(["games", "entries"], "readonly");
      const loaded = await commit(tx, "load the game", async () => {
        const [game, entries] = await Promise.all([
          tx.objectStore("games").get(id),
          tx.objectStore("entries").getAll(entriesOf(id)),
        ]);
        return game ? { game, entries } : null;
      });
      if (loaded) this.records.set(id, loaded.game);
      else this.records.delete(id);
      return loaded;
    });
  }

  deleteGame(id: string): Promise<void> {
    this.records.delete(id);
    return this.run("delete the game", (db) => {
      const tx = db.transaction(["games", "entries", "secrets"], "readwrite");
      return commit(tx, "delete the game", async () => {
        await issueAll([
          () => tx.objectStore("games").delete(id),
          () => tx.objectStore("entries").delete(entriesOf(id)),
          () => tx.objectStore("secrets").delete(id),
        ]);
      });
    });
  }

  fairSecret(id: string): Promise<Uint8Array | null> {
    return this.run(
      "read the fair-play secret",
      async (db) => (await db.get("secrets", id)) ?? null,
    );
  }

  keepFairSecret(id: string, secret: Uint8Array): Promise<void> {
    return this.run("keep the fair-play secret", async (db) => {
      // Durable before the commitment it gives leaves the device.
      const tx = db.transaction("secrets", "readwrite", durable);
      await commit(tx, "keep the fair-play secret", async () => {
        const secrets = tx.objectStore("secrets");
        const refused = checkFairSecret(id, secret, await secrets.get(id));
        if (refused) throw refused;
        await secrets.put(new Uint8Array(secret), id);
      });
    });
  }

  getSetting<T>(key: string): Promise<T | undefined> {
    return this.run(
      "read a setting",
      async (db) => (await db.get("settings", key)) as T | undefined,
    );
  }

  setSetting(key: string, value: unknown): Promise<void> {
    return this.run("save a setting", async (db) => {
      await db.put("settings", value, key);
    });
  }

  close(): void {
    const db = this.connection.db;
    this.connection.lost ??= new StoreError(
      StoreErrorCode.Closed,
      "The saved-games database was closed.",
    );
    db?.close();
  }
}
