// Owned by the pairing work (issue 3).
import type { Signal } from "@preact/signals";
import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import { ANY_DEVICE, type GameHeader } from "../../log/header";
import { mergeSetup, type MergeSetup } from "../../log/merge";
import type { Link } from "../../net/link";
import { Replica } from "../../net/replica";
import { Sync } from "../../net/sync";
import { HandoffLink, KEEPALIVE } from "./handoff";
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
  private keepalive: ReturnType<typeof setInterval> | null = null;
  /** Called when the link to a device is lost (the reconnection policy listens). */
  onLost: ((device: string) => void) | null = null;

  private stored: StoredGame;

  constructor(
    private readonly ctx: PairingContext,
    record: StoredGame,
    readonly setup: MergeSetup,
  ) {
    this.stored = record;
    this.replica = new Replica({
      setup,
      persist: (entries) => this.save(entries, { lastMove: entries[entries.length - 1].text }),
    });
    this.sync = new Sync(this.replica, {
      onRefused: (peer, error) =>
        console.warn(`refused from ${peer}: ${error.code} ${error.message}`),
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
    return this.stored.id;
  }

  record(): StoredGame {
    return this.stored;
  }

  /** Stores entries and a summary change, and keeps the in-memory record in step. */
  private async save(
    entries: readonly Entry[],
    summary: Partial<Omit<StoredGame, "id">>,
  ): Promise<void> {
    const change = { ...summary, updated: Date.now() };
    await this.ctx.store.appendEntries(this.id, entries, change);
    const entryCount = this.stored.entryCount + entries.length;
    this.stored = { ...this.stored, ...change, entryCount };
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
    this.keepalive ??= setInterval(() => this.checkLinks(), KEEPALIVE_EVERY_MS);
  }

  close(): void {
    if (this.keepalive) clearInterval(this.keepalive);
    for (const link of [...this.links.values()]) link.close();
  }

  /** Pings every link, and closes one that has been silent too long (its device is away). */
  private checkLinks(): void {
    const now = Date.now();
    for (const link of this.links.values()) {
      if (link instanceof HandoffLink && now - link.lastHeard > SILENT_MS) link.close();
      else link.send(KEEPALIVE);
    }
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
    if (this.stored.status === "over") return;
    await this.save([], { status: "over", winners: [...outcome.winners] }).catch(() => undefined);
  }
}

const KEEPALIVE_EVERY_MS = 1_000;
/** Silent for this long (several missed pings): the other device is away. */
const SILENT_MS = 4_000;

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
