import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import { checkChain, makeEntry, type Entry } from "../../src/log/entry";
import { StoreErrorCode } from "../../src/store/errors";
import { openStore } from "../../src/store/idb-store";
import { openMemoryStore } from "../../src/store/memory-store";
import type { Store } from "../../src/store/types";
import { chain, storedGame } from "./fixtures";

// Issue 27, item 4: two tabs of one game. On main before it, tab 2's append was refused
// once (its record was stale), then it read the record again and wrote its own first
// entry (prev null) after tab 1's: the game failed with broken-chain on every open.

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

let counter = 0;
const twoTabs = async (): Promise<[Store, Store]> => {
  const name = `tabula-tabs-${++counter}`;
  return [await openStore(name), await openStore(name)];
};

const first = (author: string): Entry =>
  makeEntry({ game: "g", prev: null, author, seat: "chance", kind: "random", text: "first 0" });

describe("two tabs of one game (IndexedDB)", () => {
  it("tab 2, refused once, is refused again: the game keeps one chain", async () => {
    const [one, two] = await twoTabs();
    await one.createGame(storedGame("g", 1));
    await two.loadGame("g");
    // Both tabs saw an empty game; tab 1 writes first.
    await one.appendEntries("g", [first("tab-1")], { updated: 2 }, null);
    const again = () => two.appendEntries("g", [first("tab-2")], { updated: 3 }, null);
    await expect(again()).rejects.toMatchObject({ code: StoreErrorCode.Moved });
    // The second try read the record afresh; before issue 27 it went through here.
    await expect(again()).rejects.toMatchObject({ code: StoreErrorCode.Moved });
    const loaded = (await one.loadGame("g"))!;
    expect(loaded.entries.map((e) => e.author)).toEqual(["tab-1"]);
    expect(checkChain(loaded.entries)).toBeNull();
    expect(loaded.game.head).toBe(loaded.entries[0].hash);
    one.close();
    two.close();
  });

  it("a tab that read the game after the other's write goes on from there", async () => {
    const [one, two] = await twoTabs();
    const entries = chain("g", ["roll 1", "a1", "roll 2"]);
    await one.createGame(storedGame("g", 1));
    await one.appendEntries("g", entries.slice(0, 2), { updated: 2 }, null);
    const read = (await two.loadGame("g"))!;
    expect(read.game.head).toBe(entries[1].hash);
    await two.appendEntries("g", entries.slice(2), { updated: 3 }, read.game.head);
    await expect(
      one.appendEntries("g", chain("g", ["b1"], entries[1]), { updated: 4 }, entries[1].hash),
    ).rejects.toMatchObject({ code: StoreErrorCode.Moved });
    expect((await one.loadGame("g"))!.entries).toEqual(entries);
    one.close();
    two.close();
  });

  it("a record of before (no head) is compared with its last stored entry", async () => {
    const [one] = await twoTabs();
    const entries = chain("g", ["roll 1", "a1", "roll 2"]);
    await one.createGame(storedGame("g", 1), entries.slice(0, 2));
    const stale = chain("g", ["b1"], entries[0]);
    await expect(
      one.appendEntries("g", stale, { updated: 2 }, entries[0].hash),
    ).rejects.toMatchObject({ code: StoreErrorCode.Moved });
    await one.appendEntries("g", entries.slice(2), { updated: 3 }, entries[1].hash);
    expect((await one.loadGame("g"))!.entries).toEqual(entries);
    one.close();
  });

  it("an append without `after` (a paired game's tree) compares nothing and keeps no head", async () => {
    const [one] = await twoTabs();
    await one.createGame(storedGame("g", 1));
    await one.appendEntries("g", [first("a")], { updated: 2 });
    await one.appendEntries("g", [first("b")], { updated: 3 });
    const loaded = (await one.loadGame("g"))!;
    expect(loaded.entries).toHaveLength(2);
    expect(loaded.game.head).toBeUndefined();
    one.close();
  });
});

describe("the memory store compares heads as IndexedDB does", () => {
  it("refuses an append whose writer saw another head", async () => {
    const store = openMemoryStore();
    await store.createGame(storedGame("g", 1));
    await store.appendEntries("g", [first("tab-1")], { updated: 2 }, null);
    await expect(
      store.appendEntries("g", [first("tab-2")], { updated: 3 }, null),
    ).rejects.toMatchObject({ code: StoreErrorCode.Moved });
    expect((await store.loadGame("g"))!.entries).toHaveLength(1);
  });
});
