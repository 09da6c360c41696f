import { describe, expect, it } from "vitest";
import { sameCards } from "../../../src/games/cards/french";
import { deckFor } from "../../../src/games/spite-malice/deck";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { allCards, dealText, newGame, playText } from "./playout";

type Options = Record<string, unknown>;

/** A hand dealt with the given goal tops and stock top, then `moves` played. */
function table(
  options: Options,
  goals: readonly (readonly string[])[],
  stock: readonly string[],
  moves: readonly string[] = [],
  seats = 2,
  first = 0,
): SpiteState {
  const start = newGame(options, seats);
  return playText(start, [dealText(start, first, goals, stock), ...moves]);
}

/** The code of the refusal of `text` by the actor due now, or "accepted". */
function verdict(state: SpiteState, text: string): string {
  const move = game.parseMove(text);
  if (!move.ok) return move.error.code;
  const actor = game.pending(state) === null ? state.turn : "chance";
  return game.check(state, actor, move.value)?.code ?? "accepted";
}

const legal = (s: SpiteState): string[] => game.legalMoves(s, s.turn).map(game.formatMove);

// Seat 0 draws Ah 2c 3d 4h 5s; seat 1 then draws the next five.
const RUN = ["Ah", "2c", "3d", "4h", "5s"];

describe("the deal", () => {
  it.each([
    ["two seats, kings", "kings", 2, 104, 0],
    ["three seats, kings", "kings", 3, 156, 0],
    ["four seats, kings", "kings", 4, 156, 0],
    ["two seats, jokers", "jokers", 2, 108, 4],
    ["four seats, jokers", "jokers", 4, 162, 6],
  ])("%s: the decks hold %i cards, %i of them jokers", (_name, wild, seats, cards, jokers) => {
    const deck = deckFor(newGame({ wild }, seats).options, seats);
    expect(deck).toHaveLength(cards);
    expect(deck.filter((c) => c === "*")).toHaveLength(jokers);
  });

  it.each([
    ["goal 13", 13],
    ["goal 20", 20],
    ["goal 26", 26],
  ])("%s: each goal pile holds that many, the rest is the stock", (_name, goal) => {
    const s = table({ goal }, [], [], [], 3);
    expect(s.goals.map((g) => g.length)).toEqual([goal, goal, goal]);
    expect(s.stock.length + 5).toBe(156 - 3 * goal);
  });

  it("gives the first seat the turn, and it draws five from the stock top at once", () => {
    const s = table({}, [], RUN, [], 3, 2);
    expect(s.turn).toBe(2);
    expect(s.hands).toEqual([[], [], RUN]);
    expect(game.toMove(s)).toEqual([2]);
  });

  const start = newGame({}, 2);
  const good = dealText(start, 0, [], []);
  it.each([
    ["a goal pile one card short", good.replace(/^(deal first=0 g0:)[^,]+,/, "$1"), "bad-deal"],
    ["a card that is not in the decks", good.replace(/stock:[^,]+,/, "stock:*,"), "bad-deal"],
    ["three goal piles for two seats", good.replace(" stock:", " g2:Ah stock:"), "bad-deal"],
    ["a first seat that does not exist", good.replace("first=0", "first=2"), "bad-first"],
    ["a play instead of the deal", "Ah h>c1", "wrong-random"],
    ["a deal with goal piles out of order", good.replace("g0:", "g1:"), "syntax"],
  ])("refuses %s", (_name, text, code) => {
    expect(verdict(start, text)).toBe(code);
  });

  it("accepts a seat's entry only after the deal", () => {
    expect(game.check(start, 0, { type: "end" })?.code).toBe("random-due");
    expect(game.toMove(start)).toEqual([]);
    expect(game.pending(start)).toBe("deal");
  });
});

