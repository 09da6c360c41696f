import { mulScalar, secretTimes } from "./group";
import { encodingAt, makeDeckData, type DeckData } from "./deck-data";
import type { DeckKeys } from "./secrets";

/**
 * Pass 2 of a deck, the locks: each device in turn takes its shuffle key off every card
 * and puts on one lock key per position: Y'ₚ = (kₚ · a⁻¹)·Yₚ. After every device, the
 * card at position p is (Πᵢ kᵢ,ₚ)·Mₚ, so opening it needs exactly the devices' lock keys
 * of p — and revealing one position's keys says nothing of any other.
 *
 * The pass carries no proof: each position's step is proven when its share is sent
 * (share.ts), and every position by the audit.
 */
export function lockDeck(input: DeckData, keys: DeckKeys): DeckData {
  const { points, scalars } = lockFactors(input, keys);
  return makeDeckData(points.map((y, p) => secretTimes(y, scalars[p])));
}

/** The locks as one multiplication per position (deck-pass.ts): (kₚ · a⁻¹)·Yₚ. */
export function lockFactors(input: DeckData, keys: DeckKeys) {
  return {
    points: input.points,
    encodings: input.points.map((_, p) => encodingAt(input, p)),
    scalars: input.points.map((_, p) => mulScalar(keys.locks[p], keys.aInverse)),
  };
}
