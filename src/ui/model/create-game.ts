import { fail, ok, type Result } from "../../engine/errors";
import { deriveSeed } from "../../engine/random";
import { loadRules } from "../../games/manifests";
import { initialState } from "../../log/replay";
import type { SeatHolder, Store, StoredGame } from "../../store/types";
import type { Platform } from "./platform";

export interface NewGameRequest {
  /** Game id (src/games/manifests.ts). */
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** One holder per seat. */
  readonly holders: readonly SeatHolder[];
}

/**
 * Creates and stores a new game. A game created on one device is seeded by it alone:
 * the seed is derived from one fresh nonce, as a paired game's is from all of theirs.
 */
export async function createGame(
  platform: Platform,
  request: NewGameRequest,
): Promise<Result<StoredGame>> {
  const created = await storeNewGame(platform.store, {
    ...request,
    id: platform.newId(),
    seed: deriveSeed([platform.newNonce()]),
    now: platform.now(),
  });
  if (created.ok) platform.keepSaved();
  return created;
}

/**
 * Checks a new game's options and seats with its rules, then stores its record (no
 * entries yet). Shared by games made on this device and games made at pairing.
 */
export async function storeNewGame(
  store: Pick<Store, "createGame">,
  request: NewGameRequest & { readonly id: string; readonly seed: string; readonly now: number },
): Promise<Result<StoredGame>> {
  const rules = await loadRules(request.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const options = game.parseOptions(request.options);
  if (!options.ok) return options;
  const normalised = options.value as Readonly<Record<string, unknown>>;
  const seats = request.holders.length;
  const start = initialState(game, { options: normalised, seats });
  if ("error" in start) return { ok: false, error: start.error };
  const record: StoredGame = {
    id: request.id,
    game: game.id,
    options: normalised,
    seats,
    seed: request.seed,
    holders: [...request.holders],
    created: request.now,
    updated: request.now,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
  };
  try {
    await store.createGame(record, []);
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  return ok(record);
}
