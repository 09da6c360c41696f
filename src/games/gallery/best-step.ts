import type { LayContext } from "./builder";
import { isJokerCode, valueOfCode } from "./cards";
import { forEachStep, placementsOf, type StepSearch } from "./steps";
import type { Placement } from "./state";

/**
 * The reference bot's step: of the legal steps of at most `maxCards` cards, the one
 * with the largest sum of card values (a joker 0); ties: fewer cards; then the smaller
 * cells, compared in reading order one by one (the step whose first differing cell
 * comes first); then the smaller cards at those cells (colour r, y, b, g, then value;
 * a real card before a joker).
 *
 * Exact, by branch and bound over the step generator: a branch is cut when even the
 * hand's best cards on every cell still allowed (the size limit's and the
 * keep-one-card rule's) could not beat, or tie, the best step found.
 */
export interface RankedStep {
  readonly sum: number;
  /** Cells in reading order, and the codes on them. */
  readonly cells: readonly number[];
  readonly codes: readonly number[];
}

/** Negative when `a` ranks before `b` (the order above). */
export function compareSteps(a: RankedStep, b: RankedStep): number {
  if (a.sum !== b.sum) return b.sum - a.sum;
  if (a.cells.length !== b.cells.length) return a.cells.length - b.cells.length;
  for (let i = 0; i < a.cells.length; i++) {
    if (a.cells[i] !== b.cells[i]) return a.cells[i] - b.cells[i];
  }
  for (let i = 0; i < a.codes.length; i++) {
    if (a.codes[i] !== b.codes[i]) return a.codes[i] - b.codes[i];
  }
  return 0;
}

function ranked(search: StepSearch): RankedStep {
  const order = search.cells.map((_, i) => i).sort((i, j) => search.cells[i] - search.cells[j]);
  return {
    sum: search.sum,
    cells: order.map((i) => search.cells[i]),
    codes: order.map((i) => search.codes[i]),
  };
}

/** The best step by compareSteps, or null when no step is legal. */
export function bestStep(context: LayContext, maxCards: number): Placement[] | null {
  let best: RankedStep | null = null;
  const values = new Int8Array(11);
  const rules = context.rules;
  forEachStep(
    context,
    (search) => {
      const step = ranked(search);
      if (best === null || compareSteps(step, best) < 0) best = step;
    },
    {
      prune: (search) => {
        if (best === null) return false;
        const room = Math.min(
          rules.limit + 1 - search.board.count,
          rules.keepOne ? search.hand.size - 1 : search.hand.size,
          maxCards - search.cells.length,
        );
        if (room <= 0) return true;
        // The most points `room` more cards could add, and how few cards reach the best sum.
        values.fill(0);
        for (let code = 1; code <= 40; code++)
          values[valueOfCode(code)] += search.hand.counts[code];
        let add = 0;
        let left = room;
        let needed = -1;
        const gap = best.sum - search.sum;
        for (let v = 10; v >= 1 && left > 0; v--) {
          const take = Math.min(left, values[v]);
          for (let k = 0; k < take; k++) {
            add += v;
            if (needed < 0 && add >= gap) needed = room - left + k + 1;
          }
          left -= take;
        }
        if (search.sum + add < best.sum) return true;
        // Reaching a tie on the sum takes `needed` more cards: more cards lose the tie.
        if (search.sum + add === best.sum && needed >= 0) {
          return search.cells.length + Math.max(needed, 1) > best.cells.length;
        }
        return false;
      },
      maxCards,
    },
  );
  const found = best as RankedStep | null;
  return found ? placementsOf(found.cells, found.codes) : null;
}

export const stepPoints = (codes: readonly number[]): number =>
  codes.reduce((sum, code) => sum + (isJokerCode(code) ? 0 : valueOfCode(code)), 0);
