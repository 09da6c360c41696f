import { BOARD_SIZE, type Board } from "./board";
import type { Prefilter } from "./evaluation";
import type { PlayList } from "./movegen";

/**
 * The plays a search judges with the (costly) evaluation: all of a list's plays, or
 * the best `few` by the cheap prefilter. Its buffers are reused between calls.
 */
export class Shortlist {
  /** After `pick`, the chosen play indices come first, best by the prefilter first. */
  readonly order = new Int32Array(1024);
  private readonly scores = new Float64Array(1024);
  private readonly result = new Int8Array(BOARD_SIZE);

  /**
   * Fills `order` with the plays to judge among `list`'s n plays from `before`: all
   * of them when `few` is 0, n ≤ few or there is no prefilter, else the best `few`
   * (a partial selection sort: `few` is small). Returns how many.
   */
  pick(list: PlayList, before: Board, n: number, few: number, prefilter: Prefilter | null): number {
    const order = this.order;
    for (let i = 0; i < n; i++) order[i] = i;
    if (few <= 0 || n <= few || prefilter === null) return n;
    const scores = this.scores;
    for (let i = 0; i < n; i++) scores[i] = prefilter(before, list.resultInto(i, this.result));
    for (let k = 0; k < few; k++) {
      let best = k;
      for (let i = k + 1; i < n; i++) if (scores[order[i]] > scores[order[best]]) best = i;
      const t = order[k];
      order[k] = order[best];
      order[best] = t;
    }
    return few;
  }
}
