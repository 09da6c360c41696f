import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import type { GameError } from "../../src/engine/errors";
import { deviceKey, type DeviceKey } from "../../src/log/signature";
import { deriveSeed } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import { canonicalJson } from "../../src/log/canonical";
import type { Entry } from "../../src/log/entry";
import type { GameHeader } from "../../src/log/header";
import { mergeSetup, type Merged, type MergeSetup } from "../../src/log/merge";
import type { FakeNetwork } from "../../src/net/memory-link";
import { Replica } from "../../src/net/replica";
import { Sync, type SyncOptions } from "../../src/net/sync";
import type { ReplicaOptions } from "../../src/net/replica";

/** Helpers shared by the sync tests: a table of devices playing Smalta on a fake network. */

export function smaltaHeader(
  id: string,
  holders: readonly string[],
  options: Record<string, unknown> = {},
  seed: string | null = deriveSeed([`${id}-a`, `${id}-b`]),
): GameHeader {
  return {
    id,
    game: "smalta",
    rulesVersion: smalta.rulesVersion,
    options,
    seats: 2,
    seed,
    holders,
  };
}

export function setupOf(header: GameHeader): MergeSetup {
  const setup = mergeSetup(smalta, header);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

export interface Device {
  /** The device id entries are authored by (twins, restored copies of one device, share it). */
  readonly id: string;
  /** The node name on the network (unique). */
  readonly name: string;
  readonly replica: Replica;
  readonly sync: Sync;
  /** Every entry handed to the persistence callback, by hash. */
  readonly stored: Map<string, Entry>;
  readonly refused: GameError[];
}

export function makeDevice(
  setup: MergeSetup,
  id: string,
  name = id,
  sign?: (entry: Entry) => Entry,
  options: {
    readonly sync?: Omit<SyncOptions, "onRefused">;
    readonly replica?: Pick<
      ReplicaOptions,
      "maxEntries" | "maxStrangers" | "maxWaiting" | "maxOffLine" | "maxOffLinePerLink"
    >;
  } = {},
): Device {
  const stored = new Map<string, Entry>();
  const refused: GameError[] = [];
  const replica = new Replica({
    setup,
    ...options.replica,
    ...(sign ? { sign } : {}),
    persist: async (entries) => {
      for (const entry of entries) {
        // The persistence contract: nothing is applied before it is stored.
        if (replica.has(entry.hash)) throw new Error("an entry was applied before it was stored");
        stored.set(entry.hash, entry);
      }
    },
  });
  const sync = new Sync(replica, {
    ...options.sync,
    onRefused: (_peer, error) => refused.push(error),
  });
  return { id, name, replica, sync, stored, refused };
}

export function connect(network: FakeNetwork, a: Device, b: Device): void {
  const [left, right] = network.connect(a.name, b.name);
  if (left.state !== "open") return;
  a.sync.attach(left);
  b.sync.attach(right);
}

/** What two devices that agree show the same: the merge, with entries named by hash. */
export function summary(merged: Merged): string {
  return canonicalJson({
    state: merged.state,
    holders: merged.holders,
    head: merged.head,
    played: merged.played,
    accepted: merged.accepted.map((e) => e.hash),
    rejected: merged.rejected.map((r) => [r.entry.hash, r.depth, r.code, r.message]),
    waiting: merged.waiting.map((e) => e.hash),
  });
}

/** A device key from a test seed (deterministic; the app draws real random bytes). */
export function testKey(seed: string): DeviceKey {
  return deviceKey(sha256(utf8ToBytes(`tabula-test-key/${seed}`)));
}
