import type { DeviceSigner } from "../../log/signature";
import { cryptoNonce } from "../../net/table/platform";
import { requestPersistentStorage } from "../../store/persist";
import type { Store } from "../../store/types";
import type { BotRunner } from "./bot-protocol";
import { browserGameLocks, type GameLocks } from "./game-locks";
import type { PairedGames } from "./paired";

/**
 * Everything the models take from the outside world, passed in so that tests can run
 * them with a fake store, a fixed clock, predictable ids and a fake network.
 */
export interface Platform {
  readonly store: Store;
  /** This device's id: the author of the entries it writes (with a `key`, the key's id). */
  readonly device: string;
  /**
   * This device's key (src/ui/model/device-key.ts): every new game is signed with it,
   * a game of this device only too. Absent (tests): new games are unsigned.
   */
  readonly key?: DeviceSigner;
  readonly bots: BotRunner;
  /** The games played with other devices: their tables, loaded on first use. */
  readonly paired: PairedGames;
  /**
   * One tab plays a game at a time (game-locks.ts). Absent (tests, a browser without
   * Web Locks): tabs are not coordinated, and the store's compare of heads alone keeps
   * two of them from forking a game.
   */
  readonly locks?: GameLocks | null;
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

export function browserPlatform(
  store: Store,
  key: DeviceSigner,
  bots: BotRunner,
  paired: PairedGames,
): Platform {
  const locks = browserGameLocks();
  // A paired game taken by another tab stops relaying here: one device, one place at the table.
  locks?.onLost((id) => paired.leave(id));
  return {
    store,
    device: key.id,
    key,
    bots,
    paired,
    locks,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    newNonce: cryptoNonce,
    keepSaved: () => void requestPersistentStorage(),
  };
}
