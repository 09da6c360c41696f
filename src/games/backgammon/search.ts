import { BOARD_SIZE, checkersOn, OPP as BOARD_OPP, swapSides, type Board } from "./board";
import { PlayList } from "./movegen";
import { winKind } from "./scoring";

// A local copy for the hot loops (tsx's CommonJS transform makes imported bindings getters).
const OPP = BOARD_OPP;

/**
 * Search over a static evaluation, in GNU Backgammon's terms: "0-ply" scores each
 * play by the evaluation of its resulting position; "1-ply" looks one roll further —
 * for each of the 21 rolls of the opponent, the opponent's best reply by the static
 * evaluation — and averages over the rolls (a double weighs 1/36, others 2/36).
 *
 * Move pruning: only the plays whose 0-ply value is within `window` of the best, at
 * most `width` of them, are searched at 1-ply; the others keep their 0-ply value and
 * rank below every searched play (they were judged worse already).
 */

/** Cubeless equity of the player ON ROLL in `board` (its half first); the rules' ±1/2/3 at the end. */
export type StaticEval = (board: Board) => number;

/**
 * A cheap score of a play's result for the player who made it (higher is better; a
 * linear evaluation such as pubeval), used only to rank replies before the real
 * evaluation. `before` is the board the play was made from.
 */
export type Prefilter = (before: Board, after: Board) => number;

export interface SearchPlan {
  /** 0: static evaluation only; 1: one roll of lookahead. */
  readonly plies: 0 | 1;
  /**
   * At 1-ply, how many of the opponent's replies to each roll the static evaluation
   * judges: the best ones by the cheap `prefilter` (0: all of them).
   */
  readonly replies: number;
  /** At most this many plays searched at 1-ply. */
  readonly width: number;
  /** Only plays within this much 0-ply equity of the best are searched. */
  readonly window: number;
  /**
   * A searched play's equity: blend × its 1-ply value + (1 − blend) × its 0-ply value
   * (absent: 1, the 1-ply value alone). A 0-ply value judges the position with the
   * opponent on roll, a 1-ply value with the mover on roll again, and a net's errors
   * lean differently in the two; their mean ranks plays better than either (measured
   * with training/judge-plans.ts: training/README.md).
   */
  readonly blend?: number;
}

export interface RankedPlay {
  /** Index in the PlayList. */
  readonly index: number;
  /** Cubeless equity for the mover after this play (at the depth it was searched to). */
  readonly equity: number;
  /** The depth of `equity`: 1 for the searched plays, 0 for the pruned ones. */
  readonly plies: 0 | 1;
}

/** The 21 distinct rolls and their weights out of 36. */
export const ROLLS: readonly (readonly [number, number, number])[] = (() => {
  const out: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) out.push([a, b, a === b ? 1 : 2]);
  return out;
})();

/** What the mover gets for bearing off its last checker: 1, 2 or 3 by the loser's half. */
export function wonValue(after: Board): number {
  return winKind(Array.from(after.subarray(OPP, OPP + 25))).multiplier;
}

export class Searcher {
  private readonly inner = new PlayList(256);
  private readonly swapped = new Int8Array(BOARD_SIZE);
  private readonly reply = new Int8Array(BOARD_SIZE);
  private readonly back = new Int8Array(BOARD_SIZE);
  private readonly after = new Int8Array(BOARD_SIZE);
  private readonly opponent = new Int8Array(BOARD_SIZE);

  private readonly scores = new Float64Array(1024);
  private readonly order = new Int32Array(1024);

  constructor(
    private readonly evaluate: StaticEval,
    private readonly prefilter: Prefilter | null = null,
  ) {}

  /** 0-ply: equity for the mover after its play (`after` is still seen from the mover). */
  staticAfter(after: Board): number {
    if (checkersOn(after, 0) === 0) return wonValue(after);
    return -this.evaluate(swapSides(after, this.swapped));
  }

