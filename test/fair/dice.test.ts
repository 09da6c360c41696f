import { describe, expect, test } from "vitest";
import { makeFairEntry } from "../../src/fair/notation";
import { diceChecked } from "../../src/fair/dice";
import { FairCode } from "../../src/fair/errors";
import { rollRng } from "../../src/fair/source";
import { rollReady } from "../../src/fair/deal";
import { HashChain, reachesBack } from "../../src/fair/chain";
import { chainSeed } from "../../src/fair/secrets";
import { SimTable, testSecret } from "./sim";

const trio = () => new SimTable(["ann", "bob", "cat"]);
const codeOf = (refusal: { code: string } | null) => refusal?.code ?? "accepted";

describe("commit–reveal dice", () => {
  test("every replica draws the same outcomes, event after event", () => {
    const t = trio();
    const outcomes: unknown[] = [];
    for (let i = 0; i < 20; i++) {
      t.reveal();
      outcomes.push(t.roll(i, (rng) => [rng.int(6) + 1, rng.int(6) + 1]));
    }
    expect(t.state.dice.event).toBe(21);
    // The outcomes are not one constant: 20 rolls of two dice show several values.
    expect(new Set(outcomes.map(String)).size).toBeGreaterThan(5);
  });

  test("the outcome is keyed by every link and the game id", () => {
    const draw = (table: SimTable) => {
      table.reveal();
      return table.roll(0, (rng) => Array.from({ length: 8 }, () => rng.int(1000)));
    };
    const base = draw(new SimTable(["ann", "bob"], "g1", 1));
    expect(draw(new SimTable(["ann", "bob"], "g1", 1))).toEqual(base);
    expect(draw(new SimTable(["ann", "bob"], "g2", 1))).not.toEqual(base);
    // Another secret for one device only: another link, another outcome.
    const other = new SimTable(["ann", "bob"], "g1", 1);
    const bobOther = new SimTable(["ann", "bob"], "g1", 2).device("bob");
    other.post("ann", other.device("ann").revealEntry(other.state)!);
    const otherLink = bobOther.revealEntry(other.state)!;
    expect(codeOf(other.tryPost("bob", otherLink))).toBe(FairCode.BadLink);
  });

  test("a roll is refused until every device has revealed", () => {
    const t = trio();
    t.reveal(["cat"]);
    expect(rollReady(t.state)?.code).toBe(FairCode.NotReady);
    expect(rollRng(t.state, 0).ok).toBe(false);
  });
});

describe("a commit that is not revealed", () => {
  test("after a skip the table goes on without the device, and the log says who left whom out", () => {
    const t = trio();
    t.reveal(["cat"]);
    t.post("ann", makeFairEntry({ type: "skip", event: 1, device: "cat" }));
    expect(t.state.dice.excluded.get("cat")).toEqual({ event: 1, by: "ann" });
    expect(rollReady(t.state)).toBeNull();
    t.roll(0);
    // Left out for the rest of the game: its later reveals are refused.
    const late = t.device("cat").revealEntry(t.states[0]);
    expect(late).toBeNull();
    const forced = makeFairEntry({
      type: "reveal",
      event: 2,
      link: new HashChain(new Uint8Array(32), 2).link(1),
    });
    expect(codeOf(t.tryPost("cat", forced))).toBe(FairCode.Excluded);
    // The others still key the dice; two devices are enough to check them.
    expect(diceChecked(t.state.dice, t.state.participants)).toBe(true);
    t.reveal();
    expect(rollReady(t.state)).toBeNull();
  });

  test("with two devices, the one left alone makes the dice unchecked", () => {
    const t = new SimTable(["ann", "bob"]);
    t.reveal(["bob"]);
    t.post("ann", makeFairEntry({ type: "skip", event: 1, device: "bob" }));
    expect(diceChecked(t.state.dice, t.state.participants)).toBe(false);
  });

  test.each([
    ["before revealing its own link", ["ann", "cat"], "ann", "cat", FairCode.NotDue],
    ["a device that has revealed", [], "ann", "bob", FairCode.NotDue],
    ["itself", ["cat"], "cat", "cat", FairCode.NotDue],
    ["a device that is no participant", ["cat"], "ann", "dan", FairCode.NotDue],
  ])("a skip %s is refused", (_name, except, author, target, code) => {
    const t = trio();
    t.reveal(except);
    expect(
      codeOf(t.tryPost(author, makeFairEntry({ type: "skip", event: 1, device: target }))),
    ).toBe(code);
  });

  test("a skip of another event is refused", () => {
    const t = trio();
    t.reveal(["cat"]);
    expect(codeOf(t.tryPost("ann", makeFairEntry({ type: "skip", event: 2, device: "cat" })))).toBe(
      FairCode.NotDue,
    );
  });
});

