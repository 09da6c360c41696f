/**
 * The plans judge-plans.ts compares: each picks a play among `plays` (generated from
 * `board`, at least two). Experiments live here; the bots' own plans are in bot.ts.
 */
import { readFileSync } from "node:fs";
import { BOARD_SIZE, checkersOn, swapSides, type Board } from "../board";
import { equityOnRollBy, EXPERT_SEARCH, STRONG_SEARCH } from "../bot";
import { PlayList } from "../movegen";
import { loadNet, type Net, type NetWeights } from "../net-eval";
import { isRace, pubevalScore } from "../pubeval";
import { ROLLS, Searcher, type SearchPlan } from "../search";

export type PlanForJudging = (board: Board, plays: PlayList, searcher: Searcher) => number;

const searchPlan =
  (plan: SearchPlan): PlanForJudging =>
  (_board, plays, searcher) =>
    searcher.best(plays, plan);

/**
 * BG_NET2=file: a second net (other weights) whose plans are "zero2", "strong2" and
 * "expert2", to judge a new net against the shipped one on the same positions.
 */
function secondSearcher(): Searcher | null {
  const file = process.env.BG_NET2;
  if (!file) return null;
  const net: Net | null = loadNet(JSON.parse(readFileSync(file, "utf8")) as NetWeights);
  if (!net) throw new Error(`BG_NET2=${file}: the weights fit no encoding`);
  const probs = new Float64Array(5);
  const onRoll = (board: Board): number => equityOnRollBy(net, board, probs);
  return new Searcher(onRoll, (before, after) => pubevalScore(after, isRace(before)));
}
const second = secondSearcher();
const withSecond =
  (plan: SearchPlan): PlanForJudging =>
  (_board, plays) => {
    if (!second) throw new Error("set BG_NET2 to judge a second net");
    return second.best(plays, plan);
  };

export const PLANS_FOR_JUDGING: Record<string, PlanForJudging> = {
  zero: searchPlan({ plies: 0, width: 1, window: 0, replies: 0 }),
  strong: searchPlan(STRONG_SEARCH),
  expert: searchPlan(EXPERT_SEARCH),
  // the expert's plan until 4 December: wider, the 1-ply value alone
  wide: searchPlan({ plies: 1, width: 6, window: 0.16, replies: 8 }),
  // the blend alone, and the blend's weight
  avg2: searchPlan({ ...STRONG_SEARCH, blend: 0.5 }),
  b70: searchPlan({ ...STRONG_SEARCH, blend: 0.7 }),
  a4b70: searchPlan({ ...EXPERT_SEARCH, blend: 0.7 }),
  a4b30: searchPlan({ ...EXPERT_SEARCH, blend: 0.3 }),
  // wider, or fewer replies
  avg6: searchPlan({ plies: 1, width: 6, window: 0.16, replies: 8, blend: 0.5 }),
  avg4r3: searchPlan({ ...EXPERT_SEARCH, replies: 3 }),
  zero2: withSecond({ plies: 0, width: 1, window: 0, replies: 0 }),
  strong2: withSecond(STRONG_SEARCH),
  expert2: withSecond(EXPERT_SEARCH),
  wide2: withSecond({ plies: 1, width: 6, window: 0.16, replies: 8 }),
};

/**
 * "two" and "twoCheap": experiments, too slow for the bots (about 100 ms and 50 ms a
 * position here). The expert's ranking; then, when its best two plays are within
 * `window`, both valued at 2-ply — for each roll of the opponent its best reply by
 * 0-ply (among pubeval's best `opponentReplies`, 0: all), then for each roll of the
 * mover its best play by 0-ply (among pubeval's best `moverPlays`) — and that value
 * averaged with the blended 1-ply one.
 */
interface TwoPly {
  readonly window: number;
  readonly opponentReplies: number;
  readonly moverPlays: number;
}
const outer = new PlayList(256);
const inner = new PlayList(256);
const scratch = Array.from({ length: 5 }, () => new Int8Array(BOARD_SIZE));

/**
 * The index of the best of `list`'s n plays from `before` for its mover by 0-ply, among
 * pubeval's best `few` (0: all), with its value.
 */
function bestByNet(
  searcher: Searcher,
  list: PlayList,
  before: Board,
  n: number,
  few: number,
  into: Board,
): [number, number] {
  let candidates = Array.from({ length: n }, (_, i) => i);
  if (few > 0 && n > few) {
    const race = isRace(before);
    const score = candidates.map((i) => pubevalScore(list.resultInto(i, into), race));
    candidates = candidates.sort((x, y) => score[y] - score[x]).slice(0, few);
  }
  let best: [number, number] = [candidates[0], -Infinity];
  for (const i of candidates) {
    const value = searcher.staticAfter(list.resultInto(i, into));
    if (value > best[1]) best = [i, value];
  }
  return best;
}

/** The mover's equity after its play `after` (still seen from the mover), at 2-ply. */
function twoPly(searcher: Searcher, after: Board, how: TwoPly): number {
  if (checkersOn(after, 0) === 0) return searcher.staticAfter(after);
  const opponent = swapSides(after, scratch[0]);
  let total = 0;
  for (const [d1, d2, w] of ROLLS) {
    const n = outer.generate(opponent, d1, d2);
    let reply: Board = opponent; // a pass: the opponent's board as it is
    if (n > 0) {
      const [index, value] = bestByNet(
        searcher,
        outer,
        opponent,
        n,
        how.opponentReplies,
        scratch[1],
      );
      reply = outer.resultInto(index, scratch[1]);
      if (checkersOn(reply, 0) === 0) {
        total -= w * value; // the opponent bore off its last checker
        continue;
      }
    }
    const mover = swapSides(reply, scratch[3]);
    let sum = 0;
    for (const [e1, e2, v] of ROLLS) {
      const m = inner.generate(mover, e1, e2);
      sum +=
        v *
        (m === 0
          ? searcher.staticAfter(mover)
          : bestByNet(searcher, inner, mover, m, how.moverPlays, scratch[4])[1]);
    }
    total += w * (sum / 36);
  }
  return total / 36;
}

const twoAfter = new Int8Array(BOARD_SIZE);
const twoPlan =
  (how: TwoPly): PlanForJudging =>
  (_board, plays, searcher) => {
    const ranked = searcher.rank(plays, EXPERT_SEARCH);
    if (ranked.length < 2 || ranked[1].plies !== 1) return ranked[0].index;
    if (ranked[0].equity - ranked[1].equity > how.window) return ranked[0].index;
    let best = ranked[0].index;
    let bestValue = -Infinity;
    for (const r of ranked.slice(0, 2)) {
      const value = (twoPly(searcher, plays.resultInto(r.index, twoAfter), how) + r.equity) / 2;
      if (value > bestValue) {
        bestValue = value;
        best = r.index;
      }
    }
    return best;
  };
PLANS_FOR_JUDGING.two = twoPlan({ window: 0.06, opponentReplies: 0, moverPlays: 4 });
PLANS_FOR_JUDGING.twoCheap = twoPlan({ window: 0.04, opponentReplies: 4, moverPlays: 2 });
