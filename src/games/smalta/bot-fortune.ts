import { COLOURS } from "./board";
import { colourBit, colourCount } from "./bot-tactics";
import { FULL_DECK } from "./rules";
import type { SmaltaState } from "./state";

/**
 * What the bot believes about the colours to come, from what its seat may see.
 * With the die every colour is 1/6. With cards the bot knows its own hand and the
 * open discard pile, so the cards it has not seen (the stock and the opponent's
 * hand) are the deck minus both; the opponent's hand is a random draw from them.
 */
export interface FortuneModel {
  /** Chance that the opponent can paint some colour of `mask` on their next turn. */
  opponentHits(mask: number): number;
  /** Weight of each colour 1–6 (index 0 unused) for the opponent's turn; sums to 1. */
  readonly opponentColours: readonly number[];
  /** Chance that this seat can paint some colour of `mask` on its turn after next. */
  myNextHits(mask: number): number;
  /** Weight of each colour 1–6 for this seat's turn after next; sums to 1. */
  readonly myColours: readonly number[];
  /** Colours this seat will surely hold on its turn after next (its kept cards). */
  readonly myKept: readonly number[];
}

const UNIFORM: readonly number[] = [0, ...Array<number>(COLOURS).fill(1 / COLOURS)];

export const dieModel: FortuneModel = {
  opponentHits: (mask) => colourCount(mask) / COLOURS,
  opponentColours: UNIFORM,
  myNextHits: (mask) => colourCount(mask) / COLOURS,
  myColours: UNIFORM,
  myKept: [],
};

/** Chance that a hand of `hand` cards drawn from `pool` cards holds one of `good` of them. */
function chanceOfAny(pool: number, good: number, hand: number): number {
  if (good <= 0 || hand <= 0) return 0;
  if (hand > pool - good) return 1;
  let none = 1; // C(pool − good, hand) / C(pool, hand), as a product
  for (let i = 0; i < hand; i++) none *= (pool - good - i) / (pool - i);
  return 1 - none;
}

/**
 * The model of the cards variant for `seat`, which keeps `kept` (its hand after
 * playing this turn's card, whose value `played` joins the discard pile).
 */
export function cardsModel(
  view: SmaltaState,
  seat: number,
  kept: readonly number[],
  played: number,
): FortuneModel {
  const unseen = [0, 0, 0, 0, 0, 0, 0];
  for (const value of FULL_DECK) unseen[value]++;
  for (const value of [...view.discard, played, ...kept]) unseen[value]--;
  const pool = unseen.reduce((a, b) => a + b, 0);
  const opponentHand = view.hands[1 - seat].length;
  const inMask = (mask: number): number =>
    unseen.reduce((sum, n, colour) => (colour > 0 && mask & colourBit(colour) ? sum + n : sum), 0);
  const weights = pool > 0 ? unseen.map((n, c) => (c === 0 ? 0 : n / pool)) : UNIFORM;
  const keptMask = kept.reduce((m, v) => m | colourBit(v), 0);
  return {
    opponentHits: (mask) => chanceOfAny(pool, inMask(mask), opponentHand),
    opponentColours: weights,
    // The seat keeps `kept` and draws one unseen card before its next turn.
    myNextHits: (mask) => (mask & keptMask ? 1 : pool > 0 ? inMask(mask) / pool : 0),
    myColours: weights,
    myKept: [...new Set(kept)],
  };
}
