import type { GameError } from "../../src/engine/errors";
import { rngFromSeed } from "../../src/engine/random";
import type { Entry } from "../../src/log/entry";
import type { GameHeader } from "../../src/log/header";
import type { Link, MessageHandler } from "../../src/net/link";
import type { FakeNetwork, MemoryLink } from "../../src/net/memory-link";
import { openTable } from "../../src/net/table/open-table";
import type { Table } from "../../src/net/table/table";
import type { SeatHolder, Store, StoredGame } from "../../src/store/types";
import type { BotRunner } from "../../src/ui/model/bot-protocol";
import { GameSession } from "../../src/ui/model/session";
import { fakeTablePlatform, FakeTimers, type FakeTablePlatform } from "./table/fake-platform";

/**
 * A device of the fake-network tests as the app builds it: a store (in memory), the
 * paired game's Table over it (replica, sync, links) and the play screen's GameSession
 * over the table's log. It can crash and come back from its store.
 */
export interface TableDevice {
  /** The device id entries are authored by (twins, restored copies of one device, share it). */
  readonly id: string;
  /** The node name on the network (unique). */
  readonly name: string;
  readonly gameId: string;
  readonly store: Store;
  table: Table;
  session: GameSession;
  /** The platform the table runs on now (its fake clock; wake-ups). */
  platform: FakeTablePlatform;
  /** Every entry the store wrote, by hash. */
  readonly stored: Map<string, Entry>;
  readonly refused: GameError[];
  /** The peer (node name) each refused message came from, in step with `refused`. */
  readonly refusedFrom: string[];
  /** Broken promises seen: an entry applied before stored, or sent before stored. */
  readonly violations: string[];
}

const noBots: BotRunner = {
  choose: () => Promise.reject(new Error("no bots at this table")),
};

/** The record this device stores for the game of `header` (its own seats are "device"). */
function recordFor(header: GameHeader, id: string): StoredGame {
  const holders = header.holders.map((holder): SeatHolder =>
    holder === id ? { kind: "device" } : { kind: "remote", device: holder },
  );
  return {
    id: header.id,
    game: header.game,
    options: header.options,
    seats: header.seats,
    seed: header.seed,
    holders,
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
    ...(header.signed ? { signed: true } : {}),
  };
}

/**
 * A store in memory that records what it writes and checks that nothing was applied
 * before. Unlike the app's memory store it does not copy values in and out (the table
 * never changes an entry or a record it handed over), which would cost this property
 * test a tenth of its time.
 */
function watchedStore(device: () => TableDevice): Store {
  const games = new Map<string, StoredGame>();
  const logs = new Map<string, Entry[]>();
  const settings = new Map<string, unknown>();
  const secrets = new Map<string, Uint8Array>();
  return {
    async createGame(game, entries = []) {
      if (games.has(game.id)) throw new Error(`game ${game.id} exists`);
      games.set(game.id, { ...game, entryCount: entries.length });
      logs.set(game.id, [...entries]);
    },
    async appendEntries(id, entries, summary) {
      const d = device();
      const game = games.get(id);
      if (!game) throw new Error(`no game ${id}`);
      for (const entry of entries) {
        if (d.table.replica.has(entry.hash))
          d.violations.push(`${entry.hash} applied before stored`);
        d.stored.set(entry.hash, entry);
      }
      logs.get(id)!.push(...entries);
      games.set(id, { ...game, ...summary, id, entryCount: game.entryCount + entries.length });
    },
    listGames: async () => [...games.values()],
    async loadGame(id) {
      const game = games.get(id);
      return game ? { game, entries: [...logs.get(id)!] } : null;
    },
    fairSecret: async (id) => secrets.get(id) ?? null,
    async keepFairSecret(id, secret) {
      secrets.set(id, secret);
    },
    async deleteGame(id) {
      games.delete(id);
      logs.delete(id);
    },
    getSetting: async <T>(key: string) => settings.get(key) as T | undefined,
    async setSetting(key, value) {
      settings.set(key, value);
    },
    close: () => undefined,
  };
}

