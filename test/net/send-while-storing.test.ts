import { describe, expect, it } from "vitest";
import { dueOutcome } from "../../src/log/chance";
import type { Entry } from "../../src/log/entry";
import { SEED_AUTHOR } from "../../src/log/header";
import { emptyMerged } from "../../src/log/merge";
import { FakeNetwork } from "../../src/net/memory-link";
import { Replica, type Proposal } from "../../src/net/replica";
import { Sync } from "../../src/net/sync";
import { connect, makeDevice, setupOf, smaltaHeader, summary, type Device } from "./table";

// An entry made here is sent to the peers as its own write begins (the peer's wait is
// one write, not two in series), yet shown here only once stored; entries from peers
// are still stored before they are relayed. docs/sync.md, "Persistence first".

const setup = setupOf(smaltaHeader("send-while-storing", ["dA", "dB"]));

/** A device whose writes wait until the test lets them finish ("wait"), fail, or just store. */
interface GatedDevice extends Device {
  /** Writes begun and not finished yet. */
  readonly pending: (() => void)[];
  writes: "wait" | "fail" | "store";
}

function makeGatedDevice(id: string): GatedDevice {
  const stored = new Map<string, Entry>();
  const pending: (() => void)[] = [];
  const replica = new Replica({
    setup,
    persist: (entries) => {
      if (device.writes === "fail") return Promise.reject(new Error("disk full"));
      return new Promise<void>((resolve) => {
        const store = (): void => {
          for (const entry of entries) stored.set(entry.hash, entry);
          resolve();
        };
        if (device.writes === "store") store();
        else pending.push(store);
      });
    },
  });
  const sync = new Sync(replica);
  const device: GatedDevice = {
    id,
    name: id,
    replica,
    sync,
    stored,
    refused: [],
    pending,
    writes: "wait",
  };
  return device;
}

/** The first seeded roll of the game: what the first device to act logs. */
function firstRoll(): Proposal {
  const due = dueOutcome(setup, emptyMerged(setup));
  if (due === null) throw new Error("a seeded Smalta game starts with a roll");
  return { author: SEED_AUTHOR, seat: "chance", kind: "random", text: due };
}

/** Lets queued promise callbacks run (the replica's serial queue, the sync's handlers). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe("an entry made here is sent while it is stored", () => {
  it("reaches the peer before the local write ends, and is shown here only after it", async () => {
    const network = new FakeNetwork({ seed: 1, maxDelay: 2, dropRate: 0, reorder: false });
    const mover = makeGatedDevice("dA");
    const peer = makeDevice(setup, "dB");
    connect(network, mover, peer);
    await network.quiesce();
    let done = false;
    const made = mover.replica.propose(firstRoll()).then((result) => {
      done = true;
      return result;
    });
    await settle();
    expect(mover.pending.length).toBe(1);
    await network.quiesce();
    // The peer stored and merged it while this device's write is still running…
    expect(peer.replica.size).toBe(1);
    const [entry] = peer.replica.all();
    expect(peer.stored.has(entry.hash)).toBe(true);
    // …and here it is neither taken nor shown yet.
    expect(done).toBe(false);
    expect(mover.replica.has(entry.hash)).toBe(false);
    expect(mover.replica.merged.head).toBeNull();
    const sentBefore = mover.sync.stats.sent;
    mover.pending.shift()!();
    const result = await made;
    expect(result.ok && result.value.hash).toBe(entry.hash);
    expect(mover.stored.has(entry.hash)).toBe(true);
    expect(mover.replica.merged.head).toBe(entry.hash);
    // Once stored, it is not sent a second time to a peer that has it.
    await network.quiesce();
    expect(mover.sync.stats.sent).toBe(sentBefore);
    expect(summary(mover.replica.merged)).toBe(summary(peer.replica.merged));
  });

  it("is sent once stored to a link that came up during the write", async () => {
    const network = new FakeNetwork({ seed: 2, maxDelay: 2, dropRate: 0, reorder: false });
    const mover = makeGatedDevice("dA");
    const [early, late] = [makeDevice(setup, "dB"), makeDevice(setup, "dC", "late")];
    connect(network, mover, early);
    await network.quiesce();
    const made = mover.replica.propose(firstRoll());
    await settle();
    connect(network, mover, late);
    await network.quiesce();
    expect(early.replica.size).toBe(1);
    // The late link's hello was answered with what this device held: not the entry yet.
    expect(late.replica.size).toBe(0);
    mover.pending.shift()!();
    expect((await made).ok).toBe(true);
    await network.quiesce();
    expect(late.replica.size).toBe(1);
    expect(late.replica.merged.head).toBe(mover.replica.merged.head);
  });

  it("is refused here when the write fails, kept by the peers, and back at the next hello", async () => {
    const network = new FakeNetwork({ seed: 3, maxDelay: 2, dropRate: 0, reorder: false });
    const mover = makeGatedDevice("dA");
    const [peer, third] = [makeDevice(setup, "dB"), makeDevice(setup, "dC")];
    connect(network, mover, peer);
    connect(network, mover, third);
    await network.quiesce();
    mover.writes = "fail";
    const made = await mover.replica.propose(firstRoll());
    expect(made.ok ? null : made.error.code).toBe("persist-failed");
    expect(mover.replica.size).toBe(0);
    expect(mover.replica.merged.head).toBeNull();
    await network.quiesce();
    // Both peers got it as it was being written, and stored it.
    const [entry] = peer.replica.all();
    expect(peer.stored.has(entry.hash)).toBe(true);
    expect(third.stored.has(entry.hash)).toBe(true);
    // The disk works again; the next hello brings the entry back and it is stored here.
    mover.writes = "store";
    mover.sync.resync();
    await network.quiesce();
    expect(mover.stored.has(entry.hash)).toBe(true);
    expect(mover.replica.merged.head).toBe(entry.hash);
    for (const other of [peer, third]) {
      expect(summary(other.replica.merged)).toBe(summary(mover.replica.merged));
      expect(other.refused).toEqual([]);
    }
  });
});

describe("an entry from a peer", () => {
  it("is stored before it is relayed, never sent on during the write", async () => {
    const network = new FakeNetwork({ seed: 4, maxDelay: 2, dropRate: 0, reorder: false });
    const [a, relay, c] = [makeDevice(setup, "dA"), makeGatedDevice("dB"), makeDevice(setup, "dC")];
    connect(network, a, relay);
    connect(network, relay, c);
    await network.quiesce();
    const relayed = relay.sync.stats.sent;
    const made = await a.replica.propose(firstRoll());
    expect(made.ok).toBe(true);
    // Deliver to the relay: its write begins and waits.
    const delivering = network.step();
    await settle();
    expect(relay.pending.length).toBe(1);
    expect(relay.sync.stats.sent).toBe(relayed);
    expect(c.replica.size).toBe(0);
    relay.pending.shift()!();
    await delivering;
    expect(relay.sync.stats.sent).toBeGreaterThan(relayed);
    await network.quiesce();
    expect(c.replica.merged.head).toBe(a.replica.merged.head);
  });
});
