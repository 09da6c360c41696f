import { afterEach, describe, expect, it } from "vitest";
import type { GameError } from "../../../src/engine/errors";
import { makeEntry, type Entry } from "../../../src/log/entry";
import { checkSignature, nobleSigner, signEntry } from "../../../src/log/signature";
import type { Link } from "../../../src/net/link";
import { FakeNetwork } from "../../../src/net/memory-link";
import { encodeMessage } from "../../../src/net/messages";
import { Pairing } from "../../../src/net/table/pairing";
import { proveHost, proveJoin } from "../../../src/net/table/proof";
import { decodePair, encodePair, PAIR_PROTOCOL } from "../../../src/net/table/protocol";
import { openMemoryStore } from "../../../src/store/memory-store";
import type { Store } from "../../../src/store/types";
import { GameSession } from "../../../src/ui/model/session";
import { FirstMoveBot } from "../../ui/fakes";
import { helloOf } from "../hostile";
import { settle } from "../table-device";
import { summary, testKey } from "../table";
import { fakeTablePlatform, FakeTimers } from "./fake-platform";
import { FakePeers } from "./fake-peers";

// Issue 9, holes 1 and 2: a device's identity was only a claim. A link that sent
// pair-join with a seated device's id was welcomed, and the real device's link closed.
// Now a device's id is its key, a join proves it (the host's challenge, signed), every
// new game is signed, and an entry in another device's name is refused on receipt.

interface Device {
  readonly id: string;
  readonly store: Store;
  readonly pairing: Pairing;
}

const pairings: Pairing[] = [];
afterEach(() => {
  for (const pairing of pairings.splice(0)) pairing.close();
});

function world(seed = 1) {
  const network = new FakeNetwork({ seed, maxDelay: 2, dropRate: 0, reorder: false });
  const timers = new FakeTimers();
  const peers = new FakePeers(network);
  const refused: GameError[] = [];
  let n = 0;
  /** A device with a key (its id is the key's), or without one (an id of before, as `name`). */
  const device = (name: string, keyed = true, alias?: string): Device => {
    const key = keyed ? nobleSigner(testKey(name)) : undefined;
    const id = key?.id ?? name;
    const store = openMemoryStore();
    const platform = fakeTablePlatform(store, id, {
      seed: seed * 10 + ++n,
      timers,
      openPeer: peers.openPeer,
      ...(key ? { key } : {}),
      ...(alias ? { alias } : {}),
    });
    const pairing = new Pairing(platform, { onRefused: (_peer, e) => void refused.push(e) });
    pairings.push(pairing);
    return { id, store, pairing };
  };
  return { network, timers, peers, refused, device };
}
type World = ReturnType<typeof world>;

async function quiet(w: World): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await w.network.quiesce();
    await settle();
    if (w.network.inFlight === 0) return;
  }
}

async function drive<T>(w: World, promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  for (let i = 0; i < 1_000 && !done; i++) await quiet(w);
  if (!done) throw new Error("it never finished");
  return promise;
}

const peerIdOf = (device: string): string => `tabula-${device}`;
const info = (host: Device) =>
  ({ transport: "peerjs", server: "", hostPeer: peerIdOf(host.id) }) as const;

/** The host offers a new game of Smalta; `guest` opens its join link. */
function invite(host: Device, onPaired: (id: string) => void = () => undefined): void {
  host.pairing.setInvitation({
    game: "smalta",
    options: { fortune: "die" },
    seats: ["host", "guest"],
    transport: "peerjs",
    server: "",
    onPaired,
  });
}

async function join(w: World, host: Device, guest: Device, game: string | null = null) {
  expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
  const endpoint = await guest.pairing.peerEndpoint("");
  if (!endpoint.ok) throw new Error(endpoint.error.message);
  const link = await endpoint.value.connect(peerIdOf(host.id));
  if (!link.ok) throw new Error(link.error.message);
  return drive(w, guest.pairing.joinHost(link.value, game, info(host)));
}

