import { CODES as CODE_COUNT, WILD as WILD_CODE, type Model } from "./bot-model";
import { oddsOf, reachChance, type Odds } from "./bot-reach";
import {
  discardFit,
  handSize,
  ownReach,
  rivalsReach,
  tableOf,
  valueOf,
  WIN,
  type Weights,
} from "./bot-value";

/**
 * The planner of the `normal` and `strong` bots: a depth-first search over every
 * sequence of plays this turn can make from what the seat knows (its hand, its goal
 * top, its discard piles, the centre). A sequence ends when the goal top becomes
 * playable (its next card is unknown: the bot plans again once it is turned up), when
 * the hand is played empty (five unknown cards are drawn), or with the closing discard.
 * Equal positions reached in another order are searched once. Each end is scored by
 * bot-value.ts; `plan` returns, for each first step, its best end (a `Leaf`).
 */

export type Step =
  | {
      readonly kind: "play";
      readonly code: number;
      readonly from: "h" | number;
      readonly slot: number;
    }
  | { readonly kind: "goal"; readonly slot: number }
  | { readonly kind: "discard"; readonly code: number; readonly pile: number }
  | { readonly kind: "end" };

/** A plan's end: the closing discard (or end), the goal made playable, or a hand played empty. */
export interface Leaf {
  readonly kind: "stop" | "goal" | "draw";
  readonly value: number;
  /** The rivals' part (already taken off `value`) and this seat's next-turn part (added). */
  readonly threat: number;
  readonly potential: number;
  readonly heights: readonly number[];
  /** The hand after the closing discard, by rank code. */
  readonly hand: readonly number[];
  /** How many cards of each discard pile are left, before the closing discard. */
  readonly depth: readonly number[];
  readonly discard: { readonly code: number; readonly pile: number } | null;
}

/** The discard piles a leaf leaves (its closing discard on top). */
export function leafDiscards(m: Model, leaf: Leaf): number[][] {
  return m.discards.map((p, i) => {
    const now = p.slice(0, leaf.depth[i]);
    if (leaf.discard && leaf.discard.pile === i) now.push(leaf.discard.code);
    return now;
  });
}

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

// Local copies: imported bindings cost a lookup each time in some module loaders.
const CODES = CODE_COUNT;
const WILD = WILD_CODE;

type Play = { readonly code: number; readonly from: "h" | number; readonly slot: number };

interface Search {
  readonly m: Model;
  readonly w: Weights;
  readonly odds: Odds;
  readonly heights: number[];
  readonly hand: number[];
  readonly depth: number[];
  readonly handStart: number;
  readonly depthStart: number;
  readonly memo: Map<string, Leaf>;
  readonly threats: Map<string, number>;
  /** The ends reached under the first step being searched. */
  leaves: Leaf[];
  nodes: number;
}

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

/** One slot per distinct height that `code` fits (the lowest-numbered of equal piles). */
export function targetsOf(s: { heights: readonly number[]; m: Model }, code: number): number[] {
  const { heights } = s;
  if (code === 1) {
    const free = heights.indexOf(0);
    if (free !== -1) return [free];
    return s.m.unlimited ? [heights.length] : [];
  }
  const out: number[] = [];
  for (let slot = 0; slot < heights.length; slot++) {
    const h = heights[slot];
    const fits = code === WILD ? h > 0 && h < s.m.top : h === code - 1;
    if (fits && heights.indexOf(h) === slot) out.push(slot);
  }
  return out;
}

function sourcesOf(s: Search): { code: number; from: "h" | number }[] {
  const out: { code: number; from: "h" | number }[] = [];
  for (let c = 0; c < CODES; c++) if (s.hand[c] > 0) out.push({ code: c, from: "h" });
  for (let i = 0; i < s.depth.length; i++) {
    const d = s.depth[i];
    if (d > 0) out.push({ code: s.m.discards[i][d - 1], from: i + 1 });
  }
  return out;
}

function playsOf(s: Search, forced: boolean): Play[] {
  const out: Play[] = [];
  for (const { code, from } of sourcesOf(s)) {
    if (forced && !(code === 1 || code === 2)) continue;
    for (const slot of targetsOf(s, code)) out.push({ code, from, slot });
  }
  return out;
}

/** With acesAndTwos: a natural ace or two can go to the centre (from any source). */
function forcedExists(s: Search): boolean {
  if (!s.m.acesAndTwos) return false;
  const g = s.m.goalTop;
  if ((g === 1 || g === 2) && targetsOf(s, g).length > 0) return true;
  return sourcesOf(s).some(
    (x) => (x.code === 1 || x.code === 2) && targetsOf(s, x.code).length > 0,
  );
}

