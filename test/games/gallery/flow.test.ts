import { describe, expect, it } from "vitest";
import { sizeLimit } from "../../../src/games/gallery/flow";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import { newGame, playText } from "./playout";
import { dealText, position, verdict } from "./positions";

const dealt = (text: string, seats = 2): GalleryState => playText(newGame(seats), [text]);

describe("the opening", () => {
  it("turns the top of the draw pile as the start card; a joker there goes to the opener", () => {
    const s = dealt(dealText(1, [[], []], ["*", "*", "r5"]));
    expect(s.table).toEqual([{ x: 0, y: 0, card: "r5", owner: null }]);
    expect(s.hands[1].filter((c) => c === "*")).toHaveLength(2);
    expect(s.hands[1]).toHaveLength(12);
    expect(gallery.toMove(s)).toEqual([1]);
  });

  // Seat 0 holds b2 and b3 and declines with them in turn; seat 1 always passes.
  const opening = dealt(dealText(0, [["b2", "b3"], []], ["g9"]));

  it("a decline takes the start card and lays another hand card in its place", () => {
    const s = playText(opening, ["decline b2"]);
    expect(s.table[0].card).toBe("b2");
    expect(s.hands[0]).toContain("g9");
    expect(s.hands[0]).not.toContain("b2");
    expect(s.opening).toMatchObject({ opener: 0, laidBy: 0 });
    expect(gallery.toMove(s)).toEqual([1]);
  });

  it.each([
    ["the start card itself", "decline g9", "decline-same-card"],
    ["a joker", "decline *", "decline-joker"],
    ["a card not held", "decline y10", "not-in-hand"],
    ["a pass while a decline is possible", "pass", "must-open-or-decline"],
    ["a draw", "draw", "opening-now"],
  ])("the opener may not decline with %s", (_name, entry, code) => {
    const withJoker = dealt(dealText(0, [["b2", "*"], []], ["g9"]));
    expect(verdict(withJoker, entry)).toBe(code);
  });

  it("a copy of the start card may be the new start card", () => {
    const s = dealt(dealText(0, [["g9"], []], ["g9"]));
    expect(verdict(s, "decline g9")).toBe("ok");
  });

  it("a declined card that comes back must be declined again", () => {
    const s = playText(opening, ["decline b2", "pass"]);
    expect(gallery.toMove(s)).toEqual([0]);
    expect(s.opening?.returns).toEqual({ b2: 1 });
    expect(verdict(s, "pass")).toBe("must-open-or-decline");
    expect(verdict(s, "open b3@1,0 b4@2,0")).toBe("must-decline");
    expect(verdict(s, "decline b3")).toBe("ok");
  });

  it("only the opener declines; the others open or pass", () => {
    const s = playText(opening, ["decline b2"]);
    expect(verdict(s, `decline ${s.hands[1][0]}`)).toBe("not-opener");
  });

  it("the third return of one start card sends it to the bazaar; the next seat opens anew", () => {
    const cycle = ["decline b2", "pass", "decline b3", "pass"];
    const twice = playText(opening, [...cycle, ...cycle]);
    expect(twice.opening?.returns).toEqual({ b2: 2, b3: 2 });
    const top = twice.stock[0];
    const s = playText(twice, ["decline b2", "pass"]);
    expect(s.bazaar).toEqual(["b2"]);
    expect(s.table).toEqual([{ x: 0, y: 0, card: top, owner: null }]);
    expect(s.opening).toEqual({ opener: 1, laidBy: null, returns: {} });
    expect(gallery.toMove(s)).toEqual([1]);
  });

  it("with three players every other seat passes before the card comes back", () => {
    const s = dealt(dealText(0, [["b2"], [], []], ["g9"]), 3);
    const after = playText(s, ["decline b2", "pass"]);
    expect(gallery.toMove(after)).toEqual([2]);
    expect(gallery.toMove(playText(after, ["pass"]))).toEqual([0]);
  });

  it("another seat may open on a declined card, its tokens on the start card", () => {
    const s = dealt(dealText(0, [["b2"], ["b3", "b4"]], ["g9"]));
    const opened = playText(s, ["decline b2", "open b3@1,0 b4@2,0"]);
    expect(opened.table.map((p) => p.owner)).toEqual([1, 1, 1]);
    expect(opened.turn).toMatchObject({ seat: 1, stage: "discard" });
    expect(verdict(opened, "lay b5@3,0")).toBe("opening-done");
    expect(gallery.toMove(playText(opened, [`discard ${opened.hands[1][0]}`]))).toEqual([0]);
  });

  it("an opener holding only jokers passes: the start card goes to the bazaar", () => {
    const s: GalleryState = {
      ...position({ table: "r5@0,0/-", hand: ["*"], stage: "open", stock: ["y3", "y4"] }),
      opening: { opener: 0, laidBy: null, returns: {} },
    };
    expect(gallery.legalMoves(s, 0).map(gallery.formatMove)).toEqual(["pass"]);
    const after = playText(s, ["pass"]);
    expect(after.bazaar).toEqual(["r5"]);
    expect(after.table[0].card).toBe("y3");
    expect(after.opening?.opener).toBe(1);
  });

  it("no exhibition opens on a turn that starts with the draw pile empty", () => {
    const s = dealt(dealText(0, [["b2"], []], ["g9"], []));
    const last: GalleryState = { ...s, stock: [] };
    const over = playText(last, ["decline b2"]);
    expect(over.phase).toBe("over");
    expect(gallery.result(over)?.reason).toBe("no-opening");
  });
});

