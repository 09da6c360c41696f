import type { GameError, Result } from "../../engine/errors";
import type { Entry } from "../../log/entry";
import { ANY_DEVICE, type GameHeader } from "../../log/header";
import type { Merged, MergeSetup } from "../../log/merge";
import type { StoredGame } from "../../store/types";
import type { Link } from "../link";
import { Replica } from "../replica";
import { Sync } from "../sync";
import { HandoffLink, KEEPALIVE } from "./handoff";
import { signEntryBy } from "../../log/signature";
import { selfIn, type TablePlatform } from "./platform";
import { NamedLink, ownNames } from "./named-link";
import { encodeNames } from "./names";
import { TableNames } from "./table-names";
import { Presence } from "./presence";
import { Rejoin } from "./rejoin";
import { removeMember } from "./records";
import { handSeatTo, recordAsHeldNow } from "./table-seats";
import { summaryAfter } from "./table-summary";
import { ReplicaLog } from "./replica-log";
import { heldASeat } from "./spectators";
import type { FairDevice } from "../../fair/device";
import type { FairDuties } from "./fair-duties";
import { convertedAtMove, leaveOffer, type LeaveOffer } from "./fair-leave";
import { SilenceJudge } from "./silence";
import { agreeToGoOnWithout, fairDutiesAt, revealAfter } from "./table-fair";

export interface TableOptions {
  /** Told about every message refused from a peer (the link stays open). */
  readonly onRefused?: (peer: string, error: GameError) => void;
}

const KEEPALIVE_EVERY_MS = 1_000;
/** Silent for this long (several missed pings): the other device is away. */
const SILENT_MS = 4_000;
/**
 * Asks every peer again for what this device lacks this often (a lost message, an
 * entry that could not wait): recovery does not wait for a link to be made again.
 */
export const RESYNC_EVERY_MS = 30_000;

/**
 * One paired game on this device: its replica (the set of entries and their merge),
 * the sync protocol over its links to the other devices, and who of them is here.
 * Its `log` is the game's one model for the play screen. Every entry — made here or
 * received — is stored (with the game's summary, in one write) before it is merged,
 * shown, sent or relayed.
 */
export class Table {
  readonly replica: Replica;
  readonly sync: Sync;
  readonly presence: Presence;
  /** The game's one model, as the play screen reads and writes it. */
  readonly log: ReplicaLog;
  /** Who this device is in this game: its key in a signed game, else the id it had (selfIn). */
  readonly device: string;
  /** What the table does to reach the others again (src/net/table/reconnect.ts sets it). */
  readonly rejoin = new Rejoin();
  /**
   * The duties loop of this device in a fair game it is a fair device of (null: a
   * trusted game, or this device is a spectator of a fair one).
   */
  readonly fair: FairDuties | null;
  /** Called when the link to a device is lost (the reconnection policy listens). */
  onLost: ((device: string) => void) | null = null;
  /** The names the other devices gave, and this device's players' (table-names.ts). */
  private readonly names: TableNames;
  private readonly links = new Map<string, Link>();
  private readonly listeners = new Set<() => void>();
  private stopKeepalive: (() => void) | null = null;
  private stopWake: (() => void) | null;
  private lastResync: number;
  private readonly silence: SilenceJudge;
  private stored: StoredGame;
  private ended = false;

