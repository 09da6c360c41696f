// Fair play with two or more invited devices (issue 14; src/net/table/fair-gather.ts):
// the host deals the game only once every planned device has committed, every device
// in its seats, header.fair listing them all; then three devices play a whole fair
// game of Spite and Malice, each writing its duties in device order.
import { afterEach, describe, expect, it } from "vitest";
import { parseFairHeader } from "../../../src/fair/commitment";
import { FairDevice } from "../../../src/fair/device";
import { isToken } from "../../../src/fair/tokens";
import { rngFromText } from "../../../src/engine/rng";
import { chooseMove } from "../../../src/games/spite-malice/bot";
import { spiteMalice } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { nobleSigner } from "../../../src/log/signature";
import { FakeNetwork } from "../../../src/net/memory-link";
import type { SeatPlan } from "../../../src/net/table/context";
import { GATHER_TIMEOUT_MS } from "../../../src/net/table/fair-gather";
import { Pairing } from "../../../src/net/table/pairing";
import type { Result } from "../../../src/engine/errors";
import { openMemoryStore } from "../../../src/store/memory-store";
import type { Store } from "../../../src/store/types";
import { GameSession } from "../../../src/ui/model/session";
import { FirstMoveBot } from "../../ui/fakes";
import { settle } from "../table-device";
import { testKey } from "../table";
import { fakeTablePlatform, FakeTimers } from "./fake-platform";
import { FakePeers } from "./fake-peers";

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
  const heard: string[] = [];
  /** Each guest's link to the host, to close it (a page closed while it waits). */
  const links = new Map<string, { close(): void }>();
  let n = 0;
  const device = (name: string, fair = true): Device => {
    const key = nobleSigner(testKey(name));
    const store = openMemoryStore();
    const platform = fakeTablePlatform(store, key.id, {
      key,
      seed: seed * 10 + ++n,
      timers,
      openPeer: peers.openPeer,
      fair,
    });
    const pairing = new Pairing(platform, { onRefused: () => undefined });
    pairings.push(pairing);
    return { id: key.id, store, pairing };
  };
  const quiet = async (rounds = 500): Promise<void> => {
    for (let i = 0; i < rounds; i++) {
      await network.quiesce();
      await settle();
      if (network.inFlight === 0) return;
    }
  };
  const invite = async (host: Device, seats: SeatPlan[]): Promise<void> => {
    host.pairing.setInvitation({
      game: "spite-malice",
      options: { goal: 13 },
      seats,
      transport: "peerjs",
      server: "",
      fair: true,
      onPaired: (id) => heard.push(`paired ${id}`),
      onJoined: (more) => heard.push(`${more} more`),
    });
    expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
  };
  /** `guest` opens the host's join link; the promise settles when it is welcomed or refused. */
  const join = async (host: Device, guest: Device): Promise<Result<string>> => {
    const endpoint = await guest.pairing.peerEndpoint("");
    if (!endpoint.ok) throw new Error(endpoint.error.message);
    const link = await endpoint.value.connect(`tabula-${host.id}`);
    if (!link.ok) throw new Error(link.error.message);
    links.set(guest.id, link.value);
    const info = { transport: "peerjs", server: "", hostPeer: `tabula-${host.id}` } as const;
    return guest.pairing.joinHost(link.value, null, info);
  };
  return { network, timers, heard, links, device, quiet, invite, join };
}

type World = ReturnType<typeof world>;

/** Whether a promise has settled (after the world is quiet). */
async function settled<T>(w: World, promise: Promise<T>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await w.quiet();
  return done;
}

/** The host invites one seat per guest; each guest joins in turn; returns the game id. */
async function seatAll(w: World, host: Device, guests: readonly Device[]): Promise<string> {
  const seats: SeatPlan[] = [
    "host",
    ...guests.map((_, i): SeatPlan => (i === 0 ? "guest" : `guest:${i + 1}`)),
  ];
  await w.invite(host, seats);
  const joins: Promise<Result<string>>[] = [];
  for (const [i, guest] of guests.entries()) {
    joins.push(w.join(host, guest));
    const last = i === guests.length - 1;
    // Until the last planned device has committed, nobody is welcomed and nothing is dealt.
    expect(await settled(w, joins[i]), `guest ${i} settled`).toBe(last);
    if (!last) {
      expect(w.heard.at(-1)).toBe(`${guests.length - 1 - i} more`);
      for (const d of [host, ...guests]) expect(await d.store.listGames()).toEqual([]);
    }
  }
  const ids = (await Promise.all(joins)).map((r) => (r.ok ? r.value : r.error.code));
  expect(new Set(ids).size).toBe(1);
  expect(w.heard.at(-1)).toBe(`paired ${ids[0]}`);
  return ids[0];
}

