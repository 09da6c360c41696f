import { rankOf } from "../cards/french";
import { isWild, topRank } from "./deck";
import type { Card, SpiteOptions } from "./state";

/**
 * The centre piles: each is built up from an ace one rank at a time, so a pile's length
 * is the rank its top card counts as, and the rank it needs next is one more.
 */
export type Centre = readonly (readonly Card[])[];

export function needOf(pile: readonly Card[]): number {
  return pile.length + 1;
}

/** Whether `card` may go onto `pile` (a wild card onto any started pile). */
export function fits(card: Card, pile: readonly Card[], options: SpiteOptions): boolean {
  if (isWild(card, options)) return pile.length > 0;
  return rankOf(card) === pile.length + 1;
}

/**
 * The slots (0-based) where an ace may start a pile: with 4 piles any free slot; with
 * unlimited piles only the lowest free one (a new slot past the last when none is free).
 */
export function aceSlots(centre: Centre, options: SpiteOptions): number[] {
  if (options.piles === 0) {
    const free = centre.findIndex((p) => p.length === 0);
    return [free === -1 ? centre.length : free];
  }
  const out: number[] = [];
  for (let i = 0; i < centre.length; i++) if (centre[i].length === 0) out.push(i);
  return out;
}

/** The slots (0-based) `card` fits, lowest first. */
export function slotsFor(card: Card, centre: Centre, options: SpiteOptions): number[] {
  if (!isWild(card, options) && rankOf(card) === 1) return aceSlots(centre, options);
  const out: number[] = [];
  for (let i = 0; i < centre.length; i++) if (fits(card, centre[i], options)) out.push(i);
  return out;
}

/** How many slots the table has for `options`: 4, or as many as are in use (unlimited). */
export function emptyCentre(options: SpiteOptions): Card[][] {
  return options.piles === 4 ? [[], [], [], []] : [];
}

export interface Placed {
  readonly centre: Card[][];
  /** The pile this card completed (it left the centre), else null. */
  readonly completed: readonly Card[] | null;
}

/** Puts `card` on slot `slot` (which it fits); a completed pile leaves the centre. */
export function place(centre: Centre, slot: number, card: Card, options: SpiteOptions): Placed {
  const next = centre.map((p) => p as Card[]);
  const pile = [...(centre[slot] ?? []), card];
  if (pile.length < topRank(options)) {
    next[slot] = pile;
    return { centre: next, completed: null };
  }
  next[slot] = [];
  // With unlimited piles the free slots at the end are dropped: one table, one JSON.
  if (options.piles === 0) while (next.length > 0 && next[next.length - 1].length === 0) next.pop();
  return { centre: next, completed: pile };
}
