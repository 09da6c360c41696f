import type { Rng } from "../../engine/rng";
import { CODES as CODE_COUNT, WILD as WILD_CODE, type Model } from "./bot-model";

// Local copies: imported bindings cost a lookup each time in some module loaders.
const CODES = CODE_COUNT;
const WILD = WILD_CODE;

/**
 * The rivals' next turns, played out on one sample of the cards this seat cannot see
 * (bot-strong.ts draws the samples). Each rival plays as a greedy family player would —
 * the `ref` rules on rank codes: its goal top whenever it fits, a wild card only when
 * that makes the goal top fit, then every discard top and hand card that fits, lowest
 * first, drawing five more when its hand runs out — and the run counts the goal cards
 * each rival lays and whether one of them empties its goal pile.
 */

/** The unseen cards as rank codes, shuffled: one consistent guess at every hidden card. */
export function sampleHidden(m: Model, rng: Rng): number[] {
  const cards: number[] = [];
  for (let c = 0; c < CODES; c++) for (let n = 0; n < m.unseen[c]; n++) cards.push(c);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = cards[i];
    cards[i] = cards[j];
    cards[j] = t;
  }
  return cards;
}

export interface Round {
  /** Goal cards laid by each rival, in turn order. */
  readonly goals: readonly number[];
  /** Whether a rival emptied its goal pile (the game would be lost). */
  readonly lost: boolean;
  /** The centre when this seat's turn comes round again. */
  readonly heights: readonly number[];
}

const MAX_STEPS = 80;

/** Deals the hidden cards out in order, as the play-out needs them (−1 once spent). */
class Dealer {
  private next = 0;
  constructor(private readonly hidden: readonly number[]) {}
  take(): number {
    return this.next < this.hidden.length ? this.hidden[this.next++] : -1;
  }
  /** Fills `hand` (rank code counts) up to five cards. */
  fill(hand: number[]): void {
    for (let n = handCount(hand); n < 5; n++) {
      const c = this.take();
      if (c >= 0) hand[c]++;
    }
  }
}

/** The rivals' next turns on `heights`, in turn order. */
export function playRound(m: Model, heights: readonly number[], hidden: readonly number[]): Round {
  const table = [...heights];
  const goals: number[] = [];
  const dealer = new Dealer(hidden);
  for (const rival of m.rivals) {
    const cards = Array<number>(CODES).fill(0);
    const turn = greedyTurn(m, table, cards, rival.discards, rival.goalTop, rival.goalLeft, dealer);
    goals.push(turn.laid);
    if (turn.won) return { goals, lost: true, heights: table };
  }
  return { goals, lost: false, heights: table };
}

/** One greedy turn: draws up to five, then plays while it can (the table is changed). */
function greedyTurn(
  m: Model,
  table: number[],
  hand: number[],
  discards: readonly (readonly number[])[],
  goalTop: number | null,
  goalLeft: number,
  dealer: Dealer,
): { laid: number; won: boolean } {
  dealer.fill(hand);
  const piles = discards.map((p) => [...p]);
  let top = goalTop;
  let left = goalLeft;
  let laid = 0;
  for (let step = 0; step < MAX_STEPS && top !== null; step++) {
    const goalSlot = slotFor(m, table, top);
    if (goalSlot !== -1) {
      lay(m, table, goalSlot);
      laid++;
      left--;
      if (left === 0) return { laid, won: true };
      const c = dealer.take();
      top = c >= 0 ? c : null;
      continue;
    }
    if (!playOne(m, table, hand, piles, top)) break;
    if (handCount(hand) === 0) dealer.fill(hand);
  }
  return { laid, won: false };
}

/** Steps 2–4 of the greedy player; false when none applies. */
function playOne(
  m: Model,
  table: number[],
  hand: number[],
  piles: number[][],
  goal: number,
): boolean {
  // A wild card, only where it makes the goal top fit at once.
  const wildFrom = hand[WILD] > 0 ? -1 : piles.findIndex((p) => p[p.length - 1] === WILD);
  if (hand[WILD] > 0 || wildFrom !== -1) {
    for (let slot = 0; slot < table.length; slot++) {
      const h = table[slot];
      if (h === 0 || h >= m.top) continue;
      const after = h + 1 >= m.top ? 0 : h + 1;
      if (fitsAfter(m, table, slot, after, goal)) {
        if (wildFrom === -1) hand[WILD]--;
        else piles[wildFrom].pop();
        lay(m, table, slot);
        return true;
      }
    }
  }
  let bestPile = -1;
  for (let i = 0; i < piles.length; i++) {
    const c = piles[i][piles[i].length - 1];
    if (c === undefined || c === WILD || slotFor(m, table, c) === -1) continue;
    if (bestPile === -1 || c < piles[bestPile][piles[bestPile].length - 1]) bestPile = i;
  }
  if (bestPile !== -1) {
    const c = piles[bestPile].pop() as number;
    lay(m, table, slotFor(m, table, c));
    return true;
  }
  for (let c = 1; c < CODES; c++) {
    if (hand[c] === 0) continue;
    const slot = slotFor(m, table, c);
    if (slot === -1) continue;
    hand[c]--;
    lay(m, table, slot);
    return true;
  }
  return false;
}

/** The lowest slot `code` fits (an ace: the lowest free one, or a new one), else −1. */
function slotFor(m: Model, table: readonly number[], code: number): number {
  if (code === 1) {
    const free = table.indexOf(0);
    return free !== -1 ? free : m.unlimited ? table.length : -1;
  }
  for (let slot = 0; slot < table.length; slot++) {
    const h = table[slot];
    if (code === WILD ? h > 0 && h < m.top : h === code - 1) return slot;
  }
  return -1;
}

function fitsAfter(m: Model, table: number[], slot: number, after: number, goal: number): boolean {
  const before = table[slot];
  table[slot] = after;
  const fits = slotFor(m, table, goal) !== -1;
  table[slot] = before;
  return fits;
}

function lay(m: Model, table: number[], slot: number): void {
  if (slot === table.length) table.push(0);
  const h = table[slot] + 1;
  table[slot] = h >= m.top ? 0 : h;
}

function handCount(hand: readonly number[]): number {
  let n = 0;
  for (let c = 0; c < CODES; c++) n += hand[c];
  return n;
}
