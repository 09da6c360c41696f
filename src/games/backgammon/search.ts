import { BOARD_SIZE, checkersOn, swapSides, type Board } from "./board";
import {
  plainNear,
  type NearEval,
  type NearEvalFactory,
  type Prefilter,
  type StaticEval,
} from "./evaluation";
import { PlayList } from "./movegen";
import { ROLLS } from "./rolls";
import { wonValue } from "./scoring";
import { Shortlist } from "./shortlist";
import { TwoPly, type CloseSearch } from "./two-ply";

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
  /**
   * When the best two searched plays are within `close.window`, each is valued again
   * at 2-ply (two-ply.ts), and its equity becomes the mean of that and its searched
   * value (absent: never).
   */
  readonly close?: CloseSearch;
}

export interface RankedPlay {
  /** Index in the PlayList. */
  readonly index: number;
  /** Cubeless equity for the mover after this play (at the depth it was searched to). */
  readonly equity: number;
  /**
   * The depth of `equity`: 2 for the close plays valued again at 2-ply, 1 for the
   * searched plays, 0 for the pruned ones.
   */
  readonly plies: 0 | 1 | 2;
}

export class Searcher {
  private readonly inner = new PlayList(256);
  private readonly shortlist = new Shortlist();
  private readonly swapped = new Int8Array(BOARD_SIZE);
  private readonly reply = new Int8Array(BOARD_SIZE);
  private readonly back = new Int8Array(BOARD_SIZE);
  private readonly after = new Int8Array(BOARD_SIZE);
  private readonly opponent = new Int8Array(BOARD_SIZE);
  /** The root's plays are evaluated near the first one, each 1-ply's replies near the play. */
  private readonly rootNear: NearEval;
  private readonly replyNear: NearEval;
  private readonly twoPly: TwoPly;

  /**
   * `near` (optional) evaluates positions near an anchor more cheaply than `evaluate`
   * and must equal it up to rounding; without it every evaluation is a full one.
   */
  constructor(
    private readonly evaluate: StaticEval,
    private readonly prefilter: Prefilter | null = null,
    near: NearEvalFactory = plainNear(evaluate),
  ) {
    this.rootNear = near();
    this.replyNear = near();
    this.twoPly = new TwoPly(near, prefilter);
  }

  /** 0-ply: equity for the mover after its play (`after` is still seen from the mover). */
  staticAfter(after: Board): number {
    if (checkersOn(after, 0) === 0) return wonValue(after);
    return -this.evaluate(swapSides(after, this.swapped));
  }

  /** 1-ply: the mean over the opponent's rolls of its best reply, for the mover. */
  lookahead(after: Board, replies = 0): number {
    if (checkersOn(after, 0) === 0) return wonValue(after);
    const opponent = swapSides(after, this.opponent);
    const { inner, reply, back, replyNear } = this;
    replyNear.anchor(after);
    let total = 0;
    for (const [d1, d2, weight] of ROLLS) {
      const n = inner.generate(opponent, d1, d2);
      let worst: number;
      if (n === 0) {
        worst = replyNear.equity(after); // the opponent passes: the mover is on roll again
      } else {
        worst = Infinity;
        const judged = this.shortlist.pick(inner, opponent, n, replies, this.prefilter);
        const order = this.shortlist.order;
        for (let k = 0; k < judged; k++) {
          inner.resultInto(order[k], reply);
          // The mover on roll after the reply (its half first again).
          const value = replyNear.equity(swapSides(reply, back));
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

  /** 0-ply of every play of `plays`, near the first one: [index, equity], best first. */
  private staticRanking(plays: PlayList): RankedPlay[] {
    const ranked: RankedPlay[] = [];
    this.rootNear.anchor(swapSides(plays.resultInto(0, this.after), this.swapped));
    for (let i = 0; i < plays.count; i++) {
      ranked.push({ index: i, equity: this.staticNear(plays.resultInto(i, this.after)), plies: 0 });
    }
    return ranked.sort((x, y) => y.equity - x.equity || x.index - y.index);
  }

  /** staticAfter by the root's near evaluation (anchored by staticRanking or best). */
  private staticNear(after: Board): number {
    if (checkersOn(after, 0) === 0) return wonValue(after);
    return -this.rootNear.equity(swapSides(after, this.swapped));
  }

  /**
   * Every play of `plays` (generated from the mover's board), best first. `alsoSearch`
   * (a play index) is searched at the plan's depth even when pruned, so that a played
   * move is judged like the best one (the analysis); so are the best `atLeast` plays
   * by 0-ply (the hint shows three, all judged alike).
   */
  rank(plays: PlayList, plan: SearchPlan, alsoSearch = -1, atLeast = 1): RankedPlay[] {
    return this.searchRanking(plays, this.staticRanking(plays), plan, alsoSearch, atLeast);
  }

  /** rank's search, from the plays' 0-ply ranking (staticRanking). */
  private searchRanking(
    plays: PlayList,
    ranked: RankedPlay[],
    plan: SearchPlan,
    alsoSearch = -1,
    atLeast = 1,
  ): RankedPlay[] {
    if (plan.plies === 0 || ranked.length <= 1) return ranked;
    const cut = ranked[0].equity - plan.window;
    const searched: RankedPlay[] = [];
    let k = 0;
    const width = Math.max(plan.width, atLeast);
    while (k < ranked.length && k < width && (ranked[k].equity >= cut || k < atLeast)) {
      searched.push(this.searchedPlay(plays, ranked[k].index, plan));
      k++;
    }
    let rest = ranked.slice(k);
    if (rest.some((r) => r.index === alsoSearch)) {
      searched.push(this.searchedPlay(plays, alsoSearch, plan));
      rest = rest.filter((r) => r.index !== alsoSearch);
    }
    searched.sort(byEquity);
    if (plan.close) this.settleClose(plays, searched, plan.close);
    return [...searched, ...rest];
  }

  private searchedPlay(plays: PlayList, index: number, plan: SearchPlan): RankedPlay {
    return { index, equity: this.searched(plays.resultInto(index, this.after), plan), plies: 1 };
  }

  /**
   * When the best two of `searched` (sorted) are within the window, each is valued at
   * 2-ply, its equity becomes the mean of that and its searched value, and the two are
   * sorted again. Measured against gnubg 2-ply (training/README.md), the mean judged
   * better than either depth alone.
   */
  private settleClose(plays: PlayList, searched: RankedPlay[], close: CloseSearch): void {
    if (searched.length < 2 || searched[0].equity - searched[1].equity > close.window) return;
    for (let k = 0; k < 2; k++) {
      const { index, equity } = searched[k];
      const deep = this.twoPly.value(plays.resultInto(index, this.after), close);
      searched[k] = { index, equity: (deep + equity) / 2, plies: 2 };
    }
    if (byEquity(searched[0], searched[1]) > 0) {
      [searched[0], searched[1]] = [searched[1], searched[0]];
    }
  }

  /**
   * The index of the best play (plays.count ≥ 1). When only one play is within the
   * window, it is the choice without a search: a lookahead could only confirm it.
   */
  best(plays: PlayList, plan: SearchPlan): number {
    if (plays.count === 1) return 0;
    const ranked = this.staticRanking(plays);
    if (plan.plies === 1 && ranked[1].equity < ranked[0].equity - plan.window) {
      return ranked[0].index;
    }
    return this.searchRanking(plays, ranked, plan)[0].index;
  }
}

/** Best equity first; equal equities by play index (so a ranking is reproducible). */
function byEquity(x: RankedPlay, y: RankedPlay): number {
  return y.equity - x.equity || x.index - y.index;
}
