import { afterEach, describe, expect, it } from "vitest";
import { deriveSeed } from "../../../src/engine/random";
import { makeFairHeader, parseFairHeader, type FairCommitment } from "../../../src/fair/commitment";
import { FairDevice } from "../../../src/fair/device";
import { findGame } from "../../../src/games/registry";
import { headerDigest } from "../../../src/log/header";
import { FakeNetwork } from "../../../src/net/memory-link";
import { headerOf } from "../../../src/net/table/open-table";
import { Pairing } from "../../../src/net/table/pairing";
import { decodePair, encodePair } from "../../../src/net/table/protocol";
import { openMemoryStore } from "../../../src/store/memory-store";
import type { Store } from "../../../src/store/types";
import { nobleSigner } from "../../../src/log/signature";
import { proveHost } from "../../../src/net/table/proof";
import { GameSession } from "../../../src/ui/model/session";
import { FirstMoveBot } from "../../ui/fakes";
import { rngFromText } from "../../../src/engine/rng";
import { isToken } from "../../../src/fair/tokens";
import { chooseMove } from "../../../src/games/spite-malice/bot";
import { spiteMalice } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { settle } from "../table-device";
import { testKey } from "../table";
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
  /** A device with a key (its id is the key's); `fair`: it can play fair. */
  const device = (name: string, fair: boolean): Device => {
    const key = nobleSigner(testKey(name));
    const id = key.id;
    const store = openMemoryStore();
    const platform = fakeTablePlatform(store, id, {
      key,
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
  const pair = async (
    host: Device,
    guest: Device,
    fair: boolean,
    game = "spite-malice",
    options: Record<string, unknown> = game === "smalta" ? { fortune: "die" } : {},
  ) => {
    let paired: string | null = null;
    host.pairing.setInvitation({
      game,
      options,
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
    expect(fair.ok && fair.value.devices.map((d) => d.device)).toEqual([host.id, guest.id].sort());
    expect(ours.game.signed).toBe(true);
    // Both tables opened it: the merge took the fair header (a fair state at the start).
    expect(host.pairing.live(id)!.replica.merged.fair).toBeDefined();
    expect(guest.pairing.live(id)!.replica.merged.fair).toBeDefined();
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
    const guest = w.device("guest", true);
    const [toHost, fromGuest] = w.network.connect(guest.id, HOST.id);
    fromGuest.onMessage((text) =>
      script(JSON.parse(text as string) as Record<string, unknown>, (m) =>
        fromGuest.send(JSON.stringify(m)),
      ),
    );
    const info = { transport: "direct", server: "", hostPeer: null } as const;
    const joined = await w.drive(guest.pairing.joinHost(toHost, null, info));
    return { joined, guest };
  }

  const HOST = nobleSigner(testKey("host"));
  const GUEST = nobleSigner(testKey("guest"));
  /** A welcome a host would send (signed, its key proven), with the fair header given. */
  const welcomeOf = async (join: Record<string, unknown>, fair: unknown) => ({
    t: "pair-welcome",
    id: "g1",
    game: "spite-malice",
    options: {},
    seed: deriveSeed([join.nonce as string]),
    nonces: [join.nonce],
    holders: [HOST.id, GUEST.id],
    bots: [null, null],
    host: HOST.id,
    signed: true,
    proof: await proveHost(HOST, join.nonce as string, join.device as string),
    ...(fair ? { fair: makeFairHeader(fair as FairCommitment[]) } : {}),
  });

  it("a fair header that leaves out the guest's commitment, or changes it, is refused", async () => {
    const host = new FairDevice("g1", HOST.id, new Uint8Array(32).fill(1)).commitment();
    const forged = new FairDevice("g1", GUEST.id, new Uint8Array(32).fill(2)).commitment();
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
          void welcomeOf(join, [forged, host]).then(send);
        }
      });
      expect(joined.ok ? "joined" : joined.error.code, change).toBe("bad-fair");
      expect(await guest.store.listGames()).toEqual([]);
    }
  });

  it("a fair header the guest was never asked to commit to is refused", async () => {
    const host = new FairDevice("g1", HOST.id, new Uint8Array(32).fill(1)).commitment();
    const other = new FairDevice("g1", GUEST.id, new Uint8Array(32).fill(2)).commitment();
    const { joined } = await joinScripted(7, (m, send) => {
      if (m.t === "pair-join") void welcomeOf(m, [other, host]).then(send);
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

describe("a fair game at the table", () => {
  it("two paired devices play Smalta with fair dice: every roll waits for both reveals, both merges agree", async () => {
    const w = world(11);
    const [host, guest] = [w.device("fair-host", true), w.device("fair-guest", true)];
    const id = await w.pair(host, guest, true, "smalta");
    const tables = [host, guest].map((d) => d.pairing.live(id)!);
    expect(tables.every((t) => t.fair !== null)).toBe(true);
    const screens = tables.map(
      (t) => new GameSession({ bots: new FirstMoveBot(), newNonce: () => "0" }, t.log),
    );
    const quiet = async () => {
      for (let i = 0; i < 200; i++) {
        await w.network.quiesce();
        await settle();
        if (w.network.inFlight === 0) return;
      }
    };
    // Every write of each store, as the kinds of its entries (a move and its reveal: one write).
    const writes: string[][] = [];
    for (const device of [host, guest]) {
      const append = device.store.appendEntries.bind(device.store);
      device.store.appendEntries = (game, entries, ...rest) => {
        writes.push(entries.map((e) => `${e.kind} ${e.author}`));
        return append(game, entries, ...rest);
      };
    }
    for (const screen of screens) void screen.advance();
    await quiet();
    for (let i = 0; i < 6; i++) {
      const mover = screens.find((s) => {
        const actor = s.actor();
        return typeof actor === "number" && s.isDeviceSeat(actor);
      });
      if (!mover) throw new Error(`nobody can move: ${screens.map((s) => s.actor()).join(",")}`);
      expect(await mover.play(mover.report.value.legal[0])).toBeNull();
      await quiet();
    }
    const [a, b] = tables.map((t) => t.replica.merged);
    expect(a.head).toBe(b.head);
    const kinds = a.accepted.map((e) => (e.kind === "fair" ? e.text.split(" ")[0] : e.kind));
    // Each roll: both devices' reveals, then the outcome by the seed's author.
    const rolls = a.accepted.filter((e) => e.kind === "random");
    expect(rolls.length).toBeGreaterThan(0);
    expect(kinds.filter((k) => k === "reveal")).toHaveLength(2 * rolls.length);
    expect(rolls.every((e) => e.author === "seed")).toBe(true);
    const reveals = a.accepted.filter((e) => e.kind === "fair");
    expect(new Set(reveals.map((e) => e.author))).toEqual(new Set([host.id, guest.id]));
    // The mover reveals first, with its move: the entry after each move is its own
    // reveal, written by its device in the move's write; the other device's reveal then
    // completes the roll, with the outcome in that same write.
    const moves = a.accepted.flatMap((e, i) => (e.kind === "move" ? [i] : []));
    expect(moves.length).toBe(6);
    for (const i of moves) {
      const next = a.accepted[i + 1];
      if (next === undefined) continue; // the game's last move
      expect(`${next.kind} ${next.text.split(" ")[0]} ${next.author}`).toBe(
        `fair reveal ${a.accepted[i].author}`,
      );
      expect(writes).toContainEqual([`move ${next.author}`, `fair ${next.author}`]);
      const after = a.accepted.slice(i + 2, i + 4).map((e) => `${e.kind} ${e.author}`);
      const other = next.author === host.id ? guest.id : host.id;
      expect(after).toEqual([`fair ${other}`, "random seed"]);
      expect(writes).toContainEqual([`fair ${other}`, "random seed"]);
    }
    // Every entry was stored before it was shown: both stores hold the whole chain.
    for (const device of [host, guest]) {
      const stored = (await device.store.loadGame(id))!;
      const hashes = new Set(stored.entries.map((e) => e.hash));
      expect(a.accepted.every((e) => hashes.has(e.hash))).toBe(true);
    }
    for (const t of tables) expect(t.fair!.waitingFor).toBeNull();
  });
});

describe("fair Spite and Malice at the table", () => {
  it("two paired devices play a whole game by their players' moves: cards opened before they are played, the audit fair", async () => {
    const w = world(12);
    const [host, guest] = [w.device("spite-host", true), w.device("spite-guest", true)];
    const id = await w.pair(host, guest, true, "spite-malice", { goal: 13 });
    const tables = [host, guest].map((d) => d.pairing.live(id)!);
    const screens = tables.map(
      (t) => new GameSession({ bots: new FirstMoveBot(), newNonce: () => "0" }, t.log),
    );
    const quiet = async () => {
      for (let i = 0; i < 500; i++) {
        await w.network.quiesce();
        await settle();
        if (w.network.inFlight === 0) return;
      }
    };
    for (const screen of screens) void screen.advance();
    await quiet();
    let moves = 0;
    for (; moves < 2_000; moves++) {
      if (screens.every((s) => s.actor() === null)) break;
      const mover = screens.find((s) => {
        const actor = s.actor();
        return typeof actor === "number" && s.isDeviceSeat(actor);
      });
      if (!mover) throw new Error(`nobody can move: ${screens.map((s) => s.actor()).join(",")}`);
      const seat = mover.actor() as number;
      const view = mover.viewFor(seat) as SpiteState;
      // The seat's own hand is read; the other seat's is hidden.
      expect(view.hands[seat].every((c) => c !== null && !isToken(c))).toBe(true);
      expect(view.hands[1 - seat].every((c) => c === null)).toBe(true);
      const move = chooseMove(view, seat, "normal", rngFromText(`m${moves}`));
      expect(move).not.toBeNull();
      expect(await mover.play(spiteMalice.formatMove(move!))).toBeNull();
      await quiet();
    }
    await quiet();
    const [a, b] = tables.map((t) => t.replica.merged);
    expect(a.head).toBe(b.head);
    expect(spiteMalice.result(a.state as SpiteState)).not.toBeNull();
    expect(a.fair!.decks.length).toBeGreaterThan(0);
    expect(a.fair!.decks.every((d) => d.verdict?.kind === "fair")).toBe(true);
    expect(moves).toBeGreaterThan(10);
  }, 120_000);
});
