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
