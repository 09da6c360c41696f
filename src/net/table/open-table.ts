import { ok, type Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import type { Entry } from "../../log/entry";
import type { GameHeader } from "../../log/header";
import { mergeSetup } from "../../log/merge";
import type { StoredGame } from "../../store/types";
import { selfIn, type TablePlatform } from "./platform";
import { Table, type TableOptions } from "./table";

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
  const table = new Table(platform, loaded.game, setup.value, options);
  const receipt = await table.replica.load(loaded.entries);
  if (receipt.error) return { ok: false, error: receipt.error };
  return ok(table);
}
