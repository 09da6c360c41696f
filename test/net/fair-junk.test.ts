import { afterEach, describe, expect, test, vi } from "vitest";
import type { Entry } from "../../src/log/entry";
import { MergeIndex } from "../../src/log/merge-index";
import { Replica } from "../../src/net/replica";
import { slicesOf } from "../../src/net/slices";
import { OFF_HEAD_FAIR_ROOM } from "../../src/net/fair-room";
import { FairLogTable, junkKeys } from "../fair/log-table";

// Issue 27, item 3, on the receiving replica: a message of many fair entries is judged a
// few at a time with a task boundary between (the main thread is never blocked for the
// whole message), and junk past its author's room is dropped before it is judged.

/** A two-device fair game through its first hand, and `n` keys entries beside the last one. */
function handAndJunk(n = 32): { t: FairLogTable; junk: Entry[] } {
  const t = new FairLogTable(["ann", "bob"], "fair-junk").playFirstHand();
  return { t, junk: junkKeys(t, n) };
}

afterEach(() => vi.restoreAllMocks());

describe("fair junk on a replica (issue 27)", () => {
  test("a message is cut so that a deck (a shuffle or a lock) is judged alone in its slice", () => {
    const entry = (kind: Entry["kind"], text: string) => ({ kind, text }) as Entry;
    const shuffle = entry("fair", "shuffle 1 u v p cards");
    const lock = entry("fair", "lock 1 cards");
    const keys = entry("fair", "keys 1 secret");
    const move = entry("move", "c4");
    const cut = slicesOf([move, shuffle, lock, keys, keys, keys, move, move]);
    expect(cut).toEqual([[move], [shuffle], [lock], [keys, keys], [keys, move, move]]);
  });

  test("a message of fair entries is judged in slices, with other tasks run between", async () => {
    const { t, junk } = handAndJunk(OFF_HEAD_FAIR_ROOM);
    const replica = new Replica({ setup: t.setup, persist: async () => undefined });
    await replica.receive(t.written, "honest");
    const head = replica.merged.head;
    const slices: number[] = [];
    replica.onAdded((added) => slices.push(added.filter((e) => e.kind === "fair").length));
    let timerRan = false;
    setImmediate(() => (timerRan = true));
    const receipt = await replica.receive(junk, "peer");
    expect(receipt.error).toBeNull();
    expect(receipt.added).toHaveLength(OFF_HEAD_FAIR_ROOM);
    // Keys entries carry no deck: two a slice.
    expect(slices).toHaveLength(OFF_HEAD_FAIR_ROOM / 2);
    expect(Math.max(...slices)).toBeLessThanOrEqual(2);
    expect(timerRan, "a task queued before the message ran before it was done").toBe(true);
    expect(replica.merged.head).toBe(head);
  }, 60_000);

  test("junk off the head past its author's room is dropped without being judged", async () => {
    const { t, junk } = handAndJunk();
    // The author's room alone (the rooms off the line, off-line-room.ts, are as large as can be).
    const replica = new Replica({
      setup: t.setup,
      persist: async () => undefined,
      maxEntries: 20,
      maxOffLine: Infinity,
      maxOffLinePerLink: Infinity,
    });
    await replica.receive(t.written, "honest");
    const judged = vi.spyOn(MergeIndex.prototype, "judgeAt");
    const junkHashes = new Set(junk.map((e) => e.hash));
    const receipt = await replica.receive(junk, "peer");
    const judgedJunk = judged.mock.calls.filter(([e]) => junkHashes.has(e.hash)).length;
    expect(receipt.dropReason?.code).toBe("author-full");
    expect(receipt.added.length).toBeGreaterThan(0);
    expect(receipt.added.length + receipt.dropped).toBe(32);
    expect(judgedJunk, "only the junk that had room was judged").toBe(receipt.added.length);
  }, 60_000);

  test("fair entries off the head past their author's room are dropped without being judged", async () => {
    const { t, junk } = handAndJunk(OFF_HEAD_FAIR_ROOM + 8);
    const replica = new Replica({ setup: t.setup, persist: async () => undefined });
    await replica.receive(t.written, "honest");
    const judged = vi.spyOn(MergeIndex.prototype, "judgeAt");
    const junkHashes = new Set(junk.map((e) => e.hash));
    const receipt = await replica.receive(junk, "peer");
    const judgedJunk = judged.mock.calls.filter(([e]) => junkHashes.has(e.hash)).length;
    expect(receipt.added).toHaveLength(OFF_HEAD_FAIR_ROOM);
    expect(receipt.dropped).toBe(8);
    expect(receipt.dropReason?.code).toBe("fair-room-full");
    expect(judgedJunk).toBe(OFF_HEAD_FAIR_ROOM);
    // The honest line is untouched.
    expect(replica.merged.head).toBe(t.written.at(-1)!.hash);
  }, 60_000);
});
