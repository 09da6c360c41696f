import { describe, expect, it } from "vitest";
import { deriveSeed } from "../../../src/engine/random";
import { findGame } from "../../../src/games/registry";
import { headerDigest } from "../../../src/log/header";
import { headerOf } from "../../../src/net/table/open-table";
import { saveDeviceName } from "../../../src/net/table/names";
import { GameSession } from "../../../src/ui/model/session";
import { FirstMoveBot } from "../../ui/fakes";
import { FakeNetworkSwitch } from "./fake-platform";
import {
  drive,
  mergeOf,
  pairOverPeerjs,
  pass,
  peerIdOf,
  playOn,
  quiet,
  screenOf,
  world,
  type Device,
} from "./pairing-world";

// The pairing handshakes, invitations and reconnection over the fake network, with a
// PeerJS server in memory and a fake clock: the very code the app runs (src/net/table/).
describe("pairing two devices", () => {
  it("deals a new game seeded by both nonces; both screens play it through their tables", async () => {
    const w = world(1);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    const id = await pairOverPeerjs(w, host, guest);
    const [ours, theirs] = [(await host.store.loadGame(id))!, (await guest.store.loadGame(id))!];
    const smalta = findGame("smalta")!;
    expect(headerDigest(headerOf(smalta, theirs.game, guest.id))).toBe(
      headerDigest(headerOf(smalta, ours.game, host.id)),
    );
    expect(ours.game.holders).toEqual([{ kind: "device" }, { kind: "remote", device: guest.id }]);
    expect(theirs.game.holders).toEqual([{ kind: "remote", device: host.id }, { kind: "device" }]);
    expect(ours.game.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(theirs.game.seed).toBe(ours.game.seed);
    expect(await guest.store.getSetting(`pairing/${id}`)).toMatchObject({ role: "guest" });
    expect(await host.store.getSetting(`pairing/${id}`)).toMatchObject({ role: "host" });

    const screens = [screenOf(host, id), screenOf(guest, id)];
    await playOn(w, screens, 6);
    expect(mergeOf(guest, id)).toBe(mergeOf(host, id));
    // Each screen shows its own table's merge, which both stores hold.
    for (const [device, screen] of [
      [host, screens[0]],
      [guest, screens[1]],
    ] as const) {
      const table = device.pairing.live(id)!;
      expect(screen.state.value).toBe(table.replica.merged.state);
      const stored = (await device.store.loadGame(id))!;
      expect(new Set(stored.entries.map((e) => e.hash))).toEqual(
        new Set(table.replica.all().map((e) => e.hash)),
      );
      // The last seat's move (a roll or a deal after it is no move).
      const lastPlay = [...screen.log()].reverse().find((e) => e.kind === "move")!;
      expect(stored.game.lastMove).toBe(lastPlay.text);
    }
    expect(host.pairing.live(id)!.presence.value).toMatchObject([{ device: guest.id, here: true }]);
  });

  it("a table that agreed to hints at Invite holds it in the header on both devices; one that did not, on neither", async () => {
    const smalta = findGame("smalta")!;
    for (const hints of [true, false]) {
      const w = world(2);
      const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
      const id = await pairOverPeerjs(w, host, guest, {
        game: "smalta",
        options: { fortune: "die" },
        seats: ["host", "guest"],
        hints,
      });
      const [ours, theirs] = [(await host.store.loadGame(id))!, (await guest.store.loadGame(id))!];
      expect(ours.game.hints).toBe(hints ? true : undefined);
      expect(theirs.game.hints).toBe(hints ? true : undefined);
      expect(headerOf(smalta, theirs.game, guest.id).hints).toBe(hints ? true : undefined);
      expect(headerDigest(headerOf(smalta, theirs.game, guest.id))).toBe(
        headerDigest(headerOf(smalta, ours.game, host.id)),
      );
    }
  });

  it("refuses a device when nothing is offered, and a stranger at a game under way", async () => {
    const w = world(2);
    const [host, guest, stranger] = [w.device("dev-h"), w.device("dev-g"), w.device("dev-s")];
    expect((await host.pairing.peerEndpoint("")).ok).toBe(true);
    const tryJoin = async (who: Device, game: string | null) => {
      const endpoint = await who.pairing.peerEndpoint("");
      if (!endpoint.ok) throw new Error(endpoint.error.message);
      const link = await endpoint.value.connect(peerIdOf(host.id));
      if (!link.ok) throw new Error(link.error.message);
      const info = { transport: "peerjs", server: "", hostPeer: peerIdOf(host.id) } as const;
      return drive(w, who.pairing.joinHost(link.value, game, info));
    };
    const nothing = await tryJoin(guest, null);
    expect(nothing.ok ? "joined" : nothing.error.code).toBe("no-invitation");
    expect(await guest.store.listGames()).toEqual([]);

    const id = await pairOverPeerjs(w, host, guest);
    const strange = await tryJoin(stranger, id);
    expect(strange.ok ? "joined" : strange.error.code).toBe("not-a-player");
    expect(await stranger.store.listGames()).toEqual([]);
    expect(host.pairing.live(id)!.linkedDevices()).toEqual([guest.id]);
  });

  it("lets one more device into a game under way: it gets the whole log and can be handed a seat", async () => {
    const w = world(3);
    const [host, guest, late] = [w.device("dev-a"), w.device("dev-b"), w.device("dev-c")];
    const id = await pairOverPeerjs(w, host, guest);
    const screens = [screenOf(host, id), screenOf(guest, id)];
    await playOn(w, screens, 3);

    const invited = await host.pairing.inviteMore(id, "");
    expect(invited.ok && invited.value).toBe(peerIdOf(host.id));
    const endpoint = await late.pairing.peerEndpoint("");
    if (!endpoint.ok) throw new Error(endpoint.error.message);
    const link = await endpoint.value.connect(peerIdOf(host.id));
    if (!link.ok) throw new Error(link.error.message);
    const info = { transport: "peerjs", server: "", hostPeer: peerIdOf(host.id) } as const;
    const joined = await drive(w, late.pairing.joinHost(link.value, null, info));
    expect(joined.ok && joined.value).toBe(id);
    host.pairing.stopInviting(id);
    await quiet(w);
    expect(mergeOf(late, id)).toBe(mergeOf(host, id));
    expect(await host.store.getSetting(`members/${id}`)).toEqual([late.id]);
    const lateScreen = screenOf(late, id);
    expect(lateScreen.record.value.holders.every((h) => h.kind === "remote")).toBe(true);

    // The host hands its seat to the newcomer, whose screen then plays it.
    expect((await host.pairing.live(id)!.handSeat(0, late.id)).ok).toBe(true);
    await quiet(w);
    expect(lateScreen.isDeviceSeat(0)).toBe(true);
    expect(screens[0].isDeviceSeat(0)).toBe(false);
    await playOn(w, [screens[1], lateScreen], 4);
    expect(mergeOf(late, id)).toBe(mergeOf(host, id));
    expect(mergeOf(guest, id)).toBe(mergeOf(host, id));
  });
});

describe("a dishonest host", () => {
  it("cannot choose the seed: a welcome whose seed is not derived from the guest's nonce is refused", async () => {
    const w = world(7);
    const guest = w.device("dev-guest");
    const [toHost, fromGuest] = w.network.connect("dev-guest", "dev-host");
    fromGuest.onMessage((text) => {
      const join = JSON.parse(text as string) as { nonce: string };
      const nonces = ["0".repeat(32), join.nonce];
      const welcome = {
        t: "pair-welcome",
        id: "rigged",
        game: "smalta",
        options: { fortune: "die" },
        // A seed the host picked, not deriveSeed(nonces).
        seed: deriveSeed(["a seed the host likes"]),
        nonces,
        holders: ["dev-host", "dev-guest"],
        bots: [null, null],
        host: "dev-host",
      };
      fromGuest.send(JSON.stringify(welcome));
    });
    const info = { transport: "direct", server: "", hostPeer: null } as const;
    const joined = await drive(w, guest.pairing.joinHost(toHost, null, info));
    expect(joined.ok ? "joined" : joined.error.code).toBe("bad-seed");
    expect(await guest.store.listGames()).toEqual([]);
    expect(toHost.state).toBe("closed");
  });
});

describe("a dishonest host and the table die (issue 27, item 5, hole 5)", () => {
  /** A host by hand that welcomes with `options`, its seed fairly derived from both nonces. */
  async function joinWelcomedWith(seed: number, options: Record<string, unknown>) {
    const w = world(seed);
    const guest = w.device("dev-guest");
    const [toHost, fromGuest] = w.network.connect("dev-guest", "dev-host");
    fromGuest.onMessage((text) => {
      const join = JSON.parse(text as string) as { t: string; nonce: string };
      if (join.t !== "pair-join") return;
      const nonces = ["0".repeat(32), join.nonce];
      const welcome = {
        t: "pair-welcome",
        id: `fortune-${String(options.fortune)}`,
        game: "smalta",
        options,
        seed: deriveSeed(nonces),
        nonces,
        holders: ["dev-host", "dev-guest"],
        bots: [null, null],
        host: "dev-host",
      };
      fromGuest.send(JSON.stringify(welcome));
    });
    const info = { transport: "direct", server: "", hostPeer: null } as const;
    const joined = await drive(w, guest.pairing.joinHost(toHost, null, info));
    return { joined, guest, toHost };
  }

  it("a welcome to a game of the table die (each player enters its own roll) is refused, nothing stored", async () => {
    const { joined, guest, toHost } = await joinWelcomedWith(8, { fortune: "table" });
    expect(joined.ok ? "joined" : joined.error.code).toBe("unchecked-options");
    expect(joined.ok ? "" : joined.error.message).toMatch(/roll/);
    expect(await guest.store.listGames()).toEqual([]);
    expect(toHost.state).toBe("closed");
  });

  it("the same welcome with the app's die is taken (the refusal is the die's, not the host's)", async () => {
    const { joined, guest } = await joinWelcomedWith(9, { fortune: "die" });
    expect(joined.ok && joined.value).toBe("fortune-die");
    expect((await guest.store.listGames()).map((g) => g.id)).toEqual(["fortune-die"]);
  });
});

describe("names", () => {
  it("each device's name travels when a link opens, cleaned, into the seats it holds", async () => {
    const w = world(10);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    await saveDeviceName(host.store, "Anna");
    await guest.store.setSetting("device/name", " Bo\u202Eris\u0000 ");
    const id = await pairOverPeerjs(w, host, guest);
    await quiet(w);
    const hostTable = host.pairing.live(id)!;
    const guestTable = guest.pairing.live(id)!;
    expect(hostTable.nameOf(guest.id)).toBe("Boris");
    expect(guestTable.nameOf(host.id)).toBe("Anna");
    // In the stored record too (the Continue list and the results read it).
    const onHost = (await host.store.loadGame(id))!.game.holders;
    expect(onHost).toEqual([
      { kind: "device" },
      { kind: "remote", device: guest.id, name: "Boris" },
    ]);
    const onGuest = (await guest.store.loadGame(id))!.game.holders;
    expect(onGuest[0]).toEqual({ kind: "remote", device: host.id, name: "Anna" });
    expect(guestTable.record().holders[0]).toEqual(onGuest[0]);
    // And syncing goes on as before.
    await playOn(w, [screenOf(host, id), screenOf(guest, id)], 2);
    expect(mergeOf(guest, id)).toBe(mergeOf(host, id));
  });

  it("the names of a device's players travel into the seats they hold, and only those", async () => {
    const w = world(12);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    await saveDeviceName(host.store, "Tablet");
    const id = await pairOverPeerjs(w, host, guest, {
      game: "spite-malice",
      options: {},
      seats: ["host", "guest", "host"],
      names: [" An\u202Ena ", "Mallory", null],
    });
    await quiet(w);
    // The host keeps its players' names (cleaned); the name planned for a guest seat is not its.
    expect((await host.store.loadGame(id))!.game.holders).toEqual([
      { kind: "device", name: "Anna" },
      { kind: "remote", device: guest.id },
      { kind: "device" },
    ]);
    // The guest reads a seat's player name, else the device's name.
    const onGuest = (await guest.store.loadGame(id))!.game.holders;
    expect(onGuest).toEqual([
      { kind: "remote", device: host.id, name: "Anna" },
      { kind: "device" },
      { kind: "remote", device: host.id, name: "Tablet" },
    ]);
    const guestTable = guest.pairing.live(id)!;
    expect(guestTable.playersOf(host.id)).toEqual(["Anna"]);
    // A host naming a seat it does not hold (the guest's) changes nothing there.
    const toGuest = w.network.openLinks().find((l) => l.device === peerIdOf(host.id))!;
    toGuest.send('name {"name":"Tablet","seats":{"0":"Anna","1":"Mallory","2":"Vera"}}');
    await quiet(w);
    expect((await guest.store.loadGame(id))!.game.holders).toEqual([
      { kind: "remote", device: host.id, name: "Anna" },
      { kind: "device" },
      { kind: "remote", device: host.id, name: "Vera" },
    ]);
    expect(guestTable.playersOf(host.id)).toEqual(["Anna", "Vera"]);
  });

  it("a joining device names the person at its seat: stored there, sent, shown by the host", async () => {
    const w = world(13);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    await saveDeviceName(guest.store, "Tablet");
    const id = await pairOverPeerjs(w, host, guest);
    await quiet(w);
    const [hostTable, guestTable] = [host.pairing.live(id)!, guest.pairing.live(id)!];
    expect(hostTable.record().holders[1]).toEqual({
      kind: "remote",
      device: guest.id,
      name: "Tablet",
    });
    const named = await guestTable.nameSeat(1, "  Bo\u202Eris ");
    expect(named).toEqual({ ok: true, value: "Boris" });
    expect((await guest.store.loadGame(id))!.game.holders[1]).toEqual({
      kind: "device",
      name: "Boris",
    });
    expect(guestTable.record().holders[1]).toEqual({ kind: "device", name: "Boris" });
    await quiet(w);
    expect(hostTable.playersOf(guest.id)).toEqual(["Boris"]);
    expect(hostTable.nameOf(guest.id)).toBe("Tablet");
    expect((await host.store.loadGame(id))!.game.holders[1]).toEqual({
      kind: "remote",
      device: guest.id,
      name: "Boris",
    });
    // A seat this device does not hold is not its to name; nothing changes.
    const refused = await guestTable.nameSeat(0, "Mallory");
    expect(refused.ok ? "named" : refused.error.code).toBe("not-your-seat");
    await quiet(w);
    expect((await host.store.loadGame(id))!.game.holders[0]).toEqual({ kind: "device" });
    // An empty name takes it away here; the others fall back to the device's name.
    expect(await guestTable.nameSeat(1, " \u200B ")).toEqual({ ok: true, value: null });
    expect((await guest.store.loadGame(id))!.game.holders[1]).toEqual({ kind: "device" });
    await quiet(w);
    expect(hostTable.playersOf(guest.id)).toEqual([]);
    expect(hostTable.record().holders[1]).toEqual({
      kind: "remote",
      device: guest.id,
      name: "Tablet",
    });
  });

  it("a device with no name sends none; a peer's bad name message changes nothing", async () => {
    const w = world(11);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    const id = await pairOverPeerjs(w, host, guest);
    await quiet(w);
    const hostTable = host.pairing.live(id)!;
    expect(hostTable.nameOf(guest.id)).toBeNull();
    const toHost = w.network.openLinks().find((l) => l.device === peerIdOf(guest.id))!;
    toHost.send(`name {"name":"${"x".repeat(2_000)}"}`);
    toHost.send('name {"name":""}');
    await quiet(w);
    expect(hostTable.nameOf(guest.id)).toBeNull();
    expect((await host.store.loadGame(id))!.game.holders[1]).toEqual({
      kind: "remote",
      device: guest.id,
    });
    // The same link carries a good name: it is taken.
    toHost.send('name {"name":"Vera"}');
    await quiet(w);
    expect(hostTable.nameOf(guest.id)).toBe("Vera");
  });
});

describe("coming back", () => {
  it("a guest over peerjs reconnects by itself, backing off while its host is away", async () => {
    const w = world(4);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    const id = await pairOverPeerjs(w, host, guest);
    const screens = [screenOf(host, id), screenOf(guest, id)];
    await playOn(w, screens, 2);
    const guestTable = guest.pairing.live(id)!;

    w.peers.leave(peerIdOf(host.id));
    await quiet(w);
    expect(guestTable.connected(host.id)).toBe(false);
    // The host plays on alone meanwhile (its move waits on its own disk).
    await playOn(w, screens, 1);
    expect(mergeOf(guest, id)).not.toBe(mergeOf(host, id));
    // Tries after 1 s, then 2 s, 4 s…: nobody answers.
    await pass(w, 3_500);
    expect(guestTable.connected(host.id)).toBe(false);
    w.peers.back(peerIdOf(host.id));
    await pass(w, 5_000);
    expect(guestTable.connected(host.id)).toBe(true);
    expect(mergeOf(guest, id)).toBe(mergeOf(host, id));
    expect(screens[1].state.value).toBe(guestTable.replica.merged.state);
  });

  it("a guest that opened the game offline says so, and rejoins the moment the network is back", async () => {
    const w = world(7);
    const net = new FakeNetworkSwitch();
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest", { net })];
    const id = await pairOverPeerjs(w, host, guest);
    const hostScreen = screenOf(host, id);
    await playOn(w, [hostScreen, screenOf(guest, id)], 2);

    // The guest's tab is reloaded with the network off: a new Pairing on the same store.
    net.set(false);
    guest.pairing.close();
    w.peers.leave(peerIdOf(guest.id));
    await quiet(w);
    const back = w.device("dev-guest", { store: guest.store, net });
    const table = await drive(w, back.pairing.table(id));
    if (!table.ok) throw new Error(table.error.message);
    await quiet(w);
    expect(table.value.rejoin.value.kind).toBe("offline");
    expect(table.value.rejoin.role).toBe("guest");
    await pass(w, 70_000);
    expect(table.value.connected(host.id)).toBe(false);
    expect(table.value.rejoin.value.kind).toBe("offline");

    // The host plays on; the network comes back: no wait for the next timer (30 s by now).
    await playOn(
      w,
      [
        hostScreen,
        new GameSession({ bots: new FirstMoveBot(), newNonce: () => "0" }, table.value.log),
      ],
      1,
    );
    w.peers.back(peerIdOf(guest.id));
    net.set(true);
    await pass(w, 500);
    expect(table.value.connected(host.id)).toBe(true);
    expect(table.value.rejoin.value.kind).toBe("idle");
    expect(mergeOf(back, id)).toBe(mergeOf(host, id));
  });

  it("a host that opened the game offline listens again when the network is back; its guest comes", async () => {
    const w = world(8);
    const net = new FakeNetworkSwitch();
    const [host, guest] = [w.device("dev-host", { net }), w.device("dev-guest")];
    const id = await pairOverPeerjs(w, host, guest);
    await playOn(w, [screenOf(host, id), screenOf(guest, id)], 1);
    const guestTable = guest.pairing.live(id)!;

    net.set(false);
    host.pairing.close();
    w.peers.leave(peerIdOf(host.id));
    await quiet(w);
    const back = w.device("dev-host", { store: host.store, net });
    const table = await drive(w, back.pairing.table(id));
    if (!table.ok) throw new Error(table.error.message);
    await pass(w, 20_000);
    expect(table.value.rejoin.role).toBe("host");
    expect(table.value.rejoin.value.kind).toBe("offline");
    expect(guestTable.rejoin.value).toMatchObject({ kind: "waiting", reason: "peer-unavailable" });

    w.peers.back(peerIdOf(host.id));
    net.set(true);
    await quiet(w);
    expect(table.value.rejoin.value.kind).toBe("listening");
    // The guest comes at its next try (its wait is at most 30 s).
    await pass(w, 31_000);
    expect(table.value.connected(guest.id)).toBe(true);
    expect(guestTable.rejoin.value.kind).toBe("idle");
    expect(mergeOf(back, id)).toBe(mergeOf(guest, id));
  });

  it("Try now ends a guest's wait before its next timer", async () => {
    const w = world(9);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    const id = await pairOverPeerjs(w, host, guest);
    const guestTable = guest.pairing.live(id)!;
    w.peers.leave(peerIdOf(host.id));
    await pass(w, 40_000);
    const waiting = guestTable.rejoin.value;
    expect(waiting.kind).toBe("waiting");
    if (waiting.kind !== "waiting") return;
    expect(waiting.at - w.timers.now()).toBeGreaterThan(5_000);
    w.peers.back(peerIdOf(host.id));
    guestTable.rejoin.wake();
    await pass(w, 250);
    expect(guestTable.connected(host.id)).toBe(true);
  });

  it("a host opening its endpoint again waits while the server still holds its id", async () => {
    const w = world(5);
    const host = w.device("dev-host");
    w.peers.refuseOpen.set(peerIdOf(host.id), 2);
    let opened: boolean | null = null;
    void host.pairing.peerEndpoint("").then((r) => (opened = r.ok));
    await quiet(w);
    expect(opened).toBeNull();
    await pass(w, 2_750);
    expect(opened).toBeNull();
    await pass(w, 500);
    expect(opened).toBe(true);
    expect(w.peers.opened).toBe(3);
  });

  it("a guest paired by direct link waits to be paired again (no server to reach)", async () => {
    const w = world(6);
    const [host, guest] = [w.device("dev-host"), w.device("dev-guest")];
    host.pairing.setInvitation({
      game: "smalta",
      options: { fortune: "cards" },
      seats: ["guest", "host"],
      transport: "direct",
      server: "",
      onPaired: () => undefined,
    });
    const [toHost, toGuest] = w.network.connect("dev-guest", "dev-host");
    void host.pairing.welcomeGuest(toGuest, "direct", "");
    const info = { transport: "direct", server: "", hostPeer: null } as const;
    const joined = await drive(w, guest.pairing.joinHost(toHost, null, info));
    if (!joined.ok) throw new Error(joined.error.message);
    const table = guest.pairing.live(joined.value)!;
    expect(table.connected(host.id)).toBe(true);
    for (const link of w.network.openLinks()) link.close();
    await pass(w, 60_000);
    expect(table.connected(host.id)).toBe(false);
    expect(w.peers.opened).toBe(0);
  });
});
