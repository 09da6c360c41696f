import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { deriveSeed } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import { makeEntry } from "../../src/log/entry";
import { randomSourceFor } from "../../src/log/replay";
import { openStore } from "../../src/store/idb-store";
import type { Store, StoredGame } from "../../src/store/types";
import { StoreGameLog } from "../../src/ui/model/store-log";

// Issue 27, item 4, as the probe did it: two tabs play one game of this device.

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const game = smalta as unknown as AnyGame;
const record: StoredGame = {
  id: "g1",
  game: "smalta",
  options: { fortune: "die", hand: 4 },
  seats: 2,
  seed: deriveSeed(["two-tabs"]),
  holders: [{ kind: "device" }, { kind: "device" }],
  created: 1,
  updated: 1,
  status: "playing",
  lastMove: null,
  entryCount: 0,
  winners: [],
};

async function tab(store: Store): Promise<StoreGameLog> {
  const opened = StoreGameLog.open(
    { store, device: "dev-a", now: () => 5 },
    game,
    (await store.loadGame("g1"))!,
  );
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

const lot = (log: StoreGameLog): string =>
  game.formatMove(randomSourceFor(record.seed).draw(game, log.state(), 0)!);

/** The first legal move of the seat to move. */
const aMove = (log: StoreGameLog): [number, string] => {
  const seat = game.toMove(log.state())[0];
  return [seat, game.formatMove(game.legalMoves(log.state(), seat)[0])];
};

describe("two tabs of one game of this device", () => {
  it("the second tab's moves are refused, and the game still opens with the first tab's", async () => {
    const [one, two] = [await openStore("t"), await openStore("t")];
    await one.createGame(record);
    const [first, second] = [await tab(one), await tab(two)];
    expect(await first.append("chance", lot(first), null)).toBeNull();
    expect(await first.append(...aMove(first), first.head())).toBeNull();
    // Tab 2 still shows the empty game. Before issue 27 its first try was refused and
    // its second wrote a second first entry: the game then failed with broken-chain.
    for (let i = 0; i < 2; i++) {
      const refused = await second.append("chance", lot(second), null);
      expect(refused).toMatchObject({ code: "store-failed" });
      expect(refused?.message).toMatch(/another tab/);
    }
    const reopened = await tab(await openStore("t"));
    expect(reopened.entries()).toEqual(first.entries());
    expect(reopened.damage()).toBeNull();
    one.close();
    two.close();
  });
});

describe("a damaged save (two tabs of before) opens up to its last good entry", () => {
  it("leaves out what does not follow, keeps it, and goes on from the line", async () => {
    const store = await openStore("d");
    await store.createGame(record);
    const log = await tab(store);
    expect(await log.append("chance", lot(log), null)).toBeNull();
    const line = [...log.entries()];
    // What a second tab wrote before issue 27: a second first entry, after the line.
    const stray = makeEntry({
      game: "g1",
      prev: null,
      author: "dev-a",
      seat: "chance",
      kind: "random",
      text: line[0].text,
    });
    const tampered = { ...stray, author: "dev-b" };
    await store.appendEntries("g1", [stray, tampered], { updated: 9 });

    const damaged = await tab(store);
    expect(damaged.entries()).toEqual(line);
    expect(damaged.damage()).toMatchObject({ kept: line.length, leftOut: 2 });
    // It plays on from its line; the stored strays stay where they are.
    expect(await damaged.append(...aMove(damaged), damaged.head())).toBeNull();
    const again = await tab(store);
    expect(again.entries()).toEqual(damaged.entries());
    expect(again.damage()).toMatchObject({ leftOut: 2 });
    expect((await store.loadGame("g1"))!.entries).toHaveLength(line.length + 2 + 2);
    store.close();
  });
});
