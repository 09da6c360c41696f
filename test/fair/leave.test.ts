// A device that leaves mid-game (docs/fair-play.md, "A device that leaves mid-game"),
// through the real log: the devices present agree to go on without it (`trust`), reveal
// their deck secrets, and deal again, by a dice event of their own, the cards nobody
// present can open. Every replica ends with the same state; the game plays on to the end
// in trusted mode, the departed device's seats held by the device that asked.
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { describe, expect, test } from "vitest";
import { fairModeOf } from "../../src/ui/model/fair-mode";
import { FairCode } from "../../src/fair/errors";
import { makeFairEntry } from "../../src/fair/notation";
import type { FairState } from "../../src/fair/state";
import { publicFacts } from "../../src/fair/summary";
import { isToken, unveil, visibleTokens } from "../../src/fair/tokens";
import { ANY_DEVICE } from "../../src/log/header";
import { mergeEntries } from "../../src/log/merge";
import { formatMeta } from "../../src/log/meta";
import { convertedAtMove, leaveOffer } from "../../src/net/table/fair-leave";
import type { SpiteState } from "../../src/games/spite-malice/state";
import { FairLogTable, type LogDevice } from "./log-table";

const facts = (fair: FairState | undefined) => JSON.stringify(publicFacts(fair!));

/** Every card of the state, sorted (tokens included). */
function cardsOf(state: SpiteState): string[] {
  const all: string[] = [
    ...state.goals.flat(),
    ...state.hands.flat(),
    ...state.discards.flat(2),
    ...state.centre.flat(),
    ...state.stock,
    ...state.setAside,
  ].map(String);
  return all.sort();
}

/** Steps `devices` only (the others are gone) until they have nothing left to do. */
function playOn(t: FairLogTable, devices: readonly LogDevice[], limit = 20_000): void {
  t.group = devices.map((d) => d.name);
  t.run(limit, devices);
}

/** What `d` reads of the seat it holds: its hand with its own cards opened. */
function handRead(t: FairLogTable, d: LogDevice, seat: number): unknown[] {
  const at = t.at(d);
  const tokens = visibleTokens(at.state);
  const read = d.fair.readAll(at.fair!, tokens);
  return [...(unveil(at.state, read) as SpiteState).hands[seat]];
}

function expectAgree(t: FairLogTable, devices: readonly LogDevice[]): void {
  const pure = mergeEntries(t.setup, t.written);
  for (const d of devices) {
    expect(JSON.stringify(t.at(d).state)).toBe(JSON.stringify(pure.state));
    expect(facts(t.at(d).fair)).toBe(facts(pure.fair));
    expect(t.at(d).holders).toEqual(pure.holders);
  }
}

/** Plays every device until `moves` moves are in, then cuts `gone` off; the rest wait. */
function leaveAfter(t: FairLogTable, moves: number, gone: LogDevice): LogDevice[] {
  while (t.moves < moves) if (!t.step()) throw new Error("stuck before the leave");
  const present = t.devices.filter((d) => d !== gone);
  playOn(t, present, 200); // the table goes on as far as it can without the device
  return present;
}

