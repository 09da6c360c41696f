import type { Model } from "./bot-model";
import { oddsOf, type Odds } from "./bot-reach";
import { handSize, type Weights } from "./bot-value";
import {
  forcedExists,
  playsOf,
  targetsOf,
  withPlayed,
  type GoalPlay,
  type Leaf,
  type Play,
  type Search,
  type Step,
} from "./bot-search-state";
import { drawLeaf, goalLeaf, stopLeaf } from "./bot-leaf";

export { leafDiscards, targetsOf, type Leaf, type Step } from "./bot-search-state";

/**
 * The planner of the `normal` and `strong` bots: a depth-first search over every
 * sequence of plays this turn can make from what the seat knows (its hand, its goal
 * top, its discard piles, the centre). A sequence ends when the goal top becomes
 * playable (its next card is unknown: the bot plans again once it is turned up), when
 * the hand is played empty (five unknown cards are drawn), or with the closing discard.
 * Equal positions reached in another order are searched once. Each end is scored by
 * bot-value.ts; `plan` returns, for each first step, its best end (a `Leaf`).
 */

export interface Option {
  readonly step: Step;
  /** The ends this first step leads to that the search kept (its best among them). */
  readonly leaves: readonly Leaf[];
  readonly value: number;
}

export interface Plan {
  readonly options: readonly Option[];
  readonly odds: Odds;
  /** Positions searched (for the bench). */
  readonly nodes: number;
}

const NODE_LIMIT = 40_000;

export function plan(m: Model, w: Weights): Plan {
  const s: Search = {
    m,
    w,
    odds: oddsOf(m.unseen, m.unseenTotal),
    heights: [...m.heights],
    hand: [...m.hand],
    depth: m.discards.map((p) => p.length),
    handStart: handSize(m.hand),
    depthStart: m.discards.reduce((a, p) => a + p.length, 0),
    memo: new Map(),
    threats: new Map(),
    leaves: [],
    nodes: 0,
  };
  const options: Option[] = [];
  const forced = forcedExists(s);
  const g = m.goalTop;
  const goalSlots = g === null ? [] : targetsOf(s, g);
  // With acesAndTwos a goal top that is no ace or two waits for the forced plays.
  if (goalSlots.length > 0 && (!forced || g === 1 || g === 2)) {
    for (const slot of goalSlots) {
      const leaf = withPlayed(s, { code: g ?? 0, from: "g", slot }, () => goalLeaf(s));
      options.push({ step: { kind: "goal", slot }, leaves: [leaf], value: leaf.value });
    }
    return { options, odds: s.odds, nodes: s.nodes };
  }
  if (!forced) {
    const stop = stopLeaf(s);
    options.push({ step: stop.step, leaves: [stop.leaf], value: stop.leaf.value });
  }
  for (const play of playsOf(s, forced)) {
    s.leaves = [];
    const best = withPlayed(s, play, () => afterPlay(s, play));
    options.push({ step: { kind: "play", ...play }, leaves: s.leaves, value: best.value });
  }
  return { options, odds: s.odds, nodes: s.nodes };
}

/** The best end after `play` (already made). */
function afterPlay(s: Search, play: Play | GoalPlay): Leaf {
  if (play.from === "h" && handSize(s.hand) === 0 && s.m.drawable > 0) return drawLeaf(s);
  return nodeLeaf(s);
}

function nodeLeaf(s: Search): Leaf {
  const key = keyOf(s);
  const known = s.memo.get(key);
  if (known !== undefined) {
    s.leaves.push(known);
    return known;
  }
  s.nodes++;
  let best: Leaf | null = null;
  const g = s.m.goalTop;
  if (g !== null && targetsOf(s, g).length > 0) {
    best = goalLeaf(s);
  } else {
    const forced = forcedExists(s);
    if (!forced) best = stopLeaf(s).leaf;
    if (s.nodes < NODE_LIMIT) {
      for (const play of playsOf(s, forced)) {
        const leaf = withPlayed(s, play, () => afterPlay(s, play));
        if (best === null || leaf.value > best.value) best = leaf;
      }
    }
    best ??= stopLeaf(s).leaf;
  }
  s.memo.set(key, best);
  return best;
}

function keyOf(s: Search): string {
  const heights = [...s.heights].sort((a, b) => a - b);
  return String.fromCharCode(...heights, 99, ...s.hand, 99, ...s.depth);
}

/** The option of highest value (the first of equals: the search order is fixed). */
export function bestOption(options: readonly Option[]): Option {
  let best = options[0];
  for (const o of options) if (o.value > best.value) best = o;
  return best;
}
