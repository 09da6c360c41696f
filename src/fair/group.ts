import { pippenger } from "@noble/curves/abstract/curve.js";
import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { wideHashParts, type Part } from "./bytes";

/**
 * The group of the fair-play layer: ristretto255 (RFC 9496), a prime-order group over
 * Curve25519 with one canonical 32-byte encoding per element. Scalars are bigints
 * modulo its order. Decoders return null instead of throwing: every point and scalar
 * here may come from a peer.
 */

export const RistrettoPoint = ristretto255.Point;
export type Point = typeof RistrettoPoint.BASE;

/** The group's order ℓ = 2^252 + 27742317777372353535851937790883648493. */
export const ORDER: bigint = RistrettoPoint.Fn.ORDER;
export const BASE: Point = RistrettoPoint.BASE;
export const POINT_BYTES = 32;
export const SCALAR_BYTES = 32;

export const mod = (x: bigint): bigint => {
  const r = x % ORDER;
  return r < 0n ? r + ORDER : r;
};
export const mulScalar = (a: bigint, b: bigint): bigint => (a * b) % ORDER;
export const addScalar = (a: bigint, b: bigint): bigint => (a + b) % ORDER;
export const invScalar = (a: bigint): bigint => RistrettoPoint.Fn.inv(a);

function fromLittleEndian(bytes: Uint8Array): bigint {
  let x = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) x = (x << 8n) | BigInt(bytes[i]);
  return x;
}

/** A scalar in [1, ℓ) from a hash: never zero, so it always has an inverse. */
export function nonzeroScalarOf(tag: string, ...parts: readonly Part[]): bigint {
  return (fromLittleEndian(wideHashParts(tag, ...parts)) % (ORDER - 1n)) + 1n;
}

/** A scalar in [0, ℓ) from a hash (a Fiat–Shamir challenge). */
export function scalarOf(tag: string, ...parts: readonly Part[]): bigint {
  return fromLittleEndian(wideHashParts(tag, ...parts)) % ORDER;
}

export function encodeScalar(s: bigint): Uint8Array {
  const out = new Uint8Array(SCALAR_BYTES);
  let x = mod(s);
  for (let i = 0; i < SCALAR_BYTES; i++) {
    out[i] = Number(x & 255n);
    x >>= 8n;
  }
  return out;
}

/** A canonical scalar (32 bytes little-endian, below ℓ), else null. */
export function decodeScalar(bytes: Uint8Array): bigint | null {
  if (bytes.length !== SCALAR_BYTES) return null;
  const x = fromLittleEndian(bytes);
  return x < ORDER ? x : null;
}

export function encodePoint(p: Point): Uint8Array {
  return p.toBytes();
}

/** A point from its canonical encoding; null for a bad encoding or the identity. */
export function decodePoint(bytes: Uint8Array): Point | null {
  if (bytes.length !== POINT_BYTES) return null;
  try {
    const p = RistrettoPoint.fromBytes(bytes);
    return p.is0() ? null : p;
  } catch {
    return null;
  }
}

/** s·P for a secret s (constant time; s in [1, ℓ)). */
export function secretTimes(p: Point, s: bigint): Point {
  return p.multiply(s);
}

/** s·P for a public s (any value in [0, ℓ); not constant time). */
export function publicTimes(p: Point, s: bigint): Point {
  return p.multiplyUnsafe(mod(s));
}

/** Σ sᵢ·Pᵢ (Pippenger): the batch checks' workhorse. */
export function sumOfProducts(points: readonly Point[], scalars: readonly bigint[]): Point {
  return pippenger(RistrettoPoint, [...points], scalars.map(mod));
}

export function sumOf(points: readonly Point[]): Point {
  let sum = RistrettoPoint.ZERO;
  for (const p of points) sum = sum.add(p);
  return sum;
}

/** A point nobody knows the logarithm of (RFC 9380 hash-to-curve), for a label. */
export function hashToPoint(label: string): Point {
  return ristretto255_hasher.hashToCurve(utf8ToBytes(label), { DST: "tabula-card/1" });
}
