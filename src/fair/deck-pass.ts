import { decodePoint, encodePoint, POINT_BYTES, secretTimes, type Point } from "./group";
import { deckDataOfEncodings, rememberDeck, type DeckData } from "./deck-data";

/**
 * One device's deck step (a shuffle or a lock, shuffle.ts and lock.ts) as what it
 * costs: one independent multiplication per card, output p = scalars[p] · inputs[p].
 * So the step can be split into slices and run anywhere (the app's Web Workers,
 * src/net/table/deck-workers.ts), and the products turned back into the very entry the
 * device would have made in one go (`FairDevice.deckPass`, `finishPass`).
 */
export interface DeckPass {
  /** The input points in output order (a shuffle's are permuted), and their encodings. */
  readonly points: readonly Point[];
  readonly encodings: readonly Uint8Array[];
  /** The secret factor of each output position. */
  readonly scalars: readonly bigint[];
  /**
   * The entry text from the products (position 0 first): their encodings, and their
   * points when computed here; without points (a worker's products) they are decoded
   * and checked. Null when they make no valid deck.
   */
  finish(products: readonly Uint8Array[], points?: readonly Point[]): string | null;
}

/** The products of a pass, computed here (the in-thread path, and a worker's slice). */
export function multiplyPass(points: readonly Point[], scalars: readonly bigint[]): Point[] {
  return points.map((point, p) => secretTimes(point, scalars[p]));
}

/**
 * A slice of a pass as a worker gets it: the inputs' encodings back to back, one scalar
 * each; the products' encodings back to back. Null if an input is no valid point.
 */
export function multiplyEncoded(inputs: Uint8Array, scalars: readonly bigint[]): Uint8Array | null {
  if (inputs.length !== scalars.length * POINT_BYTES) return null;
  const out = new Uint8Array(inputs.length);
  for (let p = 0; p < scalars.length; p++) {
    const point = decodePoint(inputs.subarray(p * POINT_BYTES, (p + 1) * POINT_BYTES));
    if (!point) return null;
    out.set(encodePoint(secretTimes(point, scalars[p])), p * POINT_BYTES);
  }
  return out;
}

/**
 * The deck a pass's products make, checked as a peer's deck would be (parseDeckData):
 * no point twice, and products from elsewhere (a worker's, without points) each a
 * valid point. Kept for parseDeckData, so judging the entry does not decode it again.
 * Null if they make no valid deck.
 */
export function deckOfProducts(
  products: readonly Uint8Array[],
  size: number,
  points?: readonly Point[],
): DeckData | null {
  if (products.length !== size || (points && points.length !== size)) return null;
  const decoded: Point[] = [];
  const seen = new Set<string>();
  for (const [p, bytes] of products.entries()) {
    const point = points ? points[p] : decodePoint(bytes);
    const key = bytes.join(",");
    if (!point || seen.has(key)) return null;
    seen.add(key);
    decoded.push(point);
  }
  return rememberDeck(deckDataOfEncodings(products, decoded));
}

/** The pass run in one go, here: what `FairDevice.deckEntry` does. */
export function finishHere(pass: DeckPass): string | null {
  const products = multiplyPass(pass.points, pass.scalars);
  return pass.finish(products.map(encodePoint), products);
}
