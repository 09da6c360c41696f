import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { boardOf, swapSides } from "../../../src/games/backgammon/board";
import {
  equityOnRoll,
  EXPERT_SEARCH,
  expertSearcher,
  STRONG_SEARCH,
} from "../../../src/games/backgammon/bot";
import { PlayList } from "../../../src/games/backgammon/movegen";
import { samplePositions } from "../../../src/games/backgammon/sample-positions";
import { Searcher } from "../../../src/games/backgammon/search";
import {
  escapeChance,
  longestPrime,
  madePoints,
  shotChance,
} from "../../../src/games/backgammon/tactics";

/** A half (25 counts, index p − 1 = point p, 24 = bar) from {point: count}. */
function half(points: Record<number, number>): number[] {
  const out = Array<number>(25).fill(0);
  for (const [p, n] of Object.entries(points)) out[Number(p) - 1] = n;
  return out;
}

describe("tactics", () => {
  it.each([
    // name, mover (hitter), opponent, shots out of 36
    ["no blot, no shot", { 6: 15 }, { 6: 15 }, 0],
    // A blot 6 pips in front of a single hitter: any 6 (11), 5-1, 4-2, 3-3, 2-2 (hmm: 2-2 reaches 6).
    ["a direct 6", { 13: 1, 6: 14 }, { 18: 1, 6: 14 }, 17],
    // The same blot 1 pip away: any 1 (11 rolls).
    ["a direct 1", { 13: 1, 6: 14 }, { 13: 1, 6: 14 }, 11],
  ])("shot chance: %s", (_name, mover, opponent, shots) => {
    // The opponent's point q is the mover's 25 − q: a blot on the opponent's 18 is the
    // mover's 7, six pips in front of the mover's checker on 13.
    const board = boardOf(half(mover), half(opponent));
    expect(shotChance(board, 0) * 36).toBeCloseTo(shots, 9);
  });

  it("a blocked combination does not hit", () => {
    // The hitter on 13, a blot 8 pips away on its 5 (the opponent's 20). The opponent
    // holds its 14, 18, 15, 16: the hitter's 11, 7, 10, 9. 6-2 passes 7 or 11, 4-4 and
    // 2-2 pass 9 and 11: all blocked; only 5-3 by way of 8 gets there (2 rolls).
    const hitter = half({ 13: 1, 1: 14 });
    const opponent = half({ 20: 1, 14: 2, 18: 2, 15: 2, 16: 2, 1: 6 });
    const board = boardOf(hitter, opponent);
    expect(shotChance(board, 0) * 36).toBeCloseTo(2, 9);
  });

  it.each([
    // The opponent's 6 point is the runner's 19: behind a runner on its 10.
    ["nothing in front", { 10: 1, 6: 14 }, { 6: 15 }, 1],
    // A runner on 24 against the opponent's 6 point (its 19): 26 rolls pass it.
    ["one point in front", { 24: 1, 6: 14 }, { 6: 15 }, 26 / 36],
    ["no checker back", {}, { 6: 15 }, 0],
  ])("escape chance: %s", (_name, runner, other, chance) => {
    expect(escapeChance(boardOf(half(runner), half(other)), 0)).toBeCloseTo(chance, 12);
  });

  it("reads primes and points made", () => {
    const board = boardOf(half({ 4: 2, 5: 2, 6: 2, 7: 2, 9: 2, 20: 2, 1: 3 }), half({ 6: 15 }));
    expect(longestPrime(board, 0)).toBe(4);
    expect(madePoints(board, 0, 0, 6)).toBe(4);
    expect(madePoints(board, 0, 18, 24)).toBe(1);
  });
});

describe("the 1-ply search", () => {
  const positions = samplePositions(rngFromSeed(21), 40);

  it("values a play by the mean over the 21 rolls of the opponent's best reply", () => {
    // Checked against a direct computation with a plain evaluator and no pruning.
    const searcher = new Searcher(equityOnRoll);
    const plays = new PlayList(256);
    const inner = new PlayList(256);
    for (const { board, d1, d2 } of positions.slice(0, 6)) {
      if (plays.generate(board, d1, d2) === 0) continue;
      const after = plays.resultInto(0, new Int8Array(50));
      if (after.subarray(0, 25).every((n) => n === 0)) continue;
      const opponent = swapSides(after);
      let total = 0;
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          const n = inner.generate(opponent, a, b);
          let worst = n === 0 ? equityOnRoll(after) : Infinity;
          for (let i = 0; i < n; i++)
            worst = Math.min(
              worst,
              equityOnRoll(swapSides(inner.resultInto(i, new Int8Array(50)))),
            );
          total += worst;
        }
      }
      expect(searcher.lookahead(after)).toBeCloseTo(total / 36, 10);
    }
  });

  it("blends a searched play's 1-ply value with its 0-ply value by the plan's weight", () => {
    const plays = new PlayList(256);
    let checked = 0;
    for (const { board, d1, d2 } of positions.slice(0, 8)) {
      if (plays.generate(board, d1, d2) === 0) continue;
      const after = plays.resultInto(0, new Int8Array(50));
      if (after.subarray(0, 25).every((n) => n === 0)) continue;
      const deep = expertSearcher.lookahead(after, 5);
      const flat = expertSearcher.staticAfter(after);
      const plan = { plies: 1, width: 4, window: 0.12, replies: 5 } as const;
      expect(expertSearcher.searched(after, plan)).toBe(deep);
      expect(expertSearcher.searched(after, { ...plan, blend: 0.5 })).toBeCloseTo(
        (deep + flat) / 2,
        12,
      );
      expect(expertSearcher.searched(after, { ...plan, blend: 0.7 })).toBeCloseTo(
        0.7 * deep + 0.3 * flat,
        12,
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("the expert ranks its searched plays by the blend", () => {
    const plays = new PlayList(256);
    const after = new Int8Array(50);
    let searchedPlays = 0;
    for (const { board, d1, d2 } of positions) {
      if (plays.generate(board, d1, d2) < 2) continue;
      for (const r of expertSearcher.rank(plays, EXPERT_SEARCH).filter((x) => x.plies === 1)) {
        const value = expertSearcher.searched(plays.resultInto(r.index, after), EXPERT_SEARCH);
        expect(r.equity).toBeCloseTo(value, 12);
        searchedPlays++;
      }
    }
    expect(searchedPlays).toBeGreaterThan(20);
  });

  it("ranks the searched plays first, best first, and keeps every play", () => {
    const plays = new PlayList(256);
    for (const { board, d1, d2 } of positions) {
      const n = plays.generate(board, d1, d2);
      if (n < 2) continue;
      for (const plan of [STRONG_SEARCH, EXPERT_SEARCH]) {
        const ranked = expertSearcher.rank(plays, plan);
        expect(ranked.map((r) => r.index).sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
        // Searched: at 1-ply, or (the expert's close best two) at 2-ply as well.
        const searched = ranked.filter((r) => r.plies >= 1);
        expect(searched.length).toBeGreaterThanOrEqual(1);
        expect(searched.length).toBeLessThanOrEqual(plan.width);
        expect(ranked.slice(0, searched.length).every((r) => r.plies >= 1)).toBe(true);
        // Deeper tiers first (2-ply, then 1-ply), each best first.
        for (let k = 1; k < searched.length; k++) {
          const [prev, next] = [searched[k - 1], searched[k]];
          expect(prev.plies).toBeGreaterThanOrEqual(next.plies);
          if (prev.plies === next.plies) expect(prev.equity).toBeGreaterThanOrEqual(next.equity);
        }
      }
    }
  });
});
