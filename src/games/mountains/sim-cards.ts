import { SUITS, suitOf, type FrenchCard, type Suit } from "../cards/french";
import { makeCard } from "../cards/french";
import { seniorityRank } from "../mosaic/order";
import type { PointsScheme } from "./options";
import { cardPoints } from "./scoring";

/**
 * Cards as small integers for the bots' playouts: suit × 16 + seniority rank, so the
 * rank (2 … 14, A high) is `code & 15` and the suit (0 c, 1 d, 2 h, 3 s) `code >> 4`.
 * Hearts and diamonds (suits 1 and 2) are red.
 */
export type CardCode = number;

export const CODES = 64;

export function encodeCard(card: FrenchCard): CardCode {
  return SUITS.indexOf(suitOf(card) as Suit) * 16 + seniorityRank(card);
}

export function decodeCard(code: CardCode): FrenchCard {
  const rank = code & 15;
  return makeCard(rank === 14 ? 1 : rank, SUITS[code >> 4]);
}

export const rankOfCode = (code: CardCode): number => code & 15;
export const suitOfCode = (code: CardCode): number => code >> 4;
/** 1 for red (d, h), 0 for black (c, s). */
export const colourOfCode = (code: CardCode): number => (((code >> 4) + 1) & 2 ? 1 : 0);

/** Card points by code, for one scheme. */
export function pointsTable(scheme: PointsScheme): Int8Array {
  const table = new Int8Array(CODES);
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 2; rank <= 14; rank++) {
      const code = suit * 16 + rank;
      table[code] = cardPoints(decodeCard(code), scheme);
    }
  }
  return table;
}
