import { describe, expect, it } from "vitest";
import { makeEntry, type Entry } from "../../src/log/entry";
import { FakeNetwork } from "../../src/net/memory-link";
import { DEFAULT_RATE_LIMITS } from "../../src/net/rate-limit";
import { helloOf, hostileLink, playHonest } from "./hostile";
import { FakeTimers } from "./table/fake-platform";
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

// Hole 5 of issue 9: hellos and junk were not rate-limited, every junk entry off the
// head re-merged the whole log, and one shared cap let junk lock honest moves out.

/** Junk of dM at old places of `line`: illegal moves (never at the newest entry). */
function junkOf(line: readonly Entry[], n: number): Entry[] {
  return Array.from({ length: n }, (_, i) =>
    makeEntry({
      game: setup.header.id,
      prev: line[i % (line.length - 1)].hash,
      author: "dM",
      seat: 1,
      kind: "move",
      text: `z${i}`,
    }),
  );
}

describe("junk and floods", () => {
  it("one author's junk fills only its own room: honest entries still get in", async () => {
    const network = new FakeNetwork({ seed: 6, maxDelay: 2, dropRate: 0, reorder: false });
    // The author's room alone (the rooms off the line, off-line-room.ts, are as large as can be).
    const room = { maxEntries: 50, maxOffLine: Infinity, maxOffLinePerLink: Infinity };
    const a = makeDevice(setup, "dA", "dA", undefined, { replica: room });
    const source = makeDevice(setup, "dB", "source");
    const line = await playHonest(source, 12);
    // The first honest entry not written by dM, after at least three.
    const next = line.findIndex((e, i) => i >= 3 && e.author !== "dM");
    const hostile = hostileLink(network, a, "dM");
    hostile.hello();
    hostile.entries(line.slice(0, next));
    for (let i = 0; i < 8; i++)
      hostile.entries(junkOf(line.slice(0, next), 80).slice(i * 10, i * 10 + 10));
    await network.quiesce();
    expect(a.refused.map((e) => e.code)).toContain("author-full");
    hostile.entries([line[next]]);
    await network.quiesce();
    expect(a.replica.merged.head, "the honest entry is accepted").toBe(line[next].hash);
    expect(hostile.link.state).toBe("open");
  });

  it("a replayed hello flood: the limit holds, the link stays up, the game goes on", async () => {
    const timers = new FakeTimers();
    const network = new FakeNetwork({ seed: 8, maxDelay: 2, dropRate: 0, reorder: false });
    const a = makeDevice(setup, "dA", "dA", undefined, { sync: { timers } });
    const source = makeDevice(setup, "dB", "source");
    const line = await playHonest(source, 10);
    await a.replica.receive(line.slice(0, 8), null);
    const hostile = hostileLink(network, a, "dM").listen();
    const hello = helloOf(setup);
    for (let i = 0; i < 1_000; i++) hostile.send(hello);
    await network.quiesce();
    const catchUps = (): number => hostile.heard.filter((m) => m.t === "entries").length;
    const { burst } = DEFAULT_RATE_LIMITS.hellos;
    expect(catchUps(), "answers within the burst").toBeLessThanOrEqual(burst);
    expect(catchUps()).toBeGreaterThan(0);
    expect(a.refused.filter((e) => e.code === "rate-limited").length).toBeGreaterThan(900);
    expect(hostile.link.state, "the link stays up").toBe("open");
    // A minute later: the waiting hellos cost one answer, not a thousand.
    const before = catchUps();
    timers.advance(60_000);
    await network.quiesce();
    expect(catchUps() - before).toBe(1);
    // The game goes on, on this link and on others.
    hostile.entries([line[8]]);
    const [mine, theirs] = network.connect("source", "dA");
    source.sync.attach(mine);
    a.sync.attach(theirs);
    await network.quiesce();
    expect(a.replica.merged.head).toBe(line[9].hash);
  });

  it("an entries flood over the limit is refused, the link stays up, and what was refused is fetched later", async () => {
    const timers = new FakeTimers();
    const network = new FakeNetwork({ seed: 9, maxDelay: 2, dropRate: 0, reorder: false });
    const limits = { ...DEFAULT_RATE_LIMITS, entries: { burst: 100, perSecond: 10 } };
    const a = makeDevice(setup, "dA", "dA", undefined, { sync: { timers, limits } });
    const source = makeDevice(setup, "dB", "source");
    const line = await playHonest(source, 6);
    const hostile = hostileLink(network, a, "dM").listen();
    hostile.hello();
    hostile.entries(line.slice(0, 5));
    const junk = junkOf(line.slice(0, 5), 200);
    for (let i = 0; i < 20; i++) hostile.entries(junk.slice(i * 10, i * 10 + 10));
    await network.quiesce();
    expect(a.refused.filter((e) => e.code === "rate-limited").length).toBeGreaterThan(5);
    expect(a.replica.size).toBeLessThanOrEqual(100);
    expect(hostile.link.state).toBe("open");
    const hellos = hostile.hellosHeard();
    timers.advance(20_000);
    await network.quiesce();
    expect(hostile.hellosHeard(), "a hello asks again for what was refused").toBe(hellos + 1);
    hostile.entries([line[5]]);
    await network.quiesce();
    expect(a.replica.merged.head).toBe(line[5].hash);
  });
});

describe("room for strangers", () => {
  it("a flood of strangers does not keep a new player of an open seat out", async () => {
    const open = setupOf(smaltaHeader("open-seat", ["dA", "*"]));
    const a = makeDevice(open, "dA", "dA", undefined, { replica: { maxEntries: 50 } });
    const player = makeDevice(open, "dA", "player");
    // The first entries of the game (the lot, a roll…) up to the open seat's turn.
    const line = await playHonest(player, 12);
    const upTo = line.findIndex((e, i) => i >= 2 && e.seat === 1 && e.kind === "move");
    expect(upTo).toBeGreaterThan(0);
    expect((await a.replica.receive(line.slice(0, upTo), null)).error).toBeNull();
    // Strangers fill the room all strangers share (5 here), at old places.
    const junk = Array.from({ length: 12 }, (_, i) =>
      makeEntry({
        game: open.header.id,
        prev: line[0].hash,
        author: `stranger-${i}`,
        seat: 0,
        kind: "move",
        text: "a1",
      }),
    );
    const flooded = await a.replica.receive(junk, "flood");
    expect(flooded.dropReason?.code).toBe("author-full");
    // A new device plays the open seat at the head: it gets in.
    const move = { ...line[upTo], author: "newcomer" };
    const mine = makeEntry({
      game: move.game,
      prev: move.prev,
      author: "newcomer",
      seat: move.seat,
      kind: move.kind,
      text: move.text,
    });
    const taken = await a.replica.receive([mine], "newcomer");
    expect(taken.dropped).toBe(0);
    expect(a.replica.merged.head).toBe(mine.hash);
  });
});
