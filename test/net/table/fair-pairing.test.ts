import { afterEach, describe, expect, it } from "vitest";
import { deriveSeed } from "../../../src/engine/random";
import { parseFairHeader } from "../../../src/fair/commitment";
import { FairDevice } from "../../../src/fair/device";
import { findGame } from "../../../src/games/registry";
import { headerDigest } from "../../../src/log/header";
import { FakeNetwork } from "../../../src/net/memory-link";
import { headerOf } from "../../../src/net/table/open-table";
import { Pairing } from "../../../src/net/table/pairing";
import { decodePair, encodePair } from "../../../src/net/table/protocol";
import { openMemoryStore } from "../../../src/store/memory-store";
import type { Store } from "../../../src/store/types";
import { settle } from "../table-device";
import { fakeTablePlatform, FakeTimers } from "./fake-platform";
import { FakePeers } from "./fake-peers";

// Fair play at pairing (docs/fair-play.md): each device's capability in pair-join, each
// device's commitment collected into header.fair, the secret kept beside the log and
// never sent. Over the fake network and the in-memory PeerJS, as pairing.test.ts.

interface Device {
  readonly id: string;
  readonly store: Store;
  readonly pairing: Pairing;
}

const pairings: Pairing[] = [];
afterEach(() => {
  for (const pairing of pairings.splice(0)) pairing.close();
});

function world(seed: number) {
  const network = new FakeNetwork({ seed, maxDelay: 2, dropRate: 0, reorder: false });
  const timers = new FakeTimers();
  const peers = new FakePeers(network);
  /** Every message sent on any link, as text (what a wire-tapper of the table sees). */
  const wire: string[] = [];
  let n = 0;
  const device = (id: string, fair: boolean): Device => {
    const store = openMemoryStore();
    const platform = fakeTablePlatform(store, id, {
      seed: seed * 10 + ++n,
      timers,
      openPeer: async (peer, server, onLink) =>
        peers.openPeer(peer, server, (link) => onLink(tapped(link))),
      fair,
    });
    const pairing = new Pairing(platform, { onRefused: () => undefined });
    pairings.push(pairing);
    return { id, store, pairing };
  };
  /** Records what a link sends (both ends of each link are wrapped: guest and host side). */
  const tapped = <L extends { send(m: string): void }>(link: L): L => {
    const send = link.send.bind(link);
    link.send = (m: string) => {
      wire.push(m);
      send(m);
    };
    return link;
  };
  const drive = async <T>(promise: Promise<T>): Promise<T> => {
    let done = false;
    void promise.finally(() => (done = true));
    for (let i = 0; i < 1_000 && !done; i++) {
      await network.quiesce();
      await settle();
    }
    if (!done) throw new Error("it never finished");
    return promise;
  };
  const pair = async (host: Device, guest: Device, fair: boolean, game = "spite-malice") => {
    let paired: string | null = null;
    host.pairing.setInvitation({
      game,
      options: {},
      seats: ["host", "guest"],
      transport: "peerjs",
      server: "",
      fair,
      onPaired: (id) => (paired = id),
    });
    expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
    const endpoint = await guest.pairing.peerEndpoint("");
    if (!endpoint.ok) throw new Error(endpoint.error.message);
    const link = await endpoint.value.connect(`tabula-${host.id}`);
    if (!link.ok) throw new Error(link.error.message);
    const info = { transport: "peerjs", server: "", hostPeer: `tabula-${host.id}` } as const;
    const joined = await drive(guest.pairing.joinHost(tapped(link.value), null, info));
    if (!joined.ok) throw new Error(joined.error.message);
    expect(paired).toBe(joined.value);
    return joined.value;
  };
  return { network, device, pair, drive, wire };
}

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString("hex");
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString("base64url");

describe("fair play at pairing", () => {
  it("two devices that can play fair commit at pairing: header.fair holds both, the secrets stay home", async () => {
    const w = world(1);
    const [host, guest] = [w.device("dev-host", true), w.device("dev-guest", true)];
    const id = await w.pair(host, guest, true);
    const [ours, theirs] = [(await host.store.loadGame(id))!, (await guest.store.loadGame(id))!];
    expect(ours.game.fair).toBeDefined();
    expect(theirs.game.fair).toEqual(ours.game.fair);
    const fair = parseFairHeader(ours.game.fair);
    expect(fair.ok && fair.value.devices.map((d) => d.device)).toEqual(["dev-guest", "dev-host"]);
    // Both build the same header, fair included (its digest covers it).
    const spite = findGame("spite-malice")!;
    const hostHeader = headerOf(spite, ours.game, host.id);
    expect(headerDigest(headerOf(spite, theirs.game, guest.id))).toBe(headerDigest(hostHeader));
    expect(hostHeader).toMatchObject({ fair: ours.game.fair });
    // Each device's commitment comes from the secret it keeps for this game.
    for (const device of [host, guest]) {
      const secret = await device.store.fairSecret(id);
      expect(secret).toHaveLength(32);
      const commitment = new FairDevice(id, device.id, secret!).commitment();
      expect(ours.game.fair!.devices).toContainEqual(commitment);
      // The secret is in no message sent, and not in the game's record or entries.
      const forms = [hex(secret!), b64(secret!), JSON.stringify([...secret!])];
      for (const form of forms) {
        expect(w.wire.some((m) => m.includes(form))).toBe(false);
        expect(JSON.stringify(await device.store.loadGame(id))).not.toContain(form);
      }
    }
    const host0 = await host.store.fairSecret(id);
    expect(hex(host0!)).not.toBe(hex((await guest.store.fairSecret(id))!));
  });

  it("a guest that cannot play fair (a device of before) gets a trusted game, and so does one not asked to", async () => {
    const w = world(2);
    const [host, old] = [w.device("dev-h", true), w.device("dev-old", false)];
    const id = await w.pair(host, old, true);
    expect((await host.store.loadGame(id))!.game.fair).toBeUndefined();
    expect((await old.store.loadGame(id))!.game.fair).toBeUndefined();
    expect(await host.store.fairSecret(id)).toBeNull();
    const join = w.wire.map((m) => decodePair(m)).find((m) => m.ok && m.value.t === "pair-join");
    expect(join?.ok && join.value.t === "pair-join" && join.value.fair).toBeUndefined();

    const w2 = world(3);
    const [h2, g2] = [w2.device("dev-h2", true), w2.device("dev-g2", true)];
    const id2 = await w2.pair(h2, g2, false);
    expect((await g2.store.loadGame(id2))!.game.fair).toBeUndefined();
    expect(await g2.store.fairSecret(id2)).toBeNull();
    expect(w2.wire.some((m) => m.includes('"t":"pair-fair"'))).toBe(false);
  });

  it("a host that cannot play fair makes a trusted game with a guest that can", async () => {
    const w = world(4);
    const [old, guest] = [w.device("dev-old", false), w.device("dev-g", true)];
    const id = await w.pair(old, guest, true);
    expect((await guest.store.loadGame(id))!.game.fair).toBeUndefined();
  });
});

