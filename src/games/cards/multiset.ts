/**
 * Cards as multisets, for any card type that compares with === (French notation
 * strings, Smalta's and Backgammon's number cards, Gallery's "r7"): two decks shuffled
 * together hold equal copies, so a hand is a list in which order does not matter.
 */

/** How many copies of each card a list holds. */
export function countCards<C>(cards: readonly C[]): Map<C, number> {
  const counts = new Map<C, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/** Whether two lists hold the same cards, counting copies, in any order. */
export function sameCards<C>(a: readonly C[], b: readonly C[]): boolean {
  if (a.length !== b.length) return false;
  return holdsCards(a, b);
}

/** Whether `hand` holds every card of `cards` (a card listed twice needs two copies). */
export function holdsCards<C>(hand: readonly C[], cards: readonly C[]): boolean {
  const counts = countCards(hand);
  for (const card of cards) {
    const n = counts.get(card);
    if (!n) return false;
    counts.set(card, n - 1);
  }
  return true;
}

/**
 * The hand without one copy of each card of `cards` (the first copy from the left, so
 * the rest keep their order), or null when the hand does not hold them all.
 */
export function removeCards<C>(hand: readonly C[], cards: readonly C[]): C[] | null {
  const rest = [...hand];
  for (const card of cards) {
    const i = rest.indexOf(card);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}
