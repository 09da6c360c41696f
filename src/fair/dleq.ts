import { hashParts, type Part } from "./bytes";
import {
  RistrettoPoint,
  addScalar,
  encodePoint,
  encodeScalar,
  mulScalar,
  nonzeroScalarOf,
  scalarOf,
  secretTimes,
  sumOfProducts,
  type Point,
} from "./group";

/**
 * Chaum–Pedersen proofs of equal discrete logarithms, made non-interactive by
 * Fiat–Shamir: "I know x with Rₖ = x·Bₖ for every k" without revealing x. The proof is
 * the commitments Cₖ = w·Bₖ and s = w + e·x, where e hashes the context, the statement
 * and the commitments; the verifier checks s·Bₖ − e·Rₖ = Cₖ. Keeping the commitments
 * (not only e) lets many proofs be checked in one multi-scalar product (`checkBatch`).
 *
 * A result may be given as a multiple f·P of a known point instead of a point (a share's
 * Z = k·V), so the verifier never computes it alone: the term −e·f·P goes into the batch.
 */

export interface Multiple {
  readonly factor: bigint;
  readonly of: Point;
}

export interface DleqStatement {
  readonly bases: readonly Point[];
  readonly results: readonly (Point | Multiple)[];
  /** Bytes that fix the statement (encodings of bases and results, or what determines them). */
  readonly binding: readonly Part[];
}

export interface DleqProof {
  readonly commitments: readonly Point[];
  /** Their encodings, as sent (hashed into the challenge). */
  readonly encoded: readonly Uint8Array[];
  readonly s: bigint;
}

const isMultiple = (r: Point | Multiple): r is Multiple => "factor" in r;

function challenge(context: string, statement: DleqStatement, encoded: readonly Uint8Array[]) {
  return scalarOf("tabula-fair-dleq/1", context, ...statement.binding, ...encoded);
}

/**
 * Proves the statement for the secret x. The nonce is derived from x, the context and
 * the statement (as in RFC 6979), so a proof needs no randomness and the same statement
 * never gets two nonces.
 */
export function proveDleq(x: bigint, statement: DleqStatement, context: string): DleqProof {
  const w = nonzeroScalarOf("tabula-fair-nonce/1", context, encodeScalar(x), ...statement.binding);
  const commitments = statement.bases.map((b) => secretTimes(b, w));
  const encoded = commitments.map(encodePoint);
  const e = challenge(context, statement, encoded);
  return { commitments, encoded, s: addScalar(w, mulScalar(e, x)) };
}

/** One equation Σ scalar·point = 0, as terms. */
export type Equation = readonly (readonly [bigint, Point])[];

/** The equations s·Bₖ − e·Rₖ − Cₖ = 0 of a proof (empty list when the shapes disagree). */
export function dleqEquations(
  statement: DleqStatement,
  proof: DleqProof,
  context: string,
): Equation[] | null {
  const n = statement.bases.length;
  if (statement.results.length !== n || proof.commitments.length !== n) return null;
  const e = challenge(context, statement, proof.encoded);
  return statement.bases.map((base, k) => {
    const r = statement.results[k];
    const resultTerm: readonly [bigint, Point] = isMultiple(r)
      ? [-mulScalar(e, r.factor), r.of]
      : [-e, r];
    return [[proof.s, base], resultTerm, [-1n, proof.commitments[k]]] as const;
  });
}

/**
 * Checks many equations at once: Σⱼ ρⱼ·(equation j) = 0, with ρⱼ 128-bit weights hashed
 * from `seed` (which must fix every equation: the entry's text). A false equation passes
 * with probability about 2⁻¹²⁸. Terms on the same point object are merged first.
 */
export function checkBatch(equations: readonly Equation[], seed: Part): boolean {
  const weights = new Map<Point, bigint>();
  equations.forEach((equation, j) => {
    const bytes = hashParts("tabula-fair-batch/1", seed, j);
    let rho = 0n;
    for (let i = 0; i < 16; i++) rho = (rho << 8n) | BigInt(bytes[i]);
    for (const [scalar, point] of equation) {
      weights.set(point, ((weights.get(point) ?? 0n) + rho * scalar) % RistrettoPoint.Fn.ORDER);
    }
  });
  const points = [...weights.keys()];
  return sumOfProducts(
    points,
    points.map((p) => weights.get(p)!),
  ).is0();
}

/** Checks one proof, each of its equations exactly. */
export function verifyDleq(statement: DleqStatement, proof: DleqProof, context: string): boolean {
  const equations = dleqEquations(statement, proof, context);
  if (equations === null) return false;
  return equations.every((terms) =>
    sumOfProducts(
      terms.map(([, p]) => p),
      terms.map(([s]) => s),
    ).is0(),
  );
}