describe("a device that leaves a fair game mid-game", () => {
  test("two devices: the one left converts alone, the unknown cards are dealt again, the game ends", () => {
    const t = new FairLogTable(["ann", "bob"], "leave-2");
    const [ann, bob] = t.devices;
    const [present] = leaveAfter(t, 6, bob);
    expect(present).toBe(ann);
    const before = t.at(ann);
    // The table waits for bob: nothing is left for ann to do, and the game is not over.
    expect(t.game.result(before.state)).toBeNull();
    expect(t.step([ann])).toBe(false);
    const annSeat = before.holders.indexOf(ann.key.id);
    const bobSeat = before.holders.indexOf(bob.key.id);
    const annHand = handRead(t, ann, annSeat);
    const publicBefore = (before.state as SpiteState).centre;
    const goalTopBefore = (before.state as SpiteState).goals.map((g) => g[0]);
    const full = cardsOf(t.at(ann).state as SpiteState).length;

    // With two devices "every other device" is ann alone: her one entry converts.
    t.write(ann, "fair", "chance", makeFairEntry({ type: "trust", without: bob.key.id }));
    const converted = t.at(ann);
    expect(converted.fair!.trusted).toEqual({
      without: bob.key.id,
      event: before.fair!.dice.event,
    });
    // bob's seat passes to ann, the device that asked.
    expect(converted.holders[bobSeat]).toBe(ann.key.id);

    // ann reveals her deck secrets, then her link of a new event deals the rest.
    while (t.at(ann).fair!.redealt === null) {
      if (!t.step([ann])) throw new Error("the redeal did not come");
    }
    const after = t.at(ann);
    const state = after.state as SpiteState;
    expect(visibleTokens(state).size).toBe(0);
    // The same cards in all (104), each once more as a real card; what was open stays.
    expect(cardsOf(state).length).toBe(full);
    expect(cardsOf(state).some(isToken)).toBe(false);
    expect(state.hands[annSeat]).toEqual(annHand);
    expect(state.centre).toEqual(publicBefore);
    expect(state.goals.map((g) => g[0])).toEqual(goalTopBefore);
    expect(cardsOf(state)).toEqual([...after.fair!.decks[0].table.cards].map(String).sort());

    // ann plays both seats to the end, in trusted mode; nothing is refused.
    playOn(t, [ann]);
    expect(t.game.result(t.at(ann).state)).not.toBeNull();
    expect(t.at(ann).rejected).toEqual([]);

    // bob comes back: its replica gets everything and agrees; it owes nothing.
    t.heal();
    expectAgree(t, [ann, bob]);
    expect(t.owed(bob)).toEqual([]);
  }, 300_000);

  test("three devices: both others must agree; one consent converts nothing", () => {
    const t = new FairLogTable(["ann", "bob", "cat"], "leave-3");
    const [ann, bob, cat] = t.devices;
    const present = leaveAfter(t, 5, cat);
    expect(t.game.result(t.at(ann).state)).toBeNull();
    const catSeat = t.at(ann).holders.indexOf(cat.key.id);
    const hands = present.map((d) => handRead(t, d, t.at(d).holders.indexOf(d.key.id)));

    const trustCat = makeFairEntry({ type: "trust", without: cat.key.id });
    t.write(bob, "fair", "chance", trustCat);
    expect(t.at(ann).fair!.trusted).toBeNull();
    // bob agreed already: a second consent of its own is refused.
    const again = t.write(bob, "fair", "chance", trustCat);
    expect(t.at(ann).rejected.map((r) => [r.entry.hash, r.code])).toContainEqual([
      again.hash,
      FairCode.Repeated,
    ]);
    t.write(ann, "fair", "chance", trustCat);
    const converted = t.at(ann);
    expect(converted.fair!.trusted?.without).toBe(cat.key.id);
    // bob asked first: cat's seat passes to bob.
    expect(converted.holders[catSeat]).toBe(bob.key.id);

    t.group = present.map((d) => d.name);
    while (t.at(ann).fair!.redealt === null) {
      if (!t.step(present)) throw new Error("the redeal did not come");
    }
    expect(visibleTokens(t.at(ann).state).size).toBe(0);
    // Every card a device had read stays where it was; a card still waiting for cat's
    // share (a token) is one of the cards dealt again.
    present.forEach((d, i) => {
      const seat = t.at(d).holders.indexOf(d.key.id);
      const now = (t.at(d).state as SpiteState).hands[seat];
      expect(now.length).toBe(hands[i].length);
      hands[i].forEach((card, k) => {
        if (!isToken(card)) expect(now[k]).toBe(card);
      });
    });
    playOn(t, present);
    expect(t.game.result(t.at(ann).state)).not.toBeNull();
    expectAgree(t, present);
  }, 300_000);
});

describe("what the Table drawer offers (src/net/table/fair-leave.ts)", () => {
  test("going on without the device the game waits for, only while it is away; the move of the conversion", () => {
    const t = new FairLogTable(["ann", "bob"], "leave-offer");
    const [ann, bob] = t.devices;
    leaveAfter(t, 4, bob);
    const input = (here: boolean) => ({
      game: t.game,
      merged: t.at(ann),
      self: ann.key.id,
      presence: [{ device: bob.key.id, here, since: 0, via: null }],
      waitingFor: null,
    });
    expect(leaveOffer(input(true))).toBeNull();
    expect(leaveOffer(input(false))).toEqual({ device: bob.key.id, agreed: [], mine: false });
    expect(convertedAtMove(t.at(ann))).toBeNull();
    const moves = t.at(ann).accepted.filter((e) => e.kind === "move").length;
    t.write(ann, "fair", "chance", makeFairEntry({ type: "trust", without: bob.key.id }));
    // Converted: nothing more to offer, and the label's move is the moves before it.
    expect(leaveOffer(input(false))).toBeNull();
    playOn(t, [ann], 40);
    expect(convertedAtMove(t.at(ann))).toBe(moves);
  }, 120_000);

  test("three devices: after one consent, the others are asked to confirm; the one that agreed waits", () => {
    const t = new FairLogTable(["ann", "bob", "cat"], "leave-offer-3");
    const [ann, bob, cat] = t.devices;
    leaveAfter(t, 3, cat);
    t.write(bob, "fair", "chance", makeFairEntry({ type: "trust", without: cat.key.id }));
    const offerTo = (d: LogDevice) =>
      leaveOffer({
        game: t.game,
        merged: t.at(d),
        self: d.key.id,
        presence: t.devices
          .filter((x) => x !== d)
          .map((x) => ({ device: x.key.id, here: x !== cat, since: 0, via: null })),
        waitingFor: null,
      });
    expect(offerTo(ann)).toEqual({ device: cat.key.id, agreed: [bob.key.id], mine: false });
    expect(offerTo(bob)).toEqual({ device: cat.key.id, agreed: [bob.key.id], mine: true });
  }, 120_000);
});

