import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Bytes for the fair-play layer: base64url without padding (the transcript's text
 * form, canonical so that one value has one text), and hashes over length-prefixed
 * parts (so no two different lists of parts hash alike).
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

/** The length of the base64url text of `n` bytes. */
export function base64Length(n: number): number {
  return 4 * Math.floor(n / 3) + (n % 3 === 0 ? 0 : (n % 3) + 1);
}

export function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, base64Length(bytes.length - i));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of a canonical base64url text (unused low bits zero), else null. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const size = Math.floor((text.length * 3) / 4);
  const out = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    const chunk = text.slice(i, i + 4);
    for (let k = 0; k < 4; k++) {
      const v = k < chunk.length ? VALUE.get(chunk[k]) : 0;
      if (v === undefined) return null;
      n = (n << 6) | v;
    }
    const bytes = chunk.length - 1;
    for (let k = 0; k < bytes; k++) out[at++] = (n >> (16 - 8 * k)) & 255;
    // Canonical: the bits below the last byte are zero.
    if (bytes === 1 && (n & 0xffff) !== 0) return null;
    if (bytes === 2 && (n & 0xff) !== 0) return null;
  }
  return out;
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** A part of a hashed message: bytes as they are, text as UTF-8, a number in decimal. */
export type Part = Uint8Array | string | number;

function framed(tag: string, parts: readonly Part[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of [tag, ...parts]) {
    const bytes = part instanceof Uint8Array ? part : utf8ToBytes(String(part));
    const length = new Uint8Array(4);
    new DataView(length.buffer).setUint32(0, bytes.length);
    chunks.push(length, bytes);
  }
  return concatBytes(chunks);
}

/** SHA-256 of a tag and parts, each prefixed by its length. */
export function hashParts(tag: string, ...parts: readonly Part[]): Uint8Array {
  return sha256(framed(tag, parts));
}

/** SHA-512 of a tag and parts (64 bytes: reduced to a scalar without bias). */
export function wideHashParts(tag: string, ...parts: readonly Part[]): Uint8Array {
  return sha512(framed(tag, parts));
}
