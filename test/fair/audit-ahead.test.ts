import { describe, expect, test } from "vitest";
import { auditRuns, auditRunsInThread, type Multiply } from "../../src/fair/audit";
import { multiplyEncoded } from "../../src/fair/deck-pass";
import { POINT_BYTES } from "../../src/fair/group";
import { forgetChecks } from "../../src/fair/memo";
import type { Merged } from "../../src/log/merge";
import { Replica } from "../../src/net/replica";
import { auditAhead } from "../../src/fair/audit-ahead";
import { FairLogTable } from "./log-table";

// Issue 27, item 3: the audit of a hand, off the main thread. A replica given `preaudit`
// hands the audit's multiplications to a worker pool (here a fake one in this process,
// counted) before it judges the `keys` entry that completes a deck's secrets; judging
// then finds the verdict made and multiplies nothing in its own thread. Counted, not timed.

/** A stand-in for the deck workers: the same products, counted. */
function countingPool(): { multiply: Multiply; calls: number[] } {
  const calls: number[] = [];
  const multiply: Multiply = async (inputs, scalars) => {
    calls.push(inputs.length);
    const joined = new Uint8Array(inputs.length * POINT_BYTES);
    inputs.forEach((bytes, p) => joined.set(bytes, p * POINT_BYTES));
    const out = multiplyEncoded(joined, scalars);
    if (!out) throw new Error("not a point");
    return inputs.map((_, p) => out.slice(p * POINT_BYTES, (p + 1) * POINT_BYTES));
  };
  return { multiply, calls };
}

const hand = (): FairLogTable => new FairLogTable(["ann", "bob"], "audit-ahead").playFirstHand();

function replicaOf(t: FairLogTable, multiply?: Multiply): Replica {
  return new Replica({
    setup: t.setup,
    persist: async () => undefined,
    ...(multiply
      ? { preaudit: (fair, author, text) => auditAhead(fair, author, text, multiply) }
      : {}),
  });
}

const decksOf = (merged: Merged) =>
  merged.fair!.decks.map((d) => ({ verdict: d.verdict, opened: [...d.opened] }));

describe("the audit run ahead on workers (issue 27)", () => {
  test("a replica given preaudit audits the hand on the pool, none in its own thread", async () => {
    const t = hand();
    forgetChecks();
    const pool = countingPool();
    const [runs, inThread] = [auditRuns(), auditRunsInThread()];
    const ahead = replicaOf(t, pool.multiply);
    const receipt = await ahead.receive(t.written, "peer");
    expect(receipt.error).toBeNull();
    expect(receipt.added).toHaveLength(t.written.length);
    expect(auditRuns() - runs).toBe(1);
    expect(auditRunsInThread() - inThread, "judging found the audit made").toBe(0);
    expect(pool.calls).toEqual([t.at(t.devices[0]).fair!.decks[0].initial.points.length]);
    // The same verdict and opened cards as an audit in this thread.
    forgetChecks();
    const plain = replicaOf(t);
    await plain.receive(t.written, "peer");
    expect(auditRunsInThread() - inThread).toBe(1);
    expect(decksOf(ahead.merged)).toEqual(decksOf(plain.merged));
    expect(ahead.merged.fair!.decks[0].verdict).toEqual({ kind: "fair" });
  }, 60_000);

  test("the last two secrets in one message: the audit is still run ahead, once", async () => {
    const t = hand();
    const keys = t.written.filter((e) => e.kind === "fair" && e.text.startsWith("keys "));
    expect(keys).toHaveLength(2);
    const upTo = t.written.indexOf(keys[0]);
    expect(t.written[upTo + 1], "the two keys entries follow each other").toBe(keys[1]);
    forgetChecks();
    const pool = countingPool();
    const inThread = auditRunsInThread();
    const replica = replicaOf(t, pool.multiply);
    await replica.receive(t.written.slice(0, upTo), "peer");
    const receipt = await replica.receive(t.written.slice(upTo), "peer");
    expect(receipt.error).toBeNull();
    expect(pool.calls).toHaveLength(1);
    expect(auditRunsInThread() - inThread).toBe(0);
    expect(replica.merged.fair!.decks[0].verdict).toEqual({ kind: "fair" });
  }, 60_000);

  test("opening a stored game audits its hands ahead too, and a second copy runs none", async () => {
    const t = hand();
    forgetChecks();
    const pool = countingPool();
    const inThread = auditRunsInThread();
    const opened = replicaOf(t, pool.multiply);
    const receipt = await opened.load(t.written);
    expect(receipt.error).toBeNull();
    expect(opened.merged.head).toBe(t.written.at(-1)!.hash);
    expect(pool.calls).toHaveLength(1);
    expect(auditRunsInThread() - inThread).toBe(0);
    await replicaOf(t, pool.multiply).load(t.written);
    expect(pool.calls, "the audit of a deck and its secrets is remembered").toHaveLength(1);
  }, 60_000);

  test("a failing pool changes nothing: the entry is judged with an audit in this thread", async () => {
    const t = hand();
    forgetChecks();
    const inThread = auditRunsInThread();
    const broken: Multiply = async () => {
      throw new Error("no workers");
    };
    const replica = replicaOf(t, broken);
    const receipt = await replica.receive(t.written, "peer");
    expect(receipt.error).toBeNull();
    expect(auditRunsInThread() - inThread).toBe(1);
    expect(replica.merged.fair!.decks[0].verdict).toEqual({ kind: "fair" });
  }, 60_000);

  test("only a keys entry with the last fitting secret runs an audit ahead", async () => {
    const t = hand();
    forgetChecks();
    const pool = countingPool();
    const fair = t.at(t.devices[0]).fair!;
    expect(await auditAhead(fair, "ann", "keys 1 AAAA", pool.multiply)).toBe(false);
    expect(await auditAhead(fair, "ann", "not a fair entry", pool.multiply)).toBe(false);
    expect(pool.calls).toEqual([]);
  });
});
