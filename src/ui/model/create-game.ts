import type { Result } from "../../engine/errors";
import { deriveSeed } from "../../engine/random";
import { loadRules } from "../../games/manifests";
import { storeNewGame } from "../../store/new-game";
import type { SeatHolder, StoredGame } from "../../store/types";
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
 * It is signed when the device has a key (always, in the app): every entry of this
 * device carries its signature from the first, so the game can be checked anywhere.
 */
export async function createGame(
  platform: Platform,
  request: NewGameRequest,
): Promise<Result<StoredGame>> {
  const rules = await loadRules(request.game);
  if (!rules.ok) return rules;
  const created = await storeNewGame(platform.store, rules.value, {
    options: request.options,
    holders: request.holders,
    id: platform.newId(),
    seed: deriveSeed([platform.newNonce()]),
    now: platform.now(),
    signed: platform.key !== undefined,
  });
  if (created.ok) platform.keepSaved();
  return created;
}
