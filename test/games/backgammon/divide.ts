import { PlayList } from "../../../src/games/backgammon/movegen";
import { canonicalSegments } from "../../../src/games/backgammon/canonical-play";
import { formatSegment } from "../../../src/games/backgammon/notation";
import type { Board } from "../../../src/games/backgammon/board";

/** The 21 distinct rolls, in the order of the perft table: 11 12 … 16 22 … 66. */
export const ROLLS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) out.push([a, b]);
  return out;
})();

/**
 * "Divide", as in chess perft: the plays of a roll grouped by their first canonical
 * step, with counts — compare with another generator's list to find which branch
 * holds a wrong count.
 */
export function divide(board: Board, d1: number, d2: number): Record<string, number> {
  const plays = new PlayList();
  const n = plays.generate(board, d1, d2);
  const out: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const first = formatSegment({ ...canonicalSegments(board, plays, i)[0], hit: false });
    out[first] = (out[first] ?? 0) + 1;
  }
  return out;
}
