import { fail, ok, type Result } from "../engine/errors";
import type { AnyGame } from "../engine/game";
import type { FairHeader } from "../fair/commitment";
import { initialState } from "../log/replay";
import type { SeatHolder, Store, StoredGame } from "./types";

export interface NewGame {
  readonly options: Readonly<Record<string, unknown>>;
  /** One holder per seat. */
  readonly holders: readonly SeatHolder[];
  readonly id: string;
  readonly seed: string;
  /** Milliseconds since the epoch. */
  readonly now: number;
  /** A signed game (every game made by a device with a key, of this device only or paired). */
  readonly signed?: boolean;
  /** A game in fair play: the devices' commitments agreed at pairing. */
  readonly fair?: FairHeader;
  /** Fair play was asked for, but the other device cannot play it. */
  readonly fairRefused?: true;
  /** A paired game whose table agreed to play with hints. */
  readonly hints?: true;
}

/**
 * Checks a new game's options and seats with its rules, then stores its record (no
 * entries yet). Shared by games made on this device and games made at pairing.
 */
export async function storeNewGame(
  store: Pick<Store, "createGame">,
  game: AnyGame,
  request: NewGame,
): Promise<Result<StoredGame>> {
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
    ...(request.signed ? { signed: true } : {}),
    ...(request.fair ? { fair: request.fair } : {}),
    ...(request.fairRefused ? { fairRefused: true } : {}),
    ...(request.hints ? { hints: true } : {}),
  };
  try {
    await store.createGame(record, []);
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  return ok(record);
}
