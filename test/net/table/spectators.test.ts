import { afterEach, describe, expect, it } from "vitest";
import { FakeNetwork } from "../../../src/net/memory-link";
import { Pairing } from "../../../src/net/table/pairing";
import type { PairingInfo } from "../../../src/net/table/records";
import { MAX_SPECTATORS } from "../../../src/net/table/spectators";
import { openMemoryStore } from "../../../src/store/memory-store";
import type { Store } from "../../../src/store/types";
import { settle } from "../table-device";
import { fakeTablePlatform, FakeTimers } from "./fake-platform";
import { FakePeers } from "./fake-peers";

// Hole 7 of issue 9: while Invite was open the spectator list grew without limit
// (21 joins, 21 members/<id> records). It is bounded now, and a spectator that never
// held a seat is forgotten — its presence and its record — when it leaves.

interface Device {
  readonly id: string;
  readonly store: Store;
  readonly pairing: Pairing;
}

const pairings: Pairing[] = [];
afterEach(() => {
  for (const pairing of pairings.splice(0)) pairing.close();
});

const network = (): FakeNetwork =>
  new FakeNetwork({ seed: 4, maxDelay: 2, dropRate: 0, reorder: false });

function world() {
  const net = network();
  const timers = new FakeTimers();
  const peers = new FakePeers(net);
  let n = 0;
  const device = (id: string): Device => {
    const store = openMemoryStore();
    const platform = fakeTablePlatform(store, id, {
      seed: ++n,
      timers,
      openPeer: peers.openPeer,
    });
    const pairing = new Pairing(platform, { onRefused: () => undefined });
    pairings.push(pairing);
    return { id, store, pairing };
  };
  const quiet = async (): Promise<void> => {
    for (let i = 0; i < 100; i++) {
      await net.quiesce();
      await settle();
      if (net.inFlight === 0) return;
    }
  };
  const drive = async <T>(promise: Promise<T>): Promise<T> => {
    let done = false;
    void promise.finally(() => (done = true));
    // Real time passes too: the rules are loaded with import() on first use.
    for (let i = 0; i < 2_000 && !done; i++) {
      await quiet();
      if (!done) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return promise;
  };
  return { net, device, quiet, drive };
}

const peerIdOf = (device: string): string => `tabula-${device}`;
const info = (host: Device): Omit<PairingInfo, "role"> => ({
  transport: "peerjs",
  server: "",
  hostPeer: peerIdOf(host.id),
});

type World = ReturnType<typeof world>;

async function pair(w: World, host: Device, guest: Device): Promise<string> {
  host.pairing.setInvitation({
    game: "smalta",
    options: { fortune: "die" },
    seats: ["host", "guest"],
    transport: "peerjs",
    server: "",
    onPaired: () => undefined,
  });
  expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
  const joined = await join(w, host, guest, null);
  if (!joined.ok) throw new Error(joined.error.message);
  return joined.value;
}

async function join(w: World, host: Device, guest: Device, game: string | null) {
  const endpoint = await guest.pairing.peerEndpoint("");
  if (!endpoint.ok) throw new Error(endpoint.error.message);
  const link = await endpoint.value.connect(peerIdOf(host.id));
  if (!link.ok) throw new Error(link.error.message);
  const joined = await w.drive(guest.pairing.joinHost(link.value, game, info(host)));
  await w.quiet();
  return joined;
}

const membersOf = async (d: Device, id: string): Promise<string[]> =>
  ((await d.store.getSetting<string[]>(`members/${id}`)) ?? []).slice().sort();

describe("spectators while Invite is open", () => {
  it("21 spectators who join and leave leave nothing behind", async () => {
    const w = world();
    const [host, guest] = [w.device("dev-a"), w.device("dev-b")];
    const id = await pair(w, host, guest);
    expect((await host.pairing.inviteMore(id, "")).ok).toBe(true);
    for (let i = 0; i < 21; i++) {
      const spectator = w.device(`watcher-${i}`);
      const joined = await join(w, host, spectator, null);
      expect(joined.ok && joined.value).toBe(id);
      expect(await membersOf(host, id)).toEqual([spectator.id]);
      spectator.pairing.close();
      await w.quiet();
      expect(await membersOf(host, id), `watcher-${i} is forgotten`).toEqual([]);
    }
    const presence = host.pairing.live(id)!.presence.value.map((p) => p.device);
    expect(presence).toEqual([guest.id]);
  });

  it("are bounded while they stay, and one handed a seat is kept when it leaves", async () => {
    const w = world();
    const [host, guest] = [w.device("dev-a"), w.device("dev-b")];
    const id = await pair(w, host, guest);
    // Spectators remembered from before (away now, never seated) make room for new ones.
    const stale = Array.from({ length: MAX_SPECTATORS }, (_, i) => `gone-${i}`);
    await host.store.setSetting(`members/${id}`, stale);
    expect((await host.pairing.inviteMore(id, "")).ok).toBe(true);
    const watchers = Array.from({ length: MAX_SPECTATORS + 2 }, (_, i) => w.device(`w-${i}`));
    const codes: string[] = [];
    for (const watcher of watchers) {
      const joined = await join(w, host, watcher, null);
      codes.push(joined.ok ? "joined" : joined.error.code);
    }
    expect(codes.filter((c) => c === "joined").length).toBeLessThanOrEqual(MAX_SPECTATORS);
    expect(codes).toContain("table-full");
    expect((await membersOf(host, id)).length).toBeLessThanOrEqual(MAX_SPECTATORS);
    const table = host.pairing.live(id)!;
    expect(table.presence.value.length).toBeLessThanOrEqual(MAX_SPECTATORS + 1);
    // The first watcher is handed the host's seat, then leaves: it stays a member.
    const first = watchers[0];
    expect((await table.handSeat(0, first.id)).ok).toBe(true);
    await w.quiet();
    first.pairing.close();
    await w.quiet();
    expect(await membersOf(host, id)).toContain(first.id);
    expect(table.presence.value.map((p) => p.device)).toContain(first.id);
  });
});
