import { describe, expect, it } from "vitest";
import { makeEntry, type Entry } from "../../src/log/entry";
import { FakeNetwork } from "../../src/net/memory-link";
import { hostileLink, playHonest, type Hostile } from "./hostile";
import { makeDevice, setupOf, smaltaHeader, type Device } from "./table";

/*
 * Issue 27, item 5, hole 1 (the outside probe): each device that held a seat has a room
 * of its own (src/net/budget.ts), so a seat holder that hands its seat on through fresh
 * ids, at the head, gets a new room with every id and fills each with junk off the
 * line (30,013 entries held in the probe). Now what is held off the accepted line is
 * bounded per game and, per link, what that link brought.
 */

const setup = setupOf(smaltaHeader("off-line", ["dA", "dM"]));
const ROOM = 40;

const heldOffLine = (device: Device): number =>
  device.replica.size - device.replica.merged.accepted.length;

/** `n` illegal moves of `author` for seat 1 at old places of `line` (never its last). */
function junk(line: readonly Entry[], author: string, n: number): Entry[] {
  return Array.from({ length: n }, (_, i) =>
    makeEntry({
      game: setup.header.id,
      prev: line[i % (line.length - 1)].hash,
      author,
      seat: 1,
      kind: "move",
      text: `z${i}`,
    }),
  );
}

/** Seat 1 handed on at the head of `device`'s line, by its holder now, to `to`. */
function handOn(device: Device, to: string): Entry {
  const merged = device.replica.merged;
  return makeEntry({
    game: setup.header.id,
    prev: merged.head,
    author: merged.holders[1],
    seat: 1,
    kind: "meta",
    text: `hand ${to}`,
  });
}

async function world() {
  const network = new FakeNetwork({ seed: 27, maxDelay: 1, dropRate: 0, reorder: false });
  const a = makeDevice(setup, "dA", "dA", undefined, { replica: { maxEntries: ROOM } });
  const source = makeDevice(setup, "dB", "source");
  const line = await playHonest(source, 6);
  return { network, a, line };
}

/** Hands the seat on through `ids` fresh ids, each filling its own room with junk. */
async function handThrough(
  network: FakeNetwork,
  a: Device,
  line: readonly Entry[],
  links: readonly Hostile[],
  ids: number,
): Promise<void> {
  for (let i = 0; i < ids; i++) {
    const link = links[i % links.length];
    const fresh = `fresh-${i}`;
    link.entries([handOn(a, fresh)]);
    await network.quiesce();
    expect(a.replica.merged.holders[1], "the handover at the head is play").toBe(fresh);
    link.entries(junk(line, fresh, ROOM));
    await network.quiesce();
  }
}

describe("entries held off the accepted line (issue 27, item 5, hole 1)", () => {
  it("are bounded per link: fresh ids on one link do not each bring a room", async () => {
    const { network, a, line } = await world();
    const m = hostileLink(network, a, "dM");
    m.hello();
    m.entries(line);
    await network.quiesce();
    await handThrough(network, a, line, [m], 6);
    expect(a.replica.merged.accepted.length, "every handover was taken").toBe(line.length + 6);
    expect(heldOffLine(a)).toBeLessThanOrEqual(Math.ceil(ROOM / 4));
    expect(heldOffLine(a)).toBeGreaterThan(0);
    expect(a.refused.map((e) => e.code)).toContain("link-off-line-full");
    expect(m.link.state).toBe("open");
  });

  it("are bounded per game: new links do not each bring a room", async () => {
    const { network, a, line } = await world();
    const links = Array.from({ length: 5 }, (_, i) => hostileLink(network, a, `dM${i}`));
    for (const link of links) link.hello();
    links[0].entries(line);
    await network.quiesce();
    await handThrough(network, a, line, links, 10);
    expect(heldOffLine(a)).toBeLessThanOrEqual(ROOM);
    expect(heldOffLine(a)).toBeGreaterThan(ROOM / 2);
    expect(a.refused.map((e) => e.code)).toContain("game-off-line-full");
  });

  it("never keep an entry of the accepted line out, whichever link brings it", async () => {
    const { network, a, line } = await world();
    const links = Array.from({ length: 5 }, (_, i) => hostileLink(network, a, `dM${i}`));
    for (const link of links) link.hello();
    links[0].entries(line);
    await network.quiesce();
    await handThrough(network, a, line, links, 10);
    const before = a.replica.merged.accepted.length;
    for (const [i, link] of links.entries()) {
      link.entries([handOn(a, `later-${i}`)]);
      await network.quiesce();
    }
    expect(a.replica.merged.accepted.length).toBe(before + links.length);
    // And its room was checked without dropping anything already stored.
    expect(a.replica.merged.accepted.slice(0, line.length).map((e) => e.hash)).toEqual(
      line.map((e) => e.hash),
    );
  });
});
