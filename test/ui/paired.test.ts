import { describe, expect, it } from "vitest";
import { deriveSeed } from "../../src/engine/random";
import { FakeNetwork } from "../../src/net/memory-link";
import { Pairing } from "../../src/net/table/pairing";
import type { StoredGame } from "../../src/store/types";
import { PairedGames } from "../../src/ui/model/paired";
import { fakeTablePlatform } from "../net/table/fake-platform";
import { FakeStore } from "./fakes";

const record: StoredGame = {
  id: "p1",
  game: "smalta",
  options: { fortune: "die" },
  seats: 2,
  seed: deriveSeed(["p1-a", "p1-b"]),
  holders: [{ kind: "device" }, { kind: "remote", device: "dev-b" }],
  created: 1,
  updated: 1,
  status: "playing",
  lastMove: null,
  entryCount: 0,
  winners: [],
};

describe("the paired side of the app", () => {
  it("says so when the network code cannot be loaded, and loads it on the next try", async () => {
    const store = new FakeStore();
    await store.createGame(record, []);
    let tries = 0;
    const paired = new PairedGames(async (hooks) => {
      if (++tries === 1) throw new Error("offline");
      return new Pairing(fakeTablePlatform(store, "dev-a"), hooks);
    });
    const first = await paired.openLog("p1");
    expect(first.ok ? "opened" : first.error.code).toBe("pairing-unavailable");
    expect(paired.live("p1")).toBeNull();
    const second = await paired.openLog("p1");
    expect(second.ok).toBe(true);
    expect(paired.live("p1")).not.toBeNull();
  });

  it("shows a live table's presence and seat holders as signals, as they change", async () => {
    const store = new FakeStore();
    await store.createGame(record, []);
    const paired = new PairedGames(
      async (hooks) => new Pairing(fakeTablePlatform(store, "dev-a"), hooks),
    );
    expect(paired.holdersOf("p1").value).toEqual([]);
    expect((await paired.openLog("p1")).ok).toBe(true);
    expect(paired.holdersOf("p1").value).toEqual(["dev-a", "dev-b"]);
    expect(paired.presenceOf("p1").value).toMatchObject([{ device: "dev-b", here: false }]);
    const table = paired.live("p1")!;
    const network = new FakeNetwork({ seed: 1, maxDelay: 1, dropRate: 0, reorder: false });
    const [link] = network.connect("dev-a", "dev-b");
    table.attach("dev-b", link, "memory");
    expect(paired.presenceOf("p1").value).toMatchObject([{ device: "dev-b", here: true }]);
    // A handover is an entry: the seat holders follow it.
    const handed = await table.handSeat(0, "dev-c");
    expect(handed.ok).toBe(true);
    expect(paired.holdersOf("p1").value).toEqual(["dev-c", "dev-b"]);
    link.close();
    expect(paired.presenceOf("p1").value).toMatchObject([{ device: "dev-b", here: false }]);
  });
});
