import { BOARD_SIZE, checkersOn, swapSides, type Board } from "./board";
import type { NearEval, NearEvalFactory, Prefilter } from "./evaluation";
import { PlayList } from "./movegen";
import { ROLLS } from "./rolls";
import { wonValue } from "./scoring";
import { Shortlist } from "./shortlist";

/**
 * A second roll of lookahead for the expert's close decisions (SearchPlan.close):
 * the value of a play at 2-ply, in GNU Backgammon's terms — for each of the
 * opponent's 21 rolls its best reply, then for each of the mover's 21 rolls its best
 * play, each chosen by the static evaluation among the prefilter's best few, and the
 * mover's resulting positions evaluated. About 900 evaluations a play, so it is spent
 * only where the 1-ply search cannot tell the best two plays apart.
 */
export interface CloseSearch {
  /** Both of the best two plays are valued at 2-ply when within this much equity. */
  readonly window: number;
  /** The opponent's replies to each roll the evaluation judges (the prefilter's best). */
  readonly replies: number;
  /** The mover's plays for each of its next rolls the evaluation judges. */
  readonly plays: number;
}

export class TwoPly {
  private readonly outer = new PlayList(256);
  private readonly inner = new PlayList(256);
  private readonly shortlist = new Shortlist();
  private readonly outerNear: NearEval;
  private readonly innerNear: NearEval;
  private readonly opponent = new Int8Array(BOARD_SIZE);
  private readonly reply = new Int8Array(BOARD_SIZE);
  private readonly mover = new Int8Array(BOARD_SIZE);
  private readonly result = new Int8Array(BOARD_SIZE);
  private readonly swapped = new Int8Array(BOARD_SIZE);

  constructor(
    near: NearEvalFactory,
    private readonly prefilter: Prefilter | null,
  ) {
    this.outerNear = near();
    this.innerNear = near();
  }

  /** The mover's cubeless equity after its play `after` (still seen from the mover), at 2-ply. */
  value(after: Board, close: CloseSearch): number {
    if (checkersOn(after, 0) === 0) return wonValue(after);
    const opponent = swapSides(after, this.opponent);
    this.outerNear.anchor(after);
    let total = 0;
    for (const [d1, d2, weight] of ROLLS) {
      const n = this.outer.generate(opponent, d1, d2);
      let reply: Board = opponent; // a pass: the opponent's board as it is
      if (n > 0) {
        const [index, value] = this.bestPlay(
          this.outer,
          opponent,
          n,
          close.replies,
          this.outerNear,
        );
        reply = this.outer.resultInto(index, this.reply);
        if (checkersOn(reply, 0) === 0) {
          total -= weight * value; // the opponent bore off its last checker
          continue;
        }
      }
      total += weight * this.moverNext(reply, close.plays);
    }
    return total / 36;
  }

  /**
   * After the opponent's `reply` (opponent first), the mean over the mover's 21 rolls
   * of its best play's 0-ply value.
   */
  private moverNext(reply: Board, plays: number): number {
    const mover = swapSides(reply, this.mover);
    this.innerNear.anchor(reply);
    let sum = 0;
    for (const [d1, d2, weight] of ROLLS) {
      const m = this.inner.generate(mover, d1, d2);
      // A pass leaves the mover's board as it is, the opponent on roll: that is `reply`.
      const value =
        m === 0
          ? -this.innerNear.equity(reply)
          : this.bestPlay(this.inner, mover, m, plays, this.innerNear)[1];
      sum += weight * value;
    }
    return sum / 36;
  }

  /**
   * The best of `list`'s n plays from `before` for their mover by 0-ply, among the
   * prefilter's best `few`: its index and value. `near` is anchored at `before` swapped.
   */
  private bestPlay(
    list: PlayList,
    before: Board,
    n: number,
    few: number,
    near: NearEval,
  ): [number, number] {
    const judged = this.shortlist.pick(list, before, n, few, this.prefilter);
    const order = this.shortlist.order;
    let bestIndex = order[0];
    let bestValue = -Infinity;
    for (let k = 0; k < judged; k++) {
      const result = list.resultInto(order[k], this.result);
      const value =
        checkersOn(result, 0) === 0
          ? wonValue(result)
          : -near.equity(swapSides(result, this.swapped));
      if (value > bestValue) {
        bestValue = value;
        bestIndex = order[k];
      }
    }
    return [bestIndex, bestValue];
  }
}
