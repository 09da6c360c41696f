import { CELLS, COLOURS } from "./board";
import { SearchBoard } from "./bot-board";
import { carefulCells } from "./bot-careful";
import type { ValueNet } from "./bot-value";

/**
 * The strong bot's choice with the die: for each candidate cell, the expected value
 * after the opponent's turn, played carefully (a win when they roll one, else any of
 * the cells the careful policy rates best, equally likely), each resulting position
 * judged by the value net. Exact over the opponent's roll and choice, so two cells
 * are told apart by their positions, not by the luck of sampled games.
 */
export function bestByExpectimax(
  start: SearchBoard,
  colour: number,
  candidates: readonly number[],
  net: ValueNet,
): number[] {
  let best: number[] = [];
  let bestValue = -Infinity;
  for (const cell of candidates) {
    const value = valueAfterPaint(start, cell, colour, net);
    if (value > bestValue + 1e-12) {
      bestValue = value;
      best = [cell];
    } else if (value >= bestValue - 1e-12) best.push(cell);
  }
  return best;
}

const after = new SearchBoard();
const replied = new SearchBoard();
const replies = new Int8Array(CELLS);

/**
 * The mover's chance to win after painting `colour` on `cell` (which must not win): the
 * value `bestByExpectimax` ranks by, exported for the hint's reason line (hint.ts).
 */
export function valueAfterPaint(
  start: SearchBoard,
  cell: number,
  colour: number,
  net: ValueNet,
): number {
  after.copyFrom(start);
  after.paint(cell, colour);
  // The opponent is now to move: a full board is decided on their lead.
  if (after.empty === 0) return 1 - pointsResult(after.lead);
  let total = 0;
  for (let theirs = 1; theirs <= COLOURS; theirs++) {
    const count = carefulCells(after, theirs, replies);
    // Their best cells are all wins when any is: this roll loses (adds 0).
    if (after.wins[replies[0]] & (1 << (theirs - 1))) continue;
    let sum = 0;
    for (let k = 0; k < count; k++) {
      replied.copyFrom(after);
      replied.paint(replies[k], theirs);
      sum += replied.empty === 0 ? pointsResult(replied.lead) : net.value(replied);
    }
    total += sum / count;
  }
  return total / COLOURS;
}

/** A full board for the seat to move, whose point lead is `lead`: 1, ½ or 0. */
function pointsResult(lead: number): number {
  return lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
}
