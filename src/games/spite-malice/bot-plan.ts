import { CODES, WILD, type Model } from "./bot-model";
import { oddsOf, reachChance, type Holder, type Odds } from "./bot-reach";

/**
 * The planner of the `normal` and `strong` bots: a depth-first search over every
 * sequence of plays this turn can make from what the seat knows (its hand, its goal
 * top, its discard piles, the centre). A sequence ends when the goal top becomes
 * playable (its next card is unknown: the bot plans again once it is turned up), when
 * the hand is played empty (five unknown cards are drawn), or with the closing discard.
 * Each end is scored by `Weights`; the search returns the first step of the best.
 */

export interface Weights {
  /** A goal card played. */
  readonly goal: number;
  /** Per rival (in turn order): times its chance to play its goal top next. */
  readonly threat: readonly number[];
  /** Times this seat's chance to play its goal top on its next turn. */
  readonly potential: number;
  /** A hand played empty: five new cards now. */
  readonly draw: number;
  /** Per card played from the hand (one more card drawn next turn). */
  readonly fromHand: number;
  /** Per card played from a discard pile. */
  readonly fromDiscard: number;
  /** Per wild card still held at the end of the turn. */
  readonly wildHeld: number;
  /** Times the discard's fit onto its pile (discardFit). */
  readonly structure: number;
}

/** One step of the plan: a play (source: "h" or a discard pile 1–4), a discard, or end. */
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

export interface Plan {
  readonly step: Step;
  readonly value: number;
  /** Search nodes visited (for the bench). */
  readonly nodes: number;
}

const NODE_LIMIT = 40_000;

interface Search {
  readonly m: Model;
  readonly w: Weights;
  readonly odds: Odds;
  readonly heights: number[];
  readonly hand: number[];
  readonly depth: number[];
  readonly handStart: number;
  readonly depthStart: number;
  readonly memo: Map<string, number>;
  readonly threats: Map<string, number>;
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
    handStart: m.hand.reduce((a, b) => a + b, 0),
    depthStart: m.discards.reduce((a, p) => a + p.length, 0),
    memo: new Map(),
    threats: new Map(),
    nodes: 0,
  };
  const forced = forcedExists(s);
  const g = m.goalTop;
  const goalSlots = goalTargets(s);
  // With acesAndTwos a goal top that is no ace or two waits for the forced plays.
  if (goalSlots.length > 0 && (!forced || g === 1 || g === 2)) return bestGoal(s, goalSlots);
  let best: Step | null = null;
  let bestValue = -Infinity;
  if (!forced) {
    const stop = stopValue(s);
    best = stop.step;
    bestValue = stop.value;
  }
  for (const play of playsOf(s, forced)) {
    const value = child(s, play);
    if (value > bestValue) {
      bestValue = value;
      best = { kind: "play", ...play };
    }
  }
  return { step: best ?? { kind: "end" }, value: bestValue, nodes: s.nodes };
}

type Play = { readonly code: number; readonly from: "h" | number; readonly slot: number };

/** The value of making `play` now and planning on from there. */
function child(s: Search, play: Play): number {
  const undo = doPlay(s, play);
  let value: number;
  if (play.from === "h" && handSize(s) === 0 && s.m.drawable > 0) value = drawValue(s);
  else value = nodeValue(s);
  undoPlay(s, play, undo);
  return value;
}

function nodeValue(s: Search): number {
  const key = keyOf(s);
  const known = s.memo.get(key);
  if (known !== undefined) return known;
  s.nodes++;
  let best: number;
  if (goalTargets(s).length > 0) {
    best = s.w.goal + endValue(s, null);
  } else {
    const forced = forcedExists(s);
    best = forced ? -Infinity : stopValue(s).value;
    if (s.nodes < NODE_LIMIT) {
      for (const play of playsOf(s, forced)) best = Math.max(best, child(s, play));
    }
    if (best === -Infinity) best = stopValue(s).value;
  }
  s.memo.set(key, best);
  return best;
}

function keyOf(s: Search): string {
  const heights = [...s.heights].sort((a, b) => a - b);
  return String.fromCharCode(...heights, 99, ...s.hand, 99, ...s.depth);
}

function handSize(s: Search): number {
  let n = 0;
  for (let c = 0; c < CODES; c++) n += s.hand[c];
  return n;
}

/** The slots the goal top can go to now (one per distinct pile height). */
function goalTargets(s: Search): number[] {
  const g = s.m.goalTop;
  return g === null ? [] : targetsOf(s, g);
}

