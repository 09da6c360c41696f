import { describe, expect, test } from "vitest";
import { FairCode } from "../../src/fair/errors";
import { makeFairEntry } from "../../src/fair/notation";
import { rollRng } from "../../src/fair/source";
import { beginDeck, rollReady } from "../../src/fair/deal";
import { activeDevices } from "../../src/fair/state";
import { SimTable } from "./sim";

const code = (refusal: { code: string } | null) => refusal?.code ?? "accepted";

describe("random events with a deck", () => {
  test("the random entry waits for the deck to be shuffled and locked, not only for the reveals", () => {
    const t = new SimTable(["ann", "bob"], "g1", 1, 64, 1);
    t.begin(["a", "b", "c"]);
    t.reveal();
    expect(rollReady(t.state)?.code).toBe(FairCode.NotReady);
    t.prepare();
    expect(rollReady(t.state)).toBeNull();
  });

  test("one deck at a time; a deck has 1 to 360 cards of strings or numbers", () => {
    const t = new SimTable(["ann", "bob"], "g1", 1, 64, 1);
    t.begin(["a"]);
    expect(beginDeck(t.state, ["b"])).toMatchObject({ error: { code: FairCode.NotDue } });
    const fresh = new SimTable(["ann", "bob"], "g1", 1, 64, 1).state;
    expect(beginDeck(fresh, [])).toMatchObject({ error: { code: FairCode.BadDeck } });
    expect(beginDeck(fresh, [{} as unknown as string])).toMatchObject({
      error: { code: FairCode.BadDeck },
    });
  });

  test("a game that deals other cards than the deck it began is a bug, said at once", () => {
    const t = new SimTable(["ann", "bob"], "g1", 1, 64, 1);
    t.begin(["a", "b"]);
    t.prepare();
    t.reveal();
    const rng = rollRng(t.state, 0);
    expect(rng.ok).toBe(true);
    if (rng.ok) expect(() => rng.value.cards(["a", "c"])).toThrow(/other cards/);
  });
});

test("a device left out of the dice still locks new decks, so its cards stay its own", () => {
  const t = new SimTable(["ann", "bob", "cat"], "g1", 1, 64, 1);
  t.reveal(["cat"]);
  t.post("ann", makeFairEntry({ type: "skip", event: 1, device: "cat" }));
  t.roll(0);
  t.begin(["x", "y"]);
  expect(t.state.decks[0].order).toEqual(["ann", "bob", "cat"]);
  expect(activeDevices(t.state)).toEqual(["ann", "bob"]);
});

describe("going on in trusted mode without a device", () => {
  test("takes every other device's consent; then that device is out of the dice, and no deck is begun (trusted mode)", () => {
    const t = new SimTable(["ann", "bob", "cat"], "g1", 1, 64, 1);
    t.post("ann", makeFairEntry({ type: "trust", without: "cat" }));
    expect(t.state.trusted).toBeNull();
    expect(code(t.tryPost("ann", makeFairEntry({ type: "trust", without: "cat" })))).toBe(
      FairCode.Repeated,
    );
    t.post("bob", makeFairEntry({ type: "trust", without: "cat" }));
    expect(t.state.trusted).toEqual({ without: "cat", event: 1 });
    expect(activeDevices(t.state)).toEqual(["ann", "bob"]);
    t.reveal();
    expect(rollReady(t.state)).toBeNull();
    t.roll(0);
    // From the conversion on, outcomes deal real cards: a deal begins no deck.
    t.begin(["x", "y"]);
    expect(t.state.decks).toEqual([]);
  });

  test.each([
    ["itself", "cat", "cat"],
    ["a device not at the table", "ann", "dan"],
  ])("a device cannot agree to go on without %s", (_name, author, without) => {
    const t = new SimTable(["ann", "bob", "cat"], "g1", 1, 64, 1);
    expect(code(t.tryPost(author, makeFairEntry({ type: "trust", without })))).toBe(
      FairCode.NotDue,
    );
  });
});
