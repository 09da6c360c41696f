import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import { deriveSeed } from "../../engine/random";
import { findGame } from "../../games/registry";
import { initialState } from "../../log/replay";
import type { SeatHolder, StoredGame } from "../../store/types";
import type { Platform } from "./platform";

export interface NewGameRequest {
  /** Game id in the registry. */
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
  const game = findGame(request.game);
  if (!game) return fail(ErrorCode.UnknownGame, `unknown game "${request.game}"`);
  const options = game.parseOptions(request.options);
  if (!options.ok) return options;
  const normalised = options.value as Readonly<Record<string, unknown>>;
  const seats = request.holders.length;
  const start = initialState(game, { options: normalised, seats });
  if ("error" in start) return { ok: false, error: start.error };
  const now = platform.now();
  const record: StoredGame = {
    id: platform.newId(),
    game: game.id,
    options: normalised,
    seats,
    seed: deriveSeed([platform.newNonce()]),
    holders: [...request.holders],
    created: now,
    updated: now,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
  };
  try {
    await platform.store.createGame(record, []);
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  return ok(record);
}
