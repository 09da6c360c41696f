import { expect, it } from "vitest";
import { StoreError, StoreErrorCode } from "../../src/store/errors";
import type { Store } from "../../src/store/types";
import { chain, storedGame, twelveMoves } from "./fixtures";

/** What every Store must do, IndexedDB or memory alike. */
export function storeContract(open: () => Promise<Store>): void {
  it("round-trips a game and its entries", async () => {
    const store = await open();
    const first = chain("g1", ["roll 3", "c4"]);
    await store.createGame(storedGame("g1", 100), first);
    const more = chain("g1", ["roll 5", "d4"], first[1]);
    await store.appendEntries("g1", more, { updated: 200, lastMove: "d4" });

    const loaded = await store.loadGame("g1");
    expect(loaded).not.toBeNull();
    expect(loaded!.entries).toEqual([...first, ...more]);
    expect(loaded!.game).toEqual({
      ...storedGame("g1", 100),
      updated: 200,
      lastMove: "d4",
      entryCount: 4,
    });
    store.close();
  });

  it("keeps entries in log order past ten entries and across appends", async () => {
    const store = await open();
    const entries = chain("g", twelveMoves);
    await store.createGame(storedGame("g", 1), entries.slice(0, 1));
    await store.appendEntries("g", entries.slice(1, 9), { updated: 2 });
    await store.appendEntries("g", [], { updated: 3 });
    await store.appendEntries("g", entries.slice(9), { updated: 4 });
    const loaded = await store.loadGame("g");
    expect(loaded!.entries.map((e) => e.text)).toEqual(twelveMoves);
    expect(loaded!.game.entryCount).toBe(12);
    expect(loaded!.game.updated).toBe(4);
    store.close();
  });

  it("keeps the order of appends issued without waiting for each other", async () => {
    const store = await open();
    const entries = chain("g", twelveMoves);
    await store.createGame(storedGame("g", 1));
    await Promise.all(
      entries.map((entry, i) => store.appendEntries("g", [entry], { updated: 10 + i })),
    );
    const loaded = await store.loadGame("g");
    expect(loaded!.entries.map((e) => e.text)).toEqual(twelveMoves);
    expect(loaded!.game.entryCount).toBe(12);
    expect(loaded!.game.updated).toBe(21);
    store.close();
  });

  it("counts entries itself, whatever entryCount the caller passes", async () => {
    const store = await open();
    const entries = chain("g", ["roll 1", "a1", "roll 2"]);
    await store.createGame(storedGame("g", 1, { entryCount: 99 }), entries.slice(0, 2));
    await store.appendEntries("g", entries.slice(2), { entryCount: 7 });
    const loaded = await store.loadGame("g");
    expect(loaded!.game.entryCount).toBe(3);
    expect(loaded!.entries.map((e) => e.text)).toEqual(["roll 1", "a1", "roll 2"]);
    store.close();
  });

  it("lists games newest first by updated", async () => {
    const store = await open();
    await store.createGame(storedGame("old", 10));
    await store.createGame(storedGame("new", 30));
    await store.createGame(storedGame("mid", 20));
    expect((await store.listGames()).map((g) => g.id)).toEqual(["new", "mid", "old"]);
    // A move on the oldest game brings it to the top.
    await store.appendEntries("old", chain("old", ["roll 4"]), { updated: 40 });
    expect((await store.listGames()).map((g) => g.id)).toEqual(["old", "new", "mid"]);
    store.close();
  });

  it("deletes a game with all its entries and leaves the others alone", async () => {
    const store = await open();
    // "g" is a prefix of "g1": the delete must not reach into g1's entries.
    await store.createGame(storedGame("g", 1), chain("g", ["roll 1", "a1"]));
    await store.createGame(storedGame("g1", 2), chain("g1", ["roll 2", "b2"]));
    await store.deleteGame("g");
    expect(await store.loadGame("g")).toBeNull();
    expect((await store.listGames()).map((g) => g.id)).toEqual(["g1"]);
    expect((await store.loadGame("g1"))!.entries.map((e) => e.text)).toEqual(["roll 2", "b2"]);
    // A new game under the deleted id starts with an empty log, not the old entries.
    await store.createGame(storedGame("g", 3));
    expect((await store.loadGame("g"))!.entries).toEqual([]);
    // Deleting what is not there is not an error.
    await expect(store.deleteGame("nothing")).resolves.toBeUndefined();
    store.close();
  });

  it("refuses to create a game twice and keeps the first", async () => {
    const store = await open();
    await store.createGame(storedGame("g", 1), chain("g", ["roll 1"]));
    const again = store.createGame(storedGame("g", 9, { status: "over" }), chain("g", ["roll 6"]));
    await expect(again).rejects.toMatchObject({ code: StoreErrorCode.Exists });
    const loaded = await store.loadGame("g");
    expect(loaded!.game.updated).toBe(1);
    expect(loaded!.entries.map((e) => e.text)).toEqual(["roll 1"]);
    store.close();
  });

  it("refuses an append to a missing game and stores nothing", async () => {
    const store = await open();
    const append = store.appendEntries("ghost", chain("ghost", ["roll 1"]), { updated: 5 });
    await expect(append).rejects.toBeInstanceOf(StoreError);
    await expect(append).rejects.toMatchObject({ code: StoreErrorCode.NotFound });
    expect(await store.loadGame("ghost")).toBeNull();
    expect(await store.listGames()).toEqual([]);
    // No orphaned entries wait under that id for a later game.
    await store.createGame(storedGame("ghost", 6));
    expect((await store.loadGame("ghost"))!.entries).toEqual([]);
    store.close();
  });

  it("refuses entries of another game without writing any of the batch", async () => {
    const store = await open();
    await store.createGame(storedGame("g", 1));
    const mixed = [...chain("g", ["roll 1"]), ...chain("other", ["roll 2"])];
    await expect(store.appendEntries("g", mixed, { updated: 2 })).rejects.toMatchObject({
      code: StoreErrorCode.WrongGame,
    });
    await expect(store.createGame(storedGame("h", 1), mixed)).rejects.toMatchObject({
      code: StoreErrorCode.WrongGame,
    });
    const loaded = await store.loadGame("g");
    expect(loaded!.entries).toEqual([]);
    expect(loaded!.game.updated).toBe(1);
    expect(await store.loadGame("h")).toBeNull();
    store.close();
  });

  it("keeps settings", async () => {
    const store = await open();
    expect(await store.getSetting("lang")).toBeUndefined();
    await store.setSetting("lang", "ru");
    await store.setSetting("display", { symbols: true, theme: "dark" });
    await store.setSetting("lang", "en");
    expect(await store.getSetting<string>("lang")).toBe("en");
    expect(await store.getSetting("display")).toEqual({ symbols: true, theme: "dark" });
    store.close();
  });

  it("keeps one fair-play secret per game beside the log, and deletes it with the game", async () => {
    const store = await open();
    await store.createGame(storedGame("g", 1));
    expect(await store.fairSecret("g")).toBeNull();
    const secret = new Uint8Array(32).map((_, i) => i + 1);
    await store.keepFairSecret("g", secret);
    await store.keepFairSecret("g", secret); // the same secret again: nothing changes
    expect(await store.fairSecret("g")).toEqual(secret);
    const other = new Uint8Array(32).fill(9);
    await expect(store.keepFairSecret("g", other)).rejects.toMatchObject({
      code: StoreErrorCode.Exists,
    });
    await expect(store.keepFairSecret("h", new Uint8Array(31))).rejects.toBeInstanceOf(StoreError);
    expect(await store.fairSecret("h")).toBeNull();
    expect(await store.fairSecret("g")).toEqual(secret);
    // Never in the game's record or its entries.
    const loaded = await store.loadGame("g");
    expect(JSON.stringify(loaded)).not.toContain("secret");
    await store.deleteGame("g");
    expect(await store.fairSecret("g")).toBeNull();
    store.close();
  });

  it("hands out copies, so changing a loaded object changes nothing stored", async () => {
    const store = await open();
    const game = storedGame("g", 1);
    await store.createGame(game, chain("g", ["roll 1"]));
    const loaded = await store.loadGame("g");
    (loaded!.game as { status: string }).status = "over";
    loaded!.entries.length = 0;
    const again = await store.loadGame("g");
    expect(again!.game.status).toBe("playing");
    expect(again!.entries).toHaveLength(1);
    store.close();
  });

  it("rejects every call once closed", async () => {
    const store = await open();
    await store.createGame(storedGame("g", 1));
    store.close();
    const closed = { code: StoreErrorCode.Closed };
    await expect(store.listGames()).rejects.toMatchObject(closed);
    await expect(store.loadGame("g")).rejects.toMatchObject(closed);
    await expect(store.appendEntries("g", chain("g", ["roll 1"]), {})).rejects.toMatchObject(
      closed,
    );
    await expect(store.setSetting("k", 1)).rejects.toMatchObject(closed);
  });
}
