import { describe, expect, it } from "vitest";
import { deriveSeed } from "../../../src/engine/random";
import { FakeNetwork } from "../../../src/net/memory-link";
import { openTable } from "../../../src/net/table/open-table";
import type { StoredGame } from "../../../src/store/types";
import { GameSession } from "../../../src/ui/model/session";
import { FakeStore, FirstMoveBot } from "../../ui/fakes";
import { settle } from "../table-device";
import { fakeTablePlatform } from "./fake-platform";

// A paired game's take-back over two devices' tables: the mover asks, the other side
// accepts (both boards go back) or declines (nothing moves, and the move cannot be
// asked for again).

function recordFor(self: string): StoredGame {
  const holders = ["dev-a", "dev-b"].map((d) =>
    d === self ? ({ kind: "device" } as const) : ({ kind: "remote", device: d } as const),
  );
  return {
    id: "paired",
    game: "smalta",
    options: { fortune: "die" },
    seats: 2,
    seed: deriveSeed(["takeback-a", "takeback-b"]),
    holders,
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
  };
}

async function device(id: string) {
  const store = new FakeStore();
  await store.createGame(recordFor(id), []);
  const opened = await openTable(fakeTablePlatform(store, id), (await store.loadGame("paired"))!);
  if (!opened.ok) throw new Error(opened.error.message);
  const session = new GameSession(
    { bots: new FirstMoveBot(), newNonce: () => "0" },
    opened.value.log,
  );
  return { id, store, table: opened.value, session };
}

async function quiet(network: FakeNetwork): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await network.quiesce();
    await settle();
    if (network.inFlight === 0) return;
  }
}

/** Two paired devices, and the one whose seat moves first played a move. */
async function afterAMove(seed: number) {
  const network = new FakeNetwork({ seed, maxDelay: 2, dropRate: 0, reorder: false });
  const [a, b] = [await device("dev-a"), await device("dev-b")];
  const [ab, ba] = network.connect("dev-a", "dev-b");
  a.table.attach("dev-b", ab, "memory");
  b.table.attach("dev-a", ba, "memory");
  void a.session.advance();
  void b.session.advance();
  await quiet(network);
  const seat = a.session.actor() as number;
  const [mover, other] = seat === 0 ? [a, b] : [b, a];
  const before = mover.session.state.value;
  const moves = mover.session.log().length;
  expect(mover.session.takeBacks.target()).toBeNull();
  expect(await mover.session.play(mover.session.report.value.legal[0])).toBeNull();
  await quiet(network);
  return { network, mover, other, before, moves };
}

describe("take-back in a paired game", () => {
  it("asked by the mover, accepted by the other side: both boards go back", async () => {
    const { network, mover, other, before, moves } = await afterAMove(3);
    expect(mover.session.takeBacks.target()).toBe(moves);
    // The other device has no move of its own to take back yet.
    expect(other.session.takeBacks.target()).toBeNull();
    expect(await mover.session.takeBacks.takeBack()).toBeNull();
    await quiet(network);
    for (const d of [mover, other]) expect(d.session.takeBacks.asked()).not.toBeNull();
    expect(mover.session.takeBacks.answers()).toBe(false);
    expect(other.session.takeBacks.answers()).toBe(true);
    // The asker cannot answer itself.
    expect((await mover.session.takeBacks.answer(true))?.code).toBe("takeback-not-asked");
    expect(await other.session.takeBacks.answer(true)).toBeNull();
    await quiet(network);
    for (const d of [mover, other]) {
      expect(d.session.state.value).toEqual(before);
      expect(d.session.log().length).toBe(moves);
      expect(d.session.takeBacks.asked()).toBeNull();
      // The Continue list does not show the move taken back (it was the game's first).
      expect((await d.store.loadGame("paired"))!.game.lastMove).toBeNull();
    }
    expect(mover.session.actor()).toBe(mover.session.isDeviceSeat(0) ? 0 : 1);
  });

  it("declined: nothing moves, both are told, and the move cannot be asked for again", async () => {
    const { network, mover, other, moves } = await afterAMove(4);
    const after = mover.session.state.value;
    await mover.session.takeBacks.takeBack();
    await quiet(network);
    expect(await other.session.takeBacks.answer(false)).toBeNull();
    await quiet(network);
    for (const d of [mover, other]) {
      expect(d.session.state.value).toEqual(after);
      expect(d.session.takeBacks.asked()).toBeNull();
      expect(d.session.takeBacks.declined()).toBe(true);
      expect(d.session.log().length).toBeGreaterThan(moves);
      expect((await d.store.loadGame("paired"))!.game.lastMove).not.toBeNull();
    }
    expect(mover.session.takeBacks.target()).toBeNull();
    expect((await mover.session.takeBacks.takeBack())?.code).toBe("takeback-cut");
  });

  it("the other side's move after the ask declines it", async () => {
    const { network, mover, other } = await afterAMove(5);
    await mover.session.takeBacks.takeBack();
    await quiet(network);
    expect(await other.session.play(other.session.report.value.legal[0])).toBeNull();
    await quiet(network);
    for (const d of [mover, other]) expect(d.session.takeBacks.asked()).toBeNull();
  });
});
