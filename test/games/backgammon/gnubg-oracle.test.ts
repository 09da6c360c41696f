import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BAR, borneOff, pipCount } from "../../../src/games/backgammon/board";
import { decodePositionId } from "../../../src/games/backgammon/position-id";
import { disagreements, type OracleFile } from "./oracle";

/**
 * The committed oracle: GNU Backgammon's plays for ≥ 1,000 random reachable positions
 * and rolls (written by gnubg/make-oracle.py). Our generator must find the same number
 * of distinct plays and exactly the same resulting positions.
 */
const oracle = JSON.parse(
  readFileSync(join(import.meta.dirname, "gnubg/oracle.json"), "utf8"),
) as OracleFile;

describe("move generation agrees with GNU Backgammon (committed oracle)", () => {
  it("holds at least 1,000 cases, with passes, big doubles, bear-offs and the bar among them", () => {
    expect(oracle.cases.length).toBeGreaterThanOrEqual(1000);
    expect(oracle.cases.some((c) => c.plays === 0)).toBe(true);
    expect(oracle.cases.some((c) => c.dice[0] === c.dice[1] && c.plays > 50)).toBe(true);
    const bearingOff = oracle.cases.filter((c) => {
      const board = decodePositionId(c.id);
      return board.ok && borneOff(board.value, 0) > 0 && pipCount(board.value, 0) < 90;
    });
    expect(bearingOff.length).toBeGreaterThan(20);
    const onBar = oracle.cases.filter((c) => {
      const board = decodePositionId(c.id);
      return board.ok && board.value[BAR] > 0;
    });
    expect(onBar.length).toBeGreaterThan(20);
  });

  it("finds the same plays and resulting positions for every case", () => {
    expect(disagreements(oracle.cases)).toEqual([]);
  });
});
