import { hashParts } from "./bytes";
import { invScalar, nonzeroScalarOf } from "./group";

/**
 * Everything a device keeps secret in a fair game follows from ONE value: 32 random
 * bytes drawn when the game is created or joined (the app uses crypto.getRandomValues),
 * stored beside the log and never sent. From it, by hashing:
 *   - the seed of each dice chain (`chainSeed`);
 *   - the secret of each deck (`deckSecret`), and from that its shuffle key a, its
 *     permutation, and one lock key per position (`deckKeys`).
 * A deck secret is revealed when its deck is done (the end-of-hand audit); it opens
 * that deck only. The game secret itself is never revealed.
 */

export const SECRET_BYTES = 32;

export function chainSeed(secret: Uint8Array, gameId: string, chain: number): Uint8Array {
  return hashParts("tabula-fair-chain-seed/1", secret, gameId, chain);
}

export function deckSecret(secret: Uint8Array, gameId: string, deck: number): Uint8Array {
  return hashParts("tabula-fair-deck/1", secret, gameId, deck);
}

/** A device's keys for one deck of `size` cards. */
export interface DeckKeys {
  /** The shuffle key: every card of its shuffle is multiplied by it. */
  readonly a: bigint;
  readonly aInverse: bigint;
  /** Its shuffle: output position p takes input position permutation[p]. */
  readonly permutation: readonly number[];
  /** The lock key of each position. */
  readonly locks: readonly bigint[];
}

const cache = new Map<string, DeckKeys>();

/** The shuffle key a of a deck secret alone: one hash, for checking a revealed secret cheaply. */
export function shuffleKeyOf(secret: Uint8Array): bigint {
  return nonzeroScalarOf("tabula-fair-shuffle-key/1", secret);
}

export function deckKeys(secret: Uint8Array, size: number): DeckKeys {
  const key = `${size}:${Array.from(secret).join(",")}`;
  const known = cache.get(key);
  if (known) return known;
  const a = shuffleKeyOf(secret);
  const keys: DeckKeys = {
    a,
    aInverse: invScalar(a),
    permutation: permutationOf(secret, size),
    locks: Array.from({ length: size }, (_, p) => nonzeroScalarOf("tabula-fair-lock/1", secret, p)),
  };
  if (cache.size > 64) cache.clear();
  cache.set(key, keys);
  return keys;
}

/**
 * A uniform permutation: Fisher–Yates whose choices are 32-bit words of SHA-256 in
 * counter mode, by rejection (no modulo bias).
 */
export function permutationOf(secret: Uint8Array, size: number): number[] {
  const order = Array.from({ length: size }, (_, i) => i);
  let block = 0;
  let words: Uint32Array = new Uint32Array(0);
  let at = 0;
  const next = (): number => {
    if (at === words.length) {
      const h = hashParts("tabula-fair-permutation/1", secret, block++);
      words = new Uint32Array(8);
      for (let i = 0; i < 8; i++) {
        words[i] =
          (h[4 * i] | (h[4 * i + 1] << 8) | (h[4 * i + 2] << 16) | (h[4 * i + 3] << 24)) >>> 0;
      }
      at = 0;
    }
    return words[at++];
  };
  for (let i = size - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 0x100000000 - (0x100000000 % n);
    let x = next();
    while (x >= limit) x = next();
    const j = x % n;
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