describe("a turn", () => {
  const drawing = position({ table: "r5@0,0 r6@1,0 r7@2,0", hand: ["r8", "g1"], stage: "draw" });

  it.each([
    ["lay before drawing", "lay r8@3,0", "draw-first"],
    ["discard before drawing", "discard g1", "draw-first"],
    ["pass before drawing", "pass", "draw-first"],
    ["take an empty bazaar", "bazaar", "bazaar-empty"],
    ["draw", "draw", "ok"],
  ])("may not %s", (_name, entry, code) => {
    expect(verdict(drawing, entry)).toBe(code);
  });

  it("takes the whole bazaar into hand", () => {
    const s = playText({ ...drawing, bazaar: ["y1", "y2"] }, ["bazaar"]);
    expect(s.hands[0]).toEqual(["r8", "g1", "y1", "y2"]);
    expect(s.bazaar).toEqual([]);
    expect(verdict(s, "draw")).toBe("already-drew");
  });

  it("ends with a discard after laying and with a pass after laying nothing", () => {
    const s = playText(drawing, ["draw"]);
    expect(verdict(s, "discard g1")).toBe("discard-without-laying");
    expect(verdict(s, "end")).toBe("end-needs-last-round");
    const laid = playText(s, ["lay r8@3,0"]);
    expect(verdict(laid, "pass")).toBe("pass-after-laying");
    const next = playText(laid, ["discard g1"]);
    expect(next.bazaar).toEqual(["g1"]);
    expect(next.turn).toMatchObject({ seat: 1, stage: "draw", fresh: [] });
  });

  it("a swap takes the joker into hand and counts as laying", () => {
    const s = position({ table: "r5@0,0 *r6@1,0 r7@2,0", hand: ["r6", "g1"] });
    const swapped = playText(s, ["swap r6@1,0"]);
    expect(swapped.table[1]).toEqual({ x: 1, y: 0, card: "r6", owner: 0 });
    expect(swapped.hands[0]).toEqual(["g1", "*"]);
    expect(verdict(swapped, "pass")).toBe("pass-after-laying");
    expect(verdict(s, "swap r6@0,0")).toBe("no-joker-there");
    expect(verdict(s, "swap r7@1,0")).toBe("joker-stands-for-other");
  });
});

