import { ed25519 } from "@noble/curves/ed25519.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { gameError, type GameError } from "../engine/errors";
import type { Entry } from "./entry";

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

const message = (hash: string): Uint8Array => utf8ToBytes(`tabula-entry/1\n${hash}`);

/** The entry with its author's signature; the key must be the author's. */
export function signEntry<E extends Entry>(entry: E, key: DeviceKey): E & { readonly sig: string } {
  return { ...entry, sig: bytesToHex(ed25519.sign(message(entry.hash), key.secret)) };
}

const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;
/** Verified signatures by hash and signature: checking is slow, and entries are judged again on every full merge. */
const verified = new Map<string, boolean>();

/** null when the entry carries a valid signature of its author; else why not. */
export function checkSignature(entry: Entry): GameError | null {
  const sig = (entry as { sig?: unknown }).sig;
  if (typeof sig !== "string" || !HEX128.test(sig)) {
    return gameError("unsigned", "in a signed game every device's entry carries its signature");
  }
  if (!HEX64.test(entry.author)) {
    return gameError("bad-signature", `${entry.author} is not a device key`);
  }
  const key = `${entry.hash}/${sig}/${entry.author}`;
  let ok = verified.get(key);
  if (ok === undefined) {
    try {
      ok = ed25519.verify(hexToBytes(sig), message(entry.hash), hexToBytes(entry.author));
    } catch {
      ok = false;
    }
    if (verified.size > 50_000) verified.clear();
    verified.set(key, ok);
  }
  return ok
    ? null
    : gameError("bad-signature", `the signature is not ${entry.author.slice(0, 8)}…'s`);
}
