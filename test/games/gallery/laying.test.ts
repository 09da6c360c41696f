import { describe, expect, it } from "vitest";
import { gallery } from "../../../src/games/gallery/rules";
import { position, verdict, type PositionSpec } from "./positions";

/** A red run 5 6 7 on the table, laid before this turn; limit 8 (two players). */
const RUN = "r5@0,0/1 r6@1,0/1 r7@2,0/1";
const HAND = ["r4", "r8", "r9", "r10", "y5", "b5", "g5", "y6", "y8", "*", "g9"];

interface Row {
  readonly name: string;
  readonly spec?: Partial<PositionSpec>;
  readonly step: string;
  /** The error code, or "ok". */
  readonly expect: string;
}

/** Every laying rule of the rules file, with a row that keeps it and one that breaks it. */
const rows: readonly Row[] = [
  // 1. Edge contact, in the order listed.
  { name: "a card beside the run touches it", step: "lay r8@3,0", expect: "ok" },
  { name: "a card one cell away touches nothing", step: "lay r9@4,0", expect: "not-adjacent" },
  { name: "a diagonal neighbour does not count", step: "lay y8@3,1", expect: "not-adjacent" },
  {
    name: "cards count in the order listed: the far card first touches nothing yet",
    step: "lay b5@0,2 y5@0,1",
    expect: "not-adjacent",
  },
  { name: "the same cards in touching order", step: "lay y5@0,1 b5@0,2", expect: "ok" },
  { name: "a cell holds one card", step: "lay r8@2,0", expect: "occupied" },
  { name: "the cards must be in the hand", step: "lay b8@0,1", expect: "not-in-hand" },
  {
    name: "copies count: one y5 in hand, two laid",
    step: "lay y5@0,1 y5@0,-1",
    expect: "not-in-hand",
  },
  // 2. Runs (wrapping) and sets.
  { name: "a run goes on upwards", step: "lay r4@-1,0", expect: "ok" },
  { name: "a run skips no value", step: "lay r9@3,0", expect: "not-run-or-set" },
  { name: "a run keeps one colour", step: "lay y8@3,0", expect: "not-run-or-set" },
  {
    name: "a run wraps from 10 to 1",
    spec: { table: "r8@0,0 r9@1,0 r10@2,0", hand: ["r1", "g2"] },
    step: "lay r1@3,0",
    expect: "ok",
  },
  {
    name: "a run wraps from 1 to 10 going down",
    spec: { table: "r3@0,0 r2@1,0 r1@2,0", hand: ["r10", "g2"] },
    step: "lay r10@3,0",
    expect: "ok",
  },
  {
    name: "a run reads top to bottom too",
    spec: { table: "b3@0,0 b4@0,1 b5@0,2", hand: ["b2", "g2"] },
    step: "lay b2@0,-1",
    expect: "ok",
  },
  { name: "a set is one value: a column of 5s", step: "lay y5@0,1 b5@0,2", expect: "ok" },
  {
    name: "a set may repeat a colour",
    spec: { table: "y4@0,0 r4@1,0 b4@2,0", hand: ["y4", "g2"] },
    step: "lay y4@3,0",
    expect: "ok",
  },
  {
    name: "with distinctColours a set may not repeat a colour",
    spec: { table: "y4@0,0 r4@1,0 b4@2,0", hand: ["y4", "g2"], distinct: true },
    step: "lay y4@3,0",
    expect: "colour-repeated",
  },
  {
    name: "with distinctColours a fourth colour is fine",
    spec: { table: "y4@0,0 r4@1,0 b4@2,0", hand: ["g4", "g2"], distinct: true },
    step: "lay g4@3,0",
    expect: "ok",
  },
  // 3. One set per value.
  {
    name: "a second set of 5s is refused",
    spec: { table: "y5@0,0 b5@1,0 g5@2,0 y6@0,1 y7@0,2", hand: ["r5", "r5", "g2"] },
    step: "lay r5@2,1 r5@2,2",
    expect: "second-set",
  },
  {
    name: "the first set of 5s still grows",
    spec: { table: "y5@0,0 b5@1,0 g5@2,0", hand: ["r5", "g2"] },
    step: "lay r5@3,0",
    expect: "ok",
  },
  {
    name: "runs are unlimited: a second red run crosses the first",
    spec: { table: RUN, hand: ["r4", "r6", "g2"] },
    step: "lay r4@0,-1 r6@0,1",
    expect: "ok",
  },
  // 4. A new direction needs three cards in one step; no line of two stands.
  { name: "a new group of two is refused", step: "lay y5@0,1", expect: "short-line" },
  { name: "a crosswise card makes a line of two", step: "lay y6@1,1", expect: "short-line" },
  {
    name: "seed's special case: a set of 9s that leaves b9 b10 side by side is refused",
    spec: {
      table: "r6@0,0 r7@1,0 r8@2,0 r9@3,0 r10@4,0 r1@5,0 b10@4,1 y10@4,2 y10@4,3 g10@4,-1",
      hand: ["g9", "b9", "g2"],
      exhibition: 10,
    },
    step: "lay g9@3,-1 b9@3,1",
    expect: "short-line",
  },
  {
    name: "a new group of this turn grows in a later step without limit",
    spec: { table: `${RUN} y5@0,1 b5@0,2`, hand: HAND, fresh: ["0,1", "0,2"] },
    step: "lay g5@0,3",
    expect: "ok",
  },
  // 5. A group from before the turn grows by one card over the whole turn.
  { name: "an old group takes one card", step: "lay r8@3,0", expect: "ok" },
  {
    name: "an old group takes no second card in one step",
    step: "lay r8@3,0 r9@4,0",
    expect: "extends-twice",
  },
  {
    name: "nor in a later step of the turn",
    spec: { table: `${RUN} r8@3,0`, hand: HAND, fresh: ["3,0"] },
    step: "lay r4@-1,0",
    expect: "extends-twice",
  },
  {
    name: "an old card starts a new group crosswise: not an extension",
    spec: { table: `${RUN} r8@3,0`, hand: HAND, fresh: ["3,0"] },
    step: "lay y5@0,1 b5@0,2",
    expect: "ok",
  },
  // 6. The 8 × 5 area.
  {
    name: "a ninth column is refused",
    spec: {
      table: "r1@0,0 r2@1,0 r3@2,0 r4@3,0 r5@4,0 r6@5,0 r7@6,0 r8@7,0",
      hand: ["r9", "g2"],
      exhibition: 6,
    },
    step: "lay r9@8,0",
    expect: "outside-area",
  },
  {
    name: "a sixth row is refused",
    spec: { table: "b1@0,0 b2@0,1 b3@0,2 b4@0,3 b5@0,4", hand: ["b10", "g2"], exhibition: 4 },
    step: "lay b10@0,-1",
    expect: "outside-area",
  },
  {
    name: "a fifth row is fine",
    spec: { table: "b1@0,0 b2@0,1 b3@0,2 b4@0,3", hand: ["b10", "g2"], exhibition: 4 },
    step: "lay b10@0,-1",
    expect: "ok",
  },
  // 7. Jokers.
  { name: "a named joker extends a run", step: "lay *r8@3,0", expect: "ok" },
  { name: "a joker keeps the name it is given", step: "lay *r9@3,0", expect: "not-run-or-set" },
  {
    name: "a line holds one joker",
    spec: { table: "r5@0,0 *r6@1,0 r7@2,0", hand: ["*", "g2"] },
    step: "lay *r8@3,0",
    expect: "two-jokers",
  },
  {
    name: "a joker in the crossing line is another line",
    spec: { table: "r5@0,0 *r6@1,0 r7@2,0", hand: ["*", "y5", "g2"] },
    step: "lay y5@0,1 *b5@0,2",
    expect: "ok",
  },
  { name: "a joker is laid named, never bare", step: "lay *@3,0", expect: "syntax" },
  // The keep-one-card rule.
  {
    name: "the last card of the hand stays for the bazaar",
    spec: { table: RUN, hand: ["r8"] },
    step: "lay r8@3,0",
    expect: "keep-one-card",
  },
  {
    name: "once the draw pile is empty the rule lapses",
    spec: { table: RUN, hand: ["r8"], lastRound: true },
    step: "lay r8@3,0",
    expect: "ok",
  },
  // The size limit: one card past it, never two.
  {
    name: "a step may end one card past the limit",
    spec: { table: "r1@0,0 r2@1,0 r3@2,0 r4@3,0 r5@4,0 r6@5,0 r7@6,0", hand: HAND },
    step: "lay y5@4,1 b5@4,2",
    expect: "ok",
  },
  {
    name: "never two cards past it",
    spec: { table: "r1@0,0 r2@1,0 r3@2,0 r4@3,0 r5@4,0 r6@5,0 r7@6,0", hand: HAND },
    step: "lay y5@4,1 b5@4,2 g5@4,3",
    expect: "over-limit",
  },
  {
    name: "a later exhibition has a larger limit",
    spec: {
      table: "r1@0,0 r2@1,0 r3@2,0 r4@3,0 r5@4,0 r6@5,0 r7@6,0",
      hand: HAND,
      exhibition: 1,
    },
    step: "lay y5@4,1 b5@4,2 g5@4,3",
    expect: "ok",
  },
];

