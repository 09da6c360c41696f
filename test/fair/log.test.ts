// Fair play through the real log (src/log/merge.ts, merge-index.ts): Spite and Malice
// played to the end by bots on a simulated table of two and of three devices, each with
// its own replica, writing what the duties loop says; a partitioned game's merged log;
// and issue 14's adversarial cases as entries of a peer, refused or caught by the audit.
import { describe, expect, test } from "vitest";
import { hashToPoint } from "../../src/fair/group";
import { FairCode } from "../../src/fair/errors";
import { makeFairEntry } from "../../src/fair/notation";
import { brokenDeck, type FairState } from "../../src/fair/state";
import { publicFacts } from "../../src/fair/summary";
import { isToken, visibleTokens } from "../../src/fair/tokens";
import { diceChecked } from "../../src/fair/dice";
import { dueOutcome } from "../../src/log/chance";
import { makeEntry } from "../../src/log/entry";
import { headerDigest, SEED_AUTHOR } from "../../src/log/header";
import { judge, mergeEntries, mergeSetup } from "../../src/log/merge";
import { signEntry } from "../../src/log/signature";
import { parseMove } from "../../src/games/spite-malice/notation";
import type { SpiteState } from "../../src/games/spite-malice/state";
import { bentShuffle, keysOf, shareWith } from "./attacks";
import { FairLogTable, type LogDevice } from "./log-table";

const facts = (fair: FairState | undefined) => JSON.stringify(publicFacts(fair!));

/** Every replica shows the same merge, and it is the pure merge of every entry written. */
function expectSameEverywhere(t: FairLogTable): void {
  const pure = mergeEntries(t.setup, t.written);
  for (const d of t.devices) {
    const m = t.at(d);
    expect(m.accepted.map((e) => e.hash)).toEqual(pure.accepted.map((e) => e.hash));
    expect(JSON.stringify(m.state)).toBe(JSON.stringify(pure.state));
    expect(facts(m.fair)).toBe(facts(pure.fair));
  }
}

/** Plays the deal (decks, reveals, the outcome, the first claims and shares) and stops at the first move. */
function dealt(t: FairLogTable): void {
  while (
    t.game.toMove(t.at(t.devices[0]).state).length === 0 ||
    t.devices.some((d) => t.owed(d).length > 0)
  ) {
    if (!t.step()) throw new Error("stuck before the first move");
  }
}

/** The deal's random entry on the accepted chain. */
const dealEntry = (t: FairLogTable) =>
  t.at(t.devices[0]).accepted.find((e) => e.kind === "random")!;

function checkPlayedToTheEnd(t: FairLogTable): void {
  const m = t.at(t.devices[0]);
  expect(t.game.result(m.state)).not.toBeNull();
  // Every deck was audited and found fair; the finished state holds no token.
  expect(m.fair!.decks.length).toBeGreaterThan(0);
  for (const deck of m.fair!.decks) expect(deck.verdict).toEqual({ kind: "fair" });
  expect(visibleTokens(m.state).size).toBe(0);
  // The deals in the log list tokens only: no hidden card is in any entry in clear.
  for (const e of m.accepted.filter((x) => x.kind === "random")) {
    const move = parseMove(e.text);
    expect(move.ok).toBe(true);
    const cards =
      move.ok && move.value.type === "deal"
        ? [...move.value.goals.flat(), ...move.value.stock]
        : move.ok && move.value.type === "shuffle"
          ? move.value.stock
          : [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every(isToken)).toBe(true);
  }
  // Nothing was refused on the honest table; every replica agrees.
  expect(m.rejected).toEqual([]);
  expectSameEverywhere(t);
}