/** One slot per distinct height that `code` fits (the lowest-numbered of equal piles). */
function targetsOf(s: Search, code: number): number[] {
  const { heights } = s;
  const top = s.m.top;
  if (code === 1) {
    const free = heights.indexOf(0);
    if (free !== -1) return [free];
    return s.m.unlimited ? [heights.length] : [];
  }
  const out: number[] = [];
  for (let slot = 0; slot < heights.length; slot++) {
    const h = heights[slot];
    const fits = code === WILD ? h > 0 && h < top : h === code - 1;
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

interface Undo {
  readonly height: number;
  readonly grew: boolean;
}

function doPlay(s: Search, play: Play): Undo {
  const { heights } = s;
  const grew = play.slot === heights.length;
  if (grew) heights.push(0);
  const height = heights[play.slot];
  heights[play.slot] = height + 1 >= s.m.top ? 0 : height + 1;
  if (play.from === "h") s.hand[play.code]--;
  else s.depth[play.from - 1]--;
  return { height, grew };
}

function undoPlay(s: Search, play: Play, undo: Undo): void {
  s.heights[play.slot] = undo.height;
  if (undo.grew) s.heights.pop();
  if (play.from === "h") s.hand[play.code]++;
  else s.depth[play.from - 1]++;
}

function bestGoal(s: Search, slots: readonly number[]): Plan {
  let best = slots[0];
  let bestValue = -Infinity;
  for (const slot of slots) {
    const { heights } = s;
    const grew = slot === heights.length;
    if (grew) heights.push(0);
    const height = heights[slot];
    heights[slot] = height + 1 >= s.m.top ? 0 : height + 1;
    const value = endValue(s, null);
    heights[slot] = height;
    if (grew) heights.pop();
    if (value > bestValue) {
      bestValue = value;
      best = slot;
    }
  }
  return { step: { kind: "goal", slot: best }, value: s.w.goal + bestValue, nodes: s.nodes };
}

/** Playing the hand empty: five cards are drawn now, and the turn goes on. */
function drawValue(s: Search): number {
  const mine: Holder = {
    goal: s.m.goalTop,
    hand: s.hand,
    discards: discardsNow(s),
    draws: 5,
  };
  const chance = reachChance(tableOf(s), mine, s.odds);
  return s.w.draw + s.w.goal * 0.5 * chance + endValue(s, null);
}

/** The best way to stop here: the closing discard, or `end` with an empty hand. */
function stopValue(s: Search): { step: Step; value: number } {
  if (handSize(s) === 0) return { step: { kind: "end" }, value: endValue(s, null) };
  let best: Step = { kind: "end" };
  let bestValue = -Infinity;
  for (let c = 0; c < CODES; c++) {
    if (s.hand[c] === 0) continue;
    for (let pile = 0; pile < 4; pile++) {
      s.hand[c]--;
      const value = endValue(s, { code: c, pile }) + s.w.structure * discardFit(s, c, pile);
      s.hand[c]++;
      if (value > bestValue) {
        bestValue = value;
        best = { kind: "discard", code: c, pile: pile + 1 };
      }
    }
  }
  return { step: best, value: bestValue };
}

function tableOf(s: Search): { heights: readonly number[]; top: number; unlimited: boolean } {
  return { heights: s.heights, top: s.m.top, unlimited: s.m.unlimited };
}

function discardsNow(s: Search, extra?: { code: number; pile: number }): number[][] {
  return s.m.discards.map((p, i) => {
    const now = p.slice(0, s.depth[i]);
    if (extra && extra.pile === i) now.push(extra.code);
    return now;
  });
}

/**
 * The value of the table as this turn leaves it (the hand as it is now, after an
 * optional discard): the rivals' chances to play their goal tops, this seat's chance
 * next turn, the cards played and the wild cards kept.
 */
function endValue(s: Search, discard: { code: number; pile: number } | null): number {
  const { w } = s;
  let value = -threatOf(s);
  const size = handSize(s);
  const mine: Holder = {
    goal: s.m.goalTop,
    hand: s.hand,
    discards: discardsNow(s, discard ?? undefined),
    draws: s.m.drawable > 0 ? 5 - size : 0,
  };
  value += w.potential * reachChance(tableOf(s), mine, s.odds);
  const played = s.handStart - size - (discard ? 1 : 0);
  value += w.fromHand * Math.max(0, played);
  value += w.fromDiscard * (s.depthStart - s.depth.reduce((a, b) => a + b, 0));
  value += w.wildHeld * s.hand[WILD];
  return value;
}

/** The rivals' chances to play their goal tops next, weighted by turn order (cached per table). */
function threatOf(s: Search): number {
  const key = String.fromCharCode(...s.heights);
  const known = s.threats.get(key);
  if (known !== undefined) return known;
  let total = 0;
  s.m.rivals.forEach((rival, i) => {
    const weight = s.w.threat[i] ?? 0;
    if (weight === 0) return;
    const who: Holder = { goal: rival.goalTop, hand: null, discards: rival.discards, draws: 5 };
    total += weight * reachChance(tableOf(s), who, s.odds);
  });
  s.threats.set(key, total);
  return total;
}

/**
 * How well a discard of `code` sits on pile `pile` (0-based): a card one rank below the
 * top, or of the same rank, keeps the pile playable in order; a card above the top
 * buries a lower card. A wild card is kept on top, never buried; an empty pile is a
 * good home for a high card.
 */
function discardFit(s: Search, code: number, pile: number): number {
  const d = s.depth[pile];
  const top = d > 0 ? s.m.discards[pile][d - 1] : null;
  if (code === WILD) return -3;
  if (top === null) return (code - 7) * 0.3 - 0.5;
  if (top === WILD) return -4;
  if (code === top - 1) return 2;
  if (code === top) return 1.5;
  if (code < top) return 0.5 - (top - code) * 0.1;
  return -(code - top) * 0.4 - 1;
}
