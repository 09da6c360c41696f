import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { checkersOn, OPP, swapSides, type Board } from "../../../src/games/backgammon/board";
import {
  equityOnRoll,
  EXPERT_SEARCH,
  expertSearcher,
  nearEquity,
  strongNet,
} from "../../../src/games/backgammon/bot";
import { plainNear } from "../../../src/games/backgammon/evaluation";
import { PlayList } from "../../../src/games/backgammon/movegen";
import { isRace, pubevalScore } from "../../../src/games/backgammon/pubeval";
import { ROLLS } from "../../../src/games/backgammon/rolls";
import { samplePositions } from "../../../src/games/backgammon/sample-positions";
import { wonValue } from "../../../src/games/backgammon/scoring";
import { TwoPly } from "../../../src/games/backgammon/two-ply";

const positions = samplePositions(rngFromSeed(33), 60);
const net = strongNet;
if (!net) throw new Error("the shipped net does not load");

/** Every play's resulting board (mover first) of `board` with d1-d2. */
function resultsOf(board: Board, d1: number, d2: number): Board[] {
  const list = new PlayList(256);
  const n = list.generate(board, d1, d2);
  return Array.from({ length: n }, (_, i) => list.resultInto(i, new Int8Array(50)));
}

describe("the net's evaluation near an anchor", () => {
  it("gives the full evaluation's probabilities for a play's results and for far positions", () => {
    const near = net.near();
    let compared = 0;
    for (const { board, d1, d2 } of positions) {
      // Anchored at the position before the play (the opponent on roll after it).
      near.anchor(swapSides(board));
      const others = [...resultsOf(board, d1, d2), positions[(compared * 7) % 60].board];
      for (const after of others) {
        const view = swapSides(after);
        const full = Array.from(net.evaluate(view));
        const fromAnchor = Array.from(near.evaluate(view));
        for (let k = 0; k < 5; k++) expect(fromAnchor[k]).toBeCloseTo(full[k], 12);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it("is a full evaluation before any anchor", () => {
    const { board } = positions[5];
    expect(Array.from(net.near().evaluate(board))).toEqual(Array.from(net.evaluate(board)));
  });
});

/** A toy evaluation for the player on roll: the race in pips, squashed. */
function pipEquity(board: Board): number {
  let mine = 0;
  let theirs = 0;
  for (let i = 0; i < 25; i++) {
    mine += board[i] * (i + 1);
    theirs += board[OPP + i] * (i + 1);
  }
  return Math.tanh((theirs - mine + 8) / 40);
}

/** The definition of 2-ply written out plainly: every play judged, nothing reused. */
function twoPlyByDefinition(after: Board, evaluate: (board: Board) => number): number {
  const valueFor = (result: Board): number =>
    checkersOn(result, 0) === 0 ? wonValue(result) : -evaluate(swapSides(result));
  if (checkersOn(after, 0) === 0) return wonValue(after);
  const opponent = swapSides(after);
  let total = 0;
  for (const [d1, d2, w] of ROLLS) {
    const replies = resultsOf(opponent, d1, d2);
    let reply = opponent;
    if (replies.length > 0) {
      const values = replies.map(valueFor);
      const best = values.indexOf(Math.max(...values));
      reply = replies[best];
      if (checkersOn(reply, 0) === 0) {
        total -= w * values[best];
        continue;
      }
    }
    const mover = swapSides(reply);
    let sum = 0;
    for (const [e1, e2, v] of ROLLS) {
      const plays = resultsOf(mover, e1, e2);
      sum += v * (plays.length === 0 ? -evaluate(reply) : Math.max(...plays.map(valueFor)));
    }
    total += (w * sum) / 36;
  }
  return total / 36;
}

describe("the 2-ply value of a close decision", () => {
  it("is the mean over the opponent's rolls and the mover's next rolls of the best plays", () => {
    const twoPly = new TwoPly(plainNear(pipEquity), null);
    let checked = 0;
    for (const { board, d1, d2 } of positions.slice(0, 40)) {
      const results = resultsOf(board, d1, d2);
      if (results.length === 0 || checked >= 6) continue;
      const after = results[results.length - 1];
      const all = { window: 0.04, replies: 0, plays: 0 };
      expect(twoPly.value(after, all)).toBeCloseTo(twoPlyByDefinition(after, pipEquity), 12);
      checked++;
    }
    expect(checked).toBe(6);
  });

  it("gives the same value through the net's near evaluation as through full ones", () => {
    const noPrefilter = null;
    const fast = new TwoPly(nearEquity, noPrefilter);
    const plain = new TwoPly(plainNear(equityOnRoll), noPrefilter);
    const close = { window: 0.04, replies: 3, plays: 1 };
    for (const { board, d1, d2 } of positions.slice(10, 13)) {
      const [after] = resultsOf(board, d1, d2);
      if (!after) continue;
      expect(fast.value(after, close)).toBeCloseTo(plain.value(after, close), 12);
    }
  });
});

describe("the expert's close decisions", () => {
  it("values the best two at 2-ply when they are within the window, and only then", () => {
    const plays = new PlayList(256);
    const twoPly = new TwoPly(plainNear(equityOnRoll), (before, after) =>
      pubevalScore(after, isRace(before)),
    );
    const close = EXPERT_SEARCH.close;
    if (!close) throw new Error("the expert has no close search");
    const withoutClose = { ...EXPERT_SEARCH, close: undefined };
    let settled = 0;
    let apart = 0;
    for (const { board, d1, d2 } of positions) {
      if (plays.generate(board, d1, d2) < 2) continue;
      const oneply = expertSearcher.rank(plays, withoutClose);
      const ranked = expertSearcher.rank(plays, EXPERT_SEARCH);
      const isClose = oneply[1].plies === 1 && oneply[0].equity - oneply[1].equity <= close.window;
      if (!isClose) {
        expect(ranked).toEqual(oneply);
        apart++;
        continue;
      }
      // The best two, each at the mean of its 2-ply and 1-ply values, best first.
      const expected = oneply.slice(0, 2).map((r) => ({
        index: r.index,
        equity: (twoPly.value(plays.resultInto(r.index, new Int8Array(50)), close) + r.equity) / 2,
      }));
      expected.sort((x, y) => y.equity - x.equity || x.index - y.index);
      expect(ranked.slice(0, 2).map((r) => r.index)).toEqual(expected.map((r) => r.index));
      for (let k = 0; k < 2; k++) {
        expect(ranked[k].plies).toBe(2);
        expect(ranked[k].equity).toBeCloseTo(expected[k].equity, 12);
      }
      expect(ranked.slice(2)).toEqual(oneply.slice(2));
      expect(expertSearcher.best(plays, EXPERT_SEARCH)).toBe(ranked[0].index);
      settled++;
    }
    expect(settled).toBeGreaterThan(2);
    expect(apart).toBeGreaterThan(2);
  });
});
