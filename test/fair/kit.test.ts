// Fair play plugged into the cards kit as it is: a deal drawn from the fair rng's card
// source gives tokens, the kit's hiding functions and a game's view decide who reads
// which card, and a seat's view has the shape view() gives in trusted mode.
import { describe, expect, test } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { dealCards, handsThenStock, type DealPlan } from "../../src/games/cards/deal";
import { deckOfSize } from "../../src/games/cards/deck";
import { isCard } from "../../src/games/cards/french";
import { drawUpTo, hideHands } from "../../src/games/cards/hand";
import { hideCards, hidePile } from "../../src/games/cards/pile";
import { isFairRng } from "../../src/fair/source";
import { isToken, seatView, unveil, wantsOf } from "../../src/fair/tokens";
import { rngFromSeed } from "../../src/engine/rng";
import { SimTable } from "./sim";

type Card = string | null;
interface Table {
  readonly hands: readonly (readonly Card[])[];
  readonly goals: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

// The view of a Spite-and-Malice-like table, from the kit's functions only. A test
// needs only `view` of the contract here (wantsOf and seatView call nothing else).
const game = {
  view: (s: Table, seat: number | null): Table => ({
    hands: hideHands(s.hands, seat),
    goals: s.goals.map((g) => hidePile(g, "top")),
    stock: hideCards(s.stock),
  }),
} as unknown as AnyGame;

const deck = deckOfSize(36);
const plan: DealPlan = [
  { name: "g0", count: 5, audience: "none" },
  { name: "g1", count: 5, audience: "none" },
  ...handsThenStock([0, 1], 3),
];

function dealt() {
  const t = new SimTable(["ann", "bob"]);
  t.begin(deck);
  t.prepare();
  t.reveal();
  let first = -1;
  const parts = t.roll(0, (rng) => {
    first = rng.int(2); // a lot drawn in the same event, from the same rng
    return dealCards(plan, rng.cards(deck));
  }) as string[][];
  const [g0, g1, h0, h1, stock] = parts;
  const state: Table = { hands: [h0, h1], goals: [g0, g1], stock };
  return { t, state, first };
}

const holders = ["ann", "bob"];

describe("the cards kit, in fair mode", () => {
  test("the fair rng is an engine Rng carrying the deck; a trusted rng is not", () => {
    const t = new SimTable(["ann", "bob"]);
    t.reveal();
    t.roll(0, (rng) => {
      expect(isFairRng(rng)).toBe(true);
      expect(rng.fairDeck).toBeNull();
      expect(() => rng.cards(deck)).toThrow(/deals no deck/);
      return 0;
    });
    expect(isFairRng(rngFromSeed(1))).toBe(false);
  });

  test("a deal in plan order is tokens, the same on every replica; no card is in the state", () => {
    const { state, first } = dealt();
    expect([0, 1]).toContain(first);
    const all = [...state.goals.flat(), ...state.hands.flat(), ...state.stock];
    expect(all).toHaveLength(36);
    expect(all.every(isToken)).toBe(true);
    expect(all.some((c) => c !== null && isCard(c))).toBe(false);
  });

  test("who reads what comes from the view: hands to their seat, goal tops to all", () => {
    const { state } = dealt();
    const wants = wantsOf(game, state, holders);
    expect([...wants.toAll].sort()).toEqual([state.goals[0][4], state.goals[1][4]].sort());
    expect([...wants.byDevice.get("ann")!].sort()).toEqual([...state.hands[0]].sort());
    expect([...wants.byDevice.get("bob")!].sort()).toEqual([...state.hands[1]].sort());
  });

  test("after the shares, each seat's view has its own cards and the public ones, in view()'s shape", () => {
    const { t, state: dealtState } = dealt();
    t.open(wantsOf(game, dealtState, holders));
    // The goal tops are opened to all: the state itself is unveiled (as the merge will).
    const state = unveil(dealtState, new Map(t.unveiled.map((u) => [u.token, u.card])));
    expect(isCard(state.goals[0][4]!)).toBe(true);
    const ann = seatView(
      game,
      state,
      0,
      t.device("ann").readAll(t.state, state.hands[0] as string[]),
    );
    expect(ann.hands[0].every((c) => c !== null && isCard(c))).toBe(true);
    expect(ann.hands[1]).toEqual([null, null, null]);
    expect(ann.goals[1].slice(0, 4)).toEqual([null, null, null, null]);
    expect(ann.goals[1][4]).toBe(state.goals[1][4]);
    expect(ann.stock.every((c) => c === null)).toBe(true);
    // Bob's device, even handed Ann's tokens, reads none of them.
    const bobReads = t.device("bob").readAll(t.state, state.hands[0] as string[]);
    expect(bobReads.size).toBe(0);
    const spectator = seatView(game, state, null, new Map());
    expect(spectator.hands.flat().every((c) => c === null)).toBe(true);
  });

  test("a draw moves tokens with drawUpTo; the drawn cards are then read by their seat alone", () => {
    const { t, state: start } = dealt();
    t.open(wantsOf(game, start, holders));
    const drawn = drawUpTo(start.hands[0], start.stock, 5);
    const state: Table = { ...start, hands: [drawn.hand, start.hands[1]], stock: drawn.stock };
    t.open(wantsOf(game, state, holders));
    const ann = t.device("ann").readAll(t.state, state.hands[0] as string[]);
    expect(ann.size).toBe(5);
    const bob = t.device("bob").readAll(t.state, state.hands[0] as string[]);
    expect(bob.size).toBe(0);
    expect(t.device("ann").readAll(t.state, state.stock as string[]).size).toBe(0);
  });
});