async function pair(w: World, host: Device, guest: Device): Promise<string> {
  invite(host);
  const joined = await join(w, host, guest);
  if (!joined.ok) throw new Error(joined.error.message);
  await quiet(w);
  return joined.value;
}

function screenOf(device: Device, id: string): GameSession {
  return new GameSession(
    { bots: new FirstMoveBot(), newNonce: () => "0" },
    device.pairing.live(id)!.log,
  );
}

async function playOn(w: World, screens: readonly GameSession[], moves: number): Promise<void> {
  for (const screen of screens) void screen.advance();
  await quiet(w);
  for (let i = 0; i < moves; i++) {
    const mover = screens.find((s) => {
      const actor = s.actor();
      return typeof actor === "number" && s.isDeviceSeat(actor);
    })!;
    expect(await mover.play(mover.report.value.legal[0])).toBeNull();
    await quiet(w);
  }
}

/** A dishonest device speaking the pairing protocol by hand, from its own PeerJS id. */
async function intruder(w: World, host: Device, name = "mallory") {
  const opened = await w.peers.openPeer(peerIdOf(name), null, () => undefined);
  if (!opened.ok) throw new Error(opened.error.message);
  const linked = await opened.value.connect(peerIdOf(host.id));
  if (!linked.ok) throw new Error(linked.error.message);
  const link: Link = linked.value;
  const heard: unknown[] = [];
  link.onMessage((m) => void heard.push(m));
  const said = (t: string) =>
    heard.map((m) => decodePair(m)).flatMap((d) => (d.ok && d.value.t === t ? [d.value] : []));
  return { link, heard, said };
}

const nonce = "0123456789abcdef0123456789abcdef";

