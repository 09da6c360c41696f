import { CODES as CODE_COUNT, WILD as WILD_CODE, type Model } from "./bot-model";
import { reachChance, type Holder, type Odds, type Table } from "./bot-reach";

/**
 * How the planner scores the end of a plan (bot-search.ts): the parts of the table as
 * this turn leaves it that matter for what comes next.
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

// Local copies: imported bindings cost a lookup each time in some module loaders.
const CODES = CODE_COUNT;
const WILD = WILD_CODE;

/** Playing the last goal card wins: worth more than anything else a plan can reach. */
export const WIN = 100_000;

export interface Scored {
  readonly value: number;
  /** The rivals' part (already taken off `value`) and this seat's next-turn part (added). */
  readonly threat: number;
  readonly potential: number;
}

export function tableOf(m: Model, heights: readonly number[]): Table {
  return { heights, top: m.top, unlimited: m.unlimited };
}

export function handSize(hand: readonly number[]): number {
  let n = 0;
  for (let c = 0; c < CODES; c++) n += hand[c];
  return n;
}

/**
 * This seat's chance to play its goal top at the start of its next turn, holding `hand`
 * with its discard piles at `depth` (default: whole) and perhaps one card laid on them.
 */
export function ownReach(
  m: Model,
  odds: Odds,
  heights: readonly number[],
  hand: readonly number[],
  discards: readonly (readonly number[])[],
  depth?: readonly number[],
  extra?: { readonly pile: number; readonly code: number } | null,
): number {
  const draws = m.drawable > 0 ? 5 - handSize(hand) : 0;
  const mine: Holder = { goal: m.goalTop, hand, discards, depth, extra, draws };
  return reachChance(tableOf(m, heights), mine, odds);
}

/** The rivals' chances to play their goal tops on their next turns, weighted by order. */
export function rivalsReach(m: Model, w: Weights, odds: Odds, heights: readonly number[]): number {
  let total = 0;
  m.rivals.forEach((rival, i) => {
    const weight = w.threat[i] ?? 0;
    if (weight === 0) return;
    const who: Holder = { goal: rival.goalTop, hand: null, discards: rival.discards, draws: 5 };
    total += weight * reachChance(tableOf(m, heights), who, odds);
  });
  return total;
}

/** The value of an end from its parts (`potential` from ownReach, `threat` from rivalsReach). */
export function valueOf(
  w: Weights,
  reach: number,
  threat: number,
  fromHand: number,
  fromDiscard: number,
  wildsHeld: number,
): Scored {
  const potential = w.potential * reach;
  const value =
    potential -
    threat +
    w.fromHand * fromHand +
    w.fromDiscard * fromDiscard +
    w.wildHeld * wildsHeld;
  return { value, threat, potential };
}

/**
 * How well a discard of `code` sits on a pile whose top is `top` (null: empty): a card
 * one rank below the top, or of the same rank, keeps the pile playable in order; a card
 * above the top buries a lower card. A wild card is best kept; an empty pile is a good
 * home for a high card.
 */
export function discardFit(code: number, top: number | null): number {
  if (code === WILD) return -3;
  if (top === null) return (code - 7) * 0.3 - 0.5;
  if (top === WILD) return -4;
  if (code === top - 1) return 2;
  if (code === top) return 1.5;
  if (code < top) return 0.5 - (top - code) * 0.1;
  return -(code - top) * 0.4 - 1;
}
