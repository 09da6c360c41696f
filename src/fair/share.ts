import { type Result, ok } from "../engine/errors";
import { concatBytes, type Part } from "./bytes";
import { cardOfPoint, type DeckTable } from "./cards";
import { encodingAt, type DeckData } from "./deck-data";
import { checkBatch, dleqEquations, proveDleq, type DleqProof, type DleqStatement } from "./dleq";
import { FairCode, fairFail } from "./errors";
import {
  BASE,
  POINT_BYTES,
  SCALAR_BYTES,
  decodePoint,
  decodeScalar,
  encodePoint,
  encodeScalar,
  invScalar,
  mulScalar,
  secretTimes,
  type Point,
} from "./group";
import type { DeckKeys } from "./secrets";

/**
 * Decryption shares. To open position p to a reader, every other device publishes its
 * lock key kᵢ,ₚ with a Chaum–Pedersen proof that its lock step at p really used it:
 * with z = kᵢ,ₚ·aᵢ⁻¹, Yout = z·Yin and z·G = kᵢ,ₚ·Vᵢ (Vᵢ = aᵢ⁻¹·G from its shuffle). A wrong
 * key, or a lock step that was not z·Yin, fails the proof at once, and the author of the
 * entry is the culprit. The reader adds its own key, which it never publishes while the
 * card is hidden, and is the only one who can open it. A card shown to everyone gets
 * every device's share.
 */

export interface Share {
  readonly position: number;
  readonly key: bigint;
  readonly proof: DleqProof;
}

/** Bytes of one share: its key, the proof's two commitments and its response. */
export const SHARE_BYTES = SCALAR_BYTES + 2 * POINT_BYTES + SCALAR_BYTES;

/** What a share of position p proves, given the author's lock step (yIn → yOut). */
function statement(
  key: bigint,
  V: Point,
  yIn: DeckData,
  yOut: DeckData,
  p: number,
  vEncoded: Uint8Array,
): DleqStatement {
  return {
    bases: [BASE, yIn.points[p]],
    results: [{ factor: key, of: V }, yOut.points[p]],
    binding: [vEncoded, encodeScalar(key), encodingAt(yIn, p), encodingAt(yOut, p)],
  };
}

/** What a claim of position p proves: yOut = z·yIn and Z = z·G, z kept secret. */
function claimStatement(
  Z: Point,
  zEncoded: Uint8Array,
  yIn: DeckData,
  yOut: DeckData,
  p: number,
): DleqStatement {
  return {
    bases: [BASE, yIn.points[p]],
    results: [Z, yOut.points[p]],
    binding: [zEncoded, encodingAt(yIn, p), encodingAt(yOut, p)],
  };
}

export interface LockStep {
  readonly V: Point;
  readonly input: DeckData;
  readonly output: DeckData;
}

export function makeShare(keys: DeckKeys, p: number, step: LockStep, context: string): Share {
  const key = keys.locks[p];
  const z = mulScalar(key, keys.aInverse);
  const proof = proveDleq(
    z,
    statement(key, step.V, step.input, step.output, p, encodePoint(step.V)),
    context,
  );
  return { position: p, key, proof };
}

/**
 * A claim: the reader of a hidden card proves ITS OWN lock step at the position before
 * the others send their shares, without revealing its key (only Z = z·G). Without it, a
 * device could lock a position dealt to itself as a copy of another seat's card — it
 * never shares its own card, so no share proof would catch it — and read that card.
 * Honest devices share a card meant for one reader only once its claim is in the log.
 */
export interface Claim {
  readonly position: number;
  readonly Z: Point;
  readonly zEncoded: Uint8Array;
  readonly proof: DleqProof;
}

export function makeClaim(keys: DeckKeys, p: number, step: LockStep, context: string): Claim {
  const z = mulScalar(keys.locks[p], keys.aInverse);
  const Z = BASE.multiply(z);
  const zEncoded = encodePoint(Z);
  const proof = proveDleq(z, claimStatement(Z, zEncoded, step.input, step.output, p), context);
  return { position: p, Z, zEncoded, proof };
}

export function encodeClaims(claims: readonly Claim[]): Uint8Array {
  return concatBytes(
    claims.flatMap((c) => [c.zEncoded, ...c.proof.encoded, encodeScalar(c.proof.s)]),
  );
}

