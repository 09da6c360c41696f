import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { Game } from "./game";
import { keyFromText, rngFromKey } from "./rng";

export {
  keyFromText,
  rngFromKey,
  rngFromSeed,
  rngFromText,
  shuffle,
  xoshiro128,
  type Rng,
} from "./rng";

/**
 * The seed of a game: SHA-256 (hex) of the devices' nonces, sorted so that the order
 * in which devices paired does not matter.
 */
export function deriveSeed(nonces: readonly string[]): string {
  const sorted = [...nonces].sort();
  return bytesToHex(sha256(utf8ToBytes(`tabula-seed/1\n${sorted.join("\n")}`)));
}

/**
 * Where random outcomes come from. Keeping them behind this one interface means a
 * later fair-play mode (commit-reveal dice, a mental-poker deal) replaces only it.
 */
export interface RandomSource {
  /**
   * The outcome due at entry `entryIndex` of the log, or null when outcomes are taken
   * as written (table dice, test scenarios, files with `"seed": null`).
   */
  draw<S, M>(game: Game<S, M, unknown>, state: S, entryIndex: number): M | null;
}

export const asWritten: RandomSource = {
  draw: () => null,
};

/**
 * Seeded outcomes: the event at entry i is drawn from rngFromKey(SHA-256("tabula-rng/1/"
 * + seed), i), so each outcome can be recomputed alone, from the seed and its place in
 * the log, and a forged one is detected.
 */
export function seededSource(seedHex: string): RandomSource {
  const key = keyFromText(`tabula-rng/1/${seedHex}`);
  return {
    draw<S, M>(game: Game<S, M, unknown>, state: S, entryIndex: number): M {
      return game.sampleRandom(state, rngFromKey(key, entryIndex));
    },
  };
}