describe("a fair game played to the end by bots through the log", () => {
  test("two devices: every replica agrees, each deck is audited fair, no deal lists a card", () => {
    const t = new FairLogTable(["ann", "bob"], "2");
    t.run();
    checkPlayedToTheEnd(t);
    // Fair entries do not count in `played`: it counts the game's entries only.
    const m = t.at(t.devices[0]);
    expect(m.played).toBe(m.accepted.filter((e) => e.kind !== "fair").length);
  }, 300_000);

  test("three devices, partitioned twice: the merged log replays, and the game goes on to the end", () => {
    const t = new FairLogTable(["ann", "bob", "cat"], "3");
    dealt(t);
    const [ann, bob, cat] = t.devices;
    let conflicts = 0;
    for (const [round, steps] of [40, 25].entries()) {
      const head = t.at(ann).head;
      if (round === 0) {
        // Both sides write at one place: ann agrees to go on without cat while cat, cut
        // off, agrees to go on without ann. Siblings: one line wins, the other is refused.
        t.group = ["ann", "bob"];
        t.write(ann, "fair", "chance", makeFairEntry({ type: "trust", without: cat.key.id }));
        t.group = ["cat"];
        t.write(cat, "fair", "chance", makeFairEntry({ type: "trust", without: ann.key.id }));
        expect(t.at(ann).accepted.at(-1)!.prev).toBe(head);
        expect(t.at(cat).accepted.at(-1)!.prev).toBe(head);
      }
      // Each side plays on alone; a side that waits for the other just stops.
      for (let i = 0; i < steps; i++) {
        t.group = ["ann", "bob"];
        const a = t.step([ann, bob]);
        t.group = ["cat"];
        const c = t.step([cat]);
        if (!a && !c) break;
      }
      t.heal();
      conflicts += t.at(ann).rejected.length;
      expectSameEverywhere(t);
      t.run(30);
    }
    t.run();
    expect(t.game.result(t.at(ann).state)).not.toBeNull();
    for (const deck of t.at(ann).fair!.decks) expect(deck.verdict).toEqual({ kind: "fair" });
    expectSameEverywhere(t);
    // The partition did make sibling entries (both sides wrote at one place); one consent
    // to trusted mode alone converts nothing.
    expect(conflicts).toBeGreaterThan(0);
    expect(t.at(ann).fair!.trusted).toBeNull();
  }, 300_000);
});

describe("a fair header", () => {
  test("is in the digest; a trusted header's digest has no fair field", () => {
    const t = new FairLogTable(["ann", "bob"]);
    const { fair, ...trusted } = t.header;
    expect(fair).toBeDefined();
    expect(headerDigest(t.header)).not.toBe(headerDigest(trusted));
    expect(trusted).not.toHaveProperty("fair");
  });

  test.each([
    ["unsigned", { signed: undefined }, FairCode.BadCommitment],
    [
      "a seat held by a device that is not fair",
      { holders: ["a".repeat(64), "b".repeat(64)] },
      FairCode.BadCommitment,
    ],
    ["a malformed commitment", { fair: { version: 2, devices: [] } }, FairCode.BadCommitment],
  ])("refuses %s", (_, change, code) => {
    const t = new FairLogTable(["ann", "bob"]);
    const setup = mergeSetup(t.game, { ...t.header, ...change } as typeof t.header);
    expect(setup.ok ? null : setup.error.code).toBe(code);
  });
});

