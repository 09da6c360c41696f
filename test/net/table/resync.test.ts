import { describe, expect, it } from "vitest";
import { FakeNetwork } from "../../../src/net/memory-link";
import { RESYNC_EVERY_MS } from "../../../src/net/table/table";
import { linkDevices, makeTableDevice, settle, type TableDevice } from "../table-device";
import { playHonest } from "../hostile";
import { smaltaHeader } from "../table";

// Hole 3 of issue 9: Sync.resync() had no callers, so an entry lost on the way (or one
// that could not wait) came back only when the link was made again. The table now
// resyncs on a wake-up (visibilitychange, online) and on a timer of its platform.

const header = smaltaHeader("resync", ["dA", "dB"]);

async function world(): Promise<{ network: FakeNetwork; a: TableDevice; b: TableDevice }> {
  // Every message after each direction's first (the hellos) is lost until calm().
  const network = new FakeNetwork({ seed: 2, maxDelay: 2, dropRate: 1, reorder: false });
  const a = await makeTableDevice(header, "dA", "dA", 1);
  const b = await makeTableDevice(header, "dB", "dB", 2);
  linkDevices(network, a, b);
  await network.quiesce();
  // dA plays; the entries message to dB is lost on the way.
  await playHonest({ ...a, replica: a.table.replica, sync: a.table.sync } as never, 1);
  // dA's screen draws what is due after it (a seeded roll): lost as well.
  for (let i = 0; i < 5; i++) {
    await settle();
    await network.quiesce();
  }
  network.calm();
  expect(b.table.replica.size, "the message was lost").toBe(0);
  return { network, a, b };
}

async function run(network: FakeNetwork): Promise<void> {
  await network.quiesce();
  await settle();
}

describe("resync", () => {
  it("runs on the platform's timer: a lost entry comes back without a new link", async () => {
    const { network, a, b } = await world();
    b.platform.timers.advance(RESYNC_EVERY_MS - 1_000);
    await run(network);
    expect(b.table.replica.size, "not before the timer").toBe(0);
    b.platform.timers.advance(2_000);
    await run(network);
    expect(b.table.replica.size).toBe(a.table.replica.size);
    expect(b.table.replica.merged.head).toBe(a.table.replica.merged.head);
  });

  it("runs when the device wakes up or comes back online", async () => {
    const { network, a, b } = await world();
    b.platform.wake();
    await run(network);
    expect(b.table.replica.merged.head).toBe(a.table.replica.merged.head);
  });

  it("stops with the table", async () => {
    const { network, b } = await world();
    b.table.close();
    b.platform.wake();
    b.platform.timers.advance(RESYNC_EVERY_MS * 2);
    await run(network);
    expect(b.table.replica.size).toBe(0);
  });
});
