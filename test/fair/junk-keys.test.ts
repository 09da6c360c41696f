import { describe, expect, test } from "vitest";
import { auditRuns } from "../../src/fair/audit";
import { brokenDeck } from "../../src/fair/state";
import { MergeIndex } from "../../src/log/merge-index";
import { FairLogTable, junkKeys } from "./log-table";

// Issue 27, item 3: a wrong `keys` entry ran the whole deck audit on the receiver
// (238–371 ms each). Counted, not timed: a wrong secret runs no audit, and the audit of
// one deck with one set of secrets runs once in a process, whatever the number of lines
// or replicas that reach it.

/** A two-device fair game through its first hand, every deck secret revealed. */
const auditedHand = (): FairLogTable =>
  new FairLogTable(["ann", "bob"], "junk-keys").playFirstHand();

describe("junk keys entries (issue 27)", () => {
  test("the audit of a hand runs once, however many replicas and merges reach it", () => {
    const before = auditRuns();
    const t = auditedHand();
    const decks = t.at(t.devices[0]).fair!.decks;
    expect(decks.map((d) => d.verdict)).toEqual([{ kind: "fair" }]);
    // Two devices, each with its own replica, and a third replica merging the whole log.
    const third = new MergeIndex(t.setup);
    for (const e of t.written) third.add(e);
    expect(third.merged.fair!.decks[0].verdict).toEqual({ kind: "fair" });
    expect(auditRuns() - before).toBe(1);
  }, 60_000);

  test("a wrong secret runs no audit: it names its author at once, and the honest line stays", () => {
    const t = auditedHand();
    const index = new MergeIndex(t.setup);
    for (const e of t.written) index.add(e);
    const head = index.head;
    const junk = junkKeys(t, 8);
    const before = auditRuns();
    for (const e of junk) {
      const verdict = index.judgeAt(e);
      expect(verdict?.ok).toBe(true);
      if (verdict?.ok) {
        expect(brokenDeck(verdict.value.fair!)).toMatchObject({ device: e.author, deck: 1 });
      }
      index.add(e);
    }
    expect(auditRuns() - before, "no audit for a secret that is not its shuffle's key").toBe(0);
    expect(index.head).toBe(head);
    expect(index.merged.fair!.decks[0].verdict).toEqual({ kind: "fair" });
  }, 60_000);
});
