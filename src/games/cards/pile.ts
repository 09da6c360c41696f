/**
 * Piles: a list of cards with its top at the END (a card played onto a pile is pushed),
 * unless a function says otherwise. A stock dealt "top first" in a rules file's notation
 * is read from its start: see hand.ts `drawUpTo`.
 */

/** How much of a pile is public: all of it (a discard pile), none (a stock), or its top (a goal pile). */
export type PileFace = "up" | "down" | "top";

/** The top card, or null for an empty pile. */
export function topOf<C>(pile: readonly C[]): C | null {
  return pile.length === 0 ? null : pile[pile.length - 1];
}

/** Every card hidden: the size stays public. */
export function hideCards<C>(cards: readonly C[]): null[] {
  return cards.map(() => null);
}

/**
 * The pile as anyone may see it. `top: "first"` for a pile kept top first (as a rules
 * file lists it); the default is the top last.
 */
export function hidePile<C>(
  pile: readonly C[],
  face: PileFace,
  top: "first" | "last" = "last",
): (C | null)[] {
  if (face === "up") return [...pile];
  if (face === "down" || pile.length === 0) return hideCards(pile);
  const topIndex = top === "last" ? pile.length - 1 : 0;
  return pile.map((card, i) => (i === topIndex ? card : null));
}
