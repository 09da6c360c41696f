import { CODES as CODE_COUNT, WILD as WILD_CODE, type Model } from "./bot-model";
import type { Odds } from "./bot-reach";
import type { Weights } from "./bot-value";

// The planner's table as it searches (bot-search.ts): the plays it can make from it,
// making one and taking it back, and what a plan's steps and ends are.

// Local copies: imported bindings cost a lookup each time in some module loaders.
const CODES = CODE_COUNT;
const WILD = WILD_CODE;

export type Play = { readonly code: number; readonly from: "h" | number; readonly slot: number };

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

export interface Search {
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

export function playsOf(s: Search, forced: boolean): Play[] {
  const out: Play[] = [];
  for (const { code, from } of sourcesOf(s)) {
    if (forced && !(code === 1 || code === 2)) continue;
    for (const slot of targetsOf(s, code)) out.push({ code, from, slot });
  }
  return out;
}

/** With acesAndTwos: a natural ace or two can go to the centre (from any source). */
export function forcedExists(s: Search): boolean {
  if (!s.m.acesAndTwos) return false;
  const g = s.m.goalTop;
  if ((g === 1 || g === 2) && targetsOf(s, g).length > 0) return true;
  return sourcesOf(s).some(
    (x) => (x.code === 1 || x.code === 2) && targetsOf(s, x.code).length > 0,
  );
}

export type GoalPlay = { readonly code: number; readonly from: "g"; readonly slot: number };

/** Runs `then` with `play` made on the search's table, and takes it back. */
export function withPlayed<T>(s: Search, play: Play | GoalPlay, then: () => T): T {
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