  constructor(
    private readonly platform: TablePlatform,
    record: StoredGame,
    readonly setup: MergeSetup,
    options: TableOptions = {},
    fairDevice: FairDevice | null = null,
  ) {
    this.stored = record;
    const signed = setup.header.signed === true;
    this.device = selfIn(platform, signed);
    const key = platform.key;
    const sign = platform.sign ?? (key ? (entry: Entry) => signEntryBy(entry, key) : undefined);
    this.replica = new Replica({
      setup,
      persist: (entries, merged) => this.save(entries, merged),
      // A signed game's entries carry this device's signature; an unsigned game's none.
      ...(signed && sign ? { sign } : {}),
      ...(platform.preverify ? { preverify: platform.preverify } : {}),
      ...(platform.preaudit ? { preaudit: platform.preaudit } : {}),
    });
    this.sync = new Sync(this.replica, {
      timers: platform,
      onRefused:
        options.onRefused ??
        ((peer, error) => console.warn(`refused from ${peer}: ${error.code} ${error.message}`)),
    });
    this.presence = new Presence(otherDevices(setup.header, this.device), platform.now());
    this.fair =
      fairDevice && setup.start.fair
        ? fairDutiesAt({
            setup,
            replica: this.replica,
            platform,
            self: this.device,
            device: fairDevice,
          })
        : null;
    this.names = new TableNames({
      store: platform.store,
      id: record.id,
      self: this.device,
      stored: () => this.stored,
      setStored: (next) => (this.stored = next),
      holders: () => this.holders(),
      links: () => this.links.values(),
      changed: () => {
        for (const listener of [...this.listeners]) listener();
      },
    });
    this.lastResync = platform.now();
    this.silence = new SilenceJudge(platform.now(), KEEPALIVE_EVERY_MS, SILENT_MS);
    // Back from sleep or offline: what came meanwhile is fetched at once.
    this.stopWake = platform.onWake?.(() => this.resync()) ?? null;
    // After the sync's own listener: entries go out to the peers before this screen draws them.
    this.replica.onAdded(() => {
      this.fair?.kick();
      for (const listener of [...this.listeners]) listener();
    });
    this.fair?.onChange(() => {
      for (const listener of [...this.listeners]) listener();
    });
    this.log = new ReplicaLog(
      this.replica,
      this.device,
      () => this.record(),
      (listener) => this.onChange(listener),
      this.fair
        ? {
            view: (seat) => this.fair!.viewFor(seat),
            show: (seat, text) => this.fair!.showEntries(seat, text),
            readsAll: (seat) => this.fair!.readsAll(seat),
            revealWithMove: (after) => revealAfter(this.fair!, after, this.device),
          }
        : null,
    );
  }

  get id(): string {
    return this.stored.id;
  }

  /** True once close() was called: the table takes no more links. */
  get closed(): boolean {
    return this.ended;
  }

  /**
   * What the Table drawer offers when the fair game waits for a device that is gone:
   * going on without it in trusted mode (fair-leave.ts); null otherwise.
   */
  leaveOffer(): LeaveOffer | null {
    if (!this.fair) return null;
    return leaveOffer({
      game: this.setup.game,
      merged: this.replica.merged,
      self: this.device,
      presence: this.presence.value,
      waitingFor: this.fair.waitingFor,
    });
  }

  /** Moves played before the game went on in trusted mode (null: it did not). */
  convertedAtMove(): number | null {
    return convertedAtMove(this.replica.merged);
  }

  /**
   * This device agrees to go on without `device` in trusted mode from here: its `trust`
   * entry, stored and sent. Refused unless the drawer offers it now (the device is gone
   * and the game waits for it) and this device has not agreed yet.
   */
  goOnWithout(device: string): Promise<Result<unknown>> {
    return agreeToGoOnWithout(this.replica, this.device, this.leaveOffer(), device);
  }

  /** The device holding each seat now (the header's, as changed by accepted handovers). */
  holders(): readonly string[] {
    return this.replica.merged.holders;
  }

  /** The record as the play screen reads it: the seats as held now (table-seats.ts). */
  record(): StoredGame {
    return recordAsHeldNow({
      stored: this.stored,
      header: this.setup.header.holders,
      now: this.replica.merged.holders,
      self: this.device,
      names: this.names.all,
    });
  }

  /** Calls `listener` after entries were added (made here or received); returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Stores entries with the summary of the merge they lead to, in one write, and keeps
   * the in-memory record in step (so showing a move reads nothing back).
   */
  private async save(entries: readonly Entry[], merged: Merged): Promise<void> {
    const { game } = this.setup;
    const change = summaryAfter({
      game,
      before: this.replica.merged,
      after: merged,
      stored: this.stored,
      lists: this.platform.listsMove?.(game.id),
      now: this.platform.now(),
    });
    await this.platform.store.appendEntries(this.id, entries, change);
    const entryCount = this.stored.entryCount + entries.length;
    this.stored = { ...this.stored, ...change, entryCount };
  }

