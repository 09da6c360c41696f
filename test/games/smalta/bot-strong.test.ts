import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCell } from "../../../src/games/smalta/board";
import { SearchBoard } from "../../../src/games/smalta/bot-board";
import { dieModel } from "../../../src/games/smalta/bot-fortune";
import { bestByExpectimax } from "../../../src/games/smalta/bot-expectimax";
import { FEATURE_COUNT, featuresOf } from "../../../src/games/smalta/bot-features";
import { carefulCells } from "../../../src/games/smalta/bot-careful";
import { greedyScore, positionOf } from "../../../src/games/smalta/bot-search";
import {
  makesCluster,
  threatAfter,
  winningColours,
  winningColoursByCell,
} from "../../../src/games/smalta/bot-tactics";
import { loadValueNet } from "../../../src/games/smalta/bot-value";
import valueWeights from "../../../src/games/smalta/value-weights.json";

/** Boards with some cells painted at random (some of them full of live blocks). */
const cellsArb = fc
  .array(fc.integer({ min: 0, max: 6 }), { minLength: 36, maxLength: 36 })
  .filter((cells) => cells.includes(0));

const emptyOf = (cells: ArrayLike<number>): number[] =>
  Array.from({ length: 36 }, (_, cell) => cell).filter((cell) => cells[cell] === 0);

function cellsOf(painted: Record<string, number>): number[] {
  const cells = Array<number>(36).fill(0);
  for (const [name, colour] of Object.entries(painted)) cells[parseCell(name) ?? -1] = colour;
  return cells;
}

