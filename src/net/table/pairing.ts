import { fail, ok, type Result } from "../../engine/errors";
import type { Link } from "../link";
import type { PeerEndpoint } from "../links/peerjs";
import type { Invitation, PairingContext } from "./context";
import { PeerEndpoints } from "./endpoint";
import { endGathering } from "./fair-gather";
import { joinHost } from "./guest";
import { inviteMore, welcomeGuest } from "./host";
import { openTable, type LoadedGame } from "./open-table";
import type { TablePlatform } from "./platform";
import { startReconnection } from "./reconnect";
import type { PairingInfo } from "./records";
import type { Table, TableOptions } from "./table";

export interface PairingHooks extends TableOptions {
  /** A table was opened (the app shows its presence and seats from now on). */
  readonly opened?: (table: Table) => void;
}

/**
 * Playing with other devices, on this device: its live tables (one per paired game
 * open now, each reconnecting by itself), the invitation on offer, and its PeerJS
 * endpoint. The app makes one (src/ui/model/paired.ts, loaded with import() only when a
 * paired game or a pairing screen is opened); tests make as many as they like.
 */
export class Pairing implements PairingContext {
  invitation: Invitation | null = null;
  readonly connecting = new Set<string>();
  private readonly tables = new Map<string, Table>();
  private readonly starting = new Map<string, Promise<Result<Table>>>();
  private readonly endpoints: PeerEndpoints;

  constructor(
    readonly platform: TablePlatform,
    private readonly hooks: PairingHooks = {},
  ) {
    this.endpoints = new PeerEndpoints(platform, (link, server) => {
      void this.welcomeGuest(link, "peerjs", server);
    });
  }

  live(id: string): Table | null {
    return this.tables.get(id) ?? null;
  }

  table(id: string, loaded?: LoadedGame): Promise<Result<Table>> {
    const live = this.tables.get(id);
    if (live) return Promise.resolve(ok(live));
    const pending = this.starting.get(id);
    if (pending) return pending;
    const start = this.open(id, loaded).finally(() => this.starting.delete(id));
    this.starting.set(id, start);
    return start;
  }

  private async open(id: string, given?: LoadedGame): Promise<Result<Table>> {
    let loaded = given;
    try {
      loaded ??= (await this.platform.store.loadGame(id)) ?? undefined;
    } catch (e) {
      return fail("store-failed", e instanceof Error ? e.message : String(e));
    }
    if (!loaded) return fail("not-found", "this game is not on this device");
    const opened = await openTable(this.platform, loaded, this.hooks);
    if (!opened.ok) return opened;
    const table = opened.value;
    this.tables.set(id, table);
    this.hooks.opened?.(table);
    void startReconnection(this, table, joinHost);
    return ok(table);
  }

  peerEndpoint(server: string): Promise<Result<PeerEndpoint>> {
    return this.endpoints.open(server);
  }

  /** Offers a game to the next device that joins (null: stop offering). */
  setInvitation(next: Invitation | null): void {
    if (this.invitation !== next) endGathering(this.invitation);
    this.invitation = next;
  }

  /** The host's side of the handshake, on a link another device opened (peerjs or direct). */
  welcomeGuest(link: Link, via: "peerjs" | "direct", server: string): Promise<Result<string>> {
    return welcomeGuest(this, link, via, server);
  }

  /** The guest's side of the handshake; `game` is null for the game on offer. */
  joinHost(
    link: Link,
    game: string | null,
    info: Omit<PairingInfo, "role">,
  ): Promise<Result<string>> {
    return joinHost(this, link, game, info);
  }

  /** Lets one more device into game `id` through this device's join link; returns its peer id. */
  inviteMore(id: string, server: string): Promise<Result<string>> {
    return inviteMore(this, id, server);
  }

  /** Ends an invitation of inviteMore for game `id` (leaving the play screen). */
  stopInviting(id: string): void {
    if (this.invitation?.existing === id) this.invitation = null;
  }

  /** Closes the table of game `id`, if open, and forgets it (the game is being deleted). */
  leave(id: string): void {
    this.tables.get(id)?.close();
    this.tables.delete(id);
  }

  /** Leaves every table and stops listening (tests; a tab simply goes away). */
  close(): void {
    for (const table of this.tables.values()) table.close();
    this.tables.clear();
    this.endpoints.close();
  }
}