describe("a device's identity is its key", () => {
  it("makes every new game signed, and signs every entry of its devices", async () => {
    const w = world(1);
    const [host, guest] = [w.device("host"), w.device("guest")];
    expect(host.id).toMatch(/^[0-9a-f]{64}$/);
    const id = await pair(w, host, guest);
    for (const device of [host, guest]) {
      expect((await device.store.loadGame(id))!.game.signed).toBe(true);
      expect(device.pairing.live(id)!.setup.header.signed).toBe(true);
    }
    await playOn(w, [screenOf(host, id), screenOf(guest, id)], 6);
    const stored = (await guest.store.loadGame(id))!.entries;
    const byDevices = stored.filter((e) => e.author !== "seed");
    expect(byDevices.length).toBeGreaterThanOrEqual(6);
    expect(new Set(byDevices.map((e) => e.author))).toEqual(new Set([host.id, guest.id]));
    for (const entry of byDevices) expect(checkSignature(entry)).toBeNull();
    expect(summary(guest.pairing.live(id)!.replica.merged)).toBe(
      summary(host.pairing.live(id)!.replica.merged),
    );
    expect(w.refused).toEqual([]);
  });

  it("refuses a link that claims a seated device's id without its key, and keeps the real device's link", async () => {
    const w = world(2);
    const [host, guest] = [w.device("host"), w.device("guest")];
    const id = await pair(w, host, guest);
    const table = host.pairing.live(id)!;
    expect(table.linkedDevices()).toEqual([guest.id]);

    // Hole 1's reproduction: both ids are in every entry and every welcome.
    const mallory = await intruder(w, host);
    mallory.link.send(
      encodePair({ t: "pair-join", protocol: PAIR_PROTOCOL, device: guest.id, nonce, game: id }),
    );
    await quiet(w);
    const [challenge] = mallory.said("pair-challenge");
    expect(challenge?.t).toBe("pair-challenge");
    // Its own key's signature of the challenge is no proof of the guest's key.
    const own = nobleSigner(testKey("mallory"));
    if (challenge?.t !== "pair-challenge") throw new Error("no challenge");
    mallory.link.send(
      encodePair({
        t: "pair-proof",
        sig: await proveJoin(own, challenge.challenge, challenge.host),
      }),
    );
    await quiet(w);
    expect(mallory.said("pair-refuse").map((r) => r.t === "pair-refuse" && r.code)).toEqual([
      "bad-proof",
    ]);
    expect(mallory.said("pair-welcome")).toEqual([]);
    w.timers.advance(1_000);
    await quiet(w);
    expect(table.connected(guest.id), "the real device's link stays up").toBe(true);
    expect(guest.pairing.live(id)!.connected(host.id)).toBe(true);
    // And the game goes on between the real devices.
    await playOn(w, [screenOf(host, id), screenOf(guest, id)], 4);
    expect(summary(guest.pairing.live(id)!.replica.merged)).toBe(summary(table.replica.merged));
  });

  it("refuses a join without a proof, and one whose proof is for another challenge", async () => {
    const w = world(3);
    const [host, guest] = [w.device("host"), w.device("guest")];
    const id = await pair(w, host, guest);
    const real = nobleSigner(testKey("guest"));
    const replayed = await proveJoin(real, "ab".repeat(32), host.id);
    for (const sig of [null, replayed]) {
      const mallory = await intruder(w, host, `mallory-${sig === null}`);
      mallory.link.send(
        encodePair({ t: "pair-join", protocol: PAIR_PROTOCOL, device: guest.id, nonce, game: id }),
      );
      await quiet(w);
      mallory.link.send(encodePair({ t: "pair-proof", sig }));
      await quiet(w);
      expect(mallory.said("pair-refuse").map((r) => r.t === "pair-refuse" && r.code)).toEqual([
        "bad-proof",
      ]);
    }
    expect(host.pairing.live(id)!.connected(guest.id)).toBe(true);
  });

  it("refuses a join by a key of small order, whose one signature passes for any challenge (issue 27, item 5, hole 4)", async () => {
    const w = world(31);
    const host = w.device("host");
    invite(host);
    expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
    // The identity point as a key: R the identity and s = 0 verify every message.
    const weak = "01" + "00".repeat(31);
    const universal = "01" + "00".repeat(63);
    const mallory = await intruder(w, host, "mallory-weak");
    mallory.link.send(
      encodePair({ t: "pair-join", protocol: PAIR_PROTOCOL, device: weak, nonce, game: null }),
    );
    await quiet(w);
    expect(mallory.said("pair-challenge")).toHaveLength(1);
    mallory.link.send(encodePair({ t: "pair-proof", sig: universal }));
    await quiet(w);
    expect(mallory.said("pair-refuse").map((r) => r.t === "pair-refuse" && r.code)).toEqual([
      "weak-key",
    ]);
    expect(mallory.said("pair-welcome")).toEqual([]);
    expect(await host.store.listGames()).toEqual([]);
  });

  it("lets the real device back in with its proof (its old link may be dead but not yet noticed)", async () => {
    const w = world(4);
    const [host, guest] = [w.device("host"), w.device("guest")];
    const id = await pair(w, host, guest);
    const again = await join(w, host, guest, id);
    expect(again.ok && again.value).toBe(id);
    await quiet(w);
    expect(host.pairing.live(id)!.connected(guest.id)).toBe(true);
    await playOn(w, [screenOf(host, id), screenOf(guest, id)], 2);
    expect(summary(guest.pairing.live(id)!.replica.merged)).toBe(
      summary(host.pairing.live(id)!.replica.merged),
    );
  });

  it("lets a second device that scans the same code in to nothing: the code was used", async () => {
    const w = world(5);
    const [host, guest, second] = [w.device("host"), w.device("guest"), w.device("second")];
    const paired: string[] = [];
    invite(host, (id) => paired.push(id));
    const first = await join(w, host, guest);
    expect(first.ok).toBe(true);
    const late = await join(w, host, second);
    expect(late.ok ? "joined" : late.error.code).toBe("no-invitation");
    expect(paired).toHaveLength(1);
    expect(await second.store.listGames()).toEqual([]);
    const id = paired[0];
    expect(host.pairing.live(id)!.setup.header.holders).toEqual([host.id, guest.id]);
    expect(host.pairing.live(id)!.linkedDevices()).toEqual([guest.id]);
  });

  it("refuses an entry in another device's name, a forged signature, and an unsigned entry; none is stored", async () => {
    const w = world(6);
    const [host, guest] = [w.device("host"), w.device("guest")];
    const id = await pair(w, host, guest);
    const table = host.pairing.live(id)!;
    await playOn(w, [screenOf(host, id), screenOf(guest, id)], 3);
    const before = summary(table.replica.merged);
    const storedBefore = (await host.store.loadGame(id))!.entries.length;

    // Mallory is let in as a spectator with a key of its own, proved.
    const own = nobleSigner(testKey("mallory"));
    expect((await host.pairing.inviteMore(id, "")).ok).toBe(true);
    const mallory = await intruder(w, host);
    mallory.link.send(
      encodePair({ t: "pair-join", protocol: PAIR_PROTOCOL, device: own.id, nonce, game: null }),
    );
    await quiet(w);
    const [challenge] = mallory.said("pair-challenge");
    if (challenge?.t !== "pair-challenge") throw new Error("no challenge");
    mallory.link.send(
      encodePair({
        t: "pair-proof",
        sig: await proveJoin(own, challenge.challenge, challenge.host),
      }),
    );
    await quiet(w);
    expect(mallory.said("pair-welcome")).toHaveLength(1);
    host.pairing.stopInviting(id);
    mallory.link.send(JSON.stringify(helloOf(table.setup)));
    await quiet(w);

    // The guest's seat is to move or not: a move in its name at the head, three ways.
    const head = table.replica.merged.head;
    const seat = table.setup.header.holders.indexOf(guest.id);
    const body = {
      game: id,
      prev: head,
      author: guest.id,
      seat,
      kind: "move" as const,
      text: "a1",
    };
    const forged: Entry[] = [
      makeEntry(body), // unsigned
      signEntry(makeEntry(body), testKey("mallory")), // the guest's name, mallory's signature
      { ...makeEntry(body), sig: "00".repeat(64) } as Entry, // junk
      { ...makeEntry({ ...body, text: "b2" }), sig: "" } as Entry,
    ];
    w.refused.length = 0;
    for (const entry of forged) {
      mallory.link.send(encodeMessage({ t: "entries", game: id, entries: [entry] }));
      await quiet(w);
    }
    expect(w.refused.map((e) => e.code)).toEqual([
      "unsigned",
      "bad-signature",
      "bad-signature",
      "bad-message",
    ]);
    expect(summary(table.replica.merged)).toBe(before);
    expect((await host.store.loadGame(id))!.entries).toHaveLength(storedBefore);
    expect(table.connected(guest.id)).toBe(true);
  });
});

