// Property tests: two, three and four simulated devices running the whole protocol over
// one transcript agree on every public fact, and each learns exactly its own cards.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FairCode } from "../../src/fair/errors";
import { publicFacts } from "../../src/fair/summary";
import type { Wants } from "../../src/fair/tokens";
import { SimTable } from "./sim";

const sameFacts = (t: SimTable) => {
  const facts = t.states.map((s) => JSON.stringify(publicFacts(s)));
  expect(new Set(facts).size).toBe(1);
};

function run(
  ids: readonly string[],
  seed: number | ((id: string) => number),
  size: number,
  hand: number,
  faceUp: number,
) {
  const t = new SimTable(ids, "game", seed);
  const deck = Array.from({ length: size }, (_, i) => (i % 3 === 0 ? i : `k${i % 7}`));
  // A roll before the deal, as a lot for the first player would be.
  t.reveal();
  const first = t.roll(0, (rng) => rng.int(ids.length));
  t.begin(deck);
  t.prepare();
  t.reveal();
  const dealt = t.roll(1, (rng) => {
    const source = rng.cards(deck);
    return Array.from({ length: source.size }, (_, p) => source.card(p));
  }) as string[];
  // Each device's hand in plan order, then the face-up cards; the rest is the stock.
  const hands = new Map(ids.map((id, i) => [id, dealt.slice(i * hand, (i + 1) * hand)]));
  const up = dealt.slice(ids.length * hand, ids.length * hand + faceUp);
  const wants: Wants = {
    toAll: new Set(up),
    byDevice: new Map([...hands].map(([id, tokens]) => [id, new Set(tokens)])),
  };
  t.open(wants);
  sameFacts(t);
  expect(t.unveiled.map((u) => u.token).sort()).toEqual([...up].sort());
  const reads = new Map(t.devices.map((d) => [d.device, d.readAll(t.state, dealt)]));
  for (const id of ids) {
    expect([...reads.get(id)!.keys()].sort()).toEqual([...hands.get(id)!, ...up].sort());
    for (const other of ids.filter((o) => o !== id)) {
      for (const token of hands.get(other)!) {
        expect(t.device(id).read(t.state, token)).toMatchObject({
          error: { code: FairCode.Hidden },
        });
      }
    }
  }
  // The audit opens everything: a permutation of the deck, agreeing with every read.
  t.audit(1);
  sameFacts(t);
  expect(t.state.decks[0].verdict).toEqual({ kind: "fair" });
  const truth = new Map(t.unveiled.map((u) => [u.token, u.card]));
  expect(truth.size).toBe(size);
  expect([...truth.values()].map(String).sort()).toEqual(deck.map(String).sort());
  for (const read of reads.values())
    for (const [token, card] of read) expect(truth.get(token)).toBe(card);
  return { first, order: dealt.map((token) => truth.get(token)) };
}

const deviceIds = (n: number) =>
  fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{1,9}$/), { minLength: n, maxLength: n });

describe.each([2, 3, 4])("%i devices", (n) => {
  test("agree on every public fact, and each learns exactly its own cards", () => {
    fc.assert(
      fc.property(
        deviceIds(n),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        (ids, seed, hand, faceUp) => {
          const size = n * hand + faceUp + 2;
          run([...ids].sort(), seed, size, hand, faceUp);
        },
      ),
      { numRuns: 3, seed: 14 + n },
    );
  });
});

test("the deal depends on every device: the same secrets give the same deal, another secret for one device another", () => {
  const ids = ["ann", "bob", "cat"];
  const base = run(ids, 5, 12, 2, 1);
  expect(run(ids, 5, 12, 2, 1)).toEqual(base);
  for (const changed of ids) {
    const other = run(ids, (id) => (id === changed ? 6 : 5), 12, 2, 1);
    expect(other.order).not.toEqual(base.order);
  }
});
