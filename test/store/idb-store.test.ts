import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreError, StoreErrorCode, toStoreError } from "../../src/store/errors";
import { openStore } from "../../src/store/idb-store";
import { openStoreOrMemory } from "../../src/store/open";
import { chain, storedGame } from "./fixtures";
import { storeContract } from "./store-contract";

// Every test gets an empty IndexedDB, as a fresh browser profile would have.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

let counter = 0;
const freshName = (): string => `tabula-test-${++counter}`;

describe("IndexedDB store: the Store contract", () => {
  storeContract(() => openStore(freshName()));
});

describe("IndexedDB store: durability", () => {
  it("finds games, entries and settings again after close and reopen", async () => {
    const name = freshName();
    const first = await openStore(name);
    const entries = chain("g", ["roll 2", "b2", "roll 6"]);
    await first.createGame(storedGame("g", 1), entries.slice(0, 1));
    await first.appendEntries("g", entries.slice(1), { updated: 2, lastMove: "roll 6" });
    await first.createGame(storedGame("h", 3, { status: "over", winners: [1] }));
    await first.setSetting("lang", "ru");
    first.close();

    const second = await openStore(name);
    expect((await second.listGames()).map((g) => [g.id, g.status])).toEqual([
      ["h", "over"],
      ["g", "playing"],
    ]);
    const loaded = await second.loadGame("g");
    expect(loaded!.entries).toEqual(entries);
    expect(loaded!.game.lastMove).toBe("roll 6");
    expect(await second.getSetting("lang")).toBe("ru");
    // Appending after a reopen continues the numbering instead of overwriting.
    const next = chain("g", ["c3"], entries[2]);
    await second.appendEntries("g", next, { updated: 4 });
    expect((await second.loadGame("g"))!.entries).toEqual([...entries, ...next]);
    second.close();
  });

  it("a transaction that fails on its second entry writes neither entry nor the summary", async () => {
    const name = freshName();
    const store = await openStore(name);
    const entries = chain("g", ["roll 1", "a1", "roll 2", "b2"]);
    await store.createGame(storedGame("g", 1), entries.slice(0, 2));
    // Another writer (a second tab, a bug) has taken index 3 behind our back, so the
    // append of entries 2 and 3 fails on its second add.
    const raw = await openDB(name);
    await raw.put("entries", entries[3], ["g", 3]);
    raw.close();

    const append = store.appendEntries("g", entries.slice(2), { updated: 9, lastMove: "b2" });
    await expect(append).rejects.toMatchObject({ code: StoreErrorCode.Exists });
    const loaded = await store.loadGame("g");
    expect(loaded!.game.entryCount).toBe(2);
    expect(loaded!.game.updated).toBe(1);
    expect(loaded!.game.lastMove).toBeNull();
    const check = await openDB(name);
    expect(await check.get("entries", ["g", 2])).toBeUndefined();
    check.close();
    store.close();
  });

  it("a summary that cannot be stored rolls back the entries written before it", async () => {
    const store = await openStore(freshName());
    await store.createGame(storedGame("g", 1));
    // A function cannot be cloned into IndexedDB: the summary's put throws after the
    // entries' adds were issued in the same transaction.
    const unstorable = { options: { bad: () => 1 } };
    const append = store.appendEntries("g", chain("g", ["roll 1", "a1"]), unstorable);
    await expect(append).rejects.toMatchObject({ code: StoreErrorCode.Failed });
    const loaded = await store.loadGame("g");
    expect(loaded!.entries).toEqual([]);
    expect(loaded!.game.entryCount).toBe(0);
    // The store is still usable afterwards.
    await store.appendEntries("g", chain("g", ["roll 1"]), { updated: 2 });
    expect((await store.loadGame("g"))!.entries).toHaveLength(1);
    store.close();
  });
});