describe("a host proves its key too", () => {
  it("a guest refuses a host that cannot prove the key its id names", async () => {
    const w = world(10);
    const [host, guest] = [w.device("host"), w.device("guest")];
    const id = await pair(w, host, guest);
    const record = (await host.store.loadGame(id))!.game;
    const welcome = {
      t: "pair-welcome",
      id,
      game: record.game,
      options: record.options,
      seed: record.seed!,
      nonces: [],
      holders: [host.id, guest.id],
      bots: [null, null],
      host: host.id,
      signed: true,
    } as const;
    // A device listening at an id of its own (a code it showed, or the host's PeerJS id
    // taken while the host was away) answers as the host: without a proof, then with
    // a proof by its own key.
    const own = nobleSigner(testKey("mallory"));
    for (const proof of [null, "own"] as const) {
      const fake = `fake-${proof}`;
      const opened = await w.peers.openPeer(peerIdOf(fake), null, (link) => {
        link.onMessage(async (m) => {
          const join = decodePair(m);
          if (!join.ok || join.value.t !== "pair-join") return;
          const sig = proof ? await proveHost(own, join.value.nonce, join.value.device) : null;
          link.send(encodePair(sig ? { ...welcome, proof: sig } : welcome));
        });
      });
      expect(opened.ok).toBe(true);
      guest.pairing.live(id)!.close();
      const endpoint = await guest.pairing.peerEndpoint("");
      if (!endpoint.ok) throw new Error(endpoint.error.message);
      const link = await endpoint.value.connect(peerIdOf(fake));
      if (!link.ok) throw new Error(link.error.message);
      const joined = await drive(w, guest.pairing.joinHost(link.value, id, info(host)));
      expect(joined.ok ? "joined" : joined.error.code).toBe("bad-proof");
      expect(link.value.state).toBe("closed");
    }
  });
});

