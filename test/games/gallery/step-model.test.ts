import { describe, expect, it } from "vitest";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState } from "../../../src/games/gallery/state";
import {
  boardTargets,
  completesWith,
  draftFor,
  handLeft,
  NOWHERE,
  phaseOf,
  readTap,
  refusalCode,
  shownBox,
  stepEntry,
  withPlacements,
} from "../../../src/games/gallery/view/step-model";
import { position, tableOf } from "./positions";

const legalOf = (s: GalleryState) => gallery.legalMoves(s, 0).map((m) => gallery.formatMove(m));

function targetsOf(
  s: GalleryState,
  placements: { card: string; x: number; y: number }[] = [],
  declining = false,
) {
  const legal = legalOf(s);
  const phase = phaseOf(s, 0, legal);
  const base = draftFor(s, 0, phase);
  const draft = base && withPlacements(base, placements);
  const { xs, ys } = shownBox([...s.table, ...placements]);
  const cells = ys.flatMap((y) => xs.map((x) => ({ x, y })));
  const hand = s.hands[0].filter((c): c is string => c !== null);
  return boardTargets({ draft, hand, app: gallery.targets!(s, 0), phase, declining, cells });
}

const run = () => position({ table: "r5@0,0 r6@1,0 r7@2,0", hand: ["r8", "b9", "y7", "*", "r1"] });

describe("the board's taps", () => {
  it.each([
    ["a card to a cell", "+r7@1,0", { kind: "add", placement: { card: "r7", x: 1, y: 0 } }],
    ["a joker to name", "?*@-1,2", { kind: "name-joker", x: -1, y: 2 }],
    ["an entry of the app", "discard b3", { kind: "entry", text: "discard b3" }],
  ])("%s", (_, notation, tap) => {
    expect(readTap(notation)).toEqual(tap);
  });
});

describe("the frame shown", () => {
  it.each([
    ["one card: a place on each side", "r5@0,0", [-1, 0, 1], [-1, 0, 1]],
    [
      "seven wide: one more either way",
      "r1@0,0 r2@1,0 r3@2,0 r4@3,0 r5@4,0 r6@5,0 r7@6,0",
      [-1, 0, 1, 2, 3, 4, 5, 6, 7],
      [-1, 0, 1],
    ],
    [
      "eight wide: no more",
      "r1@0,0 r2@1,0 r3@2,0 r4@3,0 r5@4,0 r6@5,0 r7@6,0 r8@7,0",
      [0, 1, 2, 3, 4, 5, 6, 7],
      [-1, 0, 1],
    ],
  ])("%s", (_, table, xs, ys) => {
    expect(shownBox(tableOf(table))).toEqual({ xs, ys });
  });
});

describe("the table's targets from the builder", () => {
  it("sends each card to the cells the builder accepts, a joker to be named, a card with none nowhere", () => {
    const t = targetsOf(run());
    expect(t["h:r8"]).toMatchObject({ "3,0": "+r8@3,0" });
    expect(t["h:r1"]).toEqual({ [NOWHERE]: NOWHERE });
    expect(t["h:*"]?.["3,0"]).toBe("?*@3,0");
    // Between a red 6 and a blue 2 no name makes a run or a set.
    const gap = position({
      table: "r5@0,0 r6@1,0 r7@2,0 b2@1,2 b3@2,2 b4@3,2",
      hand: ["*", "r1"],
    });
    expect(targetsOf(gap)["h:*"]?.["1,1"]).toBeUndefined();
    expect(refusalCode(draftFor(gap, 0, "lay")!, "*", 1, 1)).toBe("joker-fits-not");
  });

  it("offers discards only before the step's first card", () => {
    const s = position({
      table: "r5@0,0 r6@1,0 r7@2,0 r8@3,0",
      hand: ["r9", "y7", "g7", "b2"],
      fresh: ["3,0"],
    });
    expect(targetsOf(s)["h:b2"]).toMatchObject({ bazaar: "discard b2" });
    const building = targetsOf(s, [{ card: "y7", x: 2, y: 1 }]);
    expect(building["h:b2"]).toEqual({ [NOWHERE]: NOWHERE });
    expect(building["h:g7"]).toMatchObject({ "2,2": "+g7@2,2" });
  });

  it("while declining, lists only the declines", () => {
    const s = position({ table: "g9@0,0/-", hand: ["b2", "b3"], stage: "open" });
    const opening = { ...s, opening: { opener: 0, laidBy: null, returns: {} } };
    const t = targetsOf(opening, [], true);
    expect(
      Object.values(t)
        .flatMap((to) => Object.values(to))
        .every((n) => n.startsWith("decline ")),
    ).toBe(true);
    expect(t["h:b2"]).toEqual({ "0,0": "decline b2" });
  });
});

describe("the builder's answers in the board's terms", () => {
  const draft = () => draftFor(run(), 0, "lay")!;

  it.each([
    ["a card that breaks a line", "b9", 3, 0, "not-run-or-set"],
    ["a joker on a card", "*", 1, 0, "occupied"],
    ["a card that fits", "r8", 3, 0, null],
  ])("%s", (_, card, x, y, code) => {
    expect(refusalCode(draft(), card as string, x as number, y as number)).toBe(code);
  });

  it("knows a completing card, and writes the step as the app's entry", () => {
    expect(completesWith(draft(), "r8", 3, 0)).toBe(true);
    expect(completesWith(draft(), "y7", 2, 1)).toBe(false);
    const step = withPlacements(draft(), [
      { card: "y7", x: 2, y: 1 },
      { card: "b9", x: 5, y: 5 },
    ]);
    // The refused card ends the replay; the hand left shows the rest, sorted.
    expect(stepEntry(step)).toBe("lay y7@2,1");
    expect(handLeft(step, run().hands[0] as string[])).toEqual(["r1", "r8", "b9", "*"]);
  });
});