describe("closing and scoring", () => {
  /** Seven cards, limit 8: seat 0 owns r1 r2 r3 (6), seat 1 owns r4…r7 (22). */
  const seven = "r1@0,0 r2@1,0 r3@2,0 r4@3,0/1 r5@4,0/1 r6@5,0/1 r7@6,0/1";

  it("a step reaching the limit closes; the closer doubles, the others do not", () => {
    const s = playText(position({ table: seven, hand: ["r8", "g1"], stock: ["y3", "y4"] }), [
      "lay r8@7,0",
    ]);
    expect(s.closed).toBe(true);
    expect(s.scores).toEqual([2 * (6 + 8), 22]);
    expect(verdict(s, "lay g1@0,1")).toBe("exhibition-closed");
    const next = playText(s, ["discard g1"]);
    expect(next.exhibition).toBe(1);
    expect(sizeLimit(next)).toBe(9);
    expect(next.table).toEqual([{ x: 0, y: 0, card: "y3", owner: null }]);
    expect(next.turn).toMatchObject({ seat: 1, stage: "open" });
    expect(next.out).toHaveLength(8);
  });

  it("one card past the limit costs the closer that step's last card before doubling", () => {
    const s = playText(position({ table: seven, hand: ["y5", "b5", "g1"] }), ["lay y5@4,1 b5@4,2"]);
    expect(s.scores).toEqual([2 * (6 + 5 + 5 - 5), 22]);
    expect(s.history[0]).toMatchObject({ closer: 0, overshoot: 5, cards: 9, limit: 8 });
  });

  it("a joker as the overshoot card costs nothing", () => {
    const s = playText(position({ table: seven, hand: ["y5", "*", "g1"] }), ["lay y5@4,1 *b5@4,2"]);
    expect(s.scores).toEqual([2 * (6 + 5), 22]);
  });

  it("closing on a turn that took the last card ends the game after the discard", () => {
    const s = position({ table: seven, hand: ["g1"], stock: ["r8"], stage: "draw" });
    const over = playText(s, ["draw", "lay r8@7,0", "discard g1"]);
    expect(over.phase).toBe("over");
    const outcome = gallery.result(over);
    expect(outcome?.reason).toBe("last-exhibition");
    // Seat 1's hand (g1, g2 by default) counts against it.
    expect(outcome?.scores).toEqual([28, 22 - 3]);
    expect(outcome?.winners).toEqual([0]);
  });
});

describe("the last round", () => {
  const start = position({
    table: "r1@0,0 r2@1,0 r3@2,0",
    hand: ["r4", "g7", "b9", "r10"],
    others: [["r5"]],
    stock: ["g2"],
    bazaar: ["b1", "b2"],
    stage: "draw",
  });
  const begun = playText(start, ["draw", "lay r4@3,0", "discard g7"]);

  it("starts when a turn begins with the draw pile empty: the bazaar leaves the game", () => {
    expect(begun.lastRound).toBe(true);
    expect(begun.bazaar).toEqual([]);
    expect(begun.out).toEqual(["b1", "b2", "g7"]);
    expect(begun.turn).toMatchObject({ seat: 1, stage: "lay" });
    expect(verdict(begun, "draw")).toBe("no-drawing");
    expect(verdict(begun, "discard r5")).toBe("no-discard");
    expect(verdict(begun, "end")).toBe("end-without-laying");
    // The keep-one-card rule lapses: seat 1 may lay its last card, then ends with end.
    const laid = playText(begun, ["lay r5@4,0"]);
    expect(laid.hands[1]).toEqual([]);
    expect(verdict(laid, "discard r5")).toBe("no-discard");
    expect(verdict(laid, "end")).toBe("ok");
  });

  it("ends after a full round of passes; the open exhibition is scored without doubling", () => {
    const over = playText(begun, ["pass", "pass"]);
    const outcome = gallery.result(over);
    expect(outcome?.reason).toBe("all-passed");
    // Seat 0: r1…r4 = 10, minus b9, r10 and g2 in hand; seat 1: minus r5.
    expect(outcome?.scores).toEqual([10 - 9 - 10 - 2, -5]);
    expect(over.history[0]).toMatchObject({ closer: null, points: [10, 0] });
    expect(gallery.toMove(over)).toEqual([]);
  });

  it("a turn that lays starts the count of passes again", () => {
    const s = playText(begun, ["pass", "lay r10@-1,0", "end"]);
    expect(s.passes).toBe(0);
    expect(playText(s, ["pass"]).phase).toBe("playing");
    expect(playText(s, ["pass", "pass"]).phase).toBe("over");
  });

  it("ties share the win", () => {
    const s = position({
      table: "r1@0,0/- r2@1,0/- r3@2,0/-",
      hand: ["r5"],
      others: [["b5"]],
      lastRound: true,
    });
    const outcome = gallery.result(playText(s, ["pass", "pass"]));
    expect(outcome?.scores).toEqual([-5, -5]);
    expect(outcome?.winners).toEqual([0, 1]);
  });
});
