// The world of the pairing tests: devices with their own store and Pairing over the
// fake network, a PeerJS server in memory and a fake clock, and helpers that drive
// them (the very code the app runs, src/net/table/).
import { afterEach, expect } from "vitest";
import { FakeNetwork } from "../../../src/net/memory-link";
import type { Invitation } from "../../../src/net/table/context";
import { Pairing } from "../../../src/net/table/pairing";
import type { PairingInfo } from "../../../src/net/table/records";
import { openMemoryStore } from "../../../src/store/memory-store";
import type { Store } from "../../../src/store/types";
import { GameSession } from "../../../src/ui/model/session";
import { FirstMoveBot } from "../../ui/fakes";
import { settle } from "../table-device";
import { summary } from "../table";
import { fakeTablePlatform, FakeNetworkSwitch, FakeTimers } from "./fake-platform";
import { FakePeers } from "./fake-peers";

export interface Device {
  readonly id: string;
  readonly store: Store;
  readonly pairing: Pairing;
}

export interface World {
  readonly network: FakeNetwork;
  readonly timers: FakeTimers;
  readonly peers: FakePeers;
  /** A device; `on` reuses a store (the same device after a reload) and a network switch. */
  device(id: string, on?: { readonly store?: Store; readonly net?: FakeNetworkSwitch }): Device;
}

const pairings: Pairing[] = [];
afterEach(() => {
  for (const pairing of pairings.splice(0)) pairing.close();
});

export function world(seed = 1): World {
  const network = new FakeNetwork({ seed, maxDelay: 2, dropRate: 0, reorder: false });
  const timers = new FakeTimers();
  const peers = new FakePeers(network);
  let n = 0;
  return {
    network,
    timers,
    peers,
    device(id, on = {}) {
      const store = on.store ?? openMemoryStore();
      const platform = fakeTablePlatform(store, id, {
        seed: seed * 10 + ++n,
        timers,
        openPeer: on.net ? on.net.guard(peers.openPeer) : peers.openPeer,
        ...(on.net ? { network: on.net.network } : {}),
      });
      const pairing = new Pairing(platform, { onRefused: () => undefined });
      pairings.push(pairing);
      return { id, store, pairing };
    },
  };
}

/** Delivers messages and lets promise chains run until `promise` settles. */
export async function drive<T>(w: World, promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 1_000 && !done; i++) {
    await w.network.quiesce();
    await settle();
  }
  if (!done) throw new Error("it never finished");
  return promise;
}

/** Delivers everything in flight, then lets the sessions draw what is due, until quiet. */
export async function quiet(w: World): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await w.network.quiesce();
    await settle();
    if (w.network.inFlight === 0) return;
  }
}

/** Moves the fake clock on in small steps, delivering as it goes (keepalives get through). */
export async function pass(w: World, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 250) {
    w.timers.advance(250);
    await quiet(w);
  }
}

export const peerIdOf = (device: string): string => `tabula-${device}`;

/** The host invites over the in-memory PeerJS; the guest opens its join link. Returns the game id. */
export async function pairOverPeerjs(
  w: World,
  host: Device,
  guest: Device,
  plan: Pick<Invitation, "seats" | "names" | "game" | "options" | "hints"> = {
    game: "smalta",
    options: { fortune: "die" },
    seats: ["host", "guest"],
  },
): Promise<string> {
  let paired: string | null = null;
  host.pairing.setInvitation({
    ...plan,
    transport: "peerjs",
    server: "",
    onPaired: (id) => (paired = id),
  });
  expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
  const endpoint = await guest.pairing.peerEndpoint("");
  if (!endpoint.ok) throw new Error(endpoint.error.message);
  const link = await endpoint.value.connect(peerIdOf(host.id));
  if (!link.ok) throw new Error(link.error.message);
  const info: Omit<PairingInfo, "role"> = {
    transport: "peerjs",
    server: "",
    hostPeer: peerIdOf(host.id),
  };
  const joined = await drive(w, guest.pairing.joinHost(link.value, null, info));
  if (!joined.ok) throw new Error(joined.error.message);
  expect(paired).toBe(joined.value);
  await quiet(w);
  return joined.value;
}

/** The play screen of a device for game `id`, over its live table's log. */
export function screenOf(device: Device, id: string): GameSession {
  const table = device.pairing.live(id);
  if (!table) throw new Error(`${device.id} has no live table for ${id}`);
  return new GameSession({ bots: new FirstMoveBot(), newNonce: () => "0" }, table.log);
}

/** Plays `moves` first legal moves, each on the screen whose seat is to move. */
export async function playOn(
  w: World,
  screens: readonly GameSession[],
  moves: number,
): Promise<void> {
  for (const screen of screens) void screen.advance();
  await quiet(w);
  for (let i = 0; i < moves; i++) {
    const mover = screens.find((s) => {
      const actor = s.actor();
      return typeof actor === "number" && s.isDeviceSeat(actor);
    });
    if (!mover) throw new Error("nobody can move");
    expect(await mover.play(mover.report.value.legal[0])).toBeNull();
    await quiet(w);
  }
}

export const mergeOf = (device: Device, id: string): string =>
  summary(device.pairing.live(id)!.replica.merged);
