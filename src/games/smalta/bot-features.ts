import { CELLS, COLOURS } from "./board";
import type { SearchBoard } from "./bot-board";
import { carefulRating } from "./bot-careful";
import { colourCount } from "./bot-tactics";

/**
 * What the strong bot's value net (bot-value.ts) sees of a position with the die, for
 * the seat about to roll. Smalta is decided by who first runs out of safe cells, so
 * the features count safe cells: for each empty cell and colour, whether painting it
 * there hands the opponent nothing ("quiet"), only a cluster point, or a live block.
 * Counts are folded over colours and cells (histograms), since neither a colour nor a
 * place on the board matters, only how many options each side keeps.
 *
 * The layout is fixed by the trained weights: change it only with a retrained net
 * (training/README.md).
 */
export const FEATURE_COUNT = 84;

/** The careful rating of a paint (bot-careful.ts): −1 a win, 0 quiet, 1 a point, ≥ 2 live. */
const WIN = -1;
const QUIET = 0;
const POINT_ONLY = 1;

/** Per-call scratch, so a search of thousands of positions allocates nothing. */
const quietCells = new Int32Array(COLOURS + 1);
const pointCells = new Int32Array(COLOURS + 1);
const bestRating = new Int32Array(COLOURS + 1);
const cellsByQuietColours = new Int32Array(COLOURS + 1);
const cellsBySafeColours = new Int32Array(COLOURS + 1);

/** Writes the features of `board` (the seat to move is about to roll) to `out`. */
export function featuresOf(board: SearchBoard, out: Float32Array): void {
  out.fill(0, 0, FEATURE_COUNT);
  const counts = countSafeCells(board);
  const empty = board.empty;
  let i = 0;
  out[i++] = empty / CELLS;
  out[i++] = empty & 1;
  out[i + Math.min(empty, 24)] = 1;
  i += 25;
  out[i + colourCount(board.threat())] = 1;
  i += 7;
  for (let c = 1; c <= COLOURS; c++) {
    const r = bestRating[c];
    out[i + (r === WIN ? 0 : Math.min(r, 4) + 1)] += 1 / COLOURS;
  }
  i += 6;
  for (let c = 1; c <= COLOURS; c++) out[i + Math.min(quietCells[c], 5)] += 1 / COLOURS;
  i += 6;
  for (let c = 1; c <= COLOURS; c++) {
    out[i + Math.min(quietCells[c] + pointCells[c], 5)] += 1 / COLOURS;
  }
  i += 6;
  const sorted = Array.from(quietCells.subarray(1)).sort((a, b) => a - b);
  for (const n of sorted) out[i++] = n / 10;
  out[i++] = counts.noLiveCells / 10;
  out[i++] = counts.noLiveCells & 1;
  out[i++] = Math.tanh(board.lead);
  out[i++] = (Math.tanh(board.lead) / (1 + empty)) * 4;
  out[i++] = 1;
  for (let k = 0; k <= COLOURS; k++) out[i++] = cellsByQuietColours[k] / 10;
  for (let k = 0; k <= COLOURS; k++) out[i++] = cellsBySafeColours[k] / 10;
  out[i++] = counts.quietPairs / 60;
  out[i++] = counts.safePairs / 60;
  out[i++] = counts.quietPairs & 1;
  out[i++] = counts.safePairs & 1;
  out[i++] = (counts.noLiveCells + empty) & 1;
}

/**
 * Rates every (empty cell, colour) pair as the careful policy does and fills the scratch
 * tables: per colour, its quiet and point-only cells and its best rating; per number
 * of colours, the cells quiet (or safe: quiet or point-only) for that many colours;
 * and the cells where no colour makes a live block (a win there does not count).
 */
function countSafeCells(board: SearchBoard): {
  noLiveCells: number;
  quietPairs: number;
  safePairs: number;
} {
  quietCells.fill(0);
  pointCells.fill(0);
  bestRating.fill(99);
  cellsByQuietColours.fill(0);
  cellsBySafeColours.fill(0);
  const rest = board.threatRest();
  let noLiveCells = 0;
  let quietPairs = 0;
  let safePairs = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (board.cells[cell] !== 0) continue;
    let quiet = 0;
    let safe = 0;
    let live = false;
    for (let c = 1; c <= COLOURS; c++) {
      const r = carefulRating(board, cell, c, rest);
      if (r < bestRating[c]) bestRating[c] = r;
      if (r === QUIET) quietCells[c]++;
      else if (r === POINT_ONLY) pointCells[c]++;
      if (r === QUIET) quiet++;
      if (r === QUIET || r === POINT_ONLY) safe++;
      if (r > POINT_ONLY) live = true;
    }
    if (!live) noLiveCells++;
    cellsByQuietColours[quiet]++;
    cellsBySafeColours[safe]++;
    quietPairs += quiet;
    safePairs += safe;
  }
  return { noLiveCells, quietPairs, safePairs };
}
