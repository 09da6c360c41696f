import { describe, expect, it } from "vitest";
import { START_HALF } from "../../../src/games/backgammon/board";
import { lastMoveMarks, replayFrames } from "../../../src/games/backgammon/view/replay";
import type { Halves } from "../../../src/games/backgammon/view/partial";

// The opponent's move shown checker by checker and marked (issue 13 item 6): the
// frames a play passes through, and its points in the viewer's numbering.

/** A half from point → count (25 = the bar). */
function half(counts: Record<number, number>): number[] {
  const h = Array.from({ length: 25 }, () => 0);
  for (const [point, n] of Object.entries(counts)) h[Number(point) - 1] = n;
  return h;
}

const sorted = (s: ReadonlySet<number>): number[] => [...s].sort((a, b) => a - b);

describe("lastMoveMarks", () => {
  const rows: readonly [string, string, number, number, number[], number[]][] = [
    ["the opponent's play, seen from the other side", "24/18 13/11", 1, 0, [1, 12], [7, 14]],
    ["this seat's own play keeps its numbering", "24/18 13/11", 0, 0, [13, 24], [11, 18]],
    ["a doubled play marks each point once", "8/5(2) 6/5(2)", 1, 0, [17, 19], [20]],
    ["entering from the bar marks the bar", "bar/22", 1, 0, [25], [3]],
    ["the opponent's bearing off marks no tray of the viewer", "6/off", 1, 0, [19], []],
    ["a cards turn marks its segments", "cards 6 5 24/18 13/8", 1, 0, [1, 12], [7, 17]],
    ["a double marks nothing", "double", 1, 0, [], []],
  ];
  it.each(rows)("%s", (_, text, seat, viewer, from, to) => {
    const marks = lastMoveMarks({ text, seat }, viewer as 0 | 1);
    expect(sorted(marks.from)).toEqual(from);
    expect(sorted(marks.to)).toEqual(to);
  });
  it("nothing without a last move", () => {
    expect(lastMoveMarks(null, 0).from.size).toBe(0);
  });
});

describe("replayFrames", () => {
  it("passes through each checker's step, from the position before (the last frame is the next-to-end)", () => {
    const before = [START_HALF, START_HALF];
    const after1 = half({ 6: 5, 8: 3, 11: 1, 13: 4, 18: 1, 24: 1 });
    const frames = replayFrames(before, [after1, START_HALF], 0, "24/18 13/11");
    expect(frames).not.toBeNull();
    const shown = frames as Halves[];
    expect(shown).toHaveLength(2);
    expect(shown[0]).toEqual({ mover: START_HALF, opponent: START_HALF });
    // One checker moved: from 24 to 18, or from 13 to 11, whichever the order found.
    const moved = shown[1].mover.reduce((d, n, i) => d + Math.abs(n - START_HALF[i]), 0);
    expect(moved).toBe(2);
  });

  it("hits on the way: the opponent's checker goes to the bar in the frames", () => {
    const mover = half({ 13: 2 });
    const opponent = half({ 15: 1 }); // the mover's point 10
    const afterMover = half({ 13: 1, 8: 1 });
    const afterOpponent = half({ 25: 1 });
    const frames = replayFrames([mover, opponent], [afterMover, afterOpponent], 0, "13/10*/8");
    // "13/10*/8" is not notation the rules write; a hit written as one segment is.
    expect(frames).toBeNull();
    const one = replayFrames(
      [mover, opponent],
      [half({ 13: 1, 10: 1 }), afterOpponent],
      0,
      "13/10*",
    );
    expect(one).toEqual([{ mover, opponent }]);
  });

  it("is null when the play does not lead from one position to the other (entries came together)", () => {
    const before = [START_HALF, START_HALF];
    expect(replayFrames(before, before, 0, "24/18 13/11")).toBeNull();
    expect(replayFrames(before, before, 0, "double")).toBeNull();
    expect(replayFrames(before, before, 0, "nonsense")).toBeNull();
  });
});