describe("a reveal that does not match its commit", () => {
  // The device's own chain, rebuilt from its secret to take other links of it.
  const chainOf = (t: SimTable, id: string) =>
    new HashChain(chainSeed(testSecret(1, id), t.gameId, 1), 64);

  test.each([
    ["a random link", () => testSecret("forged", "x")],
    ["the link of the next event", (t: SimTable) => chainOf(t, "ann").link(2)],
    [
      "another device's link",
      (t: SimTable) => {
        const bob = t.device("bob").revealEntry(t.state)!;
        return Uint8Array.from(Buffer.from(bob.split(" ")[2], "base64url"));
      },
    ],
  ])("%s is refused as fair-bad-link", (_name, forge) => {
    const t = trio();
    const link = forge(t);
    expect(codeOf(t.tryPost("ann", makeFairEntry({ type: "reveal", event: 1, link })))).toBe(
      FairCode.BadLink,
    );
    expect(t.state.dice.revealed.size).toBe(0);
  });

  test("a reveal of a past event, a future event, or twice is refused", () => {
    const t = trio();
    t.reveal();
    const first = t.log[0].text;
    t.roll(0);
    expect(codeOf(t.tryPost("ann", first))).toBe(FairCode.NotDue);
    t.post("ann", t.device("ann").revealEntry(t.state)!);
    expect(codeOf(t.tryPost("ann", t.log[t.log.length - 1].text))).toBe(FairCode.Repeated);
    const future = makeFairEntry({ type: "reveal", event: 3, link: testSecret(1, "x") });
    expect(codeOf(t.tryPost("bob", future))).toBe(FairCode.NotDue);
  });

  test("a device that is not at the table cannot reveal", () => {
    const t = trio();
    expect(codeOf(t.tryPost("dan", t.device("ann").revealEntry(t.state)!))).toBe(
      FairCode.NotParticipant,
    );
  });

  test("the honest link is accepted (the rows above differ from it only by the forgery)", () => {
    const t = trio();
    const link = chainOf(t, "ann").link(1);
    expect(codeOf(t.tryPost("ann", makeFairEntry({ type: "reveal", event: 1, link })))).toBe(
      "accepted",
    );
  });

  test("a link verifies against the last one seen, however many steps back", () => {
    const chain = new HashChain(testSecret(3, "ann"), 16);
    expect(reachesBack(chain.link(5), 4, chain.link(1))).toBe(true);
    expect(reachesBack(chain.link(5), 5, chain.commitment)).toBe(true);
    expect(reachesBack(chain.link(5), 3, chain.link(1))).toBe(false);
    expect(reachesBack(chain.link(1), 1, chain.commitment)).toBe(true);
  });
});

describe("chain renewal", () => {
  test("a device commits a new chain before the old one runs out, and the dice go on", () => {
    const t = new SimTable(["ann", "bob"], "g1", 1, 40);
    for (let i = 0; i < 100; i++) {
      for (const d of t.devices) {
        const renew = d.renewEntry(t.state);
        if (renew) t.post(d.device, renew);
      }
      t.reveal();
      t.roll(i);
    }
    expect(t.state.dice.event).toBe(101);
    // Chains of 40 events, each renewed 32 events before its end: 1–40, 41–80, 81–120, 121–160.
    expect(t.state.dice.chains.get("ann")!.map((c) => c.start)).toEqual([1, 41, 81, 121]);
  });

  test("a renewal that does not follow the current chain is refused", () => {
    const t = new SimTable(["ann", "bob"], "g1", 1, 40);
    const entry = makeFairEntry({
      type: "chain",
      start: 30,
      length: 40,
      commitment: testSecret(1, "c"),
    });
    expect(codeOf(t.tryPost("ann", entry))).toBe(FairCode.NotDue);
  });
});
