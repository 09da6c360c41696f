import { describe, expect, it } from "vitest";
import { makeEntry, type Entry } from "../../src/log/entry";
import { FakeNetwork } from "../../src/net/memory-link";
import { hostileLink, playHonest } from "./hostile";
import { makeDevice, setupOf, smaltaHeader } from "./table";

// Hole 3 of issue 9: the cap of entries waiting for their parent was shared by every
// link and never emptied, so a flood of orphans on one link made a later honest entry
// that came before its parent vanish, and nothing fetched it.

const setup = setupOf(smaltaHeader("floods", ["dA", "dM"]));

/** `n` well-formed entries that follow entries nobody holds. */
function orphans(n: number, tag: string): Entry[] {
  return Array.from({ length: n }, (_, i) =>
    makeEntry({
      game: setup.header.id,
      prev: (i.toString(16) + tag).padStart(64, "0").slice(-64),
      author: "dM",
      seat: 1,
      kind: "move",
      text: "a1",
    }),
  );
}

function world() {
  const network = new FakeNetwork({ seed: 5, maxDelay: 2, dropRate: 0, reorder: false });
  const a = makeDevice(setup, "dA");
  const source = makeDevice(setup, "dB", "source");
  return { network, a, source };
}

describe("waiting entries", () => {
  it("a flood of orphans on one link does not make an honest entry vanish", async () => {
    const { network, a, source } = world();
    const line = await playHonest(source, 2);
    const flood = hostileLink(network, a, "dM");
    flood.hello();
    flood.entries(orphans(256, "a"));
    flood.entries(orphans(256, "b"));
    await network.quiesce();
    const honest = hostileLink(network, a, "honest").listen();
    honest.hello();
    await network.quiesce();
    const hellosBefore = honest.hellosHeard();
    // The second entry comes before its parent: it must wait, and a hello must fetch the gap.
    honest.entries([line[1]]);
    await network.quiesce();
    expect(honest.hellosHeard(), "a hello goes out to fetch the gap").toBeGreaterThan(hellosBefore);
    honest.entries([line[0]]);
    await network.quiesce();
    expect(a.replica.has(line[0].hash)).toBe(true);
    expect(a.replica.has(line[1].hash), "the honest entry that waited is kept").toBe(true);
    expect(a.replica.merged.head).toBe(line[1].hash);
  });

  it("are bounded per link, oldest first out, and an entry that cannot wait asks for a fetch", async () => {
    const { network, a } = world();
    const flood = hostileLink(network, a, "dM").listen();
    flood.hello();
    await network.quiesce();
    const hellosBefore = flood.hellosHeard();
    const first = orphans(256, "c");
    flood.entries(first);
    flood.entries(orphans(256, "d"));
    flood.entries(orphans(256, "e"));
    await network.quiesce();
    expect(a.replica.waiting).toBeLessThanOrEqual(512);
    expect(a.replica.waiting).toBeGreaterThan(0);
    // The oldest were evicted first: none of the first batch waits any more.
    expect(a.replica.waitingFor(flood.link.other!)).toBeLessThanOrEqual(512);
    expect(first.some((e) => a.replica.isWaiting(e.hash))).toBe(false);
    expect(
      flood.hellosHeard(),
      "every batch that could not wait asked for a fetch",
    ).toBeGreaterThan(hellosBefore);
    expect(flood.link.state).toBe("open");
  });
});