describe("devices of before (no key): unsigned games, not protected, but never taken over", () => {
  it("refuses a claim of a linked device's id, and keeps its link", async () => {
    const w = world(7);
    const [host, guest] = [w.device("old-host", false), w.device("old-guest", false)];
    const id = await pair(w, host, guest);
    expect((await host.store.loadGame(id))!.game.signed).toBeUndefined();
    const mallory = await intruder(w, host);
    mallory.link.send(
      encodePair({ t: "pair-join", protocol: PAIR_PROTOCOL, device: guest.id, nonce, game: id }),
    );
    await quiet(w);
    expect(mallory.said("pair-refuse").map((r) => r.t === "pair-refuse" && r.code)).toEqual([
      "already-linked",
    ]);
    w.timers.advance(1_000);
    await quiet(w);
    expect(host.pairing.live(id)!.connected(guest.id)).toBe(true);
    expect(guest.pairing.live(id)!.connected(host.id)).toBe(true);
  });

  it("a device with a key plays its old games under its old id (the alias)", async () => {
    const w = world(8);
    const [host, guest] = [w.device("old-host", false), w.device("old-guest", false)];
    const id = await pair(w, host, guest);
    await playOn(w, [screenOf(host, id), screenOf(guest, id)], 2);
    for (const p of pairings.splice(0)) p.close();
    // The guest updates the app: it has a key now, its old id is its alias.
    const key = nobleSigner(testKey("new-guest"));
    const reopen = (device: Device, platform: ReturnType<typeof fakeTablePlatform>): Device => {
      const pairing = new Pairing(platform, { onRefused: (_p, e) => void w.refused.push(e) });
      pairings.push(pairing);
      return { id: platform.device, store: device.store, pairing };
    };
    const updated = reopen(
      guest,
      fakeTablePlatform(guest.store, key.id, { ...tools(w), key, alias: guest.id }),
    );
    const reopenedHost = reopen(host, fakeTablePlatform(host.store, host.id, tools(w)));
    expect((await reopenedHost.pairing.table(id)).ok).toBe(true);
    const back = await join(w, reopenedHost, updated, id);
    expect(back.ok ? back.value : back.error.code).toBe(id);
    await quiet(w);
    const table = updated.pairing.live(id)!;
    expect(table.device).toBe(guest.id);
    await playOn(w, [screenOf(reopenedHost, id), screenOf(updated, id)], 2);
    expect(summary(table.replica.merged)).toBe(
      summary(reopenedHost.pairing.live(id)!.replica.merged),
    );
    expect(table.replica.merged.rejected).toEqual([]);
  });

  it("a device with a key refuses a new game that is not signed, and a host with a key a guest without", async () => {
    const w = world(9);
    const oldHost = w.device("old-host", false);
    const keyed = w.device("keyed");
    invite(oldHost);
    const refused = await join(w, oldHost, keyed);
    // A host whose id is no key runs a Tabula of before keys: "old-version" (old-version.test.ts).
    expect(refused.ok ? "joined" : refused.error.code).toBe("old-version");
    const host = w.device("host");
    const oldGuest = w.device("old-guest", false);
    invite(host);
    const refusedToo = await join(w, host, oldGuest);
    expect(refusedToo.ok ? "joined" : refusedToo.error.code).toBe("old-version");
  });
});

const tools = (w: World) => ({ seed: 99, timers: w.timers, openPeer: w.peers.openPeer });
