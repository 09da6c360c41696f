import { ed25519 } from "@noble/curves/ed25519.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { gameError, type GameError } from "../engine/errors";
import type { Entry } from "./entry";

const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;

/**
 * Device keys, for signed games (header.signed): a device's id is its Ed25519 public
 * key (64 hex digits), and each entry it writes carries a signature of the entry's
 * hash. Then `author` is proven — nobody can write in another device's name — and
 * any device can relay without being trusted. Outcomes of the seed are not signed:
 * they are checked against the seed instead.
 */

export interface DeviceKey {
  /** The public key, hex: the device id in signed games. */
  readonly id: string;
  readonly secret: Uint8Array;
}

/** A device key from 32 secret random bytes (the app draws them with crypto.getRandomValues). */
export function deviceKey(secret: Uint8Array): DeviceKey {
  return { id: bytesToHex(ed25519.getPublicKey(secret)), secret };
}

/** What an entry's signature signs: its hash, under a label of its own. */
export const entryMessage = (hash: string): Uint8Array => utf8ToBytes(`tabula-entry/1\n${hash}`);
const message = entryMessage;

/**
 * What signs for one device: its id (the public key, hex) and its signature of a
 * message. In the app the secret half is a non-extractable WebCrypto key where the
 * browser has Ed25519 (src/ui/model/device-key.ts), so signing is asynchronous.
 */
export interface DeviceSigner {
  readonly id: string;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

/** A signer over a key held in memory (@noble/curves: tests, and browsers without WebCrypto Ed25519). */
export function nobleSigner(key: DeviceKey): DeviceSigner {
  return { id: key.id, sign: (m) => Promise.resolve(ed25519.sign(m, key.secret)) };
}

/** The entry with its author's signature, made by `signer` (which must be the author's). */
export async function signEntryBy<E extends Entry>(
  entry: E,
  signer: DeviceSigner,
): Promise<E & { readonly sig: string }> {
  return { ...entry, sig: bytesToHex(await signer.sign(message(entry.hash))) };
}

/** The code of a refused small-order key (below). */
export const WEAK_KEY = "weak-key";

const smallOrder = new Map<string, boolean>();

/**
 * True when `id` (64 hex digits) encodes a point of small order: the identity or
 * another of the eight points whose order divides 8 (issue 27, item 5, hole 4). Under
 * such a key the cofactored check takes one signature (R the identity, s = 0) for
 * every message, so it proves nothing: anyone can sign in its name. A real key, made
 * from a secret, is never one. Memoised (a decode costs a square root); false for a
 * key that is no point (verification refuses that by itself).
 */
export function isSmallOrderKey(id: string): boolean {
  let small = smallOrder.get(id);
  if (small === undefined) {
    try {
      small = HEX64.test(id) && ed25519.Point.fromHex(id).isSmallOrder();
    } catch {
      small = false;
    }
    if (smallOrder.size > 1_024) smallOrder.clear();
    smallOrder.set(id, small);
  }
  return small;
}

/** Why a key of small order is refused, as an error. */
export const weakKey = (id: string): GameError =>
  gameError(WEAK_KEY, `${id.slice(0, 8)}… is a key of small order: any signature would pass`);

/** True when `sig` (128 hex digits) is device `id`'s signature of `bytes`; never throws. */
export function verifyBy(id: string, sig: unknown, bytes: Uint8Array): boolean {
  if (typeof sig !== "string" || !HEX128.test(sig) || !HEX64.test(id)) return false;
  if (isSmallOrderKey(id)) return false;
  try {
    return ed25519.verify(hexToBytes(sig), bytes, hexToBytes(id));
  } catch {
    return false;
  }
}

/** True when `id` has the form of a device key (64 hex digits); an older device's id never has. */
export const isKeyId = (id: string): boolean => HEX64.test(id);

/** The entry with its author's signature; the key must be the author's. */
export function signEntry<E extends Entry>(entry: E, key: DeviceKey): E & { readonly sig: string } {
  return { ...entry, sig: bytesToHex(ed25519.sign(message(entry.hash), key.secret)) };
}

/** Verified signatures by hash and signature: checking is slow, and entries are judged again on every full merge. */
const verified = new Map<string, boolean>();

const verdictKey = (entry: Entry, sig: string): string => `${entry.hash}/${sig}/${entry.author}`;

/**
 * Records a verdict found elsewhere (WebCrypto, which is asynchronous and many times
 * faster than @noble/curves: src/net/verify.ts), so that checkSignature, which the merge
 * calls synchronously, finds it. Only a verdict of a real verification may go here.
 */
export function rememberVerdict(entry: Entry, sig: string, valid: boolean): void {
  if (verified.size > 50_000) verified.clear();
  verified.set(verdictKey(entry, sig), valid);
}

/** null when the entry carries a valid signature of its author; else why not. */
export function checkSignature(entry: Entry): GameError | null {
  const sig = (entry as { sig?: unknown }).sig;
  if (typeof sig !== "string" || !HEX128.test(sig)) {
    return gameError("unsigned", "in a signed game every device's entry carries its signature");
  }
  if (!HEX64.test(entry.author)) {
    return gameError("bad-signature", `${entry.author} is not a device key`);
  }
  // Before the verdicts: one found by WebCrypto for such a key may say valid.
  if (isSmallOrderKey(entry.author)) return weakKey(entry.author);
  const key = verdictKey(entry, sig);
  let ok = verified.get(key);
  if (ok === undefined) {
    ok = verifyBy(entry.author, sig, message(entry.hash));
    if (verified.size > 50_000) verified.clear();
    verified.set(key, ok);
  }
  return ok
    ? null
    : gameError("bad-signature", `the signature is not ${entry.author.slice(0, 8)}…'s`);
}