describe("handing a seat over in a fair game", () => {
  test("to another fair device: the seat's hand opens to all, and the game goes on to the end", () => {
    const t = new FairLogTable(["ann", "bob"], "hand-over");
    const [ann, bob] = t.devices;
    while (t.moves < 4) if (!t.step()) throw new Error("stuck");
    const seat = t.at(ann).holders.indexOf(ann.key.id);
    const hand = handRead(t, ann, seat);
    t.write(ann, "meta", seat, formatMeta({ type: "hand", to: bob.key.id }));
    expect(t.at(bob).holders[seat]).toBe(bob.key.id);
    while (t.devices.some((d) => t.owed(d).length > 0)) t.step();
    // The cards ann had read are now open to every device, where they were.
    const now = (t.at(bob).state as SpiteState).hands[seat];
    hand.forEach((card, k) => {
      if (!isToken(card)) expect(now[k]).toBe(card);
    });
    t.run();
    expect(t.game.result(t.at(ann).state)).not.toBeNull();
    expect(t.at(ann).rejected).toEqual([]);
    expectAgree(t, t.devices);
  }, 300_000);

  test("to a device without keys in the game, or to any device: refused (fair-hand-over)", () => {
    const t = new FairLogTable(["ann", "bob"], "hand-over-refused");
    const [ann] = t.devices;
    while (t.moves < 2) if (!t.step()) throw new Error("stuck");
    const seat = t.at(ann).holders.indexOf(ann.key.id);
    for (const to of ["c".repeat(64), ANY_DEVICE]) {
      const entry = t.write(ann, "meta", seat, formatMeta({ type: "hand", to }));
      const refused = t.at(ann).rejected.find((r) => r.entry.hash === entry.hash);
      expect(refused?.code).toBe(FairCode.HandOver);
      t.written.splice(t.written.indexOf(entry), 1);
    }
    expect(t.at(ann).holders[seat]).toBe(ann.key.id);
  }, 120_000);
});

describe("a dishonest device at the conversion", () => {
  test("a device present that reveals a false deck secret: the deck is marked broken by it, nothing is dealt again", () => {
    const t = new FairLogTable(["ann", "bob", "cat"], "leave-false-secret");
    const [ann, bob, cat] = t.devices;
    const present = leaveAfter(t, 3, cat);
    const trustCat = makeFairEntry({ type: "trust", without: cat.key.id });
    t.write(ann, "fair", "chance", trustCat);
    t.write(bob, "fair", "chance", trustCat);
    // Honest devices write their keys in device order; the first one writes a false one.
    const [first] = t.inOrder().filter((d) => d !== cat);
    const secret = sha256(utf8ToBytes("not my deck secret"));
    t.write(first, "fair", "chance", makeFairEntry({ type: "keys", deck: 1, secret }));
    playOn(t, present, 10);
    const deck = t.at(ann).fair!.decks[0];
    expect(deck.verdict).toMatchObject({ kind: "broken", device: first.key.id });
    expect(t.at(ann).fair!.redealt).toBeNull();
    expect(fairModeOf({ fair: t.header.fair }, t.at(ann).fair!, null).kind).toBe("broken");
  }, 120_000);

  test("the departed device, back, can no longer reveal or play the seat it held", () => {
    const t = new FairLogTable(["ann", "bob"], "leave-back");
    const [ann, bob] = t.devices;
    leaveAfter(t, 4, bob);
    const seat = t.at(ann).holders.indexOf(bob.key.id);
    t.write(ann, "fair", "chance", makeFairEntry({ type: "trust", without: bob.key.id }));
    playOn(t, [ann], 30);
    t.heal();
    expect(t.owed(bob)).toEqual([]);
    const link = makeFairEntry({
      type: "reveal",
      event: t.at(bob).fair!.dice.event,
      link: new Uint8Array(32),
    });
    const reveal = t.write(bob, "fair", "chance", link);
    expect(t.at(ann).rejected.find((r) => r.entry.hash === reveal.hash)?.code).toMatch(/^fair-/);
    const move = t.write(bob, "move", seat, "end");
    expect(t.at(ann).rejected.find((r) => r.entry.hash === move.hash)?.code).toBe("not-your-seat");
  }, 120_000);
});
