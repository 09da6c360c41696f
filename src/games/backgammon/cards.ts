import type { Card } from "./state";

/** The cards variant's deck: ranks A(=1) to 6 of two 52-card decks, 48 cards. */
export const FULL_DECK: readonly number[] = Array.from({ length: 48 }, (_, i) => (i % 6) + 1);

/** The distinct rolls a hand can make: pairs of its cards, larger first, each once. */
export function rollsOfHand(hand: readonly Card[]): [number, number][] {
  const values = hand.filter((v): v is number => v !== null).sort((a, b) => b - a);
  const seen = new Set<number>();
  const out: [number, number][] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const key = values[i] * 10 + values[j];
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([values[i], values[j]]);
    }
  }
  return out;
}

/** Whether the hand holds both cards (two of them when equal). */
export function handHolds(hand: readonly Card[], a: number, b: number): boolean {
  const rest = [...hand];
  for (const v of [a, b]) {
    const i = rest.indexOf(v);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

/** The hand without one card of each value. */
export function withoutCards(hand: readonly Card[], values: readonly number[]): Card[] {
  const rest = [...hand];
  for (const v of values) rest.splice(rest.indexOf(v), 1);
  return rest;
}

export function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}