async function openDevice(device: TableDevice, seed: number, sign?: (e: Entry) => Entry) {
  const loaded = await device.store.loadGame(device.gameId);
  if (!loaded) throw new Error("the game is not in the store");
  const platform = fakeTablePlatform(device.store, device.id, {
    seed,
    timers: new FakeTimers(),
    ...(sign ? { sign } : {}),
  });
  const table = await openTable(platform, loaded, {
    onRefused: (peer, error) => {
      device.refused.push(error);
      device.refusedFrom.push(peer);
    },
  });
  if (!table.ok) throw new Error(table.error.message);
  const rng = rngFromSeed(seed);
  const nonce = (): string => rng.int(2 ** 30).toString(16);
  device.table = table.value;
  device.platform = platform;
  device.session = new GameSession({ bots: noBots, newNonce: nonce }, table.value.log);
}

/** A device holding the seats `header` gives its id, with the game stored and opened. */
export async function makeTableDevice(
  header: GameHeader,
  id: string,
  name: string,
  seed: number,
  sign?: (entry: Entry) => Entry,
): Promise<TableDevice> {
  // The table and session are set by openDevice, right below.
  const device = {
    id,
    name,
    gameId: header.id,
    store: watchedStore(() => device),
    stored: new Map<string, Entry>(),
    refused: [],
    refusedFrom: [],
    violations: [],
  } as Omit<TableDevice, "table" | "session" | "platform"> as TableDevice;
  await device.store.createGame(recordFor(header, id), []);
  await openDevice(device, seed, sign);
  return device;
}

/**
 * The device crashes (its links drop, nothing in memory survives) and comes back from
 * its store, as a reopened tab does; its session carries on where the store is.
 */
export async function restartDevice(
  device: TableDevice,
  seed: number,
  sign?: (entry: Entry) => Entry,
): Promise<void> {
  device.session.close();
  device.table.close();
  await openDevice(device, seed, sign);
}

/** Checks every "entries" message a device sends: each entry must be in its store already. */
class CheckedLink implements Link {
  constructor(
    private readonly inner: Link,
    private readonly device: TableDevice,
  ) {}

  get peer(): string {
    return this.inner.peer;
  }

  get state(): Link["state"] {
    return this.inner.state;
  }

  send(message: string): void {
    if (message.startsWith('{"t":"entries"')) {
      const { entries } = JSON.parse(message) as { entries: Entry[] };
      for (const entry of entries) {
        if (!this.device.stored.has(entry.hash)) {
          this.device.violations.push(`${entry.hash} sent before it was stored`);
        }
      }
    }
    this.inner.send(message);
  }

  onMessage(handler: MessageHandler): void {
    this.inner.onMessage(handler);
  }

  onClose(handler: () => void): void {
    this.inner.onClose(handler);
  }

  close(): void {
    this.inner.close();
  }
}

/**
 * Links two devices' tables (keyed by node name: twins share a device id, and the app
 * would let the newer of two links with one id replace the other).
 */
export function linkDevices(network: FakeNetwork, a: TableDevice, b: TableDevice): void {
  const [left, right] = network.connect(a.name, b.name);
  if (left.state !== "open") return;
  a.table.attach(b.name, new CheckedLink(left, a), "memory");
  b.table.attach(a.name, new CheckedLink(right, b), "memory");
}

/**
 * Links a device's table to a node that is not a TableDevice (a dishonest one, which
 * speaks the protocol by hand); returns that node's end of the link, or null across a
 * partition.
 */
export function linkStranger(
  network: FakeNetwork,
  device: TableDevice,
  name: string,
): MemoryLink | null {
  const [theirs, mine] = network.connect(name, device.name);
  if (theirs.state !== "open") return null;
  device.table.attach(name, new CheckedLink(mine, device), "memory");
  return theirs;
}

/** Lets every pending promise chain of the devices (sessions, tables, stores) run to its end. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