describe("a bad fair entry from a peer is refused and changes nothing", () => {
  /** Writes `text` as `d`'s fair entry at its head; the refusal's code, or "accepted". */
  function tryFair(t: FairLogTable, d: LogDevice, text: string, author?: string): string {
    const before = t.at(d);
    const entry = t.write(d, "fair", "chance", text, author);
    const after = t.at(d);
    const rejected = after.rejected.find((r) => r.entry.hash === entry.hash);
    if (!rejected) return "accepted";
    expect(after.head).toBe(before.head);
    expect(facts(after.fair)).toBe(facts(before.fair));
    expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
    return rejected.code;
  }

  /** A table whose deck is locked and whose first event waits for every reveal. */
  function locked(): FairLogTable {
    const t = new FairLogTable(["ann", "bob"]);
    while (t.at(t.devices[0]).fair!.decks[0].locks.length < 2) t.step();
    return t;
  }

  test("a commit not revealed: the outcome waits; after the timeout the revealer skips it, the log says so", () => {
    const t = locked();
    const [ann, bob] = t.inOrder(); // ann reveals first, then bob
    t.write(ann, "fair", "chance", t.owed(ann)[0]); // ann reveals event 1
    expect(t.owed(bob)[0]).toMatch(/^reveal 1 /); // bob owes his link, and withholds it
    expect(dueOutcome(t.setup, t.at(ann))).toBeNull();
    // An outcome written anyway (a deal of tokens of the right sizes) is refused: not ready.
    const tokens = Array.from({ length: 104 }, (_, p) => `#1.${p}`);
    const deal = `deal first=0 g0:${tokens.slice(0, 13)} g1:${tokens.slice(13, 26)} stock:${tokens.slice(26)}`;
    const forged = t.write(ann, "random", "chance", deal);
    expect(t.at(ann).rejected.find((r) => r.entry.hash === forged.hash)?.code).toBe(
      FairCode.NotReady,
    );
    // bob may not skip himself, nor may he skip ann, who has revealed.
    expect(tryFair(t, bob, makeFairEntry({ type: "skip", event: 1, device: ann.key.id }))).toBe(
      FairCode.NotDue,
    );
    expect(tryFair(t, ann, makeFairEntry({ type: "skip", event: 1, device: bob.key.id }))).toBe(
      "accepted",
    );
    const fair = t.at(ann).fair!;
    expect(fair.dice.excluded.get(bob.key.id)).toMatchObject({ event: 1, by: ann.key.id });
    expect(diceChecked(fair.dice, fair.participants)).toBe(false);
    // The deal goes on without bob's link; bob still holds his cards' locks.
    dealt(t);
    expect(t.at(bob).fair!.dice.excluded.has(bob.key.id)).toBe(true);
    expectSameEverywhere(t);
  }, 60_000);

  test("a skip written beside a reveal that came loses to it, however long its line (issue 27)", () => {
    const t = locked();
    const [first, last] = t.inOrder(); // `first` reveals event 1, then `last`
    const firstReveal = t.write(first, "fair", "chance", t.owed(first)[0]);
    const beforeLast = t.at(first);
    // `last` reveals: `first` now sees the outcome its reveal and `last`'s give…
    const lastReveal = t.write(last, "fair", "chance", t.owed(last)[0]);
    expect(t.at(first).head).toBe(lastReveal.hash);
    // …and, not liking it, writes beside that reveal that `last` never revealed, then
    // the outcome the dice give without `last` (a longer line than the real one).
    const skip = signEntry(
      makeEntry({
        game: t.header.id,
        prev: firstReveal.hash,
        author: first.key.id,
        seat: "chance",
        kind: "fair",
        text: makeFairEntry({ type: "skip", event: 1, device: last.key.id }),
      }),
      first.key,
    );
    const afterSkip = judge(t.setup, beforeLast, skip);
    expect(afterSkip.ok, "the skip is legal at its place on its own").toBe(true);
    if (!afterSkip.ok) return;
    const outcome = dueOutcome(t.setup, afterSkip.value)!;
    expect(outcome).not.toBeNull();
    const chosen = makeEntry({
      game: t.header.id,
      prev: skip.hash,
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: outcome,
    });
    t.deliver(skip, first);
    t.deliver(chosen, first);
    for (const d of t.devices) {
      const m = t.at(d);
      expect(m.head).toBe(lastReveal.hash);
      const codes = new Map(m.rejected.map((r) => [r.entry.hash, r.code]));
      expect(codes.get(skip.hash)).toBe("conflict");
      expect(codes.get(chosen.hash)).toBe("after-rejected");
    }
    expectSameEverywhere(t);
  }, 60_000);

  test("a reveal that does not match its commitment: refused (fair-bad-link)", () => {
    const t = locked();
    const [ann] = t.inOrder();
    const wrong = makeFairEntry({ type: "reveal", event: 1, link: new Uint8Array(32).fill(7) });
    expect(tryFair(t, ann, wrong)).toBe(FairCode.BadLink);
    expect(tryFair(t, ann, t.owed(ann)[0])).toBe("accepted");
  }, 60_000);

  test("a wrong decryption share: refused (fair-bad-share), the card stays closed", () => {
    const t = new FairLogTable(["ann", "bob"]);
    dealt(t);
    const [ann, bob] = t.devices;
    const s = t.at(ann).state as SpiteState;
    // Position 13 is bob's goal top (g1 follows g0's 13 cards), open to all already; take
    // a stock card below the hands instead: nobody has shared it.
    const p = 13 + 13 + 40;
    const sim = t.asSim(bob);
    expect(
      tryFair(t, bob, shareWith(sim, bob.key.id, p, keysOf(sim, ann.key.id, undefined, "1"))),
    ).toBe(FairCode.BadShare);
    expect(tryFair(t, bob, "open 1 0 AAAA")).toBe(FairCode.Syntax);
    expect(visibleTokens(s).size).toBeGreaterThan(0);
  }, 60_000);

  test("a device reading a card not dealt to it: its claim is no use, nobody shares it, it stays hidden", () => {
    const t = new FairLogTable(["ann", "bob"]);
    dealt(t);
    const [ann, bob] = t.devices;
    const s = t.at(ann).state as SpiteState;
    const seat = s.turn;
    const mover = t.devices.find((d) => d.key.id === t.at(ann).holders[seat])!;
    const other = mover === ann ? bob : ann;
    const hand = s.hands[seat].filter((c): c is string => c !== null && isToken(c));
    expect(hand.length).toBe(5);
    // The other device claims the mover's hand positions with proofs of its own locks.
    const positions = hand.map((tok) => Number(tok.split(".")[1])).sort((a, b) => a - b);
    const claims = other.fair.claimEntries(t.at(other).fair!, {
      toAll: new Set(),
      byDevice: new Map([[other.key.id, new Set(hand)]]),
    });
    expect(claims.length).toBe(1);
    expect(claims[0]).toContain(` ${positions.join(",")} `);
    expect(tryFair(t, other, claims[0])).toBe("accepted"); // a claim proves only its own lock
    t.run(5); // the honest mover plays on; it never shares its own hand
    const deck = t.at(other).fair!.decks[0];
    const closed = hand.filter((token) => !deck.opened.has(Number(token.split(".")[1])));
    expect(closed.length).toBeGreaterThan(0); // cards it played are open to all: the others not
    for (const token of closed) {
      const read = other.fair.read(t.at(other).fair!, token);
      expect(read.ok ? "read" : read.error.code).toBe(FairCode.Hidden);
      expect(mover.fair.read(t.at(mover).fair!, token).ok).toBe(true);
    }
  }, 60_000);

  test("a shuffle that is no permutation (the sum kept): caught by the audit, the game marked broken by that device", () => {
    const t = new FairLogTable(["ann", "bob"]);
    const [ann, bob] = t.devices;
    t.step(); // the first shuffle: ann's, by device order
    expect(t.at(ann).fair!.decks[0].shuffles.length).toBe(1);
    const culprit = t.at(ann).fair!.decks[0].order[1] === bob.key.id ? bob : ann;
    // Two stock cards at the bottom shifted by ±D: the sum proof still holds.
    const keepSum = (points: ReturnType<typeof hashToPoint>[]) => {
      const D = hashToPoint("shift");
      points[100] = points[100].add(D);
      points[101] = points[101].subtract(D);
      return points;
    };
    expect(tryFair(t, culprit, bentShuffle(t.asSim(culprit), culprit.key.id, keepSum))).toBe(
      "accepted",
    );
    dealt(t);
    expect(brokenDeck(t.at(ann).fair!)).toBeNull();
    // The hand is declared over: every device reveals its deck secret, and the audit runs.
    t.handOver = () => true;
    t.run(20);
    for (const d of t.devices) {
      expect(brokenDeck(t.at(d).fair!)).toMatchObject({
        kind: "broken",
        device: culprit.key.id,
        deck: 1,
      });
    }
    expectSameEverywhere(t);
  }, 60_000);
});

test("an outcome by anyone but the seed, or in a trusted game's way, is refused in a fair game", () => {
  const t = new FairLogTable(["ann", "bob"]);
  const [ann] = t.devices;
  while (dueOutcome(t.setup, t.at(ann)) === null) t.step();
  const text = dueOutcome(t.setup, t.at(ann))!;
  const byDevice = t.write(ann, "random", "chance", text, ann.key.id);
  expect(t.at(ann).rejected.find((r) => r.entry.hash === byDevice.hash)?.code).toBe(
    "random-author",
  );
  // The seeded outcome of a trusted game with the same seed is not this one.
  const seeded = makeEntry({
    game: t.header.id,
    prev: t.at(ann).head,
    author: SEED_AUTHOR,
    seat: "chance",
    kind: "random",
    text: text.replace(/#1\.0,/, "#1.1,"),
  });
  t.deliver(seeded);
  expect(t.at(ann).rejected.find((r) => r.entry.hash === seeded.hash)?.code).toBeDefined();
  expect(dealEntry(t)).toBeUndefined();
});
