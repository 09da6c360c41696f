import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import {
  BAR,
  OPP,
  borneOff,
  checkersOn,
  pipCount,
  startBoard,
  swapSides,
} from "../../../src/games/backgammon/board";
import { OFF, PlayList } from "../../../src/games/backgammon/movegen";
import { generateAll } from "../../../src/games/backgammon/movegen-bench";
import { samplePositions } from "../../../src/games/backgammon/sample-positions";
import { decodePositionId } from "../../../src/games/backgammon/position-id";

describe("PlayList", () => {
  it("grows from a tiny capacity without losing or duplicating plays", () => {
    const positions = samplePositions(rngFromSeed(3), 300);
    const big = new PlayList(2048);
    const tiny = new PlayList(1);
    for (const p of positions) {
      const n = big.generate(p.board, p.d1, p.d2);
      expect(tiny.generate(p.board, p.d1, p.d2)).toBe(n);
      const a = new Set<string>();
      const b = new Set<string>();
      const out = new Int8Array(50);
      for (let i = 0; i < n; i++) {
        a.add(big.resultInto(i, out).join(","));
        b.add(tiny.resultInto(i, out).join(","));
      }
      expect(b).toEqual(a);
      expect(a.size).toBe(n); // distinct resulting positions
    }
  });

  it("gives each play's steps, which lead to its resulting position", () => {
    const plays = new PlayList();
    for (const p of samplePositions(rngFromSeed(8), 300)) {
      const n = plays.generate(p.board, p.d1, p.d2);
      for (let i = 0; i < n; i++) {
        const board = p.board.slice();
        for (const [from, to] of plays.stepsOf(i)) {
          expect(board[from]).toBeGreaterThan(0);
          board[from]--;
          if (to === OFF) continue;
          if (board[OPP + 23 - to] === 1) {
            board[OPP + 23 - to] = 0;
            board[OPP + BAR]++;
          }
          board[to]++;
        }
        expect(board).toEqual(plays.resultInto(i, new Int8Array(50)));
        const steps = plays.stepsOf(i).length;
        expect(steps).toBeLessThanOrEqual(p.d1 === p.d2 ? 4 : 2);
      }
    }
  });

  it("keeps checkers: 15 per side between board, bar and off; pips only go down", () => {
    const plays = new PlayList();
    const out = new Int8Array(50);
    for (const p of samplePositions(rngFromSeed(5), 300)) {
      const n = plays.generate(p.board, p.d1, p.d2);
      for (let i = 0; i < n; i++) {
        plays.resultInto(i, out);
        expect(checkersOn(out, 0) + borneOff(out, 0)).toBe(15);
        expect(checkersOn(out, OPP)).toBe(checkersOn(p.board, OPP));
        expect(pipCount(out, 0)).toBeLessThan(pipCount(p.board, 0));
        expect(borneOff(out, OPP)).toBe(borneOff(p.board, OPP));
      }
    }
  });

  it("a pass is zero plays (dancing on a closed board)", () => {
    const closed = decodePositionId("+4DBQQM3QIg5Yg");
    expect(closed.ok).toBe(true);
    if (closed.ok) expect(new PlayList().generate(closed.value, 1, 2)).toBe(0);
  });

  it("the bench workload counts what it generates", () => {
    const positions = samplePositions(rngFromSeed(1), 50);
    const plays = new PlayList();
    const expected = positions.reduce((n, p) => n + plays.generate(p.board, p.d1, p.d2), 0);
    expect(generateAll(positions, 2)).toBe(2 * expected);
    expect(swapSides(startBoard())).toEqual(startBoard());
  });
});
