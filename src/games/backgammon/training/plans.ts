/**
 * The plans judge-plans.ts compares: each picks a play among `plays` (generated from
 * `board`, at least two). Experiments live here; the bots' own plans are in bot.ts.
 */
import { readFileSync } from "node:fs";
import type { Board } from "../board";
import { equityOnRollBy, EXPERT_SEARCH, STRONG_SEARCH } from "../bot";
import type { PlayList } from "../movegen";
import { loadNet, type Net, type NetWeights } from "../net-eval";
import { isRace, pubevalScore } from "../pubeval";
import { Searcher, type SearchPlan } from "../search";

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

/** The expert's 1-ply plan, without the 2-ply of its close decisions (the expert until 4 December). */
const EXPERT_1PLY: SearchPlan = { ...EXPERT_SEARCH, close: undefined };

export const PLANS_FOR_JUDGING: Record<string, PlanForJudging> = {
  zero: searchPlan({ plies: 0, width: 1, window: 0, replies: 0 }),
  strong: searchPlan(STRONG_SEARCH),
  expert: searchPlan(EXPERT_SEARCH),
  expert1: searchPlan(EXPERT_1PLY),
  // the close decisions at 2-ply, wider (judged as "two"; the expert's rule was "twoCheap")
  two: searchPlan({ ...EXPERT_1PLY, close: { window: 0.06, replies: 0, plays: 4 } }),
  // the expert's plan until 4 December: wider, the 1-ply value alone
  wide: searchPlan({ plies: 1, width: 6, window: 0.16, replies: 8 }),
  // the blend alone, and the blend's weight
  avg2: searchPlan({ ...STRONG_SEARCH, blend: 0.5 }),
  b70: searchPlan({ ...STRONG_SEARCH, blend: 0.7 }),
  a4b70: searchPlan({ ...EXPERT_1PLY, blend: 0.7 }),
  a4b30: searchPlan({ ...EXPERT_1PLY, blend: 0.3 }),
  // wider, or fewer replies
  avg6: searchPlan({ plies: 1, width: 6, window: 0.16, replies: 8, blend: 0.5 }),
  avg4r3: searchPlan({ ...EXPERT_1PLY, replies: 3 }),
  zero2: withSecond({ plies: 0, width: 1, window: 0, replies: 0 }),
  strong2: withSecond(STRONG_SEARCH),
  expert2: withSecond(EXPERT_SEARCH),
  expert12: withSecond(EXPERT_1PLY),
  wide2: withSecond({ plies: 1, width: 6, window: 0.16, replies: 8 }),
};
