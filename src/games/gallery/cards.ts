import { ErrorCode, fail, ok, type Result } from "../../engine/errors";

/**
 * Picture Gallery's cards in the notation of its rules: a frame colour letter and a
 * value, `r7`, `y10`, `b1`, `g3`; a joker in a hand is `*`, and on the table `*` followed
 * by the card it stands for, `*r7`. A card in a state is that text (plain JSON, compared
 * with ===); copies are equal strings.
 *
 * The grid and the searches use small integer codes instead: a real card is
 * 1 + 10 × colour + (value − 1), 1 (`r1`) to 40 (`g10`); a joker in a hand is 0, and a
 * joker on the table is the code of the card it stands for plus JOKER_BIT.
 */
export type GalleryCard = string;

/** Frame colours in the rules' order: red, yellow, blue, grey. */
export const COLOURS = ["r", "y", "b", "g"] as const;
export type Colour = (typeof COLOURS)[number];

export const JOKER: GalleryCard = "*";
export const JOKER_BIT = 64;
/** Real card codes are 1..REAL_CODES. */
export const REAL_CODES = 40;

const REAL = /^([rybg])(10|[1-9])$/;

export const codeOfParts = (colour: number, value: number): number => 1 + colour * 10 + value - 1;
/** 1–10 for a code of a real or named card (the joker bit ignored). */
export const valueOfCode = (code: number): number => (((code & 63) - 1) % 10) + 1;
/** 0–3 (r, y, b, g) for a code of a real or named card. */
export const colourOfCode = (code: number): number => (((code & 63) - 1) / 10) | 0;
export const isJokerCode = (code: number): boolean => (code & JOKER_BIT) !== 0;

/** The notation of a code: `r7`, or `*r7` for a named joker; `*` for the hand joker 0. */
export function cardOfCode(code: number): GalleryCard {
  if (code === 0) return JOKER;
  const real = `${COLOURS[colourOfCode(code)]}${valueOfCode(code)}`;
  return isJokerCode(code) ? `*${real}` : real;
}

/** The code of a card text known to be valid (a state's card): `*` is 0. */
export function codeOfCard(card: GalleryCard): number {
  if (card === JOKER) return 0;
  const joker = card.startsWith("*");
  const real = joker ? card.slice(1) : card;
  const colour = COLOURS.indexOf(real[0] as Colour);
  const code = codeOfParts(colour, Number(real.slice(1)));
  return joker ? code | JOKER_BIT : code;
}

/** A card of a hand or a deal: a real card or `*`. */
export function isHandCard(text: string): boolean {
  return text === JOKER || REAL.test(text);
}

/** A card on the table: a real card or a named joker (`*r7`); never a bare `*`. */
export function isTableCard(text: string): boolean {
  return REAL.test(text) || (text.startsWith("*") && REAL.test(text.slice(1)));
}

export function parseHandCard(text: string): Result<GalleryCard> {
  return isHandCard(text)
    ? ok(text)
    : fail(ErrorCode.Syntax, `"${text}" is not a card (e.g. "r7", "y10", "*")`);
}

export function parseTableCard(text: string): Result<GalleryCard> {
  if (isTableCard(text)) return ok(text);
  if (text === JOKER) {
    return fail(ErrorCode.Syntax, `a joker is laid as the card it stands for, e.g. "*r7"`);
  }
  return fail(ErrorCode.Syntax, `"${text}" is not a card (e.g. "r7", "*b5")`);
}

export function isJoker(card: GalleryCard): boolean {
  return card.startsWith("*");
}

/** The points a card scores (and costs in a hand at the end): its value; a joker 0. */
export function pointsOf(card: GalleryCard): number {
  return isJoker(card) ? 0 : Number(card.slice(1));
}

/** The card a hand gives up to lay `tableCard`: itself, or `*` for a named joker. */
export function handCardFor(tableCard: GalleryCard): GalleryCard {
  return isJoker(tableCard) ? JOKER : tableCard;
}

/** What a named joker stands for (`*r7` → `r7`); a real card stands for itself. */
export function standsFor(tableCard: GalleryCard): GalleryCard {
  return isJoker(tableCard) ? tableCard.slice(1) : tableCard;
}

/**
 * The 86 cards in a fixed order — colours r, y, b, g, values 1–10, the second copy of
 * each colour after the first, then the six jokers — the order a shuffle starts from.
 */
export function galleryDeck(): GalleryCard[] {
  const out: GalleryCard[] = [];
  for (const colour of COLOURS) {
    for (let copy = 0; copy < 2; copy++) {
      for (let value = 1; value <= 10; value++) out.push(`${colour}${value}`);
    }
  }
  for (let j = 0; j < 6; j++) out.push(JOKER);
  return out;
}

/**
 * Whether a card of a state is a fair game's token (`#d.p`, docs/fair-play.md): a card
 * nobody has opened to all. Rules move and count it but never read its rank.
 */
export const isTokenCard = (card: GalleryCard): boolean => card.charCodeAt(0) === 35; // "#"

/**
 * Card codes of a hand counted: index 0 the jokers, 1–40 the real cards. A token (a
 * fair game's unopened card) is no card the hand can lay, so it is not counted.
 */
export function countCards(cards: readonly GalleryCard[]): Int8Array {
  const counts = new Int8Array(REAL_CODES + 1);
  for (const card of cards) if (!isTokenCard(card)) counts[codeOfCard(card)]++;
  return counts;
}

/** Cards in display order: colour r, y, b, g, then value, jokers last. */
export function sortCards(cards: readonly GalleryCard[]): GalleryCard[] {
  const key = (c: GalleryCard): number => (c === JOKER ? 99 : codeOfCard(c));
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** Removes one copy of `card` from a list (the caller knows it is there). */
export function withoutCard(cards: readonly GalleryCard[], card: GalleryCard): GalleryCard[] {
  const out = [...cards];
  const at = out.indexOf(card);
  if (at >= 0) out.splice(at, 1);
  return out;
}

/** Whether two lists hold the same cards, counting copies, in any order. */
export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const card of a) counts.set(card, (counts.get(card) ?? 0) + 1);
  for (const card of b) {
    const n = counts.get(card);
    if (!n) return false;
    counts.set(card, n - 1);
  }
  return true;
}
