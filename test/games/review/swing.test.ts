import { describe, expect, it } from "vitest";
import { findDecisiveTurn, finalShares } from "../../../src/games/review/swing";
import { coarseTurns } from "../../../src/games/review/review";
import type { TurnEstimate } from "../../../src/games/review/types";

/** A turn of seat `seat` at log index `entry`, with seat 0's chance before it `p0`. */
const turn = (entry: number, seat: number, p0: number): TurnEstimate => ({
  entry,
  seat,
  moves: [`move-${entry}`],
  before: [p0, 1 - p0],
});

describe("the turn that decided the game, from estimates", () => {
  const rows: {
    name: string;
    turns: TurnEstimate[];
    winners: number[];
    want: { entry: number; judged: number; before: number; after: number } | null;
  }[] = [
    {
      name: "a clear decisive turn: the winner's chance jumps after one turn",
      turns: [turn(0, 0, 0.5), turn(2, 1, 0.45), turn(5, 0, 0.5), turn(7, 1, 0.9)],
      winners: [0],
      want: { entry: 5, judged: 0, before: 0.5, after: 0.9 },
    },
    {
      name: "a fall counts as much as a rise: the winner's chance dropped most once",
      turns: [turn(0, 0, 0.875), turn(1, 1, 0.25), turn(2, 0, 0.625)],
      winners: [0],
      want: { entry: 0, judged: 0, before: 0.875, after: 0.25 },
    },
    {
      name: "ties go to the earlier turn",
      // Every turn moves seat 0's chance by a quarter, the last one to the win.
      turns: [turn(0, 0, 0.5), turn(1, 1, 0.75), turn(2, 0, 0.5), turn(3, 1, 0.75)],
      winners: [0],
      want: { entry: 0, judged: 0, before: 0.5, after: 0.75 },
    },
    {
      name: "the last turn is measured against the end of the game",
      turns: [turn(0, 0, 0.5), turn(1, 1, 0.55)],
      winners: [1],
      want: { entry: 1, judged: 1, before: 0.45, after: 1 },
    },
    {
      name: "a draw judges each turn by its own mover's chance",
      // Seat 1's chance before turn 1: 0.5, after it (seat 0's 0.9 ⇒ seat 1's 0.1).
      turns: [turn(0, 0, 0.5), turn(1, 1, 0.5), turn(2, 0, 0.9)],
      winners: [],
      want: { entry: 1, judged: 1, before: 0.5, after: 0.1 },
    },
    {
      name: "a game of one turn: that turn, to the end",
      turns: [turn(0, 0, 0.5)],
      winners: [0],
      want: { entry: 0, judged: 0, before: 0.5, after: 1 },
    },
    {
      name: "every seat a winner is a draw too: the mover's chance",
      turns: [turn(0, 0, 0.5), turn(1, 1, 0.5), turn(4, 0, 0.125)],
      winners: [0, 1],
      want: { entry: 1, judged: 1, before: 0.5, after: 0.875 },
    },
    { name: "a game of no turn: none", turns: [], winners: [0], want: null },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const final = finalShares(row.winners, 2);
      const found = findDecisiveTurn(row.turns, final, row.winners);
      if (row.want === null) {
        expect(found).toBeNull();
        return;
      }
      expect(found).not.toBeNull();
      expect(found!.entry).toBe(row.want.entry);
      expect(found!.judged).toBe(row.want.judged);
      expect(found!.before).toBeCloseTo(row.want.before, 10);
      expect(found!.after).toBeCloseTo(row.want.after, 10);
      const mover = row.turns.find((t) => t.entry === row.want!.entry)!;
      expect(found!.seat).toBe(mover.seat);
      expect(found!.moves).toEqual(mover.moves);
    });
  }

  it("shares a finished game: 1 to each winner (a team's too), ½ each in a draw", () => {
    expect(finalShares([1], 2)).toEqual([0, 1]);
    expect(finalShares([0, 2], 4)).toEqual([1, 0, 1, 0]);
    expect(finalShares([], 2)).toEqual([0.5, 0.5]);
    // Picture Gallery names both seats of a tie winners: a draw.
    expect(finalShares([0, 1], 2)).toEqual([0.5, 0.5]);
  });

  it("spreads the coarse pass evenly, from the first turn, or takes every turn of a short game", () => {
    expect(coarseTurns(5, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(coarseTurns(100, 4)).toEqual([0, 25, 50, 75]);
    expect(coarseTurns(0, 4)).toEqual([]);
  });
});
