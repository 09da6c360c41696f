import { toBase64Url } from "./bytes";
import { encodePoint, hashToPoint, type Point } from "./group";

/**
 * Cards as points. Each physical card of a deck — its value and which copy it is (a
 * 104-card deck holds every card twice) — is a point hashed onto the curve, so nobody
 * knows a relation between two cards' points: a shuffle that tampers with a card
 * (adds to it, scales it) makes a point that is no card at all. Copies get different
 * points so that two equal cards never encrypt alike.
 */

export type CardValue = string | number;

/** The label of the `copy`-th copy (0-based) of a card. */
export function cardLabel(card: CardValue, copy: number): string {
  return `${JSON.stringify(card)}#${copy}`;
}

const points = new Map<string, Point>();

export function cardPoint(card: CardValue, copy: number): Point {
  const label = cardLabel(card, copy);
  let p = points.get(label);
  if (!p) {
    p = hashToPoint(label);
    points.set(label, p);
  }
  return p;
}

/** A deck's cards in the order every device lists them, as points, and back. */
export interface DeckTable {
  readonly cards: readonly CardValue[];
  readonly points: readonly Point[];
  /** Encodings of the points (the initial deck of the first shuffle). */
  readonly encoded: readonly Uint8Array[];
  /** Card index by the base64url of its point. */
  readonly index: ReadonlyMap<string, number>;
}

const tables = new Map<string, DeckTable>();

export function deckTable(cards: readonly CardValue[]): DeckTable {
  const key = JSON.stringify(cards);
  const known = tables.get(key);
  if (known) return known;
  const copies = new Map<CardValue, number>();
  const deckPoints = cards.map((card) => {
    const copy = copies.get(card) ?? 0;
    copies.set(card, copy + 1);
    return cardPoint(card, copy);
  });
  const encoded = deckPoints.map(encodePoint);
  const table: DeckTable = {
    cards: [...cards],
    points: deckPoints,
    encoded,
    index: new Map(encoded.map((bytes, i) => [toBase64Url(bytes), i])),
  };
  if (tables.size > 32) tables.clear();
  tables.set(key, table);
  return table;
}

/** The index of the card a point stands for, or null when it is no card of the deck. */
export function cardOfPoint(table: DeckTable, p: Point): number | null {
  return cardOfEncoding(table, encodePoint(p));
}

/** The card whose point has this encoding (a worker's product), or null. */
export function cardOfEncoding(table: DeckTable, bytes: Uint8Array): number | null {
  return table.index.get(toBase64Url(bytes)) ?? null;
}
