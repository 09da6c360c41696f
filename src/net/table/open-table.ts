import { ok, type Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import type { GameHeader } from "../../log/header";
import { mergeSetup } from "../../log/merge";
import type { StoredGame } from "../../store/types";
import { selfIn, type TablePlatform } from "./platform";
import { Table, type TableOptions } from "./table";
import { FairDevice } from "../../fair/device";

/** A stored game and its entries, as the store loads them. */
export interface LoadedGame {
  readonly game: StoredGame;
  readonly entries: readonly Entry[];
}

/**
 * The header every device of the game builds alike from its own stored record; a fair
 * game's carries `fair` (the devices' commitments), which its digest covers.
 */
export function headerOf(game: AnyGame, record: StoredGame, self: string): GameHeader {
  return {
    id: record.id,
    game: record.game,
    rulesVersion: game.rulesVersion,
    options: record.options,
    seats: record.seats,
    seed: record.seed,
    holders: record.holders.map((h) => (h.kind === "remote" ? h.device : self)),
    ...(record.signed ? { signed: true } : {}),
    ...(record.fair ? { fair: record.fair } : {}),
    ...(record.hints ? { hints: true } : {}),
  };
}

/**
 * Opens a stored paired game as a table: its entries are checked and merged (the
 * merge judges every one), not stored again. The caller attaches links and sets up
 * how the table reaches the others again.
 */
export async function openTable(
  platform: TablePlatform,
  loaded: LoadedGame,
  options: TableOptions = {},
): Promise<Result<Table>> {
  const rules = await platform.rules(loaded.game.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const setup = mergeSetup(
    game,
    headerOf(game, loaded.game, selfIn(platform, loaded.game.signed === true)),
  );
  if (!setup.ok) return setup;
  const self = selfIn(platform, loaded.game.signed === true);
  const fair = await fairDeviceOf(platform, setup.value.header, self);
  const table = new Table(platform, loaded.game, setup.value, options, fair);
  const receipt = await table.replica.load(loaded.entries);
  if (receipt.error) return { ok: false, error: receipt.error };
  table.fair?.kick();
  return ok(table);
}

/**
 * This device's fair part in a fair game it is a fair device of: rebuilt from the one
 * secret it keeps beside the log. Null in a trusted game, for a spectator, or when the
 * secret is lost (the device then cannot reveal, and the table goes on without its dice).
 */
async function fairDeviceOf(
  platform: TablePlatform,
  header: GameHeader,
  self: string,
): Promise<FairDevice | null> {
  const fair = header.fair;
  const mine = fair?.devices.find((d) => d.device === self);
  if (!mine) return null;
  const secret = await platform.store.fairSecret(header.id).catch(() => null);
  if (!secret) {
    console.warn(`the fair-play secret of game ${header.id} is not on this device`);
    return null;
  }
  const device = new FairDevice(header.id, self, secret, mine.length);
  // A secret that does not give the commitment in the header would write bad reveals.
  return device.commitment().chain === mine.chain ? device : null;
}