describe("draws", () => {
  it("the next seat draws five at the start of its first turn, then only what it lacks", () => {
    const stock = [...RUN, "9c", "9d", "9h", "9s", "10c", "Jc", "Jd"];
    let s = table({}, [["Qc"], ["Qd"]], stock, ["discard 5s>d1"]);
    expect(s.hands[1]).toEqual(["9c", "9d", "9h", "9s", "10c"]);
    s = playText(s, ["discard 9c>d1"]);
    expect(s.hands[0]).toEqual(["Ah", "2c", "3d", "4h", "Jc"]);
  });

  it("a hand played empty draws five more at once, and the turn goes on", () => {
    const stock = [...RUN, "6c", "Qs", "Qh", "Jh", "Js"];
    const s = table({}, [["Qc"], ["Qd"]], stock, [
      "Ah h>c1",
      "2c h>c1",
      "3d h>c1",
      "4h h>c1",
      "5s h>c1",
    ]);
    expect(s.hands[0]).toEqual(["6c", "Qs", "Qh", "Jh", "Js"]);
    expect(s.turn).toBe(0);
    expect(legal(s)).toContain("6c h>c1");
  });
});

describe("centre piles", () => {
  const opening = table({}, [["Qc"], ["Qd"]], ["Ah", "Ad", "2c", "Kh", "5s"]);
  it.each([
    ["an ace starts an empty slot", opening, "Ah h>c1", "accepted"],
    ["an ace may start any empty slot, not only the lowest", opening, "Ah h>c4", "accepted"],
    ["there is no fifth pile with 4 piles", opening, "Ah h>c5", "no-pile"],
    ["a two cannot start a pile", opening, "2c h>c1", "needs-ace"],
    ["a king cannot start a pile", opening, "Kh h>c1=2", "needs-ace"],
    ["a card not in the hand", opening, "3c h>c1", "not-in-hand"],
    ["a plain card names no rank", opening, "Ah h>c1=A", "not-wild"],
  ])("%s", (_name, state, text, code) => {
    expect(verdict(state, text)).toBe(code);
  });

  const started = playText(opening, ["Ah h>c2"]);
  it.each([
    ["the next rank goes on", "2c h>c2", "accepted"],
    ["a wrong rank is refused", "5s h>c2", "wrong-rank"],
    ["an ace on a started pile is refused", "Ad h>c2", "wrong-rank"],
    ["a king names the rank its pile needs", "Kh h>c2=2", "accepted"],
    ["a king must name its rank", "Kh h>c2", "name-the-rank"],
    ["a king naming another rank is refused", "Kh h>c2=3", "wrong-rank"],
    ["a king cannot stand for an ace", "Kh h>c1=A", "needs-ace"],
  ])("%s", (_name, text, code) => {
    expect(verdict(started, text)).toBe(code);
  });

  it("lists a wild card once per pile it may go to, naming that pile's rank", () => {
    const s = playText(table({}, [["Qc"], ["Qd"]], ["Ah", "Ad", "2c", "Kh", "5s"]), [
      "Ah h>c1",
      "Ad h>c3",
      "2c h>c3",
    ]);
    expect(legal(s).filter((m) => m.startsWith("Kh"))).toEqual(["Kh h>c1=2", "Kh h>c3=3"]);
  });

  it("a pile that reaches Q is set aside and its slot is free again", () => {
    const cards = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"].map((r) => `${r}h`);
    const moves = cards.map((c) => `${c} g>c2`);
    const s = table({}, [[...cards, "8c"]], ["Ad", "Jc", "Jd", "Js", "Qd"], moves);
    expect(s.centre[1]).toEqual([]);
    expect(s.setAside).toHaveLength(12);
    expect(sameCards(s.setAside, cards)).toBe(true);
    expect(verdict(s, "Ad h>c2")).toBe("accepted");
  });

  it("a king standing for Q completes the pile", () => {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J"].map((r) => `${r}h`);
    const s = table(
      {},
      [[...ranks, "8c"]],
      ["Kd", "Jc", "Jd", "Js", "Qd"],
      [...ranks.map((c) => `${c} g>c1`), "Kd h>c1=Q"],
    );
    expect(s.centre[0]).toEqual([]);
    expect(s.setAside).toContain("Kd");
  });
});