describe("SearchBoard", () => {
  it("knows the winning colours of every empty cell, as bot-tactics computes them", () => {
    fc.assert(
      fc.property(cellsArb, (cells) => {
        const board = SearchBoard.of(cells, 0);
        expect(Array.from(board.wins)).toEqual(winningColoursByCell(cells));
        expect(board.empty).toBe(emptyOf(cells).length);
      }),
      { numRuns: 300 },
    );
  });

  it("rates the threat after a paint and a cluster as bot-tactics does", () => {
    fc.assert(
      fc.property(cellsArb, fc.integer({ min: 1, max: 6 }), (cells, colour) => {
        const board = SearchBoard.of(cells, 0);
        const rest = board.threatRest();
        const wins = winningColoursByCell(cells);
        for (const cell of emptyOf(cells)) {
          expect(board.makesCluster(cell, colour)).toBe(makesCluster(cells, cell, colour));
          if (wins[cell] & (1 << (colour - 1))) continue;
          expect(board.threatAfter(cell, colour, rest)).toBe(
            threatAfter([...cells], wins, cell, colour),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps its winning colours up to date paint after paint, and hands the lead over", () => {
    fc.assert(
      fc.property(cellsArb, fc.nat(), fc.integer({ min: 1, max: 6 }), (cells, pick, colour) => {
        const board = SearchBoard.of(cells, 2);
        const empty = emptyOf(cells);
        const cell = empty[pick % empty.length];
        const wins = winningColours(cells, cell) & (1 << (colour - 1));
        const point = makesCluster(cells, cell, colour) ? 1 : 0;
        expect(board.paint(cell, colour)).toBe(wins !== 0);
        if (wins !== 0) return;
        const after = [...cells];
        after[cell] = colour;
        expect(Array.from(board.cells)).toEqual(after);
        expect(Array.from(board.wins)).toEqual(winningColoursByCell(after));
        // The point goes to the seat now to move; its lead is the other seat's 2, negated.
        expect(board.lead).toBe(point - 2);
      }),
      { numRuns: 300 },
    );
  });
});

describe("carefulCells", () => {
  it("are exactly the cells the normal bot's greedy score rates best", () => {
    fc.assert(
      fc.property(cellsArb, fc.integer({ min: 1, max: 6 }), (cells, colour) => {
        const position = positionOf(cells, 0);
        const scores = emptyOf(cells).map((cell) => ({
          cell,
          score: greedyScore(position, cell, colour, (mask) => dieModel.opponentHits(mask)),
        }));
        const best = Math.max(...scores.map((s) => s.score));
        const expected = scores.filter((s) => s.score >= best - 1e-9).map((s) => s.cell);
        const out = new Int8Array(36);
        const count = carefulCells(SearchBoard.of(cells, 0), colour, out);
        expect(Array.from(out.subarray(0, count))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the value net", () => {
  const net = loadValueNet(valueWeights);

  it("loads from the shipped weights and refuses weights of another shape", () => {
    expect(net).not.toBeNull();
    expect(loadValueNet({ ...valueWeights, inputs: FEATURE_COUNT + 1 })).toBeNull();
    expect(loadValueNet({ ...valueWeights, w2: valueWeights.w2.slice(1) })).toBeNull();
    expect(loadValueNet({ ...valueWeights, b2: Number.NaN })).toBeNull();
  });

  it("gives a chance between 0 and 1, higher when the seat to move can win at once", () => {
    fc.assert(
      fc.property(cellsArb, (cells) => {
        const v = net!.value(SearchBoard.of(cells, 0));
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThan(1);
      }),
      { numRuns: 100 },
    );
    // Every colour wins somewhere (see the next test's board) against a quiet board.
    const winning = SearchBoard.of(cellsOf({ a1: 1, b1: 2, a2: 3, c1: 4, d1: 5, c2: 6 }), 0);
    const quiet = SearchBoard.of(cellsOf({ a1: 1, c1: 4, e1: 2 }), 0);
    // (Normal play never leaves six winning colours, so the net has seen few such
    // boards and says 0.7, not 1; it still ranks them far above a quiet board.)
    expect(net!.value(winning)).toBeGreaterThan(net!.value(quiet) + 0.15);
  });

  it("features: one empty-cell slot and one threat slot are set, histograms sum to one", () => {
    fc.assert(
      fc.property(cellsArb, (cells) => {
        const out = new Float32Array(FEATURE_COUNT);
        featuresOf(SearchBoard.of(cells, 0), out);
        const sum = (from: number, to: number) => out.slice(from, to).reduce((a, b) => a + b, 0);
        expect(sum(2, 27)).toBe(1); // empty cells, one-hot
        expect(sum(27, 34)).toBe(1); // winning colours now, one-hot
        for (const from of [34, 40, 46]) expect(sum(from, from + 6)).toBeCloseTo(1, 5);
        expect(out[0]).toBeCloseTo(emptyOf(cells).length / 36, 6);
      }),
      { numRuns: 100 },
    );
  });
});

describe("bestByExpectimax", () => {
  const net = loadValueNet(valueWeights)!;

  it("avoids the cell that hands the opponent a likely win", () => {
    // In the block a1 b1 a2 b2, with a1 = 2 and b1 = 3, a 1 on b2 leaves three colours
    // around the empty a2: the opponent wins there with a 4, 5 or 6, half their rolls.
    const board = SearchBoard.of(cellsOf({ a1: 2, b1: 3, f6: 5 }), 0);
    const risky = parseCell("b2") ?? -1;
    const quiet = parseCell("d4") ?? -1;
    expect(bestByExpectimax(board, 1, [risky, quiet], net)).toEqual([quiet]);
    expect(bestByExpectimax(board, 1, [quiet, risky], net)).toEqual([quiet]);
  });

  it("keeps equally good cells together and leaves the board as it was", () => {
    const cells = cellsOf({ a1: 2, b1: 3, c3: 4, d3: 4, e5: 6 });
    const board = SearchBoard.of(cells, 0);
    const candidates = emptyOf(cells).slice(0, 9);
    const best = bestByExpectimax(board, 5, candidates, net);
    expect(best.length).toBeGreaterThan(0);
    for (const cell of best) expect(candidates).toContain(cell);
    expect(bestByExpectimax(board, 5, candidates, net)).toEqual(best);
    expect(Array.from(board.cells)).toEqual(cells);
  });
});