  /** 1-ply: the mean over the opponent's rolls of its best reply, for the mover. */
  lookahead(after: Board, replies = 0): number {
    if (checkersOn(after, 0) === 0) return wonValue(after);
    const opponent = swapSides(after, this.opponent);
    const inner = this.inner;
    const reply = this.reply;
    const back = this.back;
    let total = 0;
    for (const [d1, d2, weight] of ROLLS) {
      const n = inner.generate(opponent, d1, d2);
      let worst: number;
      if (n === 0) {
        worst = this.evaluate(after); // the opponent passes: the mover is on roll again
      } else {
        worst = Infinity;
        const judged = this.shortlist(opponent, n, replies);
        for (let k = 0; k < judged; k++) {
          inner.resultInto(this.order[k], reply);
          // The mover on roll after the reply (its half first again).
          const value = this.evaluate(swapSides(reply, back));
          if (value < worst) worst = value;
        }
      }
      total += weight * worst;
    }
    return total / 36;
  }

  /** A searched play's equity by `plan`: its 1-ply value blended with its 0-ply value. */
  searched(after: Board, plan: SearchPlan): number {
    const blend = plan.blend ?? 1;
    const deep = this.lookahead(after, plan.replies);
    return blend === 1 ? deep : blend * deep + (1 - blend) * this.staticAfter(after);
  }

  /**
   * Puts in `order` the replies to judge: all n, or the best `replies` of them by the
   * prefilter (a partial selection sort: `replies` is small). Returns how many.
   */
  private shortlist(before: Board, n: number, replies: number): number {
    const order = this.order;
    for (let i = 0; i < n; i++) order[i] = i;
    if (replies <= 0 || n <= replies || this.prefilter === null) return n;
    const scores = this.scores;
    for (let i = 0; i < n; i++) {
      scores[i] = this.prefilter(before, this.inner.resultInto(i, this.reply));
    }
    for (let k = 0; k < replies; k++) {
      let best = k;
      for (let i = k + 1; i < n; i++) if (scores[order[i]] > scores[order[best]]) best = i;
      const t = order[k];
      order[k] = order[best];
      order[best] = t;
    }
    return replies;
  }

  /**
   * Every play of `plays` (generated from the mover's board), best first. `alsoSearch`
   * (a play index) is searched at the plan's depth even when pruned, so that a played
   * move is judged like the best one (the analysis); so are the best `atLeast` plays
   * by 0-ply (the hint shows three, all judged alike).
   */
  rank(plays: PlayList, plan: SearchPlan, alsoSearch = -1, atLeast = 1): RankedPlay[] {
    const ranked: RankedPlay[] = [];
    for (let i = 0; i < plays.count; i++) {
      ranked.push({
        index: i,
        equity: this.staticAfter(plays.resultInto(i, this.after)),
        plies: 0,
      });
    }
    ranked.sort((x, y) => y.equity - x.equity || x.index - y.index);
    if (plan.plies === 0 || ranked.length <= 1) return ranked;
    const cut = ranked[0].equity - plan.window;
    const searched: RankedPlay[] = [];
    let k = 0;
    const width = Math.max(plan.width, atLeast);
    while (k < ranked.length && k < width && (ranked[k].equity >= cut || k < atLeast)) {
      const index = ranked[k].index;
      searched.push({
        index,
        equity: this.searched(plays.resultInto(index, this.after), plan),
        plies: 1,
      });
      k++;
    }
    let rest = ranked.slice(k);
    const extra = rest.findIndex((r) => r.index === alsoSearch);
    if (extra >= 0) {
      searched.push({
        index: alsoSearch,
        equity: this.searched(plays.resultInto(alsoSearch, this.after), plan),
        plies: 1,
      });
      rest = rest.filter((r) => r.index !== alsoSearch);
    }
    searched.sort((x, y) => y.equity - x.equity || x.index - y.index);
    return [...searched, ...rest];
  }

  /**
   * The index of the best play (plays.count ≥ 1). When only one play is within the
   * window, it is the choice without a search: a lookahead could only confirm it.
   */
  best(plays: PlayList, plan: SearchPlan): number {
    if (plays.count === 1) return 0;
    if (plan.plies === 1) {
      let top = -Infinity;
      let topIndex = 0;
      let second = -Infinity;
      for (let i = 0; i < plays.count; i++) {
        const e = this.staticAfter(plays.resultInto(i, this.after));
        if (e > top) {
          second = top;
          top = e;
          topIndex = i;
        } else if (e > second) second = e;
      }
      if (second < top - plan.window) return topIndex;
    }
    return this.rank(plays, plan)[0].index;
  }
}
