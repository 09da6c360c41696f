import { equalBytes, hashParts } from "./bytes";

/**
 * Hash chains for commit–reveal dice. A device draws a seed, hashes it `length` times,
 * and commits to the end (link 0) once, at pairing. Link t is the value hashed
 * `length − t` times; it reveals link t for its t-th random event. Anyone checks a link
 * by hashing it back to the last link seen of that chain. A link says nothing of the
 * next one (that would need a preimage), and the device cannot change it: it was fixed
 * before the game, by the commitment.
 */

export const LINK_BYTES = 32;

/** One step towards the commitment: link t−1 from link t. */
export function stepBack(link: Uint8Array): Uint8Array {
  return hashParts("tabula-chain/1", link);
}

/** Whether hashing `link` `steps` times gives `known` (steps ≥ 1). */
export function reachesBack(link: Uint8Array, steps: number, known: Uint8Array): boolean {
  if (!Number.isInteger(steps) || steps < 1) return false;
  let x = link;
  for (let i = 0; i < steps; i++) x = stepBack(x);
  return equalBytes(x, known);
}

/** Every CHECKPOINT-th link is kept, so a link costs at most CHECKPOINT hashes. */
const CHECKPOINT = 64;

/** A device's own chain: its links from the seed, with checkpoints (memory only). */
export class HashChain {
  readonly length: number;
  /** checkpoints[i] = link (length − i·CHECKPOINT). */
  private readonly checkpoints: Uint8Array[] = [];

  constructor(seed: Uint8Array, length: number) {
    if (!Number.isInteger(length) || length < 1) throw new RangeError("a chain has ≥ 1 link");
    this.length = length;
    let x = seed;
    for (let back = 0; back <= length; back++) {
      if (back % CHECKPOINT === 0) this.checkpoints.push(x);
      if (back < length) x = stepBack(x);
    }
    this.commitment = x;
  }

  /** Link 0: the value committed to. */
  readonly commitment: Uint8Array;

  /** Link t, 1 ≤ t ≤ length. */
  link(t: number): Uint8Array {
    if (!Number.isInteger(t) || t < 1 || t > this.length) {
      throw new RangeError(`link ${t} of a chain of ${this.length}`);
    }
    const back = this.length - t;
    const from = Math.floor(back / CHECKPOINT);
    let x = this.checkpoints[from];
    for (let i = from * CHECKPOINT; i < back; i++) x = stepBack(x);
    return x;
  }
}
