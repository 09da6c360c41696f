// Owned by the pairing work (issue 3).
import type { Signal } from "@preact/signals";
import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import { ANY_DEVICE, type GameHeader } from "../../log/header";
import { mergeSetup, type MergeSetup } from "../../log/merge";
import type { Link } from "../../net/link";
import { Replica } from "../../net/replica";
import { Sync } from "../../net/sync";
import { findGame } from "../../games/registry";
import type { StoredGame } from "../../store/types";
import {
  notifyChanged,
  presenceOf,
  registerTable,
  type LiveTable,
  type PairingContext,
  type PeerPresence,
} from "./live";

/**
 * One paired game on this device: its replica (the set of entries and their merge),
 * the sync protocol over its links, and who of the other devices is here. Entries
 * made here go through `appendLocal`; entries from others arrive through the links,
 * are stored before anything else, and then the play screen is told to re-read.
 */
export class Table implements LiveTable {
  readonly replica: Replica;
  readonly sync: Sync;
  readonly presence: Signal<readonly PeerPresence[]>;
  private readonly links = new Map<string, Link>();
  /** Called when the link to a device is lost (the reconnection policy listens). */
  onLost: ((device: string) => void) | null = null;

  constructor(
    private readonly ctx: PairingContext,
    readonly record: StoredGame,
    readonly setup: MergeSetup,
  ) {
    this.replica = new Replica({
      setup,
      persist: (entries) =>
        ctx.store.appendEntries(record.id, entries, {
          updated: Date.now(),
          lastMove: entries[entries.length - 1].text,
        }),
    });
    this.sync = new Sync(this.replica, {
      onRefused: (peer, error) => console.warn(`refused from ${peer}: ${error.code} ${error.message}`),
    });
    this.presence = presenceOf(record.id);
    this.presence.value = otherDevices(setup.header, ctx.device).map((device) => ({
      device,
      here: false,
      since: Date.now(),
      via: null,
    }));
  }

  get id(): string {
    return this.record.id;
  }

  /** Starts listening for changes; called once the stored entries are loaded. */
  listen(): void {
    this.replica.onAdded((_entries, source) => {
      void this.saveOutcome();
      if (source !== null) notifyChanged(this.id);
    });
  }

  accepted(): readonly Entry[] {
    return this.replica.merged.accepted;
  }

  async appendLocal(entries: readonly Entry[]): Promise<void> {
    const receipt = await this.replica.receive(entries, null);
    if (receipt.error) throw new Error(receipt.error.message);
    // Not applied (another device's entry took its place): the screen must show the truth.
    const accepted = new Set(this.accepted().map((e) => e.hash));
    if (entries.some((e) => !accepted.has(e.hash))) notifyChanged(this.id);
  }

  /** Is a link to `device` open now? */
  connected(device: string): boolean {
    return this.links.get(device)?.state === "open";
  }

  /** Syncs over a link to `device` (replacing an older link to it). */
  attach(device: string, link: Link, via: string): void {
    const old = this.links.get(device);
    this.links.set(device, link);
    if (old && old !== link) old.close();
    this.setPresence(device, true, via);
    link.onClose(() => {
      if (this.links.get(device) !== link) return;
      this.links.delete(device);
      this.setPresence(device, false, via);
      this.onLost?.(device);
    });
    this.sync.attach(link);
  }

  close(): void {
    for (const link of [...this.links.values()]) link.close();
  }

  private setPresence(device: string, here: boolean, via: string): void {
    const now = Date.now();
    const others = this.presence.value.filter((p) => p.device !== device);
    this.presence.value = [...others, { device, here, since: now, via }].sort((a, b) =>
      a.device < b.device ? -1 : 1,
    );
  }

  /** The Continue list shows a finished game as finished, whoever made the last move. */
  private async saveOutcome(): Promise<void> {
    const outcome = this.setup.game.result(this.replica.merged.state);
    if (!outcome) return;
    await this.ctx.store
      .appendEntries(this.id, [], { status: "over", winners: [...outcome.winners] })
      .catch(() => undefined);
  }
}

/** The header every device of the game builds alike from its own stored record. */
export function headerOf(game: AnyGame, record: StoredGame, self: string): GameHeader {
  return {
    id: record.id,
    game: record.game,
    rulesVersion: game.rulesVersion,
    options: record.options,
    seats: record.seats,
    seed: record.seed,
    holders: record.holders.map((h) => (h.kind === "remote" ? h.device : self)),
  };
}

function otherDevices(header: GameHeader, self: string): string[] {
  return [...new Set(header.holders)].filter((d) => d !== self && d !== ANY_DEVICE).sort();
}

/** Opens a stored paired game as a live table (the reconnection policy is started by the caller). */
export async function openTable(ctx: PairingContext, id: string): Promise<Table | null> {
  const loaded = await ctx.store.loadGame(id);
  if (!loaded) return null;
  const game = findGame(loaded.game.game);
  if (!game) return null;
  const setup = mergeSetup(game, headerOf(game, loaded.game, ctx.device));
  if (!setup.ok) return null;
  const table = new Table(ctx, loaded.game, setup.value);
  await table.replica.load(loaded.entries);
  table.listen();
  registerTable(table);
  return table;
}
