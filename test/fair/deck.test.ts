import { describe, expect, test } from "vitest";
import { cardOfPoint } from "../../src/fair/cards";
import { finalDeck } from "../../src/fair/deck-state";
import { FairCode } from "../../src/fair/errors";
import { hashToPoint, invScalar, mulScalar, publicTimes, secretTimes } from "../../src/fair/group";
import { makeFairEntry } from "../../src/fair/notation";
import { brokenDeck } from "../../src/fair/state";
import { makeToken } from "../../src/fair/tokens";
import type { Wants } from "../../src/fair/tokens";
import { bentLock, bentShuffle, copyInto, keysOf, lastDeck, shareWith } from "./attacks";
import { SimTable } from "./sim";

const CARDS = Array.from({ length: 16 }, (_, i) => `c${i}`);
const tok = (p: number) => makeToken(1, p);
const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => tok(from + i));
/** ann reads 0–3, bob 4–7, cat 8–11; 12 is face up; 13–15 stay in the stock. */
const DEAL: Wants = {
  toAll: new Set([tok(12)]),
  byDevice: new Map([
    ["ann", new Set(range(0, 4))],
    ["bob", new Set(range(4, 8))],
    ["cat", new Set(range(8, 12))],
  ]),
};
const ALL: Wants = { toAll: new Set(range(0, 16)), byDevice: new Map() };

/** One replica: the agreement of replicas is the property test's (protocol.test.ts). */
function table(): SimTable {
  const t = new SimTable(["ann", "bob", "cat"], "g1", 1, 64, 1);
  t.begin(CARDS);
  return t;
}

function prepared(): SimTable {
  const t = table();
  t.prepare();
  return t;
}

const code = (refusal: { code: string } | null) => refusal?.code ?? "accepted";

describe("an honest deck", () => {
  test("each device reads its own cards and the face-up one, nothing else; the audit finds it fair", () => {
    const t = prepared();
    t.open(DEAL);
    expect(t.unveiled.map((u) => u.token)).toEqual([tok(12)]);
    const reads = new Map(t.devices.map((d) => [d.device, d.readAll(t.state, range(0, 16))]));
    expect([...reads.get("ann")!.keys()].sort()).toEqual([...range(0, 4), tok(12)].sort());
    expect([...reads.get("bob")!.keys()].sort()).toEqual([...range(4, 8), tok(12)].sort());
    t.audit(1);
    expect(lastDeck(t).verdict).toEqual({ kind: "fair" });
    const truth = new Map(t.unveiled.map((u) => [u.token, u.card]));
    expect([...truth.values()].sort()).toEqual([...CARDS].sort());
    for (const [, read] of reads)
      for (const [token, card] of read) expect(truth.get(token)).toBe(card);
  });
});

describe("a device's reads", () => {
  test("read again, a card is the same; a deck dealt anew is opened anew, not from what was read before", () => {
    const t1 = prepared();
    t1.open(DEAL);
    // Ann's secret is the same at both tables; Bob's and Cat's are not, so the decks differ.
    const t2 = new SimTable(["ann", "bob", "cat"], "g1", (id) => (id === "ann" ? 1 : 2), 64, 1);
    t2.begin(CARDS);
    t2.prepare();
    t2.open(DEAL);
    const ann = t1.devices[0];
    const first = ann.readAll(t1.state, range(0, 16));
    expect(ann.readAll(t1.state, range(0, 16))).toEqual(first);
    const there = t2.devices[0].readAll(t2.state, range(0, 16));
    expect(ann.readAll(t2.state, range(0, 16))).toEqual(there);
    // The two deals differ somewhere, so the check above could have failed.
    expect([...there.values()]).not.toEqual([...first.values()]);
  });
});

