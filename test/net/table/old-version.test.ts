import { afterEach, describe, expect, it } from "vitest";
import type { GameError } from "../../../src/engine/errors";
import { nobleSigner } from "../../../src/log/signature";
import type { Link } from "../../../src/net/link";
import { FakeNetwork } from "../../../src/net/memory-link";
import { Pairing } from "../../../src/net/table/pairing";
import {
  decodePair,
  OLD_VERSION,
  OLD_VERSION_MESSAGE,
  PAIR_PROTOCOL,
  PAIR_PROTOCOL_V1,
} from "../../../src/net/table/protocol";
import { openMemoryStore } from "../../../src/store/memory-store";
import type { Store } from "../../../src/store/types";
import { PAIR_TEXTS, pairWhy } from "../../../src/ui/pairing/texts";
import { settle } from "../table-device";
import { testKey } from "../table";
import { fakeTablePlatform, FakeTimers } from "./fake-platform";
import { FakePeers } from "./fake-peers";

// Issue 9: a device of this version meeting one of the version before device keys (no
// key, no proof, unsigned games; it speaks tabula-pair/1 and knows no pair-challenge)
// says what happened on both screens, instead of a generic failure. The older device is
// faked here by hand, as its code (before bf8140d) spoke the handshake.

const pairings: Pairing[] = [];
afterEach(() => {
  for (const pairing of pairings.splice(0)) pairing.close();
});

interface Device {
  readonly id: string;
  readonly store: Store;
  readonly pairing: Pairing;
}

function world() {
  const network = new FakeNetwork({ seed: 3, maxDelay: 2, dropRate: 0, reorder: false });
  const timers = new FakeTimers();
  const peers = new FakePeers(network);
  let n = 0;
  const device = (name: string, keyed = true, alias?: string, store = openMemoryStore()) => {
    const key = keyed ? nobleSigner(testKey(name)) : undefined;
    const id = key?.id ?? name;
    const platform = fakeTablePlatform(store, id, {
      seed: ++n,
      timers,
      openPeer: peers.openPeer,
      ...(key ? { key } : {}),
      ...(alias ? { alias } : {}),
    });
    const pairing = new Pairing(platform);
    pairings.push(pairing);
    return { id, store, pairing } satisfies Device;
  };
  const quiet = async (): Promise<void> => {
    for (let i = 0; i < 100; i++) {
      await network.quiesce();
      await settle();
      if (network.inFlight === 0) return;
    }
  };
  const drive = async <T>(promise: Promise<T>): Promise<T> => {
    let done = false;
    void promise.finally(() => (done = true));
    for (let i = 0; i < 1_000 && !done; i++) await quiet();
    if (!done) throw new Error("it never finished");
    return promise;
  };
  return { network, timers, peers, device, quiet, drive };
}

const peerIdOf = (device: string): string => `tabula-${device}`;
const nonce = "0123456789abcdef0123456789abcdef";
const OLD_ID = "6f1d2c3b-0000-4000-8000-00000000abcd";

/** The older device as a guest: it opens a link from its own peer id and speaks by hand. */
async function olderGuest(w: ReturnType<typeof world>, host: string) {
  const opened = await w.peers.openPeer(peerIdOf(OLD_ID), null, () => undefined);
  if (!opened.ok) throw new Error(opened.error.message);
  const linked = await opened.value.connect(peerIdOf(host));
  if (!linked.ok) throw new Error(linked.error.message);
  const link: Link = linked.value;
  const heard: string[] = [];
  link.onMessage((m) => void heard.push(String(m)));
  /** What the older device makes of what it heard: its decoder knew no pair-challenge. */
  const kinds = () => heard.map((m) => (JSON.parse(m) as { t: string }).t);
  return { link, heard, kinds };
}

function inviteSmalta(host: Device, refused: GameError[], paired: string[] = []): void {
  host.pairing.setInvitation({
    game: "smalta",
    options: { fortune: "die" },
    seats: ["host", "guest"],
    transport: "peerjs",
    server: "",
    onPaired: (id) => void paired.push(id),
    onRefused: (e) => void refused.push(e),
  });
}

