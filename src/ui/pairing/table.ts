// Owned by the pairing work (issue 3).
import type { Signal } from "@preact/signals";
import type { AnyGame } from "../../engine/game";
import { makeEntry, type Entry } from "../../log/entry";
import { ANY_DEVICE, SEED_AUTHOR, type GameHeader } from "../../log/header";
import { fail, ok, type Result } from "../../engine/errors";
import { formatMeta } from "../../log/meta";
import { mergeSetup, type MergeSetup } from "../../log/merge";
import type { Link } from "../../net/link";
import { Replica } from "../../net/replica";
import { Sync } from "../../net/sync";
import { HandoffLink, KEEPALIVE } from "./handoff";
import { loadRules } from "../../games/manifests";
import type { SeatHolder, StoredGame } from "../../store/types";
import { lastMoveChange } from "../model/summary";
import {
  holdersOf,
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
  /** The device holding each seat now (the header's, as changed by accepted handovers). */
  readonly holders: Signal<readonly string[]>;
  /** Local entries re-made at the head (see appendLocal): the screen's hash → the logged one. */
  private readonly remade = new Map<string, string>();
  /** The last `accepted()` and the head it was made for (re-linking hashes entries). */
  private shown: { readonly head: string | null; readonly entries: readonly Entry[] } | null = null;
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
      // The Continue list's last move in its public form (no seat's hand printed).
      persist: (entries) =>
        this.save(entries, lastMoveChange(setup.game, this.replica.merged.state, entries)),
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
    this.holders = holdersOf(record.id);
    this.holders.value = setup.header.holders;
  }

  get id(): string {
    return this.stored.id;
  }

  /**
   * The record as the play screen reads it: the seats as held NOW, so that a seat
   * handed to this device is played here and one handed away is not. A seat still
   * held by the device the header names keeps its stored holder (a bot stays a bot).
   */
  record(): StoredGame {
    const header = this.setup.header.holders;
    const now = this.replica.merged.holders;
    const holders = this.stored.holders.map((stored, seat): SeatHolder => {
      const holder = now[seat] ?? header[seat];
      if (holder === header[seat]) return stored;
      return holder === this.ctx.device || holder === ANY_DEVICE
        ? { kind: "device" }
        : { kind: "remote", device: holder };
    });
    return { ...this.stored, holders };
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
    this.holders.value = this.replica.merged.holders;
    this.replica.onAdded((_entries, source) => {
      this.holders.value = this.replica.merged.holders;
      void this.saveOutcome();
      if (source !== null) notifyChanged(this.id);
    });
  }

  /**
   * The accepted chain as the play screen reads it: a game file's log, game entries
   * only, each following the one before. Handovers are left out (they are no moves),
   * so an entry after one is shown re-linked to the game entry before it; `remade`
   * maps such a shown hash back to the logged entry, for the entries made after it.
   */
  accepted(): readonly Entry[] {
    const head = this.replica.merged.head;
    if (this.shown?.head === head) return this.shown.entries;
    const shown: Entry[] = [];
    let prev: string | null = null;
    for (const entry of this.replica.merged.accepted) {
      if (entry.kind === "meta") continue;
      const { game, author, seat, kind, text } = entry;
      const view: Entry =
        entry.prev === prev ? entry : makeEntry({ game, prev, author, seat, kind, text });
      if (view !== entry) this.remade.set(view.hash, entry.hash);
      shown.push(view);
      prev = view.hash;
    }
    this.shown = { head, entries: shown };
    return shown;
  }

  /**
   * Logs entries the play screen made. An entry that follows the head as the screen
   * knows it (re-linked past handovers, which change no board) is made at the head. So
   * is the outcome of a seeded game, always written by the seed (the screen writes it
   * as this device when it holds every seat now). An entry made on a board that has
   * since changed is logged on its own branch as made: it must lose, not move.
   */
  async appendLocal(entries: readonly Entry[]): Promise<void> {
    const logged: string[] = [];
    for (const entry of entries) {
      const prev = entry.prev === null ? null : (this.remade.get(entry.prev) ?? entry.prev);
      const author =
        entry.kind === "random" && this.setup.header.seed !== null ? SEED_AUTHOR : entry.author;
      const { game, seat, kind, text } = entry;
      const head = this.replica.merged.head;
      const asMade = prev === entry.prev && author === entry.author;
      if ((prev === head && !asMade) || this.onlyMetaAfter(prev)) {
        const made = await this.replica.propose({ author, seat, kind, text });
        if (!made.ok) throw new Error(made.error.message);
        if (made.value.hash !== entry.hash) this.remade.set(entry.hash, made.value.hash);
        logged.push(made.value.hash);
        continue;
      }
      const real = asMade ? entry : makeEntry({ game, prev, author, seat, kind, text });
      if (real !== entry) this.remade.set(entry.hash, real.hash);
      const receipt = await this.replica.receive([real], null);
      if (receipt.error) throw new Error(receipt.error.message);
      logged.push(real.hash);
    }
    // Not applied as made (another device's entry took its place, or it was re-made):
    // the screen must show the truth.
    const accepted = new Set(this.replica.merged.accepted.map((e) => e.hash));
    if (entries.some((e, i) => e.hash !== logged[i] || !accepted.has(e.hash))) {
      notifyChanged(this.id);
    }
  }

  /** True when `prev` is accepted and only handovers follow it up to the head. */
  private onlyMetaAfter(prev: string | null): boolean {
    const chain = this.replica.merged.accepted;
    if (chain.length === 0 || chain[chain.length - 1].kind !== "meta") return false;
    for (let i = chain.length - 1; i >= 0; i--) {
      if (chain[i].hash === prev) return true;
      if (chain[i].kind !== "meta") return false;
    }
    return prev === null;
  }

  /**
   * Hands `seat`, which this device holds now, to device `to` (a meta entry at the
   * head: every device's merge then takes `to` as its holder).
   */
  async handSeat(seat: number, to: string): Promise<Result<void>> {
    if (this.replica.merged.holders[seat] !== this.ctx.device) {
      return fail("not-your-seat", `seat ${seat + 1} is not held by this device`);
    }
    if (to === this.ctx.device) return fail("same-device", "this device holds that seat already");
    const made = await this.replica.propose({
      author: this.ctx.device,
      seat,
      kind: "meta",
      text: formatMeta({ type: "hand", to }),
    });
    if (!made.ok) return made;
    notifyChanged(this.id);
    return ok(undefined);
  }

  /** The devices linked to this one now. */
  linkedDevices(): string[] {
    return [...this.links.entries()].filter(([, l]) => l.state === "open").map(([d]) => d);
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
  const rules = await loadRules(loaded.game.game);
  if (!rules.ok) return null;
  const game = rules.value;
  const setup = mergeSetup(game, headerOf(game, loaded.game, ctx.device));
  if (!setup.ok) return null;
  const table = new Table(ctx, loaded.game, setup.value);
  await table.replica.load(loaded.entries);
  table.listen();
  registerTable(table);
  return table;
}