describe("a shuffle that is not a permutation", () => {
  test("the honest shuffle of the dishonest helpers is accepted (the rows below differ only by their bend)", () => {
    const t = table();
    t.post("ann", t.device("ann").deckEntry(t.state)!);
    expect(
      code(
        t.tryPost(
          "bob",
          bentShuffle(t, "bob", (p) => p),
        ),
      ),
    ).toBe("accepted");
  });

  test("a card repeated: refused at once (fair-bad-deck)", () => {
    const t = table();
    t.post("ann", t.device("ann").deckEntry(t.state)!);
    const entry = bentShuffle(t, "bob", (p) => ((p[3] = p[5]), p));
    expect(code(t.tryPost("bob", entry))).toBe(FairCode.BadDeck);
  });

  test("a card dropped for a point of its own: refused at once by the sum (fair-bad-shuffle)", () => {
    const t = table();
    t.post("ann", t.device("ann").deckEntry(t.state)!);
    const entry = bentShuffle(
      t,
      "bob",
      (p, keys) => ((p[3] = secretTimes(hashToPoint("joker"), keys.a)), p),
    );
    expect(code(t.tryPost("bob", entry))).toBe(FairCode.BadShuffle);
  });

  test("a proof made with another key: refused (fair-bad-shuffle)", () => {
    const t = table();
    t.post("ann", t.device("ann").deckEntry(t.state)!);
    const entry = bentShuffle(t, "bob", (p) => p, keysOf(t, "bob", lastDeck(t), "other"));
    expect(code(t.tryPost("bob", entry))).toBe(FairCode.BadShuffle);
  });

  test("a shuffle out of turn: refused (fair-not-due)", () => {
    const t = table();
    expect(
      code(
        t.tryPost(
          "cat",
          bentShuffle(t, "cat", (p) => p),
        ),
      ),
    ).toBe(FairCode.NotDue);
  });

  // Two cards shifted by ±D keep the sum, so the proof holds; both are then no card.
  const keepSum = (p: ReturnType<typeof hashToPoint>[]) => {
    const D = hashToPoint("shift");
    p[3] = p[3].add(D);
    p[4] = p[4].subtract(D);
    return p;
  };

  test("a change that keeps the sum: found broken when opened, the culprit named by the audit", () => {
    const t = table();
    t.post("ann", t.device("ann").deckEntry(t.state)!);
    expect(code(t.tryPost("bob", bentShuffle(t, "bob", keepSum)))).toBe("accepted");
    t.prepare();
    t.open(ALL);
    expect(t.unveiled.filter((u) => u.card === null)).toHaveLength(2);
    expect(brokenDeck(t.state)).toMatchObject({ kind: "broken", device: null, deck: 1 });
    t.audit(1);
    expect(brokenDeck(t.state)).toMatchObject({ kind: "broken", device: "bob" });
  });

  test("a change that keeps the sum, never opened: caught by the end-of-game audit", () => {
    const t = table();
    t.post("ann", t.device("ann").deckEntry(t.state)!);
    t.post("bob", bentShuffle(t, "bob", keepSum));
    t.prepare();
    expect(brokenDeck(t.state)).toBeNull();
    t.audit(1);
    expect(brokenDeck(t.state)).toMatchObject({ kind: "broken", device: "bob", deck: 1 });
    expect(t.unveiled.filter((u) => u.card === null)).toHaveLength(2);
  });

  test("a lock step that copies a card: the culprit's own share fails at once, and the audit names it", () => {
    const t = prepared();
    // Rebuild with cat locking position 13 (stock) as a copy of position 0 (ann's).
    const u = table();
    for (const entry of t.log.slice(0, 5)) u.post(entry.author, entry.text);
    u.post("cat", bentLock(u, "cat", copyInto(13, 0)));
    expect(code(u.tryPost("cat", shareWith(u, "cat", 13, keysOf(u, "cat"))))).toBe(
      FairCode.BadShare,
    );
    u.audit(1);
    expect(brokenDeck(u.state)).toMatchObject({ kind: "broken", device: "cat" });
  });
});

describe("a wrong decryption share", () => {
  test("the honest share of the helper is accepted (control)", () => {
    const t = prepared();
    expect(code(t.tryPost("ann", shareWith(t, "ann", 12, keysOf(t, "ann"))))).toBe("accepted");
  });

  test("a wrong key, with a proof made for it: refused at once (fair-bad-share)", () => {
    const t = prepared();
    const honest = keysOf(t, "ann");
    const wrong = { ...honest, locks: honest.locks.map((k, p) => (p === 12 ? k + 1n : k)) };
    expect(code(t.tryPost("ann", shareWith(t, "ann", 12, wrong)))).toBe(FairCode.BadShare);
    expect(lastDeck(t).shares.size).toBe(0);
  });

  test("the key and proof of another position: refused", () => {
    const t = prepared();
    const honest = keysOf(t, "ann");
    const swapped = {
      ...honest,
      locks: honest.locks.map((k, p) => (p === 12 ? honest.locks[13] : k)),
    };
    expect(code(t.tryPost("ann", shareWith(t, "ann", 12, swapped)))).toBe(FairCode.BadShare);
  });

  test("another device's share, sent in its own name: refused", () => {
    const t = prepared();
    expect(code(t.tryPost("bob", shareWith(t, "ann", 12, keysOf(t, "ann"))))).toBe(
      FairCode.BadShare,
    );
  });

  test("the same position shared twice: refused", () => {
    const t = prepared();
    const entry = shareWith(t, "ann", 12, keysOf(t, "ann"));
    t.post("ann", entry);
    expect(code(t.tryPost("ann", entry))).toBe(FairCode.Repeated);
  });
});

