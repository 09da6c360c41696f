import { BAR, OPP, type Board } from "./board";
import { OFF, type PlayList } from "./movegen";
import { BAR_POINT, OFF_POINT, type Segment } from "./notation";

/**
 * The canonical text form of a generated play: one step per die, ordered from the
 * highest starting point down (bar first; ties: the farther landing first), each step
 * that hits marked `*`. That order is always playable — a checker moved twice moves
 * from its higher point first, checkers come home before others bear off, and the
 * back checker bears off with a larger die before lower ones move — so replaying the
 * steps in it marks the hits where they happen.
 */
export function canonicalSegments(board: Board, plays: PlayList, index: number): Segment[] {
  const steps = plays.stepsOf(index).map(([from, to]) => ({
    from: from === BAR ? BAR_POINT : from + 1,
    to: to === OFF ? OFF_POINT : to + 1,
  }));
  steps.sort((a, b) => b.from - a.from || b.to - a.to);
  // Which of the opponent's points hold a blot, as the steps are made in this order.
  const theirs = Array.from(board.subarray(OPP, OPP + 24));
  return steps.map(({ from, to }) => {
    let hit = false;
    if (to !== OFF_POINT && theirs[24 - to] === 1) {
      theirs[24 - to] = 0;
      hit = true;
    }
    return { from, to, hit, count: 1 };
  });
}
