import { BASE, encodePoint, secretTimes, type Point } from "./group";
import { deckSum, encodingAt, makeDeckData, type DeckData } from "./deck-data";
import { proveDleq, verifyDleq, type DleqProof, type DleqStatement } from "./dleq";
import type { DeckKeys } from "./secrets";

/**
 * Pass 1 of a deck, the shuffle: each device in turn multiplies every card by its
 * secret shuffle key a and permutes the deck. The output reveals nothing of the
 * permutation (telling a·X from a random point is the decisional Diffie–Hellman
 * problem). No device alone can make a valid card afterwards — it would need every
 * other device's key — so none can stack the deck, only drop or repeat cards.
 *
 * The proof shows U = a·G, G = a·V (V = a⁻¹·G, needed to check its shares later) and
 * Σ output = a·Σ input: a card dropped, repeated or replaced by another of the deck
 * changes the sum and is caught at once. A change that keeps the sum makes a point
 * that is no card: caught when it is opened, at the latest by the audit.
 */

export interface ShuffleProof {
  readonly U: Point;
  readonly V: Point;
  readonly proof: DleqProof;
}

function statement(U: Point, V: Point, input: DeckData, output: DeckData): DleqStatement {
  const sumIn = deckSum(input);
  const sumOut = deckSum(output);
  return {
    bases: [BASE, V, sumIn],
    results: [U, BASE, sumOut],
    binding: [encodePoint(U), encodePoint(V), encodePoint(sumIn), encodePoint(sumOut)],
  };
}

/** The cards of a shuffle: output p is a·input[permutation[p]]. */
export function shuffledDeck(input: DeckData, keys: DeckKeys): DeckData {
  return makeDeckData(keys.permutation.map((from) => secretTimes(input.points[from], keys.a)));
}

/** A shuffle as one multiplication per output position (deck-pass.ts): a·input[π(p)]. */
export function shuffleFactors(input: DeckData, keys: DeckKeys) {
  return {
    points: keys.permutation.map((from) => input.points[from]),
    encodings: keys.permutation.map((from) => encodingAt(input, from)),
    scalars: keys.permutation.map(() => keys.a),
  };
}

/**
 * The proof of a shuffle from `input` to `output` with these keys. It covers the keys
 * and the sum only: a deck with the right sum passes whatever its order.
 */
export function proveShuffle(
  input: DeckData,
  output: DeckData,
  keys: DeckKeys,
  context: string,
): ShuffleProof {
  const U = BASE.multiply(keys.a);
  const V = BASE.multiply(keys.aInverse);
  return { U, V, proof: proveDleq(keys.a, statement(U, V, input, output), context) };
}

/** The shuffled deck and its proof. */
export function shuffleDeck(
  input: DeckData,
  keys: DeckKeys,
  context: string,
): { readonly deck: DeckData; readonly proof: ShuffleProof } {
  const deck = shuffledDeck(input, keys);
  return { deck, proof: proveShuffle(input, deck, keys, context) };
}

export function verifyShuffle(
  input: DeckData,
  output: DeckData,
  shuffle: ShuffleProof,
  context: string,
): boolean {
  return verifyDleq(statement(shuffle.U, shuffle.V, input, output), shuffle.proof, context);
}
