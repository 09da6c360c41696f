import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { sameBoard } from "../../../src/games/backgammon/board";
import { canonicalSegments } from "../../../src/games/backgammon/canonical-play";
import { PlayList } from "../../../src/games/backgammon/movegen";
import type { Segment } from "../../../src/games/backgammon/notation";
import { allDicePlayed, resolvePlay, searchPlay } from "../../../src/games/backgammon/resolve";
import { samplePositions } from "../../../src/games/backgammon/sample-positions";

const movesOf = (segments: readonly Segment[]): [number, number][] =>
  segments.flatMap((s) => Array.from({ length: s.count }, (): [number, number] => [s.from, s.to]));

/** Reverses the written order and drops the hit marks: still the same play. */
const rewritten = (segments: readonly Segment[]): Segment[] =>
  [...segments].reverse().map((s) => ({ ...s, hit: false }));

describe("resolvePlay's fast path (written steps = a play's generated steps)", () => {
  it("gives the general search's answer for every play of 200 sampled positions", () => {
    const plays = new PlayList();
    const disagreements: string[] = [];
    let checked = 0;
    for (const p of samplePositions(rngFromSeed(77), 200)) {
      const n = plays.generate(p.board, p.d1, p.d2);
      const dice = p.d1 === p.d2 ? [p.d1, p.d1, p.d1, p.d1] : [p.d1, p.d2];
      for (let i = 0; i < n; i++, checked++) {
        for (const segments of [canonicalSegments(p.board, plays, i)]) {
          const variants = [segments, rewritten(segments)];
          for (const written of variants) {
            const fast = resolvePlay(p.board, dice, written, plays);
            const slow = searchPlay(p.board, dice, movesOf(written), plays);
            if (JSON.stringify(fast) !== JSON.stringify(slow) || !fast.ok || fast.value !== i) {
              disagreements.push(
                `${p.board.join(",")} ${p.d1}-${p.d2} play ${i}: ` +
                  `fast ${JSON.stringify(fast)}, search ${JSON.stringify(slow)}`,
              );
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(1_500);
  });

  it("leaves combined steps, which the fast path does not match, to the search", () => {
    const plays = new PlayList();
    const board = new Int8Array(50);
    board[23] = 2; // the mover's two back checkers on 24
    board[25 + 5] = 2; // the opponent holds its 6 point (our 19)
    board[25 + 12] = 2;
    expect(plays.generate(board, 6, 5)).toBeGreaterThan(0);
    // 24/13 can only go 24/18/13 (19 is blocked): one play, found by the search.
    const combined = resolvePlay(
      board,
      [6, 5],
      [{ from: 24, to: 13, hit: false, count: 1 }],
      plays,
    );
    expect(combined.ok).toBe(true);
    if (!combined.ok) return;
    const steps = canonicalSegments(board, plays, combined.value).map((s) => `${s.from}/${s.to}`);
    expect(steps).toEqual(["24/18", "18/13"]);
    const illegal = resolvePlay(board, [6, 5], [{ from: 24, to: 19, hit: false, count: 1 }], plays);
    expect(illegal.ok).toBe(false);
  });
});

describe("allDicePlayed (a move that plays every die, one step each)", () => {
  it("reaches the generated play's position for every play that uses all the dice", () => {
    const plays = new PlayList();
    const wrong: string[] = [];
    let direct = 0;
    for (const p of samplePositions(rngFromSeed(78), 1500)) {
      const n = plays.generate(p.board, p.d1, p.d2);
      for (let i = 0; i < n; i++) {
        const written = canonicalSegments(p.board, plays, i);
        const reached = allDicePlayed(p.board, p.d1, p.d2, written);
        if (reached === null) continue;
        direct++;
        if (!sameBoard(reached, plays.resultInto(i, new Int8Array(50)))) {
          wrong.push(`${p.board.join(",")} ${p.d1}-${p.d2} play ${i}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(direct).toBeGreaterThan(5_000);
  });

  it("accepts a random two-step move only when the general search finds that same play", () => {
    const rng = rngFromSeed(79);
    const plays = new PlayList();
    const wrong: string[] = [];
    let accepted = 0;
    let refused = 0;
    for (const p of samplePositions(rngFromSeed(80), 3000)) {
      if (p.d1 === p.d2) continue;
      plays.generate(p.board, p.d1, p.d2);
      // Two steps of the dice's lengths from random points (bar included), in random order.
      const lengths = rng.int(2) === 0 ? [p.d1, p.d2] : [p.d2, p.d1];
      const written: Segment[] = lengths.map((die) => {
        const from = 1 + rng.int(25);
        return { from, to: Math.max(0, from - die), hit: false, count: 1 };
      });
      const reached = allDicePlayed(p.board, p.d1, p.d2, written);
      const searched = searchPlay(p.board, [p.d1, p.d2], movesOf(written), plays);
      if (reached === null) {
        refused++;
        continue;
      }
      accepted++;
      if (
        !searched.ok ||
        !sameBoard(reached, plays.resultInto(searched.value, new Int8Array(50)))
      ) {
        wrong.push(`${p.board.join(",")} ${p.d1}-${p.d2} ${JSON.stringify(written)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(25);
    expect(refused).toBeGreaterThan(50);
  });
});