  /** Hands `seat`, which this device holds now, to device `to` (table-seats.ts). */
  handSeat(seat: number, to: string): Promise<Result<void>> {
    return handSeatTo(this.replica, this.device, seat, to);
  }

  /** The devices linked to this one now. */
  linkedDevices(): string[] {
    return [...this.links.entries()].filter(([, l]) => l.state === "open").map(([d]) => d);
  }

  /** Did `device` ever hold a seat of this game (else it is a spectator)? */
  heldASeat(device: string): boolean {
    return heldASeat(this.setup.header, this.replica.merged, device);
  }

  /** Is a link to `device` open now? */
  connected(device: string): boolean {
    return this.links.get(device)?.state === "open";
  }

  /** The name another device of the table gave, if it gave one. */
  nameOf(device: string): string | null {
    return this.names.nameOf(device);
  }

  /** The names another device's players gave the seats it holds now, in seat order. */
  playersOf(device: string): string[] {
    return this.names.playersOf(device);
  }

  /** Names the person at `seat`, a seat of this device (table-names.ts). */
  nameSeat(seat: number, raw: string): Promise<Result<string | null>> {
    return this.names.nameSeat(seat, raw);
  }

  /** Syncs over a link to `device` (replacing an older link to it). */
  attach(device: string, raw: Link, via: string): void {
    if (this.ended) {
      raw.close();
      return;
    }
    const link = new NamedLink(raw, (names) => void this.names.received(device, names));
    void ownNames(this.platform.store, this.stored.holders).then(
      (names) => names && link.send(encodeNames(names)),
    );
    const old = this.links.get(device);
    this.links.set(device, link);
    if (old && old !== link) old.close();
    this.presence.set(device, true, via, this.platform.now());
    link.onClose(() => {
      if (this.links.get(device) !== link) return;
      this.links.delete(device);
      if (this.heldASeat(device)) this.presence.set(device, false, via, this.platform.now());
      else if (!this.ended) {
        // A spectator that never held a seat is forgotten when it leaves (issue 9, hole 7).
        this.presence.remove(device);
        void removeMember(this.platform.store, this.id, device);
      }
      this.onLost?.(device);
    });
    this.sync.attach(link);
    this.stopKeepalive ??= this.platform.after(KEEPALIVE_EVERY_MS, () => this.checkLinks());
  }

  /** Closes every link and stops the keepalive (the device leaves the table). */
  close(): void {
    this.ended = true;
    this.fair?.close();
    this.onLost = null;
    this.rejoin.wake();
    this.stopKeepalive?.();
    this.stopKeepalive = null;
    this.stopWake?.();
    this.stopWake = null;
    for (const link of [...this.links.values()]) link.close();
  }

  /** Asks every linked peer for what this device lacks (a hello on each link). */
  resync(): void {
    if (this.ended) return;
    this.lastResync = this.platform.now();
    this.sync.resync();
  }

  /** Pings every link, closes one silent too long (its device is away), now and then resyncs. */
  private checkLinks(): void {
    const now = this.platform.now();
    this.silence.tick(now);
    if (now - this.lastResync >= RESYNC_EVERY_MS) this.resync();
    for (const link of [...this.links.values()]) {
      const inner = link instanceof NamedLink ? link.inner : link;
      if (inner instanceof HandoffLink && this.silence.silent(inner.lastHeard, now)) link.close();
      else link.send(KEEPALIVE);
    }
    this.stopKeepalive = this.ended
      ? null
      : this.platform.after(KEEPALIVE_EVERY_MS, () => this.checkLinks());
  }
}

function otherDevices(header: GameHeader, self: string): string[] {
  return [...new Set(header.holders)].filter((d) => d !== self && d !== ANY_DEVICE).sort();
}
