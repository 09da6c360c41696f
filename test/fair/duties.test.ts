// The duties loop on a simulated table: at every position exactly one device owes
// entries (device order), and writing what owedEntries says, round after round, takes a
// deal from an unshuffled deck to every seat reading its own hand, and to the audit.
import { describe, expect, test } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { dealCards, handsThenStock, type DealPlan } from "../../src/games/cards/deal";
import { deckOfSize } from "../../src/games/cards/deck";
import { isCard } from "../../src/games/cards/french";
import { hideHands } from "../../src/games/cards/hand";
import { hideCards, hidePile } from "../../src/games/cards/pile";
import {
  owedEntries,
  revealOrder,
  revealWithMove,
  viewFor,
  waitingFor,
} from "../../src/fair/duties";
import { isToken, unveil } from "../../src/fair/tokens";
import { SimTable } from "./sim";

type Card = string | null;
interface Table {
  readonly dealt: boolean;
  readonly hands: readonly (readonly Card[])[];
  readonly goals: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

const game = {
  pending: (s: Table) => (s.dealt ? null : "deal"),
  result: () => null,
  view: (s: Table, seat: number | null): Table => ({
    ...s,
    hands: hideHands(s.hands, seat),
    goals: s.goals.map((g) => hidePile(g, "top")),
    stock: hideCards(s.stock),
  }),
} as unknown as AnyGame;

const deck = deckOfSize(36);

/** Writes every device's duties until nobody owes anything; checks device order. */
function settle(t: SimTable, state: Table, holders: Map<number, string>, handOver = false): Table {
  let s = state;
  for (let round = 0; round < 100; round++) {
    const owed = t.devices.map((device) => ({
      device,
      entries: owedEntries({ game, state: s, fair: t.state, device, holders, handOver }),
    }));
    const writers = owed.filter((o) => o.entries.length > 0);
    const waiting = waitingFor({ game, state: s, fair: t.state, holders, handOver });
    if (writers.length === 0) {
      expect(waiting).toBeNull();
      return s;
    }
    expect(writers.map((w) => w.device.device)).toHaveLength(1);
    // Everyone can tell whom the table waits for, and for what: the one writer.
    expect(waiting?.device).toBe(writers[0].device.device);
    const kind = writers[0].entries[0].split(" ")[0];
    const duty = { chain: "renew", shuffle: "deck", lock: "deck", open: "share" }[kind] ?? kind;
    expect(waiting?.duty).toBe(duty);
    for (const entry of writers[0].entries) {
      const unveiled = t.post(writers[0].device.device, entry);
      s = unveil(s, new Map(unveiled.map((u) => [u.token, u.card])));
    }
  }
  throw new Error("the duties never settle");
}

describe.each([
  ["two devices", ["ann", "bob"]],
  ["three devices", ["ann", "bob", "cat"]],
])("%s", (_, ids) => {
  const holders = new Map(ids.map((id, seat) => [seat, id]));
  const plan: DealPlan = [
    ...ids.map((_, i) => ({ name: `g${i}`, count: 4, audience: "none" as const })),
    ...handsThenStock(
      ids.map((_, i) => i),
      3,
    ),
  ];
  const start: Table = { dealt: false, hands: [], goals: [], stock: [] };

  function deal(): { t: SimTable; state: Table } {
    const t = new SimTable(ids);
    t.begin(deck);
    settle(t, start, holders); // shuffles, locks, then reveals, in device order
    expect(t.log.map((p) => p.text.split(" ")[0])).toEqual([
      ...ids.map(() => "shuffle"),
      ...ids.map(() => "lock"),
      ...ids.map(() => "reveal"),
    ]);
    expect(t.log.map((p) => p.author)).toEqual([...ids, ...ids, ...ids]);
    const parts = t.roll(0, (rng) => dealCards(plan, rng.cards(deck))) as string[][];
    const n = ids.length;
    const state: Table = {
      dealt: true,
      goals: parts.slice(0, n),
      hands: parts.slice(n, 2 * n),
      stock: parts[2 * n],
    };
    return { t, state };
  }

  test("the reveals start with the head entry's author (the mover), then device order", () => {
    const t = new SimTable(ids);
    t.begin(deck);
    t.prepare(); // shuffled and locked: the reveals are due
    const last = ids[ids.length - 1];
    const input = (headAuthor: string | null) => ({
      game,
      state: start,
      fair: t.state,
      holders,
      handOver: false,
      headAuthor,
    });
    expect(waitingFor(input(last))).toEqual({ device: last, duty: "reveal" });
    expect(waitingFor(input(null))).toEqual({ device: ids[0], duty: "reveal" });
    // A head by no fair device (the seed's outcome): device order.
    expect(waitingFor(input("seed"))).toEqual({ device: ids[0], duty: "reveal" });
    // The mover's reveal, with its move; none for another device, nor for the mover
    // once it has revealed.
    const mine = revealWithMove({ ...input(last), device: t.device(last) });
    expect(mine.map((e) => e.split(" ")[0])).toEqual(["reveal"]);
    expect(revealWithMove({ ...input(last), device: t.device(ids[0]) })).toEqual([]);
    t.post(last, mine[0]);
    expect(waitingFor(input(last))).toEqual({ device: ids[0], duty: "reveal" });
    expect(revealWithMove({ ...input(last), device: t.device(last) })).toEqual([]);
    expect(revealOrder(ids, last)).toEqual([last, ...ids.slice(0, -1)]);
    expect(revealOrder(ids, "nobody")).toEqual(ids);
  });

  test("nothing is owed before chance is due and the deck is begun", () => {
    const t = new SimTable(ids);
    const dealt = { ...start, dealt: true };
    for (const device of t.devices) {
      expect(
        owedEntries({ game, state: dealt, fair: t.state, device, holders, handOver: false }),
      ).toEqual([]);
    }
  });

  test("after the deal, claims then shares; each seat reads its hand and the goal tops, no other card", () => {
    const { t, state: dealt } = deal();
    const before = t.log.length;
    const state = settle(t, dealt, holders);
    const kinds = t.log.slice(before).map((p) => p.text.split(" ")[0]);
    const firstOpen = kinds.indexOf("open");
    expect(kinds.slice(0, firstOpen).every((k) => k === "claim")).toBe(true);
    expect(kinds.slice(firstOpen).every((k) => k === "open")).toBe(true);
    // The goal tops are open to all, in the state itself; the rest stays tokens.
    for (const g of state.goals) {
      expect(isCard(g[3]!)).toBe(true);
      expect(g.slice(0, 3).every(isToken)).toBe(true);
    }
    expect(state.hands.flat().every(isToken)).toBe(true);
    ids.forEach((id, seat) => {
      const view = viewFor({ game, state, fair: t.state, device: t.device(id), seat }) as Table;
      expect(view.hands[seat].every((c) => c !== null && isCard(c))).toBe(true);
      view.hands.forEach((h, other) => {
        if (other !== seat) expect(h.every((c) => c === null)).toBe(true);
      });
      expect(view.stock.every((c) => c === null)).toBe(true);
      expect(view.goals.map((g) => g[3])).toEqual(state.goals.map((g) => g[3]));
      // Handed another seat, the device still reads none of that seat's cards.
      const other = (seat + 1) % ids.length;
      const peek = viewFor({ game, state, fair: t.state, device: t.device(id), seat: other });
      expect((peek as Table).hands[other].every((c) => c === null)).toBe(true);
    });
  });

  test("once the hand is over every device reveals its deck secret, in order; the audit finds it fair", () => {
    const { t, state: dealt } = deal();
    const state = settle(t, dealt, holders);
    const before = t.log.length;
    const open = settle(t, state, holders, true);
    expect(t.log.slice(before).map((p) => [p.author, p.text.split(" ")[0]])).toEqual(
      ids.map((id) => [id, "keys"]),
    );
    expect(t.state.decks[0].verdict).toEqual({ kind: "fair" });
    expect([...open.hands.flat(), ...open.stock, ...open.goals.flat()].every(isToken)).toBe(false);
    expect([...open.hands.flat(), ...open.stock].every((c) => c !== null && isCard(c))).toBe(true);
  });
});
