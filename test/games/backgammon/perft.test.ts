import { describe, expect, it } from "vitest";
import { PlayList } from "../../../src/games/backgammon/movegen";
import { decodePositionId } from "../../../src/games/backgammon/position-id";
import { divide, ROLLS } from "./divide";
import { report } from "./replay-helper";

/**
 * Perft-style regression table: named positions × the 21 rolls → number of distinct
 * plays. The counts were written by GNU Backgammon (gnubg/perft-counts.py); rolls in
 * the order 11 12 13 14 15 16 22 23 … 56 66.
 */
const TABLE: readonly (readonly [string, string, readonly number[]])[] = [
  [
    "start",
    "4HPwATDgc/ABMA",
    [42, 15, 16, 14, 8, 10, 75, 17, 18, 8, 14, 73, 17, 9, 14, 52, 9, 14, 4, 7, 11],
  ],
  [
    "after the opening 3-1 8/5 6/5",
    "sGfwATDgc/ABMA",
    [41, 15, 15, 11, 8, 10, 58, 17, 14, 8, 14, 73, 13, 9, 14, 21, 6, 11, 4, 7, 11],
  ],
  [
    "hit, entering against a made 5 and 6",
    "sGfwATDgc+QBUA",
    [33, 9, 9, 8, 3, 4, 51, 10, 9, 4, 4, 41, 10, 3, 5, 23, 4, 5, 0, 0, 0],
  ],
  [
    "two checkers on the bar",
    "+wSDQQM3QIg5Yg",
    [0, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 6, 1, 1, 1, 21, 1, 1, 16, 1, 6],
  ],
  [
    "both sides on the bar",
    "bpwDQEULfAEAbw",
    [5, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 7, 1, 1, 6, 1, 0],
  ],
  [
    "bearing off, no contact",
    "XwfgQAnvDwAAAA",
    [5, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  ],
  [
    "bearing off against two back checkers",
    "AwAA+G8AAAAAAA",
    [3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  ],
  [
    "scattered, many plays",
    "/3sAEADQjzCDBg",
    [267, 50, 51, 48, 44, 35, 273, 51, 48, 44, 35, 224, 49, 45, 36, 205, 43, 34, 134, 30, 58],
  ],
];

function boardOf(id: string) {
  const decoded = decodePositionId(id);
  if (!decoded.ok) throw new Error(decoded.error.message);
  return decoded.value;
}

describe("perft table (counts by GNU Backgammon)", () => {
  const plays = new PlayList();
  for (const [name, id, counts] of TABLE) {
    describe(`${name} (${id})`, () => {
      ROLLS.forEach(([a, b], i) => {
        it(`roll ${a}-${b}: ${counts[i]} plays`, () => {
          const board = boardOf(id);
          expect(plays.generate(board, a, b)).toBe(counts[i]);
          // The order of the dice does not matter.
          expect(plays.generate(board, b, a)).toBe(counts[i]);
        });
      });
    });
  }
});

describe("divide", () => {
  it("splits the 16 plays of the opening 3-1 by first step", () => {
    const split = divide(boardOf("4HPwATDgc/ABMA"), 3, 1);
    expect(Object.values(split).reduce((a, b) => a + b, 0)).toBe(16);
    // Canonical steps run from the highest point down (ties: the farther landing first),
    // so e.g. "24/23 6/3" counts under 24/23 and "8/7 6/3" under 8/7.
    expect(split).toEqual({
      "24/23": 4,
      "24/21": 3,
      "13/10": 3,
      "8/7": 2,
      "8/5": 2,
      "6/5": 1,
      "6/3": 1,
    });
  });
});

describe("colour mirror", () => {
  // The same position with the colours swapped: the checkers of the seat on roll
  // belong to seat 1 instead of seat 0 (the rules keep a half per seat). Counts of
  // legal moves must not depend on the colour.
  for (const [name, id, counts] of TABLE) {
    it(`${name}: same counts for seat 0 and seat 1 on roll`, () => {
      ROLLS.forEach(([a, b], i) => {
        for (const turn of [0, 1]) {
          const r = report({ position: id, turn }, [`roll ${a} ${b}`]);
          expect(r.toMove, `${a}-${b}`).toEqual([turn]);
          expect(r.position).toBe(id);
          // A pass is one legal move ("pass"), counted as 0 plays by GNU.
          expect(r.legal.length, `seat ${turn} ${a}-${b}`).toBe(Math.max(1, counts[i]));
        }
      });
    });
  }
});
