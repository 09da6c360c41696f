import type { GameError } from "../../engine/errors";
import type { Translate } from "../app-context";
import type { MessageKey } from "../i18n/i18n";

/** The pairing refusals of device identity (issue 9) a player may meet, in their words. */
const IDENTITY_REFUSALS: Readonly<Record<string, MessageKey>> = {
  "bad-proof": "pairRefusedProof",
  "proof-required": "pairRefusedNoKey",
  unsigned: "pairRefusedUnsigned",
  "already-linked": "pairRefusedLinked",
};

/** Why a pairing failed, in the player's language where we know the code; else the message. */
export function pairingReason(error: GameError, t: Translate): string {
  const key = IDENTITY_REFUSALS[error.code];
  return key ? t(key) : error.message;
}
