import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { BAR, OPP, sameBoard, type Board } from "../../../src/games/backgammon/board";
import { canonicalSegments } from "../../../src/games/backgammon/canonical-play";
import { legalStep, PlayList } from "../../../src/games/backgammon/movegen";
import { samplePositions } from "../../../src/games/backgammon/sample-positions";

/**
 * Makes the canonical steps of play `i` one by one IN THE WRITTEN ORDER, one die each;
 * returns what went wrong, or null when every step was legal, each hit happened
 * exactly where marked, and the play's resulting position was reached.
 */
function replayInOrder(start: Board, d1: number, d2: number, plays: PlayList, i: number) {
  const board = start.slice();
  const dice = d1 === d2 ? [d1, d1, d1, d1] : [d1, d2];
  for (const step of canonicalSegments(start, plays, i)) {
    const text = `${step.from}/${step.to}`;
    const from = step.from === 25 ? BAR : step.from - 1;
    if (board[BAR] > 0 && from !== BAR) return `${text} before entering from the bar`;
    // The die: the distance, or for a bear-off the exact or a larger legal die.
    const candidates =
      step.to > 0
        ? [step.from - step.to]
        : [...new Set(dice)].filter((d) => d >= step.from).sort((a, b) => a - b);
    const die = candidates.find((d) => dice.includes(d) && legalStep(board, 0, from, d));
    if (die === undefined) return `${text} is not legal at its place`;
    dice.splice(dice.indexOf(die), 1);
    board[from]--;
    if (step.to === 0) {
      if (step.hit) return `${text} marked as a hit`;
      continue;
    }
    const theirs = OPP + 24 - step.to;
    if ((board[theirs] === 1) !== step.hit) return `${text}: wrong hit mark`;
    if (board[theirs] === 1) {
      board[theirs] = 0;
      board[OPP + BAR]++;
    }
    board[step.to - 1]++;
  }
  return sameBoard(board, plays.resultInto(i, new Int8Array(50))) ? null : "wrong result";
}

describe("canonical play order", () => {
  it("is playable step by step and marks the hits where they happen", () => {
    const plays = new PlayList();
    const problems: string[] = [];
    let checked = 0;
    for (const p of samplePositions(rngFromSeed(21), 1500)) {
      const n = plays.generate(p.board, p.d1, p.d2);
      for (let i = 0; i < n; i++, checked++) {
        const problem = replayInOrder(p.board, p.d1, p.d2, plays, i);
        if (problem) problems.push(`${p.board.join(",")} ${p.d1}-${p.d2}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });
});