describe("fair play with more than one invited device", () => {
  for (const guests of [2, 3]) {
    it(`${guests + 1} devices: every one commits before the deal, header.fair lists them all, the secrets stay home`, async () => {
      const w = world(40 + guests);
      const host = w.device("host");
      const others = Array.from({ length: guests }, (_, i) => w.device(`guest-${i}`));
      const id = await seatAll(w, host, others);
      const devices = [host, ...others];
      const records = await Promise.all(devices.map(async (d) => (await d.store.loadGame(id))!));
      const fair = parseFairHeader(records[0].game.fair);
      if (!fair.ok) throw new Error(fair.error.message);
      expect(fair.value.devices.map((d) => d.device)).toEqual(devices.map((d) => d.id).sort());
      for (const [i, record] of records.entries()) {
        expect(record.game.fair, `device ${i}`).toEqual(records[0].game.fair);
        expect(record.game.seed).toBe(records[0].game.seed);
        // Each device holds its own seat from the deal: no seat is handed over.
        expect(record.game.holders[i]).toEqual({ kind: "device" });
        expect(record.entries.filter((e) => e.kind === "meta")).toEqual([]);
        const secret = await devices[i].store.fairSecret(id);
        const commitment = new FairDevice(id, devices[i].id, secret!).commitment();
        expect(fair.value.devices).toContainEqual(commitment);
      }
      const tables = devices.map((d) => d.pairing.live(id)!);
      expect(tables.every((t) => t.fair !== null)).toBe(true);
      expect(tables[0].holders()).toEqual(devices.map((d) => d.id));
      expect(host.pairing.invitation).toBeNull();
    });
  }

  it("three devices play a whole fair game: duties in device order, every hand its own, the audit fair", async () => {
    const w = world(50);
    const devices = [w.device("a"), w.device("b"), w.device("c")];
    const id = await seatAll(w, devices[0], devices.slice(1));
    const tables = devices.map((d) => d.pairing.live(id)!);
    const screens = tables.map(
      (t) => new GameSession({ bots: new FirstMoveBot(), newNonce: () => "0" }, t.log),
    );
    for (const screen of screens) void screen.advance();
    await w.quiet();
    let moves = 0;
    let waits = 0;
    for (; moves < 3_000; moves++) {
      if (screens.every((s) => s.actor() === null)) break;
      const movers = screens.filter((s) => {
        const actor = s.actor();
        return typeof actor === "number" && s.isDeviceSeat(actor);
      });
      if (movers.length === 0 && waits++ < 100) {
        // Nobody can move yet: the sync's pacing (rate limits) runs on the clock.
        w.timers.advance(100);
        await w.quiet();
        moves--;
        continue;
      }
      waits = 0;
      if (movers.length !== 1) {
        const why = tables.map((t) => t.fair?.waitingFor ?? null);
        throw new Error(
          `${movers.length} movers: ${screens.map((s) => s.actor()).join(",")} ${JSON.stringify(why)}`,
        );
      }
      const mover = movers[0];
      const seat = mover.actor() as number;
      const view = mover.viewFor(seat) as SpiteState;
      expect(view.hands[seat].every((c) => c !== null && !isToken(c))).toBe(true);
      for (const other of [0, 1, 2].filter((s) => s !== seat)) {
        expect(view.hands[other].every((c) => c === null)).toBe(true);
      }
      const move = chooseMove(view, seat, "normal", rngFromText(`m${moves}`));
      expect(await mover.play(spiteMalice.formatMove(move!))).toBeNull();
      await w.quiet();
    }
    await w.quiet();
    const merged = tables.map((t) => t.replica.merged);
    expect(new Set(merged.map((m) => m.head)).size).toBe(1);
    expect(spiteMalice.result(merged[0].state as SpiteState)).not.toBeNull();
    expect(moves).toBeGreaterThan(10);
    const fair = merged[0].fair!;
    expect(fair.decks.length).toBeGreaterThan(0);
    expect(fair.decks.every((d) => d.verdict?.kind === "fair")).toBe(true);
    // Each deck pass went round every device in the header's order.
    const order = parseFairHeader((await devices[0].store.loadGame(id))!.game.fair);
    const sorted = order.ok ? order.value.devices.map((d) => d.device) : [];
    const steps = merged[0].accepted.filter(
      (e) => e.kind === "fair" && /^(shuffle|lock) 1 /.test(e.text),
    );
    expect(steps.map((e) => e.author)).toEqual([...sorted, ...sorted]);
    // Every device wrote shares and reveals of its own.
    const authors = new Set(
      merged[0].accepted.filter((e) => e.kind === "fair").map((e) => e.author),
    );
    expect(authors).toEqual(new Set(sorted));
  }, 240_000);

  it("a device that cannot play fair is refused once the gathering has begun", async () => {
    const w = world(60);
    const [host, b, old] = [w.device("h"), w.device("b"), w.device("old", false)];
    await w.invite(host, ["host", "guest", "guest:2"]);
    const first = w.join(host, b);
    expect(await settled(w, first)).toBe(false);
    const refusing = w.join(host, old);
    expect(await settled(w, refusing)).toBe(true);
    const refused = await refusing;
    expect(refused.ok ? "joined" : refused.error.code).toBe("no-fair");
    expect(await settled(w, first)).toBe(false);
  });

  it("a first device that cannot play fair makes the game trusted, seats handed over as before", async () => {
    const w = world(61);
    const [host, old, c] = [w.device("h"), w.device("old", false), w.device("c")];
    await w.invite(host, ["host", "guest", "guest:2"]);
    const joining = w.join(host, old);
    expect(await settled(w, joining)).toBe(true);
    const first = await joining;
    if (!first.ok) throw new Error(first.error.message);
    const record = (await host.store.loadGame(first.value))!;
    expect(record.game.fair).toBeUndefined();
    expect(record.game.fairRefused).toBe(true);
    const second = w.join(host, c);
    expect(await settled(w, second)).toBe(true);
    expect((await second).ok).toBe(true);
  });

  it("a waiting device that leaves frees its place; an invitation given up refuses those waiting", async () => {
    const w = world(62);
    const [host, b, c, d] = [w.device("h"), w.device("b"), w.device("c"), w.device("d")];
    await w.invite(host, ["host", "guest", "guest:2"]);
    const first = w.join(host, b);
    expect(await settled(w, first)).toBe(false);
    // b gives up (its page closed): its link goes down, so its place is free for c.
    w.links.get(b.id)!.close();
    expect(await settled(w, first)).toBe(true);
    const gone = await first;
    expect(gone.ok ? "joined" : gone.error.code).not.toBe("joined");
    const second = w.join(host, c);
    expect(await settled(w, second)).toBe(false);
    expect(w.heard.at(-1)).toBe("1 more");
    // The inviting screen is left: c is refused, and nothing was dealt.
    host.pairing.setInvitation(null);
    expect(await settled(w, second)).toBe(true);
    const given = await second;
    expect(given.ok ? "joined" : given.error.code).toBe("no-invitation");
    expect(await host.store.listGames()).toEqual([]);
    // A new invitation gathers again from the start.
    await w.invite(host, ["host", "guest", "guest:2"]);
    const again = [w.join(host, c)];
    expect(await settled(w, again[0])).toBe(false);
    again.push(w.join(host, d));
    const both = Promise.all(again);
    expect(await settled(w, both)).toBe(true);
    expect((await both).every((r) => r.ok)).toBe(true);
  });

  it("an invitation not completed in time refuses those waiting", async () => {
    const w = world(63);
    const [host, b] = [w.device("h"), w.device("b")];
    await w.invite(host, ["host", "guest", "guest:2"]);
    const first = w.join(host, b);
    expect(await settled(w, first)).toBe(false);
    w.timers.advance(GATHER_TIMEOUT_MS + 1);
    expect(await settled(w, first)).toBe(true);
    const r = await first;
    expect(r.ok ? "joined" : r.error.code).toBe("timeout");
  });
});