export function decodeClaims(bytes: Uint8Array, positions: readonly number[]): Result<Claim[]> {
  if (bytes.length !== positions.length * SHARE_BYTES) {
    return fairFail(
      FairCode.Syntax,
      `${positions.length} claims are ${positions.length * SHARE_BYTES} bytes`,
    );
  }
  const claims: Claim[] = [];
  for (let i = 0; i < positions.length; i++) {
    const at = (n: number, len: number) =>
      bytes.subarray(i * SHARE_BYTES + n, i * SHARE_BYTES + n + len);
    const encoded = [
      at(0, POINT_BYTES),
      at(POINT_BYTES, POINT_BYTES),
      at(2 * POINT_BYTES, POINT_BYTES),
    ];
    const points = encoded.map(decodePoint);
    const s = decodeScalar(at(3 * POINT_BYTES, SCALAR_BYTES));
    if (s === null) return fairFail(FairCode.Syntax, `claim ${i} has a non-canonical scalar`);
    if (points.some((p) => p === null))
      return fairFail(FairCode.BadPoint, `claim ${i} has an invalid point`);
    const [Z, c1, c2] = points as Point[];
    claims.push({
      position: positions[i],
      Z,
      zEncoded: encoded[0],
      proof: { commitments: [c1, c2], encoded: encoded.slice(1), s },
    });
  }
  return ok(claims);
}

export function verifyClaims(
  claims: readonly Claim[],
  step: LockStep,
  contextOf: (p: number) => string,
  seed: Part,
): boolean {
  const equations = [];
  for (const claim of claims) {
    const st = claimStatement(claim.Z, claim.zEncoded, step.input, step.output, claim.position);
    const eq = dleqEquations(st, claim.proof, contextOf(claim.position));
    if (!eq) return false;
    equations.push(...eq);
  }
  return checkBatch(equations, seed);
}

export function encodeShares(shares: readonly Share[]): Uint8Array {
  return concatBytes(
    shares.flatMap((s) => [encodeScalar(s.key), ...s.proof.encoded, encodeScalar(s.proof.s)]),
  );
}

/** The shares of `positions`, in that order, from their bytes (SHARE_BYTES each). */
export function decodeShares(bytes: Uint8Array, positions: readonly number[]): Result<Share[]> {
  if (bytes.length !== positions.length * SHARE_BYTES) {
    return fairFail(
      FairCode.Syntax,
      `${positions.length} shares are ${positions.length * SHARE_BYTES} bytes`,
    );
  }
  const shares: Share[] = [];
  for (let i = 0; i < positions.length; i++) {
    const at = (n: number, len: number) =>
      bytes.subarray(i * SHARE_BYTES + n, i * SHARE_BYTES + n + len);
    const key = decodeScalar(at(0, SCALAR_BYTES));
    const s = decodeScalar(at(SCALAR_BYTES + 2 * POINT_BYTES, SCALAR_BYTES));
    const encoded = [at(SCALAR_BYTES, POINT_BYTES), at(SCALAR_BYTES + POINT_BYTES, POINT_BYTES)];
    const commitments = encoded.map(decodePoint);
    if (key === null || key === 0n || s === null) {
      return fairFail(FairCode.Syntax, `share ${i} has a non-canonical scalar`);
    }
    if (commitments.some((c) => c === null)) {
      return fairFail(FairCode.BadPoint, `share ${i} has an invalid commitment`);
    }
    shares.push({
      position: positions[i],
      key,
      proof: { commitments: commitments as Point[], encoded, s },
    });
  }
  return ok(shares);
}

/**
 * Checks every share of one entry in one multi-scalar product. `seed` must fix all of
 * them (the entry's text), so the batch weights cannot be foreseen by their author.
 */
export function verifyShares(
  shares: readonly Share[],
  step: LockStep,
  contextOf: (p: number) => string,
  seed: Part,
): boolean {
  const vEncoded = encodePoint(step.V);
  const equations = [];
  for (const share of shares) {
    const st = statement(share.key, step.V, step.input, step.output, share.position, vEncoded);
    const eq = dleqEquations(st, share.proof, contextOf(share.position));
    if (!eq) return false;
    equations.push(...eq);
  }
  return checkBatch(equations, seed);
}

/**
 * Opens position p of the final deck with every device's lock key of p: the index of
 * its card in the table, or null when the point is no card (a broken deck).
 */
export function openPosition(
  table: DeckTable,
  final: DeckData,
  p: number,
  keys: readonly bigint[],
): number | null {
  return cardOfPoint(table, secretTimes(final.points[p], openingScalar(keys)));
}

/** The scalar that opens a position locked by `keys`: the inverse of their product. */
export function openingScalar(keys: readonly bigint[]): bigint {
  return invScalar(keys.reduce((acc, k) => mulScalar(acc, k), 1n));
}
