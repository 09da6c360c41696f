import type { Seat } from "../../engine/game";
import { rankOf, SUITS, suitOf } from "../cards/french";
import { deckFor, isWild, topRank } from "./deck";
import type { Card, SpiteState } from "./state";

/**
 * What the planning bots know, taken from the seat's view only, in the numbers they
 * compute with. A card is its rank code: 1 (ace) to 13, and 0 for a wild card (a king
 * with kings wild, a joker with jokers wild). Suits never matter to play; they only
 * pick which card of the hand is named in the entry.
 */
export const WILD = 0;
/** Rank codes 0 (wild) to 13. */
export const CODES = 14;

export interface Rival {
  readonly seat: Seat;
  /** The rank code of the goal top, or null (empty goal pile). */
  readonly goalTop: number | null;
  readonly goalLeft: number;
  /** Discard piles as rank codes, bottom first. */
  readonly discards: readonly (readonly number[])[];
}

export interface Model {
  readonly seat: Seat;
  readonly seats: number;
  /** The rank that completes a centre pile (12 or 13). */
  readonly top: number;
  /** Unlimited centre piles: an ace can always start a new one. */
  readonly unlimited: boolean;
  readonly acesAndTwos: boolean;
  /** Centre piles by slot: the rank of each top (0: a free slot). */
  readonly heights: readonly number[];
  /** How many cards of each rank code the hand holds. */
  readonly hand: readonly number[];
  readonly handCards: readonly Card[];
  readonly discards: readonly (readonly number[])[];
  readonly goalTop: number | null;
  readonly goalLeft: number;
  /** The other seats in the order they move after this one. */
  readonly rivals: readonly Rival[];
  /** Cards this seat has not seen, by rank code, and their number. */
  readonly unseen: readonly number[];
  readonly unseenTotal: number;
  /** Cards left to draw (stock and set-aside). */
  readonly drawable: number;
}

/** Rank codes by card, for kings wild and for jokers wild (built once). */
const CODE_TABLES: Record<string, Map<Card, number>> = {};

function codeTable(s: SpiteState): Map<Card, number> {
  const key = s.options.wild;
  let table = CODE_TABLES[key];
  if (!table) {
    table = new Map();
    for (const c of deckFor(s.options, 2)) table.set(c, isWild(c, s.options) ? WILD : rankOf(c));
    CODE_TABLES[key] = table;
  }
  return table;
}

export function codeOf(card: Card, s: SpiteState): number {
  return codeTable(s).get(card) ?? (isWild(card, s.options) ? WILD : rankOf(card));
}

/** How many cards of each rank code the decks hold (built once per deck). */
const DECK_COUNTS: Record<string, readonly number[]> = {};

function deckCounts(s: SpiteState): readonly number[] {
  const key = `${s.options.wild}/${s.seats === 2 ? 2 : 3}`;
  let counts = DECK_COUNTS[key];
  if (!counts) {
    const out = Array<number>(CODES).fill(0);
    for (const c of deckFor(s.options, s.seats)) out[codeOf(c, s)]++;
    counts = out;
    DECK_COUNTS[key] = counts;
  }
  return counts;
}

export function modelOf(s: SpiteState, seat: Seat): Model {
  const code = (c: Card): number => codeOf(c, s);
  const hand = Array<number>(CODES).fill(0);
  const handCards = s.hands[seat].filter((c): c is Card => c !== null);
  for (const c of handCards) hand[code(c)]++;
  const rivals: Rival[] = [];
  for (let k = 1; k < s.seats; k++) {
    const other = (seat + k) % s.seats;
    const top = s.goals[other][0] ?? null;
    rivals.push({
      seat: other,
      goalTop: top === null ? null : code(top),
      goalLeft: s.goals[other].length,
      discards: s.discards[other].map((p) => p.map(code)),
    });
  }
  const goalTop = s.goals[seat][0] ?? null;
  return {
    seat,
    seats: s.seats,
    top: topRank(s.options),
    unlimited: s.options.piles === 0,
    acesAndTwos: s.options.acesAndTwos,
    heights: s.centre.map((p) => p.length),
    hand,
    handCards,
    discards: s.discards[seat].map((p) => p.map(code)),
    goalTop: goalTop === null ? null : code(goalTop),
    goalLeft: s.goals[seat].length,
    rivals,
    ...unseenOf(s, seat),
    drawable: s.stock.length + s.setAside.length,
  };
}

/** The deck minus every card this seat can see. */
function unseenOf(s: SpiteState, seat: Seat): { unseen: number[]; unseenTotal: number } {
  const unseen = [...deckCounts(s)];
  const seen = (c: Card | null): void => {
    if (c !== null) unseen[codeOf(c, s)]--;
  };
  s.hands[seat].forEach(seen);
  s.goals.forEach((g) => seen(g[0] ?? null));
  s.discards.forEach((piles) => piles.forEach((p) => p.forEach(seen)));
  s.centre.forEach((p) => p.forEach(seen));
  s.setAside.forEach(seen);
  return { unseen, unseenTotal: unseen.reduce((a, b) => a + b, 0) };
}

/** The card of the hand with rank code `code` that an entry names: the first by suit order. */
export function handCardOf(m: Model, code: number, s: SpiteState): Card {
  const cards = m.handCards.filter((c) => codeOf(c, s) === code);
  cards.sort((a, b) => suitIndex(a) - suitIndex(b));
  return cards[0];
}

function suitIndex(card: Card): number {
  const suit = suitOf(card);
  return suit === null ? SUITS.length : SUITS.indexOf(suit);
}