describe("unlimited centre piles (piles: 0)", () => {
  const s = table(
    { piles: 0 },
    [["Qc"], ["Qd"]],
    ["Ah", "Ad", "Ac", "As", "Ah"],
    ["Ah h>c1", "Ad h>c2", "Ac h>c3", "As h>c4"],
  );
  it.each([
    ["a fifth pile may start", "Ah h>c5", "accepted"],
    ["only at the lowest free number", "Ah h>c6", "no-pile"],
  ])("%s", (_name, text, code) => {
    expect(verdict(s, text)).toBe(code);
  });

  it("a new pile takes a slot freed by a completed pile", () => {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"].map((r) => `${r}h`);
    const done = table(
      { piles: 0 },
      [[...ranks, "8c"]],
      ["Ad", "Ac", "Jd", "Js", "Qd"],
      ["Ad h>c1", ...ranks.map((c) => `${c} g>c2`)],
    );
    expect(done.centre).toEqual([["Ad"]]); // the freed last slot is dropped
    const two = table(
      { piles: 0 },
      [[...ranks, "8c"]],
      ["Ad", "Ac", "Jd", "Js", "Qd"],
      ["Ah g>c1", "Ad h>c2", ...ranks.slice(1).map((c) => `${c} g>c1`)],
    );
    expect(two.centre).toEqual([[], ["Ad"]]);
    expect(verdict(two, "Ac h>c3")).toBe("lowest-free");
    expect(verdict(two, "Ac h>c1")).toBe("accepted");
  });
});

describe("jokers wild (wild: jokers)", () => {
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"].map((r) => `${r}h`);
  const s = table(
    { wild: "jokers" },
    [[...ranks, "8c"]],
    ["Kd", "*", "Jd", "Js", "Qd"],
    ranks.map((c) => `${c} g>c1`),
  );
  it.each([
    ["a king is a plain card, the rank after Q", "Kd h>c1", "accepted"],
    ["a king names no rank", "Kd h>c1=K", "not-wild"],
    ["a joker stands for K", "* h>c1=K", "accepted"],
    ["a joker must name its rank", "* h>c1", "name-the-rank"],
  ])("%s", (_name, text, code) => {
    expect(verdict(s, text)).toBe(code);
  });

  it("a pile is complete at K", () => {
    expect(s.centre[0]).toHaveLength(12);
    const done = playText(s, ["Kd h>c1"]);
    expect(done.centre[0]).toEqual([]);
    expect(done.setAside).toHaveLength(13);
  });
});

describe("sources: the goal top and one's own discard tops", () => {
  const s = table(
    {},
    [["Ah", "5c"], ["2d"]],
    ["3c", "9c", "9d", "9h", "4c", "2s", "Qs", "Qh", "Jh", "Js", "3s"],
    ["discard 3c>d1", "discard 2s>d1", "discard 4c>d2", "discard Qs>d2"],
  );
  // Seat 0 to move: its d1 holds 3c, its d2 4c; seat 1's d1 holds 2s.
  it.each([
    ["the goal top", "Ah g>c1", "accepted"],
    ["a goal card that is not the top", "5c g>c1", "not-on-top"],
    ["another seat's discard card", "2s d1>c1", "not-on-top"],
    ["an empty discard pile", "Ah d3>c1", "empty-pile"],
    ["a discard pile that does not exist", "Ah d5>c1", "no-pile"],
  ])("%s", (_name, text, code) => {
    expect(verdict(s, text)).toBe(code);
  });

  it("turns the next goal card up once the top is played", () => {
    const after = playText(s, ["Ah g>c1"]);
    expect(after.goals[0][0]).toBe("5c");
    expect(verdict(after, "5c g>c1")).toBe("wrong-rank");
  });

  it("plays a discard top, and the card below becomes the top", () => {
    const after = playText(s, ["Ah g>c1", "discard 9c>d3", "2d g>c1", "discard Qh>d1", "3c d1>c1"]);
    expect(after.discards[0][0]).toEqual([]);
    expect(verdict(after, "4c d2>c1")).toBe("accepted");
  });
});

describe("the closing discard and end", () => {
  const s = table({}, [["Qc"], ["Qd"]], RUN);
  it.each([
    ["a hand card onto any of the four piles", "discard 5s>d4", "accepted"],
    ["not a card of the goal pile", "discard Qc>d1", "not-in-hand"],
    ["no fifth discard pile", "discard 5s>d5", "no-pile"],
    ["not `end` while the hand holds cards", "end", "hand-not-empty"],
  ])("%s", (_name, text, code) => {
    expect(verdict(s, text)).toBe(code);
  });

  it("passes the turn to the next seat", () => {
    const after = playText(s, ["discard 5s>d4"]);
    expect(after.turn).toBe(1);
    expect(after.discards[0][3]).toEqual(["5s"]);
    expect(after.hands[0]).toEqual(["Ah", "2c", "3d", "4h"]);
  });
});

