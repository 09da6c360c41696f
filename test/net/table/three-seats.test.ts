// One invitation seats three devices (issue 13): the first device to join deals the
// game, the inviting device keeps the second invited device's seats until it joins and
// then hands them over; the Invite screen hears of each join and of the last.
import { describe, expect, it } from "vitest";
import { guestGroups, holdersAtDeal } from "../../../src/net/table/seat-plans";
import type { SeatPlan } from "../../../src/net/table/context";
import {
  drive,
  mergeOf,
  peerIdOf,
  playOn,
  quiet,
  screenOf,
  world,
  type Device,
  type World,
} from "./pairing-world";

describe("the seats of an invitation", () => {
  const rows: { name: string; seats: SeatPlan[]; groups: number[][] }[] = [
    { name: "one device invited", seats: ["host", "guest"], groups: [[1]] },
    { name: "two devices, one seat each", seats: ["host", "guest", "guest:2"], groups: [[1], [2]] },
    { name: "order, not number", seats: ["guest:3", "host", "guest"], groups: [[2], [0]] },
    {
      name: "two seats for one device",
      seats: ["guest", "guest:2", "guest"],
      groups: [[0, 2], [1]],
    },
    { name: "bots and this device only", seats: ["host", "bot:easy"], groups: [] },
    { name: "not a guest plan", seats: ["host", "guest:x" as SeatPlan], groups: [] },
  ];
  for (const row of rows) {
    it(row.name, () => expect(guestGroups(row.seats)).toEqual(row.groups));
  }

  it("at the deal, the first device holds its seats and this device the later devices'", () => {
    expect(holdersAtDeal(["guest:2", "guest", "bot:easy", "host"], "dev-b")).toEqual([
      { kind: "device" },
      { kind: "remote", device: "dev-b" },
      { kind: "bot", level: "easy" },
      { kind: "device" },
    ]);
  });
});

/** `who` opens the host's join link for the game on offer. */
async function join(w: World, host: Device, who: Device) {
  const endpoint = await who.pairing.peerEndpoint("");
  if (!endpoint.ok) throw new Error(endpoint.error.message);
  const link = await endpoint.value.connect(peerIdOf(host.id));
  if (!link.ok) throw new Error(link.error.message);
  const info = { transport: "peerjs", server: "", hostPeer: peerIdOf(host.id) } as const;
  return drive(w, who.pairing.joinHost(link.value, null, info));
}

describe("an invitation for three devices", () => {
  it("seats each device that joins, then all three play, each its own seat", async () => {
    const w = world(31);
    const [a, b, c, d] = ["dev-a", "dev-b", "dev-c", "dev-d"].map((id) => w.device(id));
    const heard: string[] = [];
    a.pairing.setInvitation({
      game: "spite-malice",
      options: { goal: 13 },
      seats: ["host", "guest", "guest:2"],
      transport: "peerjs",
      server: "",
      onPaired: (id) => heard.push(`paired ${id}`),
      onJoined: (more) => heard.push(`${more} more`),
    });
    expect((await a.pairing.peerEndpoint("")).ok).toBe(true);

    const first = await join(w, a, b);
    if (!first.ok) throw new Error(first.error.message);
    const id = first.value;
    await quiet(w);
    expect(heard).toEqual(["1 more"]);
    // Until the second device joins, its seat is this device's, and the invitation stays.
    expect(a.pairing.live(id)!.holders()).toEqual([a.id, b.id, a.id]);
    expect(a.pairing.invitation).toMatchObject({ existing: id, later: [[2]] });

    const second = await join(w, a, c);
    expect(second.ok && second.value).toBe(id);
    await quiet(w);
    expect(heard).toEqual(["1 more", `paired ${id}`]);
    expect(a.pairing.invitation).toBeNull();
    for (const device of [a, b, c]) {
      expect(device.pairing.live(id)!.holders()).toEqual([a.id, b.id, c.id]);
    }
    const screens = [a, b, c].map((device) => screenOf(device, id));
    screens.forEach((screen, seat) => {
      expect([0, 1, 2].filter((s) => screen.isDeviceSeat(s))).toEqual([seat]);
    });

    // Nothing is on offer any more: a fourth device is refused.
    const fourth = await join(w, a, d);
    expect(fourth.ok ? "joined" : fourth.error.code).toBe("no-invitation");

    await playOn(w, screens, 12);
    const authors = new Set(
      a.pairing
        .live(id)!
        .replica.merged.accepted.filter((e) => e.kind === "move")
        .map((e) => e.author),
    );
    expect(authors).toEqual(new Set([a.id, b.id, c.id]));
    expect(mergeOf(b, id)).toBe(mergeOf(a, id));
    expect(mergeOf(c, id)).toBe(mergeOf(a, id));
  });
});