describe("IndexedDB store: a move is saved without reading the game back first", () => {
  it("an append after another tab's refuses and writes nothing; after a reload it goes on", async () => {
    const name = freshName();
    const [here, other] = [await openStore(name), await openStore(name)];
    const entries = chain("g", ["roll 1", "a1", "roll 2"]);
    await here.createGame(storedGame("g", 1), entries.slice(0, 1));
    await other.appendEntries("g", entries.slice(1, 2), { updated: 2, lastMove: "a1" });
    // This tab still believes the game has one entry: its append must not go through.
    const stale = chain("g", ["b1"], entries[0]);
    await expect(here.appendEntries("g", stale, { updated: 3 })).rejects.toBeInstanceOf(StoreError);
    const loaded = await here.loadGame("g");
    expect(loaded!.entries).toEqual(entries.slice(0, 2));
    expect(loaded!.game).toMatchObject({ entryCount: 2, updated: 2, lastMove: "a1" });
    // Read again, it appends where the game is.
    await here.appendEntries("g", entries.slice(2), { updated: 4, lastMove: "roll 2" });
    expect((await other.loadGame("g"))!.entries).toEqual(entries);
    here.close();
    other.close();
  });

  it("does not bring back a game another tab deleted", async () => {
    const name = freshName();
    const [here, other] = [await openStore(name), await openStore(name)];
    await here.createGame(storedGame("g", 1));
    await other.deleteGame("g");
    const append = here.appendEntries("g", chain("g", ["roll 1"]), { updated: 2 });
    await expect(append).rejects.toMatchObject({ code: StoreErrorCode.NotFound });
    expect(await other.loadGame("g")).toBeNull();
    expect(await other.listGames()).toEqual([]);
    here.close();
    other.close();
  });
});

describe("IndexedDB store: other tabs and missing storage", () => {
  const savedIndexedDb = globalThis.indexedDB;
  afterEach(() => {
    globalThis.indexedDB = savedIndexedDb;
  });

  it("steps aside when a newer version opens in another tab, then says why", async () => {
    const name = freshName();
    const store = await openStore(name);
    await store.createGame(storedGame("g", 1));
    // The other tab's upgrade must not hang: our connection closes itself.
    const newer = await openDB(name, 3);
    newer.close();
    await expect(store.listGames()).rejects.toMatchObject({
      code: StoreErrorCode.Closed,
      message: expect.stringContaining("reload"),
    });
  });

  it("upgrades a database of version 1 (no secrets store), keeping its games", async () => {
    const name = freshName();
    const old = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore("games", { keyPath: "id" }).createIndex("updated", "updated");
        db.createObjectStore("entries");
        db.createObjectStore("settings");
      },
    });
    await old.put("games", storedGame("g", 1));
    old.close();
    const store = await openStore(name);
    expect((await store.listGames()).map((g) => g.id)).toEqual(["g"]);
    await store.keepFairSecret("g", new Uint8Array(32).fill(7));
    expect(await store.fairSecret("g")).toEqual(new Uint8Array(32).fill(7));
    store.close();
  });

  it("refuses to open a database written by a newer version of the app", async () => {
    const name = freshName();
    const newer = await openDB(name, 5);
    newer.close();
    await expect(openStore(name)).rejects.toMatchObject({ code: StoreErrorCode.Blocked });
  });

  it("says when there is no IndexedDB, and the fallback keeps games in memory", async () => {
    Reflect.deleteProperty(globalThis, "indexedDB");
    await expect(openStore(freshName())).rejects.toMatchObject({
      code: StoreErrorCode.Unavailable,
    });
    const opened = await openStoreOrMemory(freshName());
    expect(opened.durable).toBe(false);
    expect(opened.problem?.code).toBe(StoreErrorCode.Unavailable);
    await opened.store.createGame(storedGame("g", 1));
    expect((await opened.store.listGames()).map((g) => g.id)).toEqual(["g"]);
  });

  it("says when the browser refuses IndexedDB (private mode), and falls back", async () => {
    globalThis.indexedDB = {
      open() {
        throw new DOMException("A mutation operation was attempted", "InvalidStateError");
      },
    } as unknown as IDBFactory;
    const refused = openStore(freshName());
    await expect(refused).rejects.toBeInstanceOf(StoreError);
    await expect(refused).rejects.toMatchObject({
      code: StoreErrorCode.Unavailable,
      message: expect.stringContaining("private mode"),
    });
    const opened = await openStoreOrMemory(freshName());
    expect(opened.durable).toBe(false);
    expect(opened.problem?.code).toBe(StoreErrorCode.Unavailable);
  });

  it("uses IndexedDB when it is there", async () => {
    const opened = await openStoreOrMemory(freshName());
    expect(opened.durable).toBe(true);
    expect(opened.problem).toBeNull();
    opened.store.close();
  });
});

describe("store errors", () => {
  it("turns a full disk into a message a person can act on", () => {
    const error = toStoreError(new DOMException("quota", "QuotaExceededError"), "save the move");
    expect(error.code).toBe(StoreErrorCode.Quota);
    expect(error.message).toContain("out of storage");
    expect(error.message).toContain("save the move");
  });

  it("keeps an unknown failure's own text", () => {
    const error = toStoreError(new Error("disk on fire"), "save the move");
    expect(error.code).toBe(StoreErrorCode.Failed);
    expect(error.message).toContain("disk on fire");
  });
});
