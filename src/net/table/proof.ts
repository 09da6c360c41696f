import { utf8ToBytes } from "@noble/hashes/utils.js";
import { isKeyId, verifyBy, type DeviceSigner } from "../../log/signature";

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
 * linked now).
 */
export type JoinProof = "proven" | "forged" | "unkeyed";

export function checkJoinProof(
  device: string,
  sig: string | null,
  challenge: string,
  host: string,
): JoinProof {
  if (!isKeyId(device)) return "unkeyed";
  return verifyBy(device, sig, joinMessage(challenge, host, device)) ? "proven" : "forged";
}
