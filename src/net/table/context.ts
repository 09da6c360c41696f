import type { GameError, Result } from "../../engine/errors";
import type { PeerEndpoint } from "../links/peerjs";
import type { LoadedGame } from "./open-table";
import type { TablePlatform } from "./platform";
import type { Table } from "./table";

/**
 * Who plays a seat of an invitation: the inviting device, the device that joins
 * ("guest"; "guest:2" the second device to join, "guest:3" the third…), or a bot run here.
 */
export type SeatPlan = "host" | "guest" | `guest:${number}` | `bot:${string}`;

/** What the inviting device offers: the game, its options, and who plays each seat. */
export interface Invitation {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** Per seat. Empty when a game under way lets one more device in. */
  readonly seats: readonly SeatPlan[];
  /** The names of the persons at this device's seats ("host"), by seat; absent or null: none. */
  readonly names?: readonly (string | null)[];
  readonly transport: "peerjs" | "direct";
  readonly server: string;
  /** Called with the new game's id once the other device has joined. */
  readonly onPaired: (id: string) => void;
  /**
   * The game is to be played fair (docs/fair-play.md) when the device that joins can
   * play fair too; else, or when absent, it is made in trusted mode.
   */
  readonly fair?: boolean;
  /** The table plays with hints ("What would you play?"), on every device. */
  readonly hints?: boolean;
  /**
   * Called when a device that asked to join while this invitation was on offer was
   * refused (an older Tabula, a proof that failed…), so that this screen says why too.
   */
  readonly onRefused?: (error: GameError) => void;
  /** Pairing again for a game both devices already hold (its link was lost), or letting one more device into it. */
  readonly existing?: string;
  /**
   * The seats of game `existing` kept for the devices still to join, one group per
   * device in the order they join: each is handed its group as it joins, and onPaired
   * is called once the last has joined (src/net/table/seat-plans.ts).
   */
  readonly later?: readonly (readonly number[])[];
  /** One more device joined a game dealt already, and `more` are still awaited. */
  readonly onJoined?: (more: number) => void;
}

/**
 * What the handshakes and the reconnection share on one device (src/net/table/pairing.ts
 * is the one implementation): the platform, the invitation on offer, the live tables
 * and the PeerJS endpoint.
 */
export interface PairingContext {
  readonly platform: TablePlatform;
  /** The invitation on offer now, if any. */
  invitation: Invitation | null;
  /** Games whose link to the host is being (re)made now, so that only one attempt runs. */
  readonly connecting: Set<string>;
  /** The live table of a game, opened (with its reconnection) on first use. */
  table(id: string, loaded?: LoadedGame): Promise<Result<Table>>;
  /** The live table of a game if it is open now. */
  live(id: string): Table | null;
  /** This device's PeerJS endpoint at `server`. */
  peerEndpoint(server: string): Promise<Result<PeerEndpoint>>;
}
