import type { DeviceSigner } from "../../log/signature";
import type { Store } from "../../store/types";
import { SettingKey } from "./settings";

/**
 * This device's identity: an Ed25519 key made once and kept in IndexedDB. Its public
 * key (64 hex digits) is the device id in every game made since, and it signs this
 * device's entries and its join proofs (docs/threat-model.md).
 *
 * Where the browser has WebCrypto Ed25519 the secret half is a non-extractable
 * CryptoKey: IndexedDB keeps it, but no script (ours included) can read it out. Else
 * it is 32 random bytes signed with by @noble/curves (readable by a script of this
 * origin; the app says nothing of it, but the threat model does).
 *
 * Migration: a device that had a random id before (the `device` setting) keeps it as
 * its alias, its name in the unsigned games stored before (src/net/table/platform.ts
 * `selfIn`).
 */
export interface DeviceIdentity {
  readonly key: DeviceSigner;
  /** The id this device had before its key, if any. */
  readonly alias?: string;
  /** How the secret is kept: a non-extractable WebCrypto key, or bytes for @noble/curves. */
  readonly kind: StoredKey["kind"];
}

/** The setting that holds the key. */
export const DEVICE_KEY_SETTING = "deviceKey";

type StoredKey =
  | { readonly kind: "webcrypto"; readonly id: string; readonly privateKey: CryptoKey }
  | { readonly kind: "noble"; readonly secret: string };

const HEX64 = /^[0-9a-f]{64}$/;
const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const ED25519 = { name: "Ed25519" } as const;

/** The subset of WebCrypto used here (tests pass one without Ed25519). */
export type KeyCrypto = Pick<Crypto, "subtle" | "getRandomValues">;

export async function loadDeviceIdentity(
  store: Store,
  webCrypto: KeyCrypto = crypto,
): Promise<DeviceIdentity> {
  const stored = await oneTabAtATime(() => loadOrMakeKey(store, webCrypto));
  const key = await signerOf(stored, webCrypto);
  const old = await store.getSetting<unknown>(SettingKey.Device);
  const alias =
    typeof old === "string" && old.length > 0 && old.length <= 100 && old !== key.id
      ? old
      : undefined;
  return { key, kind: stored.kind, ...(alias ? { alias } : {}) };
}

/** The stored key, or a new one stored. */
async function loadOrMakeKey(store: Store, webCrypto: KeyCrypto): Promise<StoredKey> {
  const stored = parseStoredKey(await store.getSetting<unknown>(DEVICE_KEY_SETTING));
  if (stored) return stored;
  await store.setSetting(DEVICE_KEY_SETTING, await makeKey(webCrypto));
  const kept = parseStoredKey(await store.getSetting<unknown>(DEVICE_KEY_SETTING));
  if (!kept) throw new Error("the device key could not be kept");
  return kept;
}

/**
 * Runs `task` under a Web Lock where the browser has them, so that two tabs opened at
 * once for the first time do not each make a key (one would sign with a key that is
 * not kept). Elsewhere (tests, old browsers) it simply runs.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request("tabula-device-key", task) as Promise<T>) : task();
}

/** A new key: non-extractable WebCrypto Ed25519 where the browser has it, else random bytes. */
async function makeKey(webCrypto: KeyCrypto): Promise<StoredKey> {
  try {
    const pair = (await webCrypto.subtle.generateKey(ED25519, false, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const raw = new Uint8Array(await webCrypto.subtle.exportKey("raw", pair.publicKey));
    if (raw.length === 32)
      return { kind: "webcrypto", id: toHex(raw), privateKey: pair.privateKey };
  } catch {
    // No Ed25519 in this browser's WebCrypto: the fallback below.
  }
  return { kind: "noble", secret: toHex(webCrypto.getRandomValues(new Uint8Array(32))) };
}

function parseStoredKey(value: unknown): StoredKey | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.kind === "noble" && typeof v.secret === "string" && HEX64.test(v.secret)) {
    return { kind: "noble", secret: v.secret };
  }
  if (
    v.kind === "webcrypto" &&
    typeof v.id === "string" &&
    HEX64.test(v.id) &&
    typeof CryptoKey !== "undefined" &&
    v.privateKey instanceof CryptoKey
  ) {
    return { kind: "webcrypto", id: v.id, privateKey: v.privateKey };
  }
  return null;
}

async function signerOf(stored: StoredKey, webCrypto: KeyCrypto): Promise<DeviceSigner> {
  if (stored.kind === "noble") {
    // @noble/curves only where it is needed: the app's first load stays without it.
    const { deviceKey, nobleSigner } = await import("../../log/signature");
    const secret = Uint8Array.from(stored.secret.match(/../g) ?? [], (b) => parseInt(b, 16));
    return nobleSigner(deviceKey(secret));
  }
  const { id, privateKey } = stored;
  return {
    id,
    sign: async (message) =>
      new Uint8Array(await webCrypto.subtle.sign(ED25519, privateKey, message as BufferSource)),
  };
}