describe("a device that tries to decrypt a card not dealt to it", () => {
  test("its secret and the whole public transcript open no other seat's card", () => {
    const t = prepared();
    t.open(DEAL);
    const bob = t.device("bob");
    const deck = lastDeck(t);
    for (const p of [0, 1, 2, 3, 8, 13, 14, 15]) {
      expect(bob.read(t.state, tok(p))).toMatchObject({
        ok: false,
        error: { code: FairCode.Hidden },
      });
    }
    // Everything bob knows of position p: every published key and its own keys.
    const mine = keysOf(t, "bob");
    for (const p of [0, 8, 13]) {
      const known = [...(deck.shares.get(p) ?? new Map()).values()];
      const stripped = known.reduce(
        (acc, k) => mulScalar(acc, invScalar(k)),
        invScalar(mine.locks[p]),
      );
      expect(cardOfPoint(deck.table, publicTimes(finalDeck(deck).points[p], stripped))).toBeNull();
      // Nor does taking its shuffle key off any point the transcript holds at p.
      const stages = [...deck.shuffles.map((s) => s.deck), ...deck.locks];
      for (const stage of stages) {
        expect(cardOfPoint(deck.table, publicTimes(stage.points[p], mine.aInverse))).toBeNull();
        expect(cardOfPoint(deck.table, stage.points[p])).toBeNull();
      }
    }
  });

  test("a reader that locked its own card as a copy of another's cannot claim it, so nobody shares it", () => {
    const t = table();
    t.prepare();
    const u = table();
    // Replay up to bob's lock, then bob locks its position 4 as a copy of ann's position 0.
    for (const entry of t.log.slice(0, 4)) u.post(entry.author, entry.text);
    u.post("bob", bentLock(u, "bob", copyInto(4, 0)));
    u.post("cat", u.device("cat").deckEntry(u.state)!);
    const claims = u.device("bob").claimEntries(u.state, DEAL);
    expect(claims).toHaveLength(1);
    expect(code(u.tryPost("bob", claims[0]))).toBe(FairCode.BadShare);
    // The honest devices owe bob nothing for an unclaimed card; bob reads nothing.
    const wants: Wants = { toAll: new Set(), byDevice: new Map([["bob", new Set([tok(4)])]]) };
    expect(u.device("ann").openEntries(u.state, wants)).toEqual([]);
    expect(u.device("cat").openEntries(u.state, wants)).toEqual([]);
    expect(u.device("bob").read(u.state, tok(4))).toMatchObject({
      ok: false,
      error: { code: FairCode.Hidden },
    });
  });
});

describe("the audit", () => {
  test("a device revealing a wrong deck secret is named", () => {
    const t = prepared();
    t.post("ann", t.device("ann").secretEntry(t.state, 1)!);
    t.post("bob", t.device("bob").secretEntry(t.state, 1)!);
    t.post("cat", makeFairEntry({ type: "keys", deck: 1, secret: new Uint8Array(32).fill(7) }));
    expect(brokenDeck(t.state)).toMatchObject({ kind: "broken", device: "cat" });
  });

  test("secrets twice, or from outside the deck, are refused", () => {
    const t = prepared();
    const entry = t.device("ann").secretEntry(t.state, 1)!;
    t.post("ann", entry);
    expect(code(t.tryPost("ann", entry))).toBe(FairCode.Repeated);
    expect(code(t.tryPost("dan", entry))).toBe(FairCode.NotParticipant);
  });

  test("entries for a deck that does not exist, or before it is locked, are refused", () => {
    const t = table();
    expect(code(t.tryPost("ann", t.device("ann").secretEntry(t.state, 1)!))).toBe(FairCode.NotDue);
    expect(code(t.tryPost("ann", makeFairEntry({ type: "lock", deck: 2, cards: "AAAA" })))).toBe(
      FairCode.NotDue,
    );
  });
});
