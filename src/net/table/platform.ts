import type { ReplicaOptions } from "../replica-options";
import type { Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import type { DeviceSigner } from "../../log/signature";
import type { ListsMove } from "../../store/continue-summary";
import type { Store } from "../../store/types";
import type { Link } from "../link";
import type { PeerEndpoint, PeerServer } from "../links/peerjs";
import type { DeckPassRunner } from "./deck-workers";

/** The clock and the timers, passed in so tests run on a fake clock. */
export interface Timers {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `task` once after `ms`; returns what cancels it. */
  after(ms: number, task: () => void): () => void;
}

/**
 * Everything the table code takes from the outside world: the store, this device, the
 * rules (net does not import the game registry: the app passes the lookup in), the
 * clock, random ids, and the PeerJS transport. Tests pass fakes.
 */
export interface TablePlatform extends Timers {
  readonly store: Store;
  /**
   * This device's id: the author of the entries it writes. With a `key`, the key's id
   * (its public key), which names this device in every game made since it had one.
   */
  readonly device: string;
  /**
   * This device's key: it signs this device's entries in signed games and its proof
   * when it joins a host (docs/threat-model.md). Absent (tests): games are unsigned
   * and joins unproven.
   */
  readonly key?: DeviceSigner;
  /**
   * The id this device had before it had a key (a random UUID): its name in the
   * unsigned games stored before, which keep it (`selfIn`).
   */
  readonly alias?: string;
  /** The rules of a game id, loaded on first use (the app passes its manifests' loadRules). */
  rules(game: string): Promise<Result<AnyGame>>;
  /**
   * Which moves of game `game` the Continue list shows as the last move (its view's
   * `listsMove`; the app passes it in, as the rules). Absent: every seat's move.
   */
  readonly listsMove?: (game: string) => ListsMove | undefined;
  /** A fresh random game id. */
  newId(): string;
  /** A fresh random nonce: 32 hex digits (the pairing handshake checks the form). */
  newNonce(): string;
  /**
   * A fresh fair-play secret of a game: 32 bytes of the platform's cryptographic
   * generator (crypto.getRandomValues). Absent: this device cannot play fair, and the
   * games it pairs are in trusted mode.
   */
  newSecret?(): Uint8Array;
  /**
   * Runs a fair deck's shuffle and lock passes in slices, one per core (the browser's
   * Web Workers: deck-workers.ts). Absent: in the table's own thread.
   */
  readonly deckPasses?: DeckPassRunner;
  /** Registers this device at a PeerJS server (src/net/links/peerjs.ts's openPeer). */
  openPeer(
    id: string,
    server: PeerServer | null,
    onLink: (link: Link) => void,
  ): Promise<Result<PeerEndpoint>>;
  /**
   * Whether the device has a network, and a way to hear that it came back (the
   * browser's navigator.onLine and `online` event). Absent: always online.
   */
  readonly network?: Network;
  /**
   * Calls `listener` when the device wakes up or comes back online (the browser's
   * visibilitychange to visible, and online); returns what stops it. Absent: never.
   */
  onWake?(listener: () => void): () => void;
  /**
   * Signs this device's entries in a signed game. Default: with `key`. Tests pass a
   * signer of their own (run-table.ts, with the keys of the seeded fake network).
   */
  readonly sign?: (entry: Entry) => Entry | Promise<Entry>;
  /**
   * Verifies received signatures ahead of the merge's checks (the browser: WebCrypto,
   * src/net/verify.ts). Absent (tests, on their deterministic fake network): the merge's
   * @noble/curves alone.
   */
  readonly preverify?: (entries: readonly Entry[]) => Promise<void>;
  /**
   * Runs a fair audit ahead, off the main thread (ReplicaOptions.preaudit; the browser:
   * the deck workers). Absent: the audit runs where the entry is judged.
   */
  readonly preaudit?: ReplicaOptions["preaudit"];
}

/**
 * Who this device is in a game: in a signed game its key's id; in an unsigned game
 * (stored before the device had a key) the id it had then, so that its own entries and
 * seats there are still its own.
 */
export function selfIn(platform: Pick<TablePlatform, "device" | "alias">, signed: boolean): string {
  return signed ? platform.device : (platform.alias ?? platform.device);
}

/** The device's network as the browser reports it. */
export interface Network {
  /** False when the device surely has no network (true may still mean none). */
  online(): boolean;
  /** Calls `listener` each time the network comes back; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

/** The browser's network: navigator.onLine and the window's `online` event. */
export const browserNetwork: Network = {
  online: () => navigator.onLine,
  onOnline(listener) {
    window.addEventListener("online", listener);
    return () => window.removeEventListener("online", listener);
  },
};

/** 16 random bytes from the platform's cryptographic generator, as hex. */
export function cryptoNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A fair-play secret: 32 bytes of the platform's cryptographic generator. */
export function cryptoSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/** The real clock and timers. */
export const systemTimers: Timers = {
  now: () => Date.now(),
  after(ms, task) {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};

/** Resolves after `ms` on the platform's timers. */
export function sleep(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => void timers.after(ms, resolve));
}
