import { requestPersistentStorage } from "../../store/persist";
import type { Store } from "../../store/types";
import type { BotRunner } from "./bot-protocol";

/**
 * Everything the models take from the outside world, passed in so that tests can run
 * them with a fake store, a fixed clock and predictable ids.
 */
export interface Platform {
  readonly store: Store;
  /** This device's id: the author of the entries it writes. */
  readonly device: string;
  readonly bots: BotRunner;
  /** Milliseconds since the epoch, for the Continue list's dates. */
  now(): number;
  /** A fresh random game id. */
  newId(): string;
  /** A fresh random nonce (hex) for seeds and unseeded draws. */
  newNonce(): string;
  /**
   * Asks that saved games be kept even when the device runs short of space. Called
   * once the player has a game to lose (a new or imported game); never fails.
   */
  keepSaved(): void;
}

/** 16 random bytes from the platform's cryptographic generator, as hex. */
export function cryptoNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function browserPlatform(store: Store, device: string, bots: BotRunner): Platform {
  return {
    store,
    device,
    bots,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    newNonce: cryptoNonce,
    keepSaved: () => void requestPersistentStorage(),
  };
}