describe("old app versions and new ones", () => {
  it("an older guest is told, in words its own screen shows, to update; the host's screen says it too", async () => {
    const w = world();
    const host = w.device("host");
    const refused: GameError[] = [];
    const paired: string[] = [];
    inviteSmalta(host, refused, paired);
    expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
    const old = await olderGuest(w, host.id);
    old.link.send(
      JSON.stringify({
        t: "pair-join",
        protocol: PAIR_PROTOCOL_V1,
        device: OLD_ID,
        nonce,
        game: null,
      }),
    );
    await w.quiet();
    // No challenge first: the older app could not read one (it failed with "unknown pairing message").
    expect(old.kinds()).toEqual(["pair-refuse"]);
    const refusal = JSON.parse(old.heard[0]) as { code: string; message: string };
    // The older app shows "Pairing failed: <message>": the message says it all, in both languages.
    expect(refusal).toEqual({ t: "pair-refuse", code: OLD_VERSION, message: OLD_VERSION_MESSAGE });
    expect(refusal.message).toMatch(/older.*update/);
    expect(refusal.message).toMatch(/обновите/);
    // This device's screen: the invitation hears of it, and the pairing screen words it.
    expect(refused.map((e) => e.code)).toEqual([OLD_VERSION]);
    expect(pairWhy(PAIR_TEXTS.en, refused[0])).toBe(
      "The other device runs an older Tabula — update it to pair.",
    );
    expect(pairWhy(PAIR_TEXTS.ru, refused[0])).toContain("старая версия");
    // Nothing was made, and the invitation is still on offer for a device that can pair.
    expect(paired).toEqual([]);
    expect(await host.store.listGames()).toEqual([]);
    w.timers.advance(1_000);
    await w.quiet();
    expect(old.link.state).toBe("closed");
    const guest = w.device("guest");
    const endpoint = await guest.pairing.peerEndpoint("");
    if (!endpoint.ok) throw new Error(endpoint.error.message);
    const link = await endpoint.value.connect(peerIdOf(host.id));
    if (!link.ok) throw new Error(link.error.message);
    const joined = await w.drive(
      guest.pairing.joinHost(link.value, null, {
        transport: "peerjs",
        server: "",
        hostPeer: peerIdOf(host.id),
      }),
    );
    expect(joined.ok).toBe(true);
    expect(paired).toHaveLength(1);
  });

  it("an older host refuses this version's join before it makes a game; this device says the other runs an older Tabula", async () => {
    const w = world();
    const guest = w.device("guest");
    // The older host, as its code handled a pair-join: a protocol it does not know is
    // refused (code "protocol"), before any game is made; its own was welcomed.
    const joins: string[] = [];
    let wouldMakeAGame = false;
    const opened = await w.peers.openPeer(peerIdOf(OLD_ID), null, (link) => {
      link.onMessage((m) => {
        const raw = JSON.parse(String(m)) as { t: string; protocol?: string };
        if (raw.t !== "pair-join") return;
        joins.push(String(raw.protocol));
        if (raw.protocol !== PAIR_PROTOCOL_V1) {
          const message = `the other device pairs with ${String(raw.protocol)}`;
          link.send(JSON.stringify({ t: "pair-refuse", code: "protocol", message }));
        } else wouldMakeAGame = true;
      });
    });
    expect(opened.ok).toBe(true);
    const endpoint = await guest.pairing.peerEndpoint("");
    if (!endpoint.ok) throw new Error(endpoint.error.message);
    const link = await endpoint.value.connect(peerIdOf(OLD_ID));
    if (!link.ok) throw new Error(link.error.message);
    const joined = await w.drive(
      guest.pairing.joinHost(link.value, null, {
        transport: "peerjs",
        server: "",
        hostPeer: peerIdOf(OLD_ID),
      }),
    );
    expect(joins).toEqual([PAIR_PROTOCOL]);
    expect(wouldMakeAGame).toBe(false);
    if (joined.ok) throw new Error("joined an older host");
    expect(joined.error.code).toBe(OLD_VERSION);
    expect(pairWhy(PAIR_TEXTS.en, joined.error)).toBe(
      "The other device runs an older Tabula — update it to pair.",
    );
    expect(await guest.store.listGames()).toEqual([]);
    expect(link.value.state).toBe("closed");
  });

  it("an older device still comes back to an unsigned game of before: welcomed, never challenged", async () => {
    const w = world();
    // A game of before, between two devices without keys.
    const oldHost = w.device("old-host", false);
    const oldGuest = w.device(OLD_ID, false);
    const refused: GameError[] = [];
    inviteSmalta(oldHost, refused);
    expect((await oldHost.pairing.peerEndpoint("")).ok).toBe(true);
    const endpoint = await oldGuest.pairing.peerEndpoint("");
    if (!endpoint.ok) throw new Error(endpoint.error.message);
    const first = await endpoint.value.connect(peerIdOf(oldHost.id));
    if (!first.ok) throw new Error(first.error.message);
    const info = { transport: "peerjs", server: "", hostPeer: peerIdOf(oldHost.id) } as const;
    const made = await w.drive(oldGuest.pairing.joinHost(first.value, null, info));
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value;
    for (const p of pairings.splice(0)) p.close();
    await w.quiet();
    // The host updates: it has a key now, and its old id as its alias (it listens there).
    const host = w.device("new-host", true, oldHost.id, oldHost.store);
    expect((await host.pairing.table(id)).ok).toBe(true);
    expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
    // The guest did not update: it comes back speaking the pairing of before.
    const old = await olderGuest(w, oldHost.id);
    old.link.send(
      JSON.stringify({
        t: "pair-join",
        protocol: PAIR_PROTOCOL_V1,
        device: OLD_ID,
        nonce,
        game: id,
      }),
    );
    await w.quiet();
    expect(old.kinds()[0]).toBe("pair-welcome");
    expect(old.kinds()).not.toContain("pair-challenge");
    const welcome = decodePair(old.heard[0]);
    expect(welcome.ok && welcome.value.t === "pair-welcome" && welcome.value.host).toBe(oldHost.id);
    expect(host.pairing.live(id)!.connected(OLD_ID)).toBe(true);
  });
});
