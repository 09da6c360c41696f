import type { Rng } from "../../engine/rng";
import type { Model } from "./bot-model";
import {
  bestOption,
  leafDiscards,
  plan,
  type Leaf,
  type Option,
  type Plan,
  type Step,
} from "./bot-search";
import { playRound, sampleHidden } from "./bot-sim";
import { ownReach, type Weights } from "./bot-value";

/**
 * The `strong` bot: the turn planner (bot-search.ts), whose best ends are then judged
 * again by determinised play-outs. The cards it cannot see are dealt at random many
 * times, consistently with its view (the same samples for every end, so ends are
 * compared on equal luck), and on each deal the rivals play their next turns greedily
 * (bot-sim.ts). An end is worth what the planner gave it with the closed-form guesses
 * about the rivals and this seat's next turn replaced by what the play-outs show: the
 * goal cards the rivals lay, a rival emptying its goal pile, and this seat's chance to
 * play its goal top on the table the rivals leave.
 */

export interface Sampling {
  /** Deals of the hidden cards. */
  readonly samples: number;
  /** Ends judged by play-outs: the best of each first step, then the best overall. */
  readonly ends: number;
  /** What a rival emptying its goal pile costs (a lost game). */
  readonly loss: number;
}

export const SAMPLING: Sampling = { samples: 24, ends: 12, loss: 3000 };

export function strongStep(m: Model, w: Weights, rng: Rng, sampling = SAMPLING): Step {
  return strongChoice(m, w, rng, sampling).step;
}

/** The strong bot's first step with what it was chosen for (the hint reads it: hint.ts). */
export interface StrongChoice {
  readonly step: Step;
  /** The end of the plan that gave the step its value (null: a lone option with no end kept). */
  readonly leaf: Leaf | null;
  /** The step's value: its best end's, judged again by play-outs when it closes the turn. */
  readonly value: number;
  readonly plan: Plan;
}

export function strongChoice(m: Model, w: Weights, rng: Rng, sampling = SAMPLING): StrongChoice {
  const planned = plan(m, w);
  const options = planned.options;
  const planners = (): StrongChoice => {
    const best = bestOption(options);
    return { step: best.step, leaf: bestLeaf(best), value: best.value, plan: planned };
  };
  if (options.length <= 1) return planners();
  const judged = endsToJudge(options, sampling.ends);
  if (judged.size === 0) return planners();
  const deals = Array.from({ length: sampling.samples }, () => sampleHidden(m, rng));
  const values = new Map<Leaf, number>();
  for (const leaf of judged) values.set(leaf, rejudge(m, w, planned.odds, leaf, deals, sampling));

  let best: Option = options[0];
  let bestValue = -Infinity;
  let bestEnd: Leaf | null = null;
  for (const option of options) {
    let value = -Infinity;
    let end: Leaf | null = null;
    for (const leaf of option.leaves) {
      // A goal or draw end keeps the planner's value: the turn goes on from there. The
      // play-outs count every goal card the rivals lay, so a judged closing end stands
      // lower than the planner's guess (by 70–160 on average), and reaching the goal top
      // or a fresh hand wins most ties with stopping. That is what plays best: putting
      // the judged ends back to the planner's mean cost 10 points of win rate (4
      // players, 40 % → 30 %; docs/games/spite-malice.md).
      const v = values.get(leaf) ?? (leaf.kind === "stop" ? -Infinity : leaf.value);
      if (v > value) {
        value = v;
        end = leaf;
      }
    }
    if (value === -Infinity) {
      value = option.value;
      end = bestLeaf(option);
    }
    if (value > bestValue) {
      bestValue = value;
      best = option;
      bestEnd = end;
    }
  }
  return { step: best.step, leaf: bestEnd, value: bestValue, plan: planned };
}

/** The option's end of highest planner value (the one its value is), or null. */
function bestLeaf(option: Option): Leaf | null {
  let best: Leaf | null = null;
  for (const leaf of option.leaves) if (best === null || leaf.value > best.value) best = leaf;
  return best;
}

/** The closing ends (not the goal or draw ends, whose turn goes on) worth a play-out. */
function endsToJudge(options: readonly Option[], count: number): Set<Leaf> {
  const out = new Set<Leaf>();
  const stops = (o: Option): Leaf[] => o.leaves.filter((l) => l.kind === "stop");
  for (const option of options) {
    const best = stops(option).sort((a, b) => b.value - a.value)[0];
    if (best && best.value >= option.value) out.add(best);
  }
  const all = options.flatMap(stops).sort((a, b) => b.value - a.value);
  for (const leaf of all) {
    if (out.size >= Math.max(count, options.length)) break;
    out.add(leaf);
  }
  return out;
}

function rejudge(
  m: Model,
  w: Weights,
  odds: Parameters<typeof ownReach>[1],
  leaf: Leaf,
  deals: readonly number[][],
  sampling: Sampling,
): number {
  let penalty = 0;
  let potential = 0;
  const discards = leafDiscards(m, leaf);
  for (const hidden of deals) {
    const round = playRound(m, leaf.heights, hidden);
    round.goals.forEach((n, i) => (penalty += (n * (w.threat[i] ?? 0) * w.goal) / 100));
    if (round.lost) penalty += sampling.loss;
    else potential += w.potential * ownReach(m, odds, round.heights, leaf.hand, discards);
  }
  const n = deals.length;
  return leaf.value + leaf.threat - leaf.potential - penalty / n + potential / n;
}
