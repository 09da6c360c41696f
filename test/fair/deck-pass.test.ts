// The deck passes split into slices (the app's Web Workers run them so, one slice per
// core): the slices' products must make exactly the entry the device makes in one go,
// for shuffles and locks, whatever the number of slices; products that are no deck are
// refused.
import { describe, expect, test } from "vitest";
import { concatBytes } from "../../src/fair/bytes";
import { multiplyEncoded, type DeckPass } from "../../src/fair/deck-pass";
import { POINT_BYTES } from "../../src/fair/group";
import { SimTable } from "./sim";

/** The pass as the workers run it: `slices` slices, each through its encoded form. */
function runSliced(pass: DeckPass, slices: number): Uint8Array[] {
  const size = pass.scalars.length;
  const per = Math.ceil(size / slices);
  const products: Uint8Array[] = [];
  for (let from = 0; from < size; from += per) {
    const to = Math.min(size, from + per);
    const out = multiplyEncoded(
      concatBytes(pass.encodings.slice(from, to)),
      pass.scalars.slice(from, to),
    );
    if (!out) throw new Error("a slice did not multiply");
    for (let p = 0; p < to - from; p++)
      products.push(out.slice(p * POINT_BYTES, (p + 1) * POINT_BYTES));
  }
  return products;
}

/** Prepares a deck step by step; at each step the sliced pass is compared with deckEntry. */
function prepareComparing(ids: readonly string[], cards: number, slices: readonly number[]) {
  const t = new SimTable(ids, "g-pass", 7, 64, 1);
  t.begin(Array.from({ length: cards }, (_, i) => `c${i}`));
  const kinds: string[] = [];
  for (let guard = 0; guard < 4 * ids.length; guard++) {
    const device = t.devices.find((d) => d.deckPass(t.state) !== null);
    if (!device) break;
    const whole = device.deckEntry(t.state)!;
    const pass = device.deckPass(t.state)!;
    for (const n of slices) expect(pass.finish(runSliced(pass, n)), `${n} slices`).toBe(whole);
    kinds.push(whole.split(" ")[0]);
    t.post(device.device, whole);
  }
  return kinds;
}

describe("a deck pass in slices", () => {
  test.each([
    { name: "2 devices, 40 cards", ids: ["ann", "bob"], cards: 40 },
    { name: "4 devices, 12 cards", ids: ["ann", "bob", "cat", "dan"], cards: 12 },
    { name: "3 devices, 5 cards (fewer cards than slices)", ids: ["a", "b", "c"], cards: 5 },
  ])("$name: the same entries as in one go", ({ ids, cards }) => {
    const kinds = prepareComparing(ids, cards, [1, 3, 8]);
    expect(kinds).toEqual([...ids.map(() => "shuffle"), ...ids.map(() => "lock")]);
  });

  test("no pass when it is not this device's turn, or the deck is ready", () => {
    const t = new SimTable(["ann", "bob"], "g-pass", 7, 64, 1);
    t.begin(["x", "y", "z"]);
    expect(t.device("bob").deckPass(t.state)).toBeNull();
    t.prepare();
    expect(t.devices.map((d) => d.deckPass(t.state))).toEqual([null, null]);
  });

  test.each([
    {
      name: "a product that is no point",
      bend: (p: Uint8Array[]) => [new Uint8Array(POINT_BYTES).fill(255), ...p.slice(1)],
    },
    { name: "a product twice", bend: (p: Uint8Array[]) => [p[1], ...p.slice(1)] },
    { name: "a product missing", bend: (p: Uint8Array[]) => p.slice(1) },
  ])("$name: no entry", ({ bend }) => {
    const t = new SimTable(["ann", "bob"], "g-pass", 7, 64, 1);
    t.begin(["w", "x", "y", "z"]);
    for (let step = 0; step < 3; step++) {
      const device = t.devices.find((d) => d.deckPass(t.state) !== null)!;
      const pass = device.deckPass(t.state)!;
      expect(pass.finish(bend(runSliced(pass, 2)))).toBeNull();
      t.post(device.device, device.deckEntry(t.state)!);
    }
  });

  test("a slice whose input is no point, or whose sizes differ, is refused", () => {
    const bad = new Uint8Array(POINT_BYTES).fill(255);
    expect(multiplyEncoded(bad, [3n])).toBeNull();
    expect(multiplyEncoded(new Uint8Array(POINT_BYTES), [3n, 4n])).toBeNull();
  });
});
