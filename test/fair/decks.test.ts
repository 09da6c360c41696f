// One random event that deals several decks shuffled apart (Mountains: the red cards and
// the black ones): begun together, prepared one after the other, dealt together.
import { describe, expect, test } from "vitest";
import { FairCode } from "../../src/fair/errors";
import { rollRng } from "../../src/fair/source";
import { beginDecks, pendingDeck, pendingDecks, rollReady } from "../../src/fair/deal";
import { SimTable } from "./sim";

function twoDecks(): SimTable {
  const t = new SimTable(["ann", "bob"], "g2", 1, 64, 1);
  t.states = t.states.map((s) => {
    const next = beginDecks(s, [
      ["a", "b", "c"],
      ["x", "y"],
    ]);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  });
  return t;
}

describe("an event that deals several decks", () => {
  test("the decks are prepared in order, and the roll waits for the last one", () => {
    const t = twoDecks();
    expect(pendingDecks(t.state).map((d) => d.index)).toEqual([1, 2]);
    expect(pendingDeck(t.state)?.index).toBe(1);
    // The first deck's four steps (two shuffles, two locks), then the second's.
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      const turn = t.devices.map((d) => [d, d.deckEntry(t.state)] as const).find(([, e]) => e);
      expect(turn).toBeDefined();
      order.push(turn![1]!.split(" ").slice(0, 2).join(" "));
      t.post(turn![0].device, turn![1]!);
      if (i === 3) expect(pendingDeck(t.state)?.index).toBe(2);
    }
    expect(order).toEqual([
      "shuffle 1",
      "shuffle 1",
      "lock 1",
      "lock 1",
      "shuffle 2",
      "shuffle 2",
      "lock 2",
      "lock 2",
    ]);
    t.reveal();
    expect(rollReady(t.state)).toBeNull();
    expect(t.devices.every((d) => d.deckEntry(t.state) === null)).toBe(true);
  });

  test("the roll is refused while the second deck is not locked, though the first is", () => {
    const t = twoDecks();
    for (let i = 0; i < 4; i++) {
      const turn = t.devices.map((d) => [d, d.deckEntry(t.state)] as const).find(([, e]) => e);
      t.post(turn![0].device, turn![1]!);
    }
    t.reveal();
    expect(rollReady(t.state)).toMatchObject({ code: FairCode.NotReady, message: /deck 2/ });
  });

  test("the rng deals each deck by its cards, each once; both are dealt after the roll", () => {
    const t = twoDecks();
    t.prepare();
    t.reveal();
    const rng = rollRng(t.state, 0);
    if (!rng.ok) throw new Error(rng.error.message);
    expect(rng.value.fairDeck).toBe(1);
    // Asked for in the other order, each is still its own deck.
    const black = rng.value.cards(["x", "y"]);
    const red = rng.value.cards(["a", "b", "c"]);
    expect([black.size, black.card(1), red.size, red.card(2)]).toEqual([2, "#2.1", 3, "#1.2"]);
    expect(() => rng.value.cards(["x", "y"])).toThrow(/other cards/);
    const dealt = t.roll(0, (r) => [r.cards(["a", "b", "c"]).card(0), r.cards(["x", "y"]).card(0)]);
    expect(dealt).toEqual(["#1.0", "#2.0"]);
    expect(pendingDecks(t.state)).toEqual([]);
    expect(t.state.decks.every((d) => d.dealt)).toBe(true);
  });

  test("no deck, an empty deck or a deck already pending is refused", () => {
    const t = twoDecks();
    expect(beginDecks(t.state, [["q"]])).toMatchObject({ error: { code: FairCode.NotDue } });
    const fresh = new SimTable(["ann", "bob"], "g2", 1, 64, 1).state;
    expect(beginDecks(fresh, [])).toMatchObject({ error: { code: FairCode.BadDeck } });
    expect(beginDecks(fresh, [["a"], []])).toMatchObject({ error: { code: FairCode.BadDeck } });
  });
});
