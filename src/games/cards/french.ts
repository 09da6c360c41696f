import { ErrorCode, fail, ok, type Result } from "../../engine/errors";

/**
 * French-suited cards in the notation the rules files share: rank then suit letter
 * ("10h", "Qs", "6d", "Ac"), a joker "*". A card in a state is its notation text: plain
 * JSON, readable in a log, and compared with ===. Decks list copies of a card as equal
 * strings (two decks shuffled together hold two "Ah").
 */
export type FrenchCard = string;

export type Suit = "c" | "d" | "h" | "s";

/** The suit order c, d, h, s: the order decks are listed in, and the bots' tie-break. */
export const SUITS: readonly Suit[] = ["c", "d", "h", "s"];

export const JOKER: FrenchCard = "*";

/** Rank labels by number: 1 ace, 2–10, 11 jack, 12 queen, 13 king. */
const LABELS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

const CARD = /^(A|[2-9]|10|J|Q|K)([cdhs])$/;

export interface ParsedCard {
  /** 1 (ace) to 13 (king); 0 for a joker. */
  readonly rank: number;
  /** null for a joker. */
  readonly suit: Suit | null;
}

/** Parses one card of the notation; the exact inverse of makeCard. */
export function parseCard(text: string): Result<ParsedCard> {
  if (text === JOKER) return ok({ rank: 0, suit: null });
  const m = CARD.exec(text);
  if (!m) return fail(ErrorCode.Syntax, `"${text}" is not a card (e.g. "10h", "Qs", "Ac", "*")`);
  return ok({ rank: LABELS.indexOf(m[1] as (typeof LABELS)[number]), suit: m[2] as Suit });
}

export function isCard(text: string): boolean {
  return text === JOKER || CARD.test(text);
}

/** The notation of a card: makeCard(12, "s") is "Qs". */
export function makeCard(rank: number, suit: Suit): FrenchCard {
  return `${LABELS[rank]}${suit}`;
}

/** The rank label alone ("10", "Q", "A"), as a wild card names the rank it stands for. */
export function rankLabel(rank: number): string {
  return LABELS[rank] ?? "";
}

/** The rank named by a label ("Q" → 12), or null. */
export function parseRank(label: string): number | null {
  const rank = LABELS.indexOf(label as (typeof LABELS)[number]);
  return rank >= 1 ? rank : null;
}

export function isJoker(card: FrenchCard): boolean {
  return card === JOKER;
}

/** 1 (ace) to 13 (king), 0 for a joker. Cards in a state are valid by construction. */
export function rankOf(card: FrenchCard): number {
  if (card === JOKER) return 0;
  return LABELS.indexOf(card.slice(0, -1) as (typeof LABELS)[number]);
}

export function suitOf(card: FrenchCard): Suit | null {
  return card === JOKER ? null : (card[card.length - 1] as Suit);
}

/** Hearts and diamonds are red; clubs and spades black; a joker is neither. */
export function isRed(card: FrenchCard): boolean {
  const suit = suitOf(card);
  return suit === "h" || suit === "d";
}

export function isBlack(card: FrenchCard): boolean {
  const suit = suitOf(card);
  return suit === "c" || suit === "s";
}

export interface DeckSpec {
  /** How many standard decks are shuffled together (default 1). */
  readonly decks?: number;
  /** 52 (2 to A) or 36 (6 to A) cards per deck (default 52). */
  readonly size?: 52 | 36;
  /** Jokers added per deck (default 0). */
  readonly jokers?: number;
}

/**
 * A deck in a fixed order (suits c, d, h, s; ranks A, 2 … K within a suit; jokers
 * last), the order a shuffle starts from so that one seed gives one deal everywhere.
 */
export function frenchDeck(spec: DeckSpec = {}): FrenchCard[] {
  const { decks = 1, size = 52, jokers = 0 } = spec;
  const ranks = Array.from({ length: 13 }, (_, i) => i + 1).filter(
    (r) => size === 52 || r === 1 || r >= 6,
  );
  const one: FrenchCard[] = SUITS.flatMap((suit) => ranks.map((rank) => makeCard(rank, suit)));
  const out: FrenchCard[] = [];
  for (let d = 0; d < decks; d++) out.push(...one);
  for (let j = 0; j < decks * jokers; j++) out.push(JOKER);
  return out;
}

/** Parses a comma-separated list of cards ("Ah,2c,*"); an empty text is no cards. */
export function parseCardList(text: string): Result<FrenchCard[]> {
  if (text === "") return ok([]);
  const cards = text.split(",");
  for (const card of cards) {
    if (!isCard(card)) return fail(ErrorCode.Syntax, `"${card}" is not a card`);
  }
  return ok(cards);
}

export function makeCardList(cards: readonly FrenchCard[]): string {
  return cards.join(",");
}

/** Whether two lists hold the same cards, counting copies, in any order (any card type). */
export { sameCards } from "./multiset";
