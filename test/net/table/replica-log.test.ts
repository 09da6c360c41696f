import { describe, expect, it } from "vitest";
import { ok } from "../../../src/engine/errors";
import type { AnyGame } from "../../../src/engine/game";
import { deriveSeed } from "../../../src/engine/random";
import { smalta } from "../../../src/games/smalta/rules";
import { FakeNetwork } from "../../../src/net/memory-link";
import { openTable } from "../../../src/net/table/open-table";
import type { Table } from "../../../src/net/table/table";
import type { Store, StoredGame } from "../../../src/store/types";
import { GameSession } from "../../../src/ui/model/session";
import { FakeStore, FirstMoveBot } from "../../ui/fakes";
import { settle } from "../table-device";
import { fakeTablePlatform } from "./fake-platform";

// A paired game's play screen over its table's log: one model, one check per entry,
// one write and one message per move (with the roll that follows it).

/** Counts the rules' checks (a move's legality), and the store's writes and reads. */
class CountingStore extends FakeStore {
  appends: number[] = [];
  loads = 0;
  override async appendEntries(...args: Parameters<Store["appendEntries"]>): Promise<void> {
    this.appends.push(args[1].length);
    return super.appendEntries(...args);
  }
  override async loadGame(id: string) {
    this.loads++;
    return super.loadGame(id);
  }
}

const base = smalta as unknown as AnyGame;
let checks = 0;
const counted: AnyGame = {
  ...base,
  check: (state, actor, move) => {
    checks++;
    return base.check(state, actor, move);
  },
};

function recordFor(self: string, fortune = "die"): StoredGame {
  const holders = ["dev-a", "dev-b"].map((d) =>
    d === self ? ({ kind: "device" } as const) : ({ kind: "remote", device: d } as const),
  );
  return {
    id: "paired",
    game: "smalta",
    options: { fortune },
    seats: 2,
    seed: deriveSeed(["paired-a", "paired-b"]),
    holders,
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
  };
}

async function device(id: string, fortune = "die") {
  const store = new CountingStore();
  await store.createGame(recordFor(id, fortune), []);
  const platform = { ...fakeTablePlatform(store, id), rules: async () => ok(counted) };
  const opened = await openTable(platform, (await store.loadGame("paired"))!);
  if (!opened.ok) throw new Error(opened.error.message);
  const table: Table = opened.value;
  const session = new GameSession({ bots: new FirstMoveBot(), newNonce: () => "0" }, table.log);
  return { id, store, table, session };
}

async function quiet(network: FakeNetwork): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await network.quiesce();
    await settle();
    if (network.inFlight === 0) return;
  }
}

describe("a paired game's screen over its table's log", () => {
  it("checks a move once, writes it with its roll once, sends it once, and reads nothing back", async () => {
    const network = new FakeNetwork({ seed: 1, maxDelay: 2, dropRate: 0, reorder: false });
    const [a, b] = [await device("dev-a"), await device("dev-b")];
    const [ab, ba] = network.connect("dev-a", "dev-b");
    a.table.attach("dev-b", ab, "memory");
    b.table.attach("dev-a", ba, "memory");
    void a.session.advance();
    void b.session.advance();
    await quiet(network);
    const seat = a.session.actor() as number;
    const [mover, watcher] = seat === 0 ? [a, b] : [b, a];
    expect(mover.session.isDeviceSeat(seat)).toBe(true);

    const before = {
      checks,
      sent: mover.table.sync.stats.sent,
      appends: [mover.store.appends.length, watcher.store.appends.length],
      loads: [mover.store.loads, watcher.store.loads],
    };
    const move = mover.session.report.value.legal[0];
    expect(await mover.session.play(move)).toBeNull();
    await quiet(network);
    // The move and the roll after it, on each device: one check per entry, no more.
    expect(checks - before.checks).toBe(4);
    expect(mover.store.appends.slice(before.appends[0])).toEqual([2]);
    expect(watcher.store.appends.slice(before.appends[1])).toEqual([2]);
    expect(mover.table.sync.stats.sent - before.sent).toBe(1);
    expect([mover.store.loads, watcher.store.loads]).toEqual(before.loads);
    // Both screens show their table's merge itself, the same game.
    for (const d of [mover, watcher]) {
      expect(d.session.state.value).toBe(d.table.replica.merged.state);
      expect(d.session.log().map((e) => e.text)).toContain(move);
    }
    expect(watcher.session.actor()).toBe(1 - seat);
    // The Continue list's last move is the move (not the roll after it), and who played it.
    const kept = (await watcher.store.loadGame("paired"))!.game;
    expect(kept.lastMove).toBe(move);
    expect(kept.lastMover).toBe(seat);
  });

  it("a failed write is the screen's 'could not save', shows nothing and sends nothing", async () => {
    const network = new FakeNetwork({ seed: 2, maxDelay: 2, dropRate: 0, reorder: false });
    const [a, b] = [await device("dev-a"), await device("dev-b")];
    const [ab, ba] = network.connect("dev-a", "dev-b");
    a.table.attach("dev-b", ab, "memory");
    b.table.attach("dev-a", ba, "memory");
    void a.session.advance();
    await quiet(network);
    const seat = a.session.actor() as number;
    const mover = seat === 0 ? a : b;
    const state = mover.session.state.value;
    const sent = mover.table.sync.stats.sent;
    mover.store.failWrites = "disk full";
    const refused = await mover.session.play(mover.session.report.value.legal[0]);
    expect(refused?.code).toBe("store-failed");
    expect(mover.session.error.value?.code).toBe("store-failed");
    expect(mover.session.state.value).toBe(state);
    await quiet(network);
    expect(mover.table.sync.stats.sent).toBe(sent);
  });

  it("keeps the Continue list's last move in its public form: no dealt card while the game runs", async () => {
    const a = await device("dev-a", "cards");
    await a.session.advance();
    const stored = (await a.store.loadGame("paired"))!;
    const deal = stored.entries.at(-1)!;
    expect(deal.text).toMatch(/^deal [1-6](,[1-6]){23}$/);
    // A deal is no seat's move: the Continue list shows none yet, and stores no card.
    expect(stored.game.lastMove).toBeNull();
    expect(JSON.stringify(stored.game)).not.toContain(deal.text.slice(5));
    expect(a.session.log().at(-1)!.text).toBe(deal.text);
  });
});