type GoalPlay = { readonly code: number; readonly from: "g"; readonly slot: number };

/** Runs `then` with `play` made on the search's table, and takes it back. */
function withPlayed<T>(s: Search, play: Play | GoalPlay, then: () => T): T {
  const { heights } = s;
  const grew = play.slot === heights.length;
  if (grew) heights.push(0);
  const height = heights[play.slot];
  heights[play.slot] = height + 1 >= s.m.top ? 0 : height + 1;
  if (play.from === "h") s.hand[play.code]--;
  else if (play.from !== "g") s.depth[play.from - 1]--;
  const out = then();
  heights[play.slot] = height;
  if (grew) heights.pop();
  if (play.from === "h") s.hand[play.code]++;
  else if (play.from !== "g") s.depth[play.from - 1]++;
  return out;
}

const playedFromHand = (s: Search): number => s.handStart - handSize(s.hand);
const playedFromPiles = (s: Search): number => s.depthStart - s.depth.reduce((a, b) => a + b, 0);

/**
 * The value of stopping now, after the closing discard `discard` (null: none), with the
 * hand as it is (the discarded card already taken out of it by the caller).
 */
function stopValue(s: Search, discard: { code: number; pile: number } | null, threat: number) {
  const reach = ownReach(s.m, s.odds, s.heights, s.hand, s.m.discards, s.depth, discard);
  const fromHand = playedFromHand(s) - (discard ? 1 : 0);
  return valueOf(s.w, reach, threat, fromHand, playedFromPiles(s), s.hand[WILD]);
}

function leafOf(
  s: Search,
  kind: Leaf["kind"],
  discard: { code: number; pile: number } | null,
  bonus: number,
): Leaf {
  const threat = threatOf(s);
  if (discard) s.hand[discard.code]--;
  const scored = stopValue(s, discard, threat);
  if (discard) s.hand[discard.code]++;
  const hand = [...s.hand];
  if (discard) hand[discard.code]--;
  const leaf: Leaf = {
    kind,
    ...scored,
    value: scored.value + bonus,
    heights: [...s.heights],
    hand,
    depth: [...s.depth],
    discard,
  };
  s.leaves.push(leaf);
  return leaf;
}

function goalLeaf(s: Search): Leaf {
  const bonus = s.w.goal + (s.m.goalLeft === 1 ? WIN : 0);
  return leafOf(s, "goal", null, bonus);
}

/** Playing the hand empty: five cards are drawn now, and the turn goes on. */
function drawLeaf(s: Search): Leaf {
  const mine = {
    goal: s.m.goalTop,
    hand: s.hand,
    discards: s.m.discards,
    depth: s.depth,
    draws: 5,
  };
  const chance = reachChance(tableOf(s.m, s.heights), mine, s.odds);
  return leafOf(s, "draw", null, s.w.draw + s.w.goal * 0.5 * chance);
}

/** The best way to stop here: the closing discard, or `end` with an empty hand. */
function stopLeaf(s: Search): { step: Step; leaf: Leaf } {
  if (handSize(s.hand) === 0) return { step: { kind: "end" }, leaf: leafOf(s, "stop", null, 0) };
  let best: { code: number; pile: number; fit: number; value: number } | null = null;
  const threat = threatOf(s);
  for (let code = 0; code < CODES; code++) {
    if (s.hand[code] === 0) continue;
    s.hand[code]--;
    for (let pile = 0; pile < 4; pile++) {
      const d = s.depth[pile];
      const fit = s.w.structure * discardFit(code, d > 0 ? s.m.discards[pile][d - 1] : null);
      const value = stopValue(s, { code, pile }, threat).value + fit;
      if (best === null || value > best.value) best = { code, pile, fit, value };
    }
    s.hand[code]++;
  }
  if (best === null) throw new Error("unreachable: a hand with cards has a discard");
  const step: Step = { kind: "discard", code: best.code, pile: best.pile + 1 };
  return { step, leaf: leafOf(s, "stop", { code: best.code, pile: best.pile }, best.fit) };
}

/** The rivals' weighted chances on the current table (cached per table). */
function threatOf(s: Search): number {
  const key = String.fromCharCode(...s.heights);
  const known = s.threats.get(key);
  if (known !== undefined) return known;
  const total = rivalsReach(s.m, s.w, s.odds, s.heights);
  s.threats.set(key, total);
  return total;
}

/** The option of highest value (the first of equals: the search order is fixed). */
export function bestOption(options: readonly Option[]): Option {
  let best = options[0];
  for (const o of options) if (o.value > best.value) best = o;
  return best;
}
