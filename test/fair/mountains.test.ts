// Fair Mountains through the real log: the deal's two decks (the red cards and the black
// ones, shuffled apart, docs/games/mountains.md "Decisions"), played to the end by bots
// on simulated tables of two devices (one v one: each holds a team's two seats) and of
// four (one seat each), every replica agreeing; no device reads another seat's hand.
import { describe, expect, test } from "vitest";
import { FairCode } from "../../src/fair/errors";
import { publicFacts } from "../../src/fair/summary";
import { isToken, parseToken, visibleTokens } from "../../src/fair/tokens";
import { mergeEntries } from "../../src/log/merge";
import { parseMove } from "../../src/games/mountains/notation";
import { mountains } from "../../src/games/mountains/rules";
import { publicText } from "../../src/games/mountains/view";
import type { MountainsState } from "../../src/games/mountains/state";
import { isRed } from "../../src/games/cards/french";
import { MountainsLogTable } from "./mountains-table";
import type { FairLogTable } from "./log-table";

const facts = (t: FairLogTable, i: number) => JSON.stringify(publicFacts(t.at(t.devices[i]).fair!));

function expectSameEverywhere(t: FairLogTable): void {
  const pure = mergeEntries(t.setup, t.written);
  for (const [i, d] of t.devices.entries()) {
    const m = t.at(d);
    expect(m.accepted.map((e) => e.hash)).toEqual(pure.accepted.map((e) => e.hash));
    expect(JSON.stringify(m.state)).toBe(JSON.stringify(pure.state));
    expect(facts(t, i)).toBe(JSON.stringify(publicFacts(pure.fair!)));
  }
}

/** Steps until the first seat may move and nobody owes a fair entry. */
function dealt(t: FairLogTable): void {
  while (
    t.game.toMove(t.at(t.devices[0]).state).length === 0 ||
    t.devices.some((d) => t.owed(d).length > 0)
  ) {
    if (!t.step()) throw new Error("stuck before the first move");
  }
}

const dealOf = (t: FairLogTable) => {
  const e = t.at(t.devices[0]).accepted.find((x) => x.kind === "random")!;
  const move = parseMove(e.text);
  if (!move.ok || move.value.type !== "deal") throw new Error(`not a deal: ${e.text}`);
  return move.value;
};

function checkPlayedToTheEnd(t: FairLogTable): void {
  const m = t.at(t.devices[0]);
  const s = m.state as MountainsState;
  expect(mountains.result(s)).not.toBeNull();
  // Two decks, red (18) then black (18), each audited fair; nothing left hidden.
  expect(m.fair!.decks.map((d) => d.table.cards.length)).toEqual([18, 18]);
  expect(m.fair!.decks[0].table.cards.every((c) => isRed(c as string))).toBe(true);
  expect(m.fair!.decks[1].table.cards.every((c) => !isRed(c as string))).toBe(true);
  for (const deck of m.fair!.decks) expect(deck.verdict).toEqual({ kind: "fair" });
  expect(visibleTokens(s).size).toBe(0);
  // One deal entry, as in a trusted game, listing tokens only: the Red team's hands
  // positions of the red deck (1), the Black team's of the black deck (2).
  expect(m.accepted.filter((e) => e.kind === "random")).toHaveLength(1);
  const deal = dealOf(t);
  for (const [seat, hand] of deal.hands.entries()) {
    expect(hand.length).toBe(9);
    const deck = (seat % 2 === 0) === (deal.red === "A") ? 1 : 2;
    expect(hand.every((c) => isToken(c) && parseToken(c)!.deck === deck)).toBe(true);
  }
  // Nothing refused; every card is on the table or in a hand; every replica agrees.
  expect(m.rejected).toEqual([]);
  expect(s.table.length + s.hands.flat().length).toBe(36);
  expectSameEverywhere(t);
}

describe("fair Mountains through the log", () => {
  test("two devices, one v one: played to the end, both decks audited fair, every replica the same", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m2");
    t.run();
    checkPlayedToTheEnd(t);
    // Each laid card came from its team's colour (the lot's Red team laid the red cards).
    const m = t.at(t.devices[0]);
    const red = dealOf(t).red;
    const laid = m.accepted.filter((e) => e.kind === "move" && e.text !== "pass");
    expect(laid.length).toBeGreaterThan(20);
    for (const e of laid) {
      const team = (e.seat as number) % 2 === 0 ? "A" : "B";
      const move = parseMove(e.text);
      expect(move.ok && move.value.type === "place" && isRed(move.value.card)).toBe(team === red);
    }
  }, 300_000);

  test("four devices, one seat each: played to the end", () => {
    const t = new MountainsLogTable(["ann", "bob", "cat", "dan"], [0, 1, 2, 3], "m4", {}, "ref");
    t.run();
    checkPlayedToTheEnd(t);
  }, 300_000);

  test("after the deal each device reads its own seats' hands and no other", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m3");
    dealt(t);
    const deal = dealOf(t);
    for (const [i, d] of t.devices.entries()) {
      const fair = t.at(d).fair!;
      for (const [seat, hand] of deal.hands.entries()) {
        for (const token of hand) {
          const read = d.fair.read(fair, token);
          if (seat % 2 === i) {
            expect(read.ok).toBe(true);
            // The card read is of the colour the seat's team plays.
            const team = seat % 2 === 0 ? "A" : "B";
            expect(read.ok && isRed(read.value as string)).toBe(team === deal.red);
          } else expect(!read.ok && read.error.code).toBe(FairCode.Hidden);
        }
      }
    }
    // The public state holds tokens for every hand; the deal's public text is as written.
    const s = t.at(t.devices[0]).state as MountainsState;
    expect(s.hands.flat().every(isToken)).toBe(true);
    const text = t.at(t.devices[0]).accepted.find((e) => e.kind === "random")!.text;
    expect(publicText(s, text, 0)).toBe(text);
  }, 300_000);
});
