import { type Result, ok } from "../engine/errors";
import { base64Length, concatBytes, fromBase64Url, toBase64Url } from "./bytes";
import { FairCode, fairFail } from "./errors";
import { POINT_BYTES, decodePoint, encodePoint, sumOf, type Point } from "./group";

/**
 * An encrypted deck as the transcript holds it: one base64url text of the points'
 * encodings, position 0 first. Parsed once (decoding is the costly part) and shared by
 * every state that refers to it.
 */
export interface DeckData {
  readonly text: string;
  readonly bytes: Uint8Array;
  readonly points: readonly Point[];
}

/** The encoding of position p (the bytes hashed into proofs about it). */
export function encodingAt(deck: DeckData, p: number): Uint8Array {
  return deck.bytes.subarray(p * POINT_BYTES, (p + 1) * POINT_BYTES);
}

const sums = new WeakMap<DeckData, Point>();

/** The sum of the deck's points: the same for any order, which a shuffle proof uses. */
export function deckSum(deck: DeckData): Point {
  let sum = sums.get(deck);
  if (!sum) {
    sum = sumOf(deck.points);
    sums.set(deck, sum);
  }
  return sum;
}

export function makeDeckData(points: readonly Point[]): DeckData {
  const bytes = concatBytes(points.map(encodePoint));
  return { text: toBase64Url(bytes), bytes, points };
}

export function deckDataOfEncodings(
  encoded: readonly Uint8Array[],
  points: readonly Point[],
): DeckData {
  const bytes = concatBytes(encoded);
  return { text: toBase64Url(bytes), bytes, points };
}

const parsed = new Map<string, DeckData>();

/**
 * Parses a deck of exactly `size` cards: canonical base64url, every point a canonical
 * non-identity encoding, no point twice (two equal points would be one card twice).
 */
export function parseDeckData(text: string, size: number): Result<DeckData> {
  const known = parsed.get(text);
  if (known && known.points.length === size) return ok(known);
  if (text.length !== base64Length(size * POINT_BYTES)) {
    return fairFail(FairCode.BadDeck, `a deck of ${size} cards is ${size * POINT_BYTES} bytes`);
  }
  const bytes = fromBase64Url(text);
  if (!bytes) return fairFail(FairCode.Syntax, "a deck is canonical base64url");
  const points: Point[] = [];
  const seen = new Set<string>();
  for (let p = 0; p < size; p++) {
    const slice = bytes.subarray(p * POINT_BYTES, (p + 1) * POINT_BYTES);
    const key = slice.join(",");
    const point = decodeKnown(slice, key);
    if (!point) return fairFail(FairCode.BadPoint, `position ${p} is not a valid point`);
    if (seen.has(key)) return fairFail(FairCode.BadDeck, `position ${p} repeats an earlier point`);
    seen.add(key);
    points.push(point);
  }
  const deck = { text, bytes, points };
  if (parsed.size > 256) parsed.clear();
  parsed.set(text, deck);
  return ok(deck);
}

/**
 * Decoded points by encoding: a deck that reorders or bends a deck seen before (junk
 * shuffles at old places, issue 27) decodes only its new points, not all of them.
 */
const decoded = new Map<string, Point>();

function decodeKnown(slice: Uint8Array, key: string): Point | null {
  const known = decoded.get(key);
  if (known) return known;
  const point = decodePoint(slice);
  if (!point) return null;
  if (decoded.size >= 16_384) decoded.clear();
  decoded.set(key, point);
  return point;
}

/**
 * Keeps a deck this device made, so that judging its own entry does not decode its
 * points again (parseDeckData finds it by its text).
 */
export function rememberDeck(deck: DeckData): DeckData {
  if (parsed.size > 256) parsed.clear();
  parsed.set(deck.text, deck);
  return deck;
}

export function forgetParsedDecks(): void {
  parsed.clear();
  decoded.clear();
}
