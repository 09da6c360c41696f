import { handCardFor, type GalleryCard } from "../cards";
import { makeCell } from "../grid";
import { parseMove } from "../notation";

/** What the board marks for a hinted move ("What would you play?"). */
export interface HintMarks {
  /** Cells the move lays a card on (or swaps a joker at, or declines onto), with that card. */
  readonly cells: ReadonlyMap<string, GalleryCard>;
  /** The hand's cards the move plays, a card once per copy it uses (`*` for a named joker). */
  readonly hand: readonly GalleryCard[];
  /** The bazaar: taken, or given the discard. */
  readonly bazaar: boolean;
  /** The draw pile: drawn from. */
  readonly stock: boolean;
  /** A move of one word that is a button of the board (`pass`, `end`, `draw`, `bazaar`). */
  readonly word: string | null;
}

/**
 * The marks of a hinted move in notation; null for none or for text that is not a move
 * (the board draws nothing rather than guess). A step may lay more cards than `legal`
 * lists: every card of it is marked.
 */
export function hintMarks(hint: string | null | undefined): HintMarks | null {
  if (!hint) return null;
  const parsed = parseMove(hint);
  if (!parsed.ok) return null;
  const move = parsed.value;
  const none = { cells: new Map<string, GalleryCard>(), hand: [], bazaar: false, stock: false };
  switch (move.type) {
    case "open":
    case "lay":
      return {
        ...none,
        cells: new Map(move.cards.map((p) => [makeCell(p.x, p.y), p.card])),
        hand: move.cards.map((p) => handCardFor(p.card)),
        word: null,
      };
    case "swap":
      return {
        ...none,
        cells: new Map([[makeCell(move.x, move.y), move.card]]),
        hand: [move.card],
        word: null,
      };
    // A decline lays the card as the new start card, at the start card's place.
    case "decline":
      return { ...none, cells: new Map([["0,0", move.card]]), hand: [move.card], word: null };
    case "discard":
      return { ...none, hand: [move.card], bazaar: true, word: null };
    case "draw":
      return { ...none, stock: true, word: "draw" };
    case "bazaar":
      return { ...none, bazaar: true, word: "bazaar" };
    case "pass":
    case "end":
      return { ...none, word: move.type };
    default:
      return null;
  }
}
