import type { Seat } from "../../engine/game";
import { rankOf, SUITS, suitOf } from "../cards/french";
import { place, slotsFor } from "./centre";
import { isWild } from "./deck";
import { seatMoves, topOf } from "./legal";
import { formatMove } from "./notation";
import type { Card, Source, SpiteMove, SpiteState } from "./state";

/**
 * The reference opponent `ref`, exactly as issue 10 defines it and never retuned (an
 * independent implementation is compared with it move by move). From the seat's view it
 * makes one entry, the first of these that applies:
 *
 * 1. the goal top, if it is playable (a wild goal top on any started pile);
 * 2. a wild card — from the hand, else from a discard top (d1 first) — but only onto a
 *    pile after which the goal top is playable at once;
 * 3. a playable non-wild discard top, lowest rank first, then the lowest-numbered pile;
 * 4. a playable non-wild hand card, lowest rank first.
 *
 * A card that fits several centre piles goes to the lowest-numbered one (a new pile: the
 * lowest free slot); a wild card names the rank its pile needs; equal choices follow the
 * suit order c, d, h, s. When none applies it discards its highest non-wild hand card
 * (only wild cards in hand: the first by suit order) onto the lowest-numbered discard
 * pile whose top has the same rank, else one rank higher, else an empty pile, else d1;
 * a wild card on a discard pile matches no rank, and a wild card discarded has none.
 * With an empty hand and nothing to play it ends the turn (`end`). With `acesAndTwos`,
 * steps 1–4 choose among the legal entries only.
 */
export function refMove(s: SpiteState, seat: Seat): SpiteMove | null {
  const legal = new Set(seatMoves(s, seat).map(formatMove));
  if (legal.size === 0) return null;
  const isLegal = (m: SpiteMove | null): m is SpiteMove => m !== null && legal.has(formatMove(m));
  const wild = (card: Card): boolean => isWild(card, s.options);

  const goal = playAt(s, seat, "g", 0);
  if (isLegal(goal)) return goal;

  for (const from of wildSources(s, seat)) {
    const card = from === "h" ? firstWildInHand(s, seat) : topOf(s, seat, from);
    if (card === null) continue;
    for (const slot of slotsFor(card, s.centre, s.options)) {
      const m = playOn(s, card, from, slot);
      if (goalPlayableAfter(s, seat, slot, card) && isLegal(m)) return m;
    }
  }

  const tops = [1, 2, 3, 4]
    .map((pile) => ({ pile, card: topOf(s, seat, pile) }))
    .filter((t): t is { pile: number; card: Card } => t.card !== null && !wild(t.card))
    .sort((a, b) => rankOf(a.card) - rankOf(b.card) || a.pile - b.pile);
  for (const { pile } of tops) {
    const m = playAt(s, seat, pile, 0);
    if (isLegal(m)) return m;
  }

  const hand = [...new Set(s.hands[seat] as Card[])].filter((c) => !wild(c)).sort(byRankThenSuit);
  for (const card of hand) {
    const slots = slotsFor(card, s.centre, s.options);
    const m = slots.length > 0 ? playOn(s, card, "h", slots[0]) : null;
    if (isLegal(m)) return m;
  }

  return closingMove(s, seat, legal);
}

/** The play of the card on `from` (the hand's `index`-th card) to the lowest pile it fits. */
function playAt(s: SpiteState, seat: Seat, from: Source, index: number): SpiteMove | null {
  const card = from === "h" ? (s.hands[seat][index] ?? null) : topOf(s, seat, from);
  if (card === null) return null;
  const slots = slotsFor(card, s.centre, s.options);
  return slots.length > 0 ? playOn(s, card, from, slots[0]) : null;
}

function playOn(s: SpiteState, card: Card, from: Source, slot: number): SpiteMove {
  const as = isWild(card, s.options) ? s.centre[slot].length + 1 : null;
  return { type: "play", card, from, pile: slot + 1, as };
}

/** The hand first, then the discard piles in order, whose card is wild. */
function wildSources(s: SpiteState, seat: Seat): Source[] {
  const out: Source[] = [];
  if (firstWildInHand(s, seat) !== null) out.push("h");
  for (let pile = 1; pile <= 4; pile++) {
    const top = topOf(s, seat, pile);
    if (top !== null && isWild(top, s.options)) out.push(pile);
  }
  return out;
}

function firstWildInHand(s: SpiteState, seat: Seat): Card | null {
  const wilds = (s.hands[seat] as Card[]).filter((c) => isWild(c, s.options)).sort(bySuit);
  return wilds[0] ?? null;
}

/** Whether the goal top can be played once `card` lies on `slot`. */
function goalPlayableAfter(s: SpiteState, seat: Seat, slot: number, card: Card): boolean {
  const top = topOf(s, seat, "g");
  if (top === null) return false;
  const { centre } = place(s.centre, slot, card, s.options);
  return slotsFor(top, centre, s.options).length > 0;
}

/** The discard (or `end`) when no play applies. */
function closingMove(s: SpiteState, seat: Seat, legal: ReadonlySet<string>): SpiteMove | null {
  const hand = s.hands[seat] as Card[];
  if (hand.length === 0) return legal.has("end") ? { type: "end" } : null;
  const plain = hand.filter((c) => !isWild(c, s.options));
  plain.sort((a, b) => rankOf(b) - rankOf(a) || bySuit(a, b)); // highest first
  const card = plain.length > 0 ? plain[0] : [...hand].sort(bySuit)[0];
  const rank = isWild(card, s.options) ? null : rankOf(card);
  const topRank = (pile: readonly Card[]): number | null => {
    const top = pile[pile.length - 1];
    return top === undefined || isWild(top, s.options) ? null : rankOf(top);
  };
  const piles = s.discards[seat];
  const find = (keep: (p: readonly Card[]) => boolean): number => piles.findIndex(keep);
  let at = rank === null ? -1 : find((p) => topRank(p) === rank);
  if (at === -1 && rank !== null) at = find((p) => topRank(p) === rank + 1);
  if (at === -1) at = find((p) => p.length === 0);
  const m: SpiteMove = { type: "discard", card, pile: at === -1 ? 1 : at + 1 };
  return legal.has(formatMove(m)) ? m : null;
}

/** Ascending rank; equal ranks by the suit order c, d, h, s. */
function byRankThenSuit(a: Card, b: Card): number {
  return rankOf(a) - rankOf(b) || bySuit(a, b);
}

/** The suit order c, d, h, s (a joker, which has no suit, last). */
function bySuit(a: Card, b: Card): number {
  return suitIndex(a) - suitIndex(b);
}

function suitIndex(card: Card): number {
  const suit = suitOf(card);
  return suit === null ? SUITS.length : SUITS.indexOf(suit);
}