describe("a dishonest host at fair pairing", () => {
  /** The guest joins a scripted host that answers each message with `script`. */
  async function joinScripted(
    seed: number,
    script: (message: Record<string, unknown>, send: (m: unknown) => void) => void,
  ) {
    const w = world(seed);
    const guest = w.device("dev-guest", true);
    const [toHost, fromGuest] = w.network.connect("dev-guest", "dev-host");
    fromGuest.onMessage((text) =>
      script(JSON.parse(text as string) as Record<string, unknown>, (m) =>
        fromGuest.send(JSON.stringify(m)),
      ),
    );
    const info = { transport: "direct", server: "", hostPeer: null } as const;
    const joined = await w.drive(guest.pairing.joinHost(toHost, null, info));
    return { joined, guest };
  }

  const welcomeOf = (join: Record<string, unknown>, fair: unknown) => ({
    t: "pair-welcome",
    id: "g1",
    game: "spite-malice",
    options: {},
    seed: deriveSeed([join.nonce as string]),
    nonces: [join.nonce],
    holders: ["dev-host", "dev-guest"],
    bots: [null, null],
    host: "dev-host",
    ...(fair ? { fair } : {}),
  });

  it("a fair header that leaves out the guest's commitment, or changes it, is refused", async () => {
    const host = new FairDevice("g1", "dev-host", new Uint8Array(32).fill(1)).commitment();
    const forged = new FairDevice("g1", "dev-guest", new Uint8Array(32).fill(2)).commitment();
    for (const [seed, change] of [
      [5, "forged"],
      [6, "asked for another game"],
    ] as const) {
      let join: Record<string, unknown> = {};
      const { joined, guest } = await joinScripted(seed, (m, send) => {
        if (m.t === "pair-join") {
          join = m;
          send({ t: "pair-fair", id: change === "forged" ? "g1" : "g2" });
        } else if (m.t === "pair-commit") {
          send(welcomeOf(join, { version: 1, devices: [forged, host] }));
        }
      });
      expect(joined.ok ? "joined" : joined.error.code, change).toBe("bad-fair");
      expect(await guest.store.listGames()).toEqual([]);
    }
  });

  it("a fair header the guest was never asked to commit to is refused", async () => {
    const host = new FairDevice("g1", "dev-host", new Uint8Array(32).fill(1)).commitment();
    const other = new FairDevice("g1", "dev-guest", new Uint8Array(32).fill(2)).commitment();
    const { joined } = await joinScripted(7, (m, send) => {
      if (m.t === "pair-join") send(welcomeOf(m, { version: 1, devices: [other, host] }));
    });
    expect(joined.ok ? "joined" : joined.error.code).toBe("bad-fair");
  });

  it("the handshake's fair messages are checked like every other", () => {
    const commitment = new FairDevice("g", "dev-a", new Uint8Array(32)).commitment();
    expect(decodePair(encodePair({ t: "pair-commit", commitment })).ok).toBe(true);
    for (const [name, message] of [
      ["a short chain", { t: "pair-commit", commitment: { ...commitment, chain: "abc" } }],
      ["no length", { t: "pair-commit", commitment: { device: "dev-a", chain: commitment.chain } }],
      ["a stray field", { t: "pair-commit", commitment: { ...commitment, secret: "x" } }],
      ["no game id", { t: "pair-fair", id: "" }],
      ["a capability of another version", { t: "pair-join", fair: 2 }],
    ] as const) {
      const raw = JSON.stringify(
        message.t === "pair-join"
          ? {
              t: "pair-join",
              protocol: "tabula-pair/1",
              device: "dev-a",
              nonce: "0".repeat(32),
              game: null,
              fair: 2,
            }
          : message,
      );
      expect(decodePair(raw).ok, name).toBe(false);
    }
  });
});
