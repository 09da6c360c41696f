import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/** A source of uniform integers; the only randomness rules and bots ever see. */
export interface Rng {
  /** A uniform integer in [0, n), n ≥ 1. */
  int(n: number): number;
}

/**
 * xoshiro128** (Blackman & Vigna): 32-bit integer arithmetic only, so the same seed
 * gives the same sequence in every browser and in Node.
 */
export function xoshiro128(state: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = state.map((x) => x >>> 0);
  if ((a | b | c | d) === 0) a = 1; // the all-zero state is a fixed point
  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return {
    int(n: number): number {
      // Rejection sampling: no modulo bias, whatever n is.
      const limit = 0x100000000 - (0x100000000 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    },
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** An Rng keyed by the first 16 bytes of SHA-256 of a text. */
export function rngFromText(text: string): Rng {
  const h = sha256(utf8ToBytes(text));
  const word = (i: number): number =>
    (h[i] | (h[i + 1] << 8) | (h[i + 2] << 16) | (h[i + 3] << 24)) >>> 0;
  return xoshiro128([word(0), word(4), word(8), word(12)]);
}

/** SHA-256 of a text as eight 32-bit words: the key of a family of Rngs. */
export function keyFromText(text: string): Uint32Array {
  const h = sha256(utf8ToBytes(text));
  // Read little-endian by hand, so big-endian hardware gets the same words.
  return Uint32Array.from({ length: 8 }, (_, i) => {
    const b = 4 * i;
    return (h[b] | (h[b + 1] << 8) | (h[b + 2] << 16) | (h[b + 3] << 24)) >>> 0;
  });
}

/**
 * The Rng number `index` of the family `key`: xoshiro128** whose state mixes the key
 * with the index through MurmurHash3's 32-bit finaliser. One SHA-256 per family
 * instead of one per draw, so replaying a seeded log stays cheap.
 */
export function rngFromKey(key: Uint32Array, index: number): Rng {
  const i = index >>> 0;
  const word = (k: number): number =>
    fmix32(key[k] ^ fmix32((i + Math.imul(k + 1, 0x9e3779b9)) >>> 0) ^ key[k + 4]);
  return xoshiro128([word(0), word(1), word(2), word(3)]);
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** An Rng for tests, bots and bot matches, from a plain number. */
export function rngFromSeed(seed: number): Rng {
  return rngFromText(`tabula-rng/${seed}`);
}

/** Uniform shuffle (Fisher–Yates) of a copy. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
