import { signal, type Signal } from "@preact/signals";
import { fail, ok, type Result } from "../../engine/errors";
import type { LoadedGame } from "../../net/table/open-table";
import type { Pairing, PairingHooks } from "../../net/table/pairing";
import type { LeaveOffer } from "../../net/table/fair-leave";
import type { PeerPresence } from "../../net/table/presence";
import type { RejoinStatus } from "../../net/table/rejoin";
import type { Table } from "../../net/table/table";
import type { GameLog } from "../../store/game-log";
import type { StoredGame } from "../../store/types";
import { fairModeOf, type FairMode } from "./fair-mode";

/** Makes this device's Pairing: the app loads the network code with import() here. */
export type PairingLoader = (hooks: PairingHooks) => Promise<Pairing>;

/** What a paired game's table does to reach the others again, and this device's part in its pairing. */
export interface RejoinView {
  readonly status: RejoinStatus;
  readonly role: "host" | "guest" | null;
}

export function isPairedGame(game: Pick<StoredGame, "holders">): boolean {
  return game.holders.some((h) => h.kind === "remote");
}

/**
 * The small, always-loaded side of playing across devices: the Pairing (src/net/table/,
 * loaded on first use only, so a game of this device alone never pays for it), and
 * what the screens show of each live table — who of the other devices is here, and who
 * holds each seat — as signals.
 */
export class PairedGames {
  private loading: Promise<Pairing> | null = null;
  private loaded: Pairing | null = null;
  private readonly presences = new Map<string, Signal<readonly PeerPresence[]>>();
  private readonly seatHolders = new Map<string, Signal<readonly string[]>>();
  private readonly rejoins = new Map<string, Signal<RejoinView>>();
  private readonly deviceNames = new Map<string, Signal<Readonly<Record<string, string>>>>();
  private readonly players = new Map<string, Signal<Readonly<Record<string, readonly string[]>>>>();
  private readonly modes = new Map<string, Signal<FairMode | null>>();
  private readonly leaves = new Map<string, Signal<LeaveOffer | null>>();

  constructor(private readonly load: PairingLoader) {}

