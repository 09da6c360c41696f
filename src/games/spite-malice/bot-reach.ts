import { CODES as CODE_COUNT, WILD as WILD_CODE } from "./bot-model";

// Local copies: imported bindings cost a lookup each time in some module loaders.
const CODES = CODE_COUNT;
const WILD = WILD_CODE;

/**
 * How likely a seat is to play its goal top on its next turn, estimated in closed form:
 * for each centre pile below the goal's rank, the ranks that bridge the gap are taken
 * first from the cards the seat is known to hold (its hand when it is this seat, its
 * discard-pile tops, played in order), then from wild cards, and each rank still
 * missing must come from the cards it draws, each independently with the chance that
 * the draw holds that rank or a wild card. The piles count as independent chances.
 */

/** cover[d][r]: the chance that d cards drawn from the unseen cards hold rank r or a wild. */
export type Odds = readonly (readonly number[])[];

export const MAX_DRAW = 5;

export function oddsOf(unseen: readonly number[], total: number): Odds {
  const out: number[][] = [];
  for (let d = 0; d <= MAX_DRAW; d++) {
    const row = Array<number>(CODES).fill(0);
    for (let r = 1; r < CODES; r++) row[r] = atLeastOne(total, unseen[r] + unseen[WILD], d);
    out.push(row);
  }
  return out;
}

/** P(at least one of `good` cards among `d` drawn from `total`), without replacement. */
function atLeastOne(total: number, good: number, d: number): number {
  let none = 1;
  for (let i = 0; i < d; i++) {
    const left = total - i;
    if (left <= 0) break;
    none *= Math.max(0, left - good) / left;
  }
  return 1 - none;
}

export interface Holder {
  /** The rank code of the goal top (0 wild), or null. */
  readonly goal: number | null;
  /** Cards known to be in hand, by rank code, or null when unknown. */
  readonly hand: readonly number[] | null;
  readonly discards: readonly (readonly number[])[];
  /** How many cards of each discard pile are still there (default: all). */
  readonly depth?: readonly number[];
  /** A card laid on top of a discard pile since (the closing discard being weighed). */
  readonly extra?: { readonly pile: number; readonly code: number } | null;
  /** How many cards it draws before playing. */
  readonly draws: number;
}

export interface Table {
  readonly heights: readonly number[];
  readonly top: number;
  readonly unlimited: boolean;
}

/** The chance that `who` can play its goal top onto `table`, before any card is drawn. */
export function reachChance(table: Table, who: Holder, odds: Odds): number {
  const g = who.goal;
  if (g === null) return 0;
  const free = table.unlimited || table.heights.includes(0);
  if (g === WILD) {
    if (table.heights.some((h) => h > 0)) return 1;
    if (!free) return 0;
    return bridge(0, 2, who, odds); // an ace to start a pile, then the wild card on it
  }
  if (g === 1) return free ? 1 : 0;
  let miss = 1;
  let tried = 0;
  for (let slot = 0; slot < table.heights.length; slot++) {
    const h = table.heights[slot];
    if (h >= g) continue;
    if (h === g - 1) return 1;
    if (h === 0) continue; // an empty pile is tried once below
    if (table.heights.indexOf(h) !== slot) continue; // equal piles are one chance
    miss *= 1 - bridge(h, g, who, odds);
    tried++;
  }
  if (free) miss *= 1 - bridge(0, g, who, odds);
  return tried === 0 && !free ? 0 : 1 - miss;
}

// Scratch space for bridge(): it runs in the innermost loop of the planner.
const handLeft = new Int32Array(16);
const depthLeft = new Int32Array(8);

/** The chance to lay ranks h+1 … g−1 from the holder's cards and draws. */
function bridge(h: number, g: number, who: Holder, odds: Odds): number {
  const { discards, hand } = who;
  const piles = discards.length;
  for (let c = 0; c < CODES; c++) handLeft[c] = hand ? hand[c] : 0;
  for (let i = 0; i < piles; i++) depthLeft[i] = who.depth ? who.depth[i] : discards[i].length;
  const extraPile = who.extra ? who.extra.pile : -1;
  const extraCode = who.extra ? who.extra.code : -1;
  let extraLeft = extraPile !== -1;
  let missing = 0;
  let chance = 1;
  const row = odds[Math.min(who.draws, MAX_DRAW)];
  for (let r = h + 1; r < g; r++) {
    if (handLeft[r] > 0) {
      handLeft[r]--;
      continue;
    }
    let pile = -1;
    let wildPile = -1;
    for (let i = 0; i < piles; i++) {
      const onExtra = extraLeft && i === extraPile;
      const d = depthLeft[i];
      const top = onExtra ? extraCode : d > 0 ? discards[i][d - 1] : -1;
      if (top === r && pile === -1) pile = i;
      if (top === WILD && wildPile === -1) wildPile = i;
    }
    const used = pile !== -1 ? pile : handLeft[WILD] > 0 ? -2 : wildPile;
    if (used === -2) handLeft[WILD]--;
    else if (used !== -1) {
      if (extraLeft && used === extraPile) extraLeft = false;
      else depthLeft[used]--;
    } else {
      missing++;
      if (missing > who.draws) return 0;
      chance *= row[r];
    }
  }
  return chance;
}
