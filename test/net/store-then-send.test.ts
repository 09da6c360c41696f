import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import type { Entry } from "../../src/log/entry";
import { SEED_AUTHOR } from "../../src/log/header";
import { actorNow } from "../../src/log/step";
import { FakeNetwork } from "../../src/net/memory-link";
import { Replica } from "../../src/net/replica";
import { Sync } from "../../src/net/sync";
import { connect, makeDevice, setupOf, smaltaHeader, summary, type Device } from "./table";

// No entry leaves a device before it is durable in its store (docs/sync.md, "Persistence
// first"): if a tab dies while a move is being written, the peers never saw the move, so
// none of them can have accepted what the reopened device no longer holds.

/** dA holds both seats; dB watches. */
const setup = setupOf(smaltaHeader("store-then-send", ["dA", "dA"]));

/** A device whose writes wait until the test lets them finish ("wait"), fail, or just store. */
interface GatedDevice extends Device {
  /** Writes begun and not finished yet: call one to let it finish. */
  readonly pending: (() => void)[];
  writes: "wait" | "fail" | "store";
}

function makeGatedDevice(id: string, name = id): GatedDevice {
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
    name,
    replica,
    sync,
    stored,
    refused: [],
    pending,
    writes: "store",
  };
  return device;
}

/** The next honest entry on a device that holds both seats: the due outcome, else the `pick`th legal move. */
async function playOne(device: Device, pick = 0): Promise<Entry> {
  const m = device.replica.merged;
  const due = dueOutcome(setup, m);
  const seat = actorNow(smalta, m.state);
  if (due === null && typeof seat !== "number") throw new Error("nothing to play");
  const legal = typeof seat === "number" ? smalta.legalMoves(m.state as never, seat) : [];
  const made = await device.replica.propose(
    due !== null
      ? { author: SEED_AUTHOR, seat: "chance", kind: "random", text: due }
      : {
          author: device.id,
          seat: seat as number,
          kind: "move",
          text: smalta.formatMove(legal[pick % legal.length]),
        },
  );
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

async function playMany(device: Device, n: number, pick = 0): Promise<void> {
  for (let i = 0; i < n; i++) await playOne(device, pick);
}

/** Lets queued promise callbacks run (the replica's serial queue, the sync's handlers). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

const acceptedOn = (device: Device): Set<string> =>
  new Set(device.replica.merged.accepted.map((e) => e.hash));

describe("a move is sent only once it is stored", () => {
  it("a tab that dies during the write takes back nothing a peer accepted", async () => {
    const network = new FakeNetwork({ seed: 11, maxDelay: 2, dropRate: 0, reorder: false });
    const mover = makeGatedDevice("dA");
    const peer = makeDevice(setup, "dB");
    connect(network, mover, peer);
    await playMany(mover, 4);
    await network.quiesce();
    expect(peer.replica.size).toBe(4);

    // A move; its write begins, and the tab dies before it ends.
    mover.writes = "wait";
    void playOne(mover, 0);
    await settle();
    expect(mover.pending).toHaveLength(1);
    await network.quiesce();
    const acceptedBefore = acceptedOn(peer);
    for (const link of network.openLinks()) link.close();

    // The device comes back from its store, which lacks that move, and plays on before
    // it is linked again: another move at the same place, and more after it.
    const reopened = makeGatedDevice("dA", "dA-reopened");
    await reopened.replica.load([...mover.stored.values()]);
    expect(reopened.replica.size).toBe(4);
    await playMany(reopened, 4, 1);
    connect(network, reopened, peer);
    await network.quiesce();

    expect(summary(reopened.replica.merged)).toBe(summary(peer.replica.merged));
    // Everything the peer had accepted is still accepted: nothing it showed is undone.
    const acceptedAfter = acceptedOn(peer);
    const undone = [...acceptedBefore].filter((hash) => !acceptedAfter.has(hash));
    expect(undone).toEqual([]);
    expect(peer.replica.merged.rejected).toEqual([]);
  });

  it("sends nothing while the write runs, and sends it the moment it is stored", async () => {
    const network = new FakeNetwork({ seed: 12, maxDelay: 2, dropRate: 0, reorder: false });
    const mover = makeGatedDevice("dA");
    const peer = makeDevice(setup, "dB");
    connect(network, mover, peer);
    await network.quiesce();
    const sentBefore = mover.sync.stats.sent;
    mover.writes = "wait";
    let done = false;
    const made = playOne(mover).then((entry) => {
      done = true;
      return entry;
    });
    await settle();
    await network.quiesce();
    expect(mover.pending).toHaveLength(1);
    expect(mover.sync.stats.sent).toBe(sentBefore);
    expect(peer.replica.size).toBe(0);
    expect(done).toBe(false);
    expect(mover.replica.merged.head).toBeNull();
    mover.pending.shift()!();
    const entry = await made;
    expect(mover.stored.has(entry.hash)).toBe(true);
    expect(mover.replica.merged.head).toBe(entry.hash);
    await network.quiesce();
    expect(peer.replica.merged.head).toBe(entry.hash);
    expect(peer.stored.has(entry.hash)).toBe(true);
    // One message, sent once.
    expect(mover.sync.stats.sent).toBe(sentBefore + 1);
  });

  it("a failed write sends nothing and changes nothing; the next move goes as usual", async () => {
    const network = new FakeNetwork({ seed: 13, maxDelay: 2, dropRate: 0, reorder: false });
    const mover = makeGatedDevice("dA");
    const [peer, third] = [makeDevice(setup, "dB"), makeDevice(setup, "dC")];
    connect(network, mover, peer);
    connect(network, mover, third);
    await network.quiesce();
    mover.writes = "fail";
    const m = mover.replica.merged;
    const refused = await mover.replica.propose({
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: dueOutcome(setup, m)!,
    });
    expect(refused.ok ? null : refused.error.code).toBe("persist-failed");
    await network.quiesce();
    expect(mover.replica.size).toBe(0);
    expect(peer.replica.size).toBe(0);
    expect(third.replica.size).toBe(0);
    mover.writes = "store";
    const entry = await playOne(mover);
    await network.quiesce();
    for (const other of [peer, third]) {
      expect(other.replica.merged.head).toBe(entry.hash);
      expect(other.refused).toEqual([]);
    }
  });
});

describe("an entry from a peer", () => {
  it("is stored before it is relayed, never sent on during the write", async () => {
    const network = new FakeNetwork({ seed: 14, maxDelay: 2, dropRate: 0, reorder: false });
    const [a, relay, c] = [makeDevice(setup, "dA"), makeGatedDevice("dB"), makeDevice(setup, "dC")];
    connect(network, a, relay);
    connect(network, relay, c);
    await network.quiesce();
    const relayed = relay.sync.stats.sent;
    relay.writes = "wait";
    await playOne(a);
    // Deliver to the relay: its write begins and waits.
    const delivering = network.step();
    await settle();
    expect(relay.pending).toHaveLength(1);
    expect(relay.sync.stats.sent).toBe(relayed);
    expect(c.replica.size).toBe(0);
    relay.pending.shift()!();
    await delivering;
    expect(relay.sync.stats.sent).toBeGreaterThan(relayed);
    await network.quiesce();
    expect(c.replica.merged.head).toBe(a.replica.merged.head);
  });
});
