import { describe, expect, it } from "vitest";
import {
  addCard,
  assess,
  cellsFor,
  jokerNames,
  refusal,
  removeLast,
  startStep,
  stepError,
  type StepDraft,
} from "../../../src/games/gallery/builder";
import { layContextOf } from "../../../src/games/gallery/context";
import { gallery } from "../../../src/games/gallery/rules";
import { position } from "./positions";

const state = position({
  table: "r5@0,0/1 r6@1,0/1 r7@2,0/1",
  hand: ["r8", "y5", "b5", "y7", "*", "g1"],
});
const context = layContextOf(state, 0);

function build(...cards: string[]): StepDraft {
  let draft = startStep(context);
  for (const text of cards) {
    const [card, cell] = text.split("@");
    const [x, y] = cell.split(",").map(Number);
    const next = addCard(draft, { card, x, y });
    if (!next.ok) throw new Error(`${text}: ${next.error.code}`);
    draft = next.value;
  }
  return draft;
}

describe("the lay builder", () => {
  it("starts empty: nothing to lay yet", () => {
    const report = assess(startStep(context));
    expect(report.error?.code).toBe("empty-step");
    expect(report.lines).toEqual([]);
  });

  it("lists the cells that can take a card, in reading order", () => {
    // r8 also starts a column below or above r7 (a run read downwards r8 r7 …).
    expect(cellsFor(startStep(context), "r8")).toEqual([
      { x: 2, y: -1 },
      { x: 3, y: 0 },
      { x: 2, y: 1 },
    ]);
    // y5 may start a column through r5 (above or below); each is half a group for now.
    expect(cellsFor(startStep(context), "y5")).toEqual([
      { x: 0, y: -1 },
      { x: 0, y: 1 },
    ]);
    expect(cellsFor(startStep(context), "g1")).toEqual([]);
  });

  it("names the jokers a cell can take", () => {
    expect(jokerNames(startStep(context), 3, 0)).toEqual(["*r8"]);
    expect(jokerNames(startStep(context), 0, 1)).toEqual([
      "*r4",
      "*r5",
      "*r6",
      "*y5",
      "*b5",
      "*g5",
    ]);
  });

  it("says why a cell is refused, in words", () => {
    const why = refusal(startStep(context), "r8", 4, 0);
    expect(why?.code).toBe("not-adjacent");
    expect(why?.message).toMatch(/touches no card/);
    expect(refusal(startStep(context), "r8", 2, 0)?.code).toBe("occupied");
    expect(refusal(startStep(context), "y7", 2, 1)).toBeNull();
  });

  it("refuses a card it cannot place and keeps the step as it was", () => {
    const draft = build("y5@0,1");
    const next = addCard(draft, { card: "b5", x: 5, y: 5 });
    expect(next.ok ? "accepted" : next.error.code).toBe("outside-area");
    expect(draft.placements).toHaveLength(1);
  });

  it("shows each line the step makes and whether it is a valid run or set yet", () => {
    const half = assess(build("y5@0,1"));
    expect(half.lines).toEqual([
      {
        cells: [
          { x: 0, y: 0 },
          { x: 0, y: 1 },
        ],
        direction: "column",
        kind: "set",
        error: "short-line",
      },
    ]);
    expect(half.error?.code).toBe("short-line");
    const whole = assess(build("y5@0,1", "b5@0,2"));
    expect(whole.lines.map((l) => [l.kind, l.error])).toEqual([["set", null]]);
    expect(whole.error).toBeNull();
    expect(whole).toMatchObject({ cards: 5, closes: false, overshoot: 0 });
  });

  it("marks a crosswise line of two", () => {
    const report = assess(build("y5@0,1", "b5@0,2", "*y6@1,1"));
    expect(report.lines.map((l) => `${l.direction}:${l.kind}:${l.error}`)).toEqual([
      "row:run:short-line",
      "column:set:null",
      "column:set:short-line",
    ]);
  });

  it("undoes the last card", () => {
    expect(removeLast(build("y5@0,1", "b5@0,2")).placements).toEqual([{ card: "y5", x: 0, y: 1 }]);
  });

  it("agrees with check on every step the builder accepts and refuses", () => {
    for (const text of ["lay y5@0,1 b5@0,2", "lay y5@0,1", "lay r8@3,0 *r9@4,0", "lay b5@0,2"]) {
      const move = gallery.parseMove(text);
      if (!move.ok || move.value.type !== "lay") throw new Error(text);
      expect(stepError(context, move.value.cards)).toEqual(gallery.check(state, 0, move.value));
    }
  });

  it("tells a closing step and its overshoot", () => {
    const seven = position({
      table: "r1@0,0 r2@1,0 r3@2,0 r4@3,0 r5@4,0 r6@5,0 r7@6,0",
      hand: ["y5", "b5", "g1"],
    });
    const draft = startStep(layContextOf(seven, 0));
    const one = addCard(draft, { card: "y5", x: 4, y: 1 });
    const two = one.ok ? addCard(one.value, { card: "b5", x: 4, y: 2 }) : one;
    if (!two.ok) throw new Error("refused");
    expect(assess(two.value)).toMatchObject({ cards: 9, closes: true, overshoot: 5, error: null });
  });
});
