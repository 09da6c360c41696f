import { CELLS } from "./board";
import type { SearchBoard, ThreatRest } from "./bot-board";
import { colourCount } from "./bot-tactics";

/**
 * The careful greedy policy on a SearchBoard (bot.ts: the cells strong chooses among,
 * and how strong expects the opponent to reply): the same choice as greedyScore at a
 * fraction of the cost, for the strong bot's search, its features and the games its
 * value net is trained on.
 *
 * The careful rating of painting `colour` on the empty `cell`, smaller is
 * better: −1 for a win, else twice the number of colours the opponent could win with
 * next, plus one for handing them a cluster point. The same order as greedyScore
 * (bot-search.ts): one winning colour more always weighs more than a point.
 */
export function carefulRating(
  board: SearchBoard,
  cell: number,
  colour: number,
  rest: ThreatRest,
): number {
  if (board.wins[cell] & (1 << (colour - 1))) return -1;
  const threat = board.threatAfter(cell, colour, rest);
  return 2 * colourCount(threat) + (board.makesCluster(cell, colour) ? 1 : 0);
}

/**
 * The cells the careful policy rates best for `colour`, written to `out` (ascending); returns
 * how many. A win is among them exactly when one exists.
 */
export function carefulCells(board: SearchBoard, colour: number, out: Int8Array): number {
  const rest = board.threatRest();
  let best = Infinity;
  let count = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (board.cells[cell] !== 0) continue;
    const rating = carefulRating(board, cell, colour, rest);
    if (rating < best) {
      best = rating;
      count = 0;
    }
    if (rating === best) out[count++] = cell;
  }
  return count;
}
