import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { startBoard, swapSides } from "../../../src/games/backgammon/board";
import { decodePositionId, encodePositionId } from "../../../src/games/backgammon/position-id";
import { samplePositions } from "../../../src/games/backgammon/sample-positions";
import type { OracleFile } from "./oracle";
import { half } from "./positions";

describe("GNU Backgammon Position ID", () => {
  it("writes the start and the position after the opening 3-1 as GNU Backgammon does", () => {
    expect(encodePositionId(startBoard())).toBe("4HPwATDgc/ABMA");
    const afterOpening = startBoard();
    // Seat 0 played 8/5 6/5; the opponent (now on roll) sees it as the second half.
    const mover = half({ 24: 2, 13: 5, 8: 2, 6: 4, 5: 2 });
    for (let i = 0; i < 25; i++) afterOpening[i] = mover[i];
    expect(encodePositionId(swapSides(afterOpening))).toBe("sGfwATDgc/ABMA");
  });

  it("reads back every Position ID GNU Backgammon wrote in the oracle", () => {
    const oracle = JSON.parse(
      readFileSync(join(import.meta.dirname, "gnubg/oracle.json"), "utf8"),
    ) as OracleFile;
    const ids = new Set(oracle.cases.flatMap((c) => [c.id, ...c.results]));
    expect(ids.size).toBeGreaterThan(5000);
    for (const id of ids) {
      const board = decodePositionId(id);
      expect(board.ok, id).toBe(true);
      if (board.ok) expect(encodePositionId(board.value)).toBe(id);
    }
  });

  it("round-trips random reachable positions", () => {
    for (const { board } of samplePositions(rngFromSeed(9), 500)) {
      const decoded = decodePositionId(encodePositionId(board));
      expect(decoded).toEqual({ ok: true, value: board });
    }
  });

  it("refuses what is not a Position ID, saying why", () => {
    for (const id of [
      "",
      "4HPwATDgc/ABM",
      "4HPwATDgc/ABMAA",
      "4HPwATDgc/AB!A",
      "//////////////", // more than 15 checkers on a point
      "4HPwATDgc/ABMB", // stray bits after the 80th
    ]) {
      const decoded = decodePositionId(id);
      expect(decoded.ok, id).toBe(false);
      if (!decoded.ok) expect(decoded.error.code).toBe("bad-position");
    }
  });
});
