// Owned by the pairing work (issue 3).
import { signal, type Signal } from "@preact/signals";
import type { Result } from "../../engine/errors";
import type { Entry } from "../../log/entry";
import type { StoredGame, Store } from "../../store/types";

/**
 * The small, always-loaded side of playing across devices: which games are live on
 * the network right now, and a Store that routes those games' moves through their
 * table (src/ui/pairing/table.ts, loaded with import() only for a paired game). The
 * rest of the app keeps using the Store interface and never knows about links.
 */
export interface LiveTable {
  readonly id: string;
  /** Stores, merges and sends entries made on this device. */
  appendLocal(entries: readonly Entry[], summary: Partial<Omit<StoredGame, "id">>): Promise<void>;
  /** The accepted chain of the merged log: what every device of the table shows. */
  accepted(): readonly Entry[];
  /** The game's record as last stored (kept in memory, so showing a move reads no disk). */
  record(): StoredGame;
  /** Hands a seat this device holds to another device (a `hand` meta entry). */
  handSeat(seat: number, to: string): Promise<Result<void>>;
}

/** Who of a paired game's other devices is connected now, and since when. */
export interface PeerPresence {
  readonly device: string;
  readonly here: boolean;
  /** Milliseconds since the epoch of the last change. */
  readonly since: number;
  /** The transport that carries it ("peerjs", "direct"), or null while none was set up. */
  readonly via: string | null;
}

/** What the lazily loaded table code needs from the app. */
export interface PairingContext {
  /** The store itself, not the routing wrapper. */
  readonly store: Store;
  readonly device: string;
  /** Loads the table code (with import(), so only paired games pay for it) and starts one. */
  readonly startTable: (id: string) => Promise<LiveTable | null>;
}

const tables = new Map<string, LiveTable>();
const starting = new Map<string, Promise<LiveTable | null>>();
const watchers = new Map<string, Set<() => void>>();
const presences = new Map<string, Signal<readonly PeerPresence[]>>();
const seatHolders = new Map<string, Signal<readonly string[]>>();
let context: PairingContext | null = null;

export function pairingContext(): PairingContext | null {
  return context;
}

export function isPairedGame(game: Pick<StoredGame, "holders">): boolean {
  return game.holders.some((h) => h.kind === "remote");
}

export function registerTable(table: LiveTable): void {
  tables.set(table.id, table);
}

/** The live table of a paired game, starting it (and its reconnection) on first use. */
export function tableFor(id: string): Promise<LiveTable | null> {
  const live = tables.get(id);
  if (live) return Promise.resolve(live);
  const pending = starting.get(id);
  if (pending) return pending;
  if (!context) return Promise.resolve(null);
  const ctx = context;
  const start = ctx
    .startTable(id)
    .catch(() => null)
    .finally(() => starting.delete(id));
  starting.set(id, start);
  return start;
}

/** Calls `listener` whenever another device's entries changed the game; returns the unsubscribe. */
export function watchGame(id: string, listener: () => void): () => void {
  const set = watchers.get(id) ?? new Set();
  set.add(listener);
  watchers.set(id, set);
  // What arrived before the watcher came (while the screen was opening) is shown too.
  if (tables.has(id)) queueMicrotask(listener);
  return () => void set.delete(listener);
}

export function notifyChanged(id: string): void {
  for (const listener of watchers.get(id) ?? []) listener();
}

export function presenceOf(id: string): Signal<readonly PeerPresence[]> {
  let presence = presences.get(id);
  if (!presence) {
    presence = signal([]);
    presences.set(id, presence);
  }
  return presence;
}

/** The device holding each seat of a paired game now (empty until its table opens). */
export function holdersOf(id: string): Signal<readonly string[]> {
  let holders = seatHolders.get(id);
  if (!holders) {
    holders = signal([]);
    seatHolders.set(id, holders);
  }
  return holders;
}

/** The live table of a game, if it is open now (for the Table panel's actions). */
export function liveTable(id: string): LiveTable | null {
  return tables.get(id) ?? null;
}

/**
 * The app's Store, with paired games routed through their table: their moves are
 * merged and sent to the other devices, and their log reads as the merged chain.
 */
export function pairedStore(
  store: Store,
  device: string,
  startTable: (ctx: PairingContext, id: string) => Promise<LiveTable | null>,
): Store {
  const ctx: PairingContext = { store, device, startTable: (id) => startTable(ctx, id) };
  context = ctx;
  return {
    createGame: (game, entries) => store.createGame(game, entries),
    async appendEntries(id, entries, summary) {
      const table = tables.get(id);
      if (table) return table.appendLocal(entries, summary);
      return store.appendEntries(id, entries, summary);
    },
    listGames: () => store.listGames(),
    async loadGame(id) {
      const live = tables.get(id);
      if (live) return { game: live.record(), entries: [...live.accepted()] };
      const loaded = await store.loadGame(id);
      if (!loaded || !isPairedGame(loaded.game)) return loaded;
      const table = await tableFor(id);
      return table ? { game: loaded.game, entries: [...table.accepted()] } : loaded;
    },
    deleteGame: (id) => store.deleteGame(id),
    getSetting: (key) => store.getSetting(key),
    setSetting: (key, value) => store.setSetting(key, value),
    close: () => store.close(),
  };
}