describe("laying rules", () => {
  it.each(rows)("$name", (row) => {
    const state = position({ table: RUN, hand: HAND, ...row.spec });
    expect(verdict(state, row.step)).toBe(row.expect);
  });

  it("gives every refusal a message a player can read", () => {
    for (const row of rows.filter((r) => r.expect !== "ok" && r.expect !== "syntax")) {
      const state = position({ table: RUN, hand: HAND, ...row.spec });
      const move = gallery.parseMove(row.step);
      if (!move.ok) throw new Error(row.step);
      const refusal = gallery.check(state, 0, move.value);
      expect(refusal?.message.length ?? 0, row.name).toBeGreaterThan(20);
    }
  });
});

describe("the opening step", () => {
  const opening = (hand: string[], extra: Partial<PositionSpec> = {}) => ({
    ...position({ table: "r5@0,0/-", hand, stage: "open", ...extra }),
    opening: { opener: 0, laidBy: null, returns: {} },
  });
  it.each([
    { name: "two cards making a run of three", step: "open r6@1,0 r7@2,0", expect: "ok" },
    { name: "on both sides of the start card", step: "open r4@-1,0 r6@1,0", expect: "ok" },
    { name: "in the start card's column", step: "open r4@0,-1 r6@0,1", expect: "ok" },
    { name: "a line that is no run", step: "open r6@1,0 r8@2,0", expect: "not-run-or-set" },
    { name: "a column run read downwards", step: "open r6@0,1 r7@0,2", expect: "ok" },
    { name: "one card is too few", step: "open r6@1,0", expect: "open-too-few" },
    { name: "one line only", step: "open r6@1,0 r7@2,0 y5@0,1 b5@0,2", expect: "open-one-line" },
    { name: "a long opening", step: "open r6@1,0 r7@2,0 r8@3,0 r4@-1,0", expect: "ok" },
  ])("$name", ({ step, expect: code }) => {
    expect(verdict(opening(["r4", "r6", "r7", "r8", "y5", "b5", "g1"]), step)).toBe(code);
  });

  it("keeps a card for the bazaar", () => {
    expect(verdict(opening(["r6", "r7"]), "open r6@1,0 r7@2,0")).toBe("keep-one-card");
  });
});