  /** This device's Pairing, loading the network code on first use. */
  pairing(): Promise<Pairing> {
    this.loading ??= this.load({ opened: (table) => this.watch(table) }).then(
      (pairing) => {
        this.loaded = pairing;
        return pairing;
      },
      (error: unknown) => {
        // The code could not be loaded (offline before the first full visit): try again next time.
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** The live table of a game, if it is open now. */
  live(id: string): Table | null {
    return this.loaded?.live(id) ?? null;
  }

  /** Closes the table of game `id` if it is open (the game is being deleted). */
  leave(id: string): void {
    this.loaded?.leave(id);
  }

  /** The log of a paired game: its table's, opening the table (and its reconnection) on first use. */
  async openLog(id: string, loaded?: LoadedGame): Promise<Result<GameLog>> {
    let pairing: Pairing;
    try {
      pairing = await this.pairing();
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return fail(
        "pairing-unavailable",
        `the code for games with other devices did not load: ${why}`,
      );
    }
    const table = await pairing.table(id, loaded);
    return table.ok ? ok(table.value.log) : table;
  }

  presenceOf(id: string): Signal<readonly PeerPresence[]> {
    let presence = this.presences.get(id);
    if (!presence) {
      presence = signal([]);
      this.presences.set(id, presence);
    }
    return presence;
  }

  /** The device holding each seat of a paired game now (empty until its table opens). */
  holdersOf(id: string): Signal<readonly string[]> {
    let holders = this.seatHolders.get(id);
    if (!holders) {
      holders = signal([]);
      this.seatHolders.set(id, holders);
    }
    return holders;
  }

  /** What the table of a paired game does to reach the others again (idle until it opens). */
  rejoinOf(id: string): Signal<RejoinView> {
    let rejoin = this.rejoins.get(id);
    if (!rejoin) {
      rejoin = signal<RejoinView>({ status: { kind: "idle" }, role: null });
      this.rejoins.set(id, rejoin);
    }
    return rejoin;
  }

  /** The names the other devices of a paired game gave (untrusted text, cleaned), by device. */
  namesOf(id: string): Signal<Readonly<Record<string, string>>> {
    let names = this.deviceNames.get(id);
    if (!names) {
      names = signal({});
      this.deviceNames.set(id, names);
    }
    return names;
  }

  /** The names the other devices' players gave the seats they hold now (untrusted, cleaned), by device. */
  playersOf(id: string): Signal<Readonly<Record<string, readonly string[]>>> {
    let players = this.players.get(id);
    if (!players) {
      players = signal({});
      this.players.set(id, players);
    }
    return players;
  }

  /** The mode of a paired game's table: fair play or trusted, and how it stands (null until it opens). */
  modeOf(id: string): Signal<FairMode | null> {
    let mode = this.modes.get(id);
    if (!mode) {
      mode = signal(null);
      this.modes.set(id, mode);
    }
    return mode;
  }

  /**
   * Going on without a device that left a fair game (docs/fair-play.md): offered while
   * the game waits for a device that is gone; null otherwise (or until the table opens).
   */
  leaveOf(id: string): Signal<LeaveOffer | null> {
    let leave = this.leaves.get(id);
    if (!leave) {
      leave = signal(null);
      this.leaves.set(id, leave);
    }
    return leave;
  }

  /** This device agrees to go on without `device` in trusted mode (its `trust` entry). */
  async goOnWithout(id: string, device: string): Promise<Result<unknown>> {
    const table = this.live(id);
    if (!table) return fail("not-open", `the table of game ${id} is not open`);
    return table.goOnWithout(device);
  }

  /**
   * Names the person at `seat`, a seat this device holds in paired game `id` (cleaned;
   * empty: no name): kept in this device's record and sent to the table's other devices.
   */
  async nameSeat(id: string, seat: number, name: string): Promise<Result<string | null>> {
    const table = this.live(id);
    if (!table) return fail("not-open", `the table of game ${id} is not open`);
    try {
      return await table.nameSeat(seat, name);
    } catch (e) {
      return fail("name-not-saved", e instanceof Error ? e.message : String(e));
    }
  }

  /** Ends the wait of a table's reconnection now ("Try now"). */
  retryNow(id: string): void {
    this.live(id)?.rejoin.wake();
  }

  private watch(table: Table): void {
    const presence = this.presenceOf(table.id);
    const holders = this.holdersOf(table.id);
    const rejoin = this.rejoinOf(table.id);
    presence.value = table.presence.value;
    holders.value = table.holders();
    const showRejoin = (): void => {
      rejoin.value = { status: table.rejoin.value, role: table.rejoin.role };
    };
    showRejoin();
    table.rejoin.subscribe(showRejoin);
    const names = this.namesOf(table.id);
    const players = this.playersOf(table.id);
    const showNames = (): void => {
      const next: Record<string, string> = {};
      const seated: Record<string, readonly string[]> = {};
      for (const p of table.presence.value) {
        const name = table.nameOf(p.device);
        if (name) next[p.device] = name;
        const at = table.playersOf(p.device);
        if (at.length > 0) seated[p.device] = at;
      }
      if (JSON.stringify(next) !== JSON.stringify(names.value)) names.value = next;
      if (JSON.stringify(seated) !== JSON.stringify(players.value)) players.value = seated;
    };
    showNames();
    const mode = this.modeOf(table.id);
    const showMode = (): void => {
      const next = fairModeOf(
        table.record(),
        table.replica.merged.fair ?? null,
        table.fair?.waitingFor ?? null,
        table.convertedAtMove(),
      );
      if (JSON.stringify(next) !== JSON.stringify(mode.value)) mode.value = next;
      const offer = table.leaveOffer();
      const leave = this.leaveOf(table.id);
      if (JSON.stringify(offer) !== JSON.stringify(leave.value)) leave.value = offer;
    };
    showMode();
    table.presence.subscribe((list) => {
      presence.value = list;
      showMode();
    });
    table.onChange(() => {
      holders.value = table.holders();
      showNames();
      showMode();
    });
  }
}