describe("acesAndTwos", () => {
  const s = table({ acesAndTwos: true }, [["Qc"], ["Qd"]], ["Ac", "2d", "7h", "Kd", "Jd"]);
  it.each([
    ["an ace may go to the centre", "Ac h>c1", "accepted"],
    ["no discard while an ace can be played", "discard 7h>d1", "aces-and-twos"],
    ["no discard of the ace itself", "discard Ac>d1", "aces-and-twos"],
  ])("%s", (_name, text, code) => {
    expect(verdict(s, text)).toBe(code);
  });

  const after = playText(s, ["Ac h>c1"]);
  it("lists only the plays of an ace or a two while one is possible", () => {
    expect(legal(after)).toEqual(["2d h>c1"]);
  });
  it.each([
    ["a king standing for 2 is not a two", "Kd h>c1=2", "aces-and-twos"],
    ["the two may go", "2d h>c1", "accepted"],
  ])("%s", (_name, text, code) => {
    expect(verdict(after, text)).toBe(code);
  });

  it("frees the other entries once no ace or two can be played", () => {
    const free = playText(after, ["2d h>c1"]);
    expect(legal(free)).toContain("Kd h>c1=3");
    expect(legal(free)).toContain("discard 7h>d1");
  });
});

describe("winning the hand", () => {
  const goal = ["Ah", "Ad", "2h", "2d", "3h", "3d", "4h", "4d", "5h", "5d", "6h", "6d", "7h"];
  const plays = goal.map((c, i) => `${c} g>c${(i % 2) + 1}`);
  it("ends at once when the goal pile is empty: 5 plus every card in the other goal piles", () => {
    const s = table({ goal: 13 }, [goal], ["Qc", "Qd", "Qh", "Qs", "Jc"], plays, 3);
    expect(s.phase).toBe("over");
    expect(game.result(s)).toEqual({ winners: [0], scores: [31, 0, 0], reason: "goal" });
    expect(verdict(s, "discard Qc>d1")).toBe("game-over");
  });
});

describe("the reshuffle", () => {
  // Seat 0 plays out a whole pile from its goal, then its hand runs out on a dry stock.
  it("is due when a draw finds the stock empty and cards set aside, and completes the draw", () => {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"].map((r) => `${r}h`);
    let s = table(
      { goal: 13 },
      [[...ranks, "8c"]],
      [],
      ranks.map((c) => `${c} g>c1`),
    );
    // Empty the stock into discard piles by hand: the state is plain data.
    const under = [...s.stock] as string[];
    s = { ...s, discards: [[under, [], [], []], s.discards[1]], stock: [] };
    s = playText(s, [`discard ${s.hands[0][0]}>d2`]);
    expect(game.pending(s)).toBe("shuffle");
    expect(game.toMove(s)).toEqual([]);
    expect(verdict(s, `shuffle ${[...s.setAside].reverse().join(",")}`)).toBe("accepted");
    expect(verdict(s, `shuffle ${s.setAside.slice(1).join(",")}`)).toBe("bad-shuffle");
    const discard = { type: "discard", card: s.hands[1][0] ?? "Qs", pile: 1 } as const;
    expect(game.check(s, 1, discard)?.code).toBe("random-due");
    const order = [...s.setAside].reverse();
    const after = playText(s, [`shuffle ${order.join(",")}`]);
    expect(after.hands[1]).toEqual(order.slice(0, 5));
    expect(after.stock).toEqual(order.slice(5));
    expect(after.setAside).toEqual([]);
  });
});

describe("card conservation in crafted tables", () => {
  it("holds after plays, discards and a completed pile", () => {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"].map((r) => `${r}h`);
    const s = table({}, [[...ranks, "8c"]], RUN, [
      ...ranks.map((c) => `${c} g>c1`),
      "Ah h>c2",
      "discard 5s>d3",
    ]);
    const cards = allCards(s);
    expect(cards.every((c) => c !== null)).toBe(true);
    expect(sameCards(cards as string[], deckFor(s.options, 2))).toBe(true);
  });
});
