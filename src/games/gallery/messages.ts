import { gameError, type GameError } from "../../engine/errors";
import type { LayCode } from "./laying";

/** What a laying error is about, for its message. */
export interface LayDetail {
  /** The card being laid, in notation (`r7`, `*b5`). */
  readonly card?: string;
  /** Its cell, `x,y`. */
  readonly cell?: string;
  readonly limit?: number;
  /** The value of a set (second-set). */
  readonly value?: number;
}

/**
 * The laying rules' errors in words a player understands (English here; a board shows
 * its own translation by the stable code).
 */
export function layError(code: LayCode, d: LayDetail = {}): GameError {
  const what = d.card && d.cell ? `${d.card} at ${d.cell}` : "that card";
  const messages: Record<LayCode, string> = {
    "not-in-hand": d.card?.startsWith("*")
      ? "there is no joker left in your hand"
      : `there is no ${d.card ?? "such card"} left in your hand`,
    "outside-area": `${what} would not fit the exhibition's area of 8 columns by 5 rows`,
    occupied: `${d.cell ?? "that cell"} already holds a card`,
    "not-adjacent":
      `${what} touches no card by an edge (diagonals do not count; ` +
      `the cards of one step count in the order listed)`,
    "open-one-line":
      "the opening lays one line through the start card: all its cards in the start card's row, " +
      "or all in its column",
    "keep-one-card": "keep at least one card in your hand for the bazaar",
    "over-limit":
      `the exhibition may end one card past its size limit of ${d.limit ?? "?"}, ` +
      "never two: lay fewer cards",
    "not-run-or-set":
      `${what} makes a line that is neither a run (one colour, values going up or down ` +
      "by one, 10 and 1 next to each other) nor a set (one value)",
    "colour-repeated": `${what} repeats a colour in a set, and this game plays with distinct colours`,
    "two-jokers": `${what} puts a second joker in one line: a line holds one joker at most`,
    "extends-twice":
      `${what} adds a second card this turn to a group that was on the table when your turn ` +
      "began: such a group grows by one card per turn",
    "empty-step": "lay at least one card",
    "open-too-few": "open with at least two cards from your hand beside the start card",
    "short-line":
      `${d.cell ? `the line through ${d.cell}` : "a line"} has only two cards: ` +
      "a new group needs at least three, laid in one step",
    "second-set": `the exhibition already has a set of ${d.value ?? "that value"}s: one set per value`,
  };
  return gameError(code, messages[code]);
}
