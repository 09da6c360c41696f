import { utf8ToBytes } from "@noble/hashes/utils.js";
import { isKeyId, isSmallOrderKey, verifyBy, type DeviceSigner } from "../../log/signature";

/**
 * The proof a joining device gives that it holds the key its id names: its signature
 * of the host's fresh challenge, the host's id and its own id. The challenge is fresh
 * per link, so a proof cannot be replayed; naming the host makes it good for that host
 * only.
 */
export function joinMessage(challenge: string, host: string, device: string): Uint8Array {
  return utf8ToBytes(`tabula-join/1\n${challenge}\n${host}\n${device}`);
}

/** The hex signature of a join proof by `key`. */
export async function proveJoin(
  key: DeviceSigner,
  challenge: string,
  host: string,
): Promise<string> {
  const sig = await key.sign(joinMessage(challenge, host, key.id));
  return Array.from(sig, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * What a join's proof comes to: `proven` when `device` is a key and `sig` its
 * signature of the challenge; `forged` when `device` is a key and `sig` is not (the
 * join is refused); `unkeyed` when `device` is an older device's id, which no key
 * names (it may only come back to an unsigned game, and never in place of a device
 * linked now); `weak` when `device` is a key of small order, under which any signature
 * would pass (signature.ts: the join is refused, whatever it sent).
 */
export type JoinProof = "proven" | "forged" | "unkeyed" | "weak";

export function checkJoinProof(
  device: string,
  sig: string | null,
  challenge: string,
  host: string,
): JoinProof {
  if (!isKeyId(device)) return "unkeyed";
  if (isSmallOrderKey(device)) return "weak";
  return verifyBy(device, sig, joinMessage(challenge, host, device)) ? "proven" : "forged";
}

/**
 * The host's proof, in its welcome: its signature of the guest's fresh nonce (sent in
 * pair-join), the host's id and the guest's. A device that took the PeerJS id of a
 * host that is away cannot give it, so it cannot pass for that host.
 */
export function hostMessage(nonce: string, host: string, guest: string): Uint8Array {
  return utf8ToBytes(`tabula-host/1\n${nonce}\n${host}\n${guest}`);
}

/** The hex signature of a host's proof by `key`, for the guest that sent `nonce`. */
export async function proveHost(key: DeviceSigner, nonce: string, guest: string): Promise<string> {
  const sig = await key.sign(hostMessage(nonce, key.id, guest));
  return Array.from(sig, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What a welcome's proof comes to (as checkJoinProof, for the host's side). */
export function checkHostProof(
  host: string,
  sig: string | null,
  nonce: string,
  guest: string,
): JoinProof {
  if (!isKeyId(host)) return "unkeyed";
  if (isSmallOrderKey(host)) return "weak";
  return verifyBy(host, sig, hostMessage(nonce, host, guest)) ? "proven" : "forged";
}
