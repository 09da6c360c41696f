import { CODES, WILD } from "./bot-model";

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
  const free = table.unlimited || table.heights.some((h) => h === 0);
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

/** The chance to lay ranks h+1 … g−1 from the holder's cards and draws. */
function bridge(h: number, g: number, who: Holder, odds: Odds): number {
  const hand = who.hand ? [...who.hand] : null;
  const depth = who.discards.map((p) => p.length);
  let wilds = hand ? hand[WILD] : 0;
  let missing = 0;
  let chance = 1;
  const row = odds[Math.min(who.draws, MAX_DRAW)];
  for (let r = h + 1; r < g; r++) {
    if (hand && hand[r] > 0) {
      hand[r]--;
      continue;
    }
    const pile = depth.findIndex((d, i) => d > 0 && who.discards[i][d - 1] === r);
    if (pile !== -1) {
      depth[pile]--;
      continue;
    }
    const wildPile = depth.findIndex((d, i) => d > 0 && who.discards[i][d - 1] === WILD);
    if (wilds > 0) {
      wilds--;
    } else if (wildPile !== -1) {
      depth[wildPile]--;
    } else {
      missing++;
      if (missing > who.draws) return 0;
      chance *= row[r];
    }
  }
  return chance;
}
