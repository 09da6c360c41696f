import type { Entry } from "../../src/log/entry";
import { checkFollows, storedHead, withHead } from "../../src/store/summary";
import type { Store, StoredGame } from "../../src/store/types";
import type { BotReply, BotRequest, BotRunner } from "../../src/ui/model/bot-protocol";
import type { Platform } from "../../src/ui/model/platform";
import { PairedGames } from "../../src/ui/model/paired";
import { Pairing } from "../../src/net/table/pairing";
import { fakeTablePlatform, type FakeTablePlatform } from "../net/table/fake-platform";
import { findGame } from "../../src/games/registry";
import { actorNow } from "../../src/log/step";

/**
 * An in-memory Store for the model tests, with hooks to observe and delay writes
 * (to check that a move is stored before it is shown) and to make them fail.
 */
export class FakeStore implements Store {
  readonly games = new Map<string, StoredGame>();
  readonly entries = new Map<string, Entry[]>();
  readonly settings = new Map<string, unknown>();
  /** Called when appendEntries starts, before anything is written. */
  beforeAppend: (() => Promise<void> | void) | null = null;
  /** When set, the next writes reject with this message. */
  failWrites: string | null = null;

  async createGame(game: StoredGame, entries: readonly Entry[] = []): Promise<void> {
    if (this.failWrites) throw new Error(this.failWrites);
    this.games.set(game.id, structuredClone(game));
    this.entries.set(game.id, structuredClone([...entries]));
  }

  async appendEntries(
    id: string,
    entries: readonly Entry[],
    summary: Partial<Omit<StoredGame, "id">>,
    after?: string | null,
  ): Promise<void> {
    await this.beforeAppend?.();
    if (this.failWrites) throw new Error(this.failWrites);
    const game = this.games.get(id);
    if (!game) throw new Error(`no game ${id}`);
    const log = this.entries.get(id) ?? [];
    // The real stores' compare of heads, so the models meet it here too.
    const moved = checkFollows(storedHead(game, log[log.length - 1]), after);
    if (moved) throw moved;
    this.games.set(id, withHead({ ...game, ...structuredClone(summary) }, entries, after));
    this.entries.set(id, [...log, ...structuredClone([...entries])]);
  }

  async listGames(): Promise<StoredGame[]> {
    return [...this.games.values()].sort((a, b) => b.updated - a.updated);
  }

  async loadGame(id: string): Promise<{ game: StoredGame; entries: Entry[] } | null> {
    const game = this.games.get(id);
    if (!game) return null;
    return { game: structuredClone(game), entries: structuredClone(this.entries.get(id) ?? []) };
  }

  async deleteGame(id: string): Promise<void> {
    this.games.delete(id);
    this.entries.delete(id);
  }

  readonly secrets = new Map<string, Uint8Array>();

  async fairSecret(id: string): Promise<Uint8Array | null> {
    return this.secrets.get(id) ?? null;
  }

  async keepFairSecret(id: string, secret: Uint8Array): Promise<void> {
    if (this.failWrites) throw new Error(this.failWrites);
    this.secrets.set(id, new Uint8Array(secret));
  }

  async getSetting<T>(key: string): Promise<T | undefined> {
    return this.settings.get(key) as T | undefined;
  }

  async setSetting(key: string, value: unknown): Promise<void> {
    this.settings.set(key, value);
  }

  close(): void {}
}

/**
 * A bot that plays the first legal move of its view, and records what it was shown
 * (to check that bots only ever see their seat's view).
 */
export class FirstMoveBot implements BotRunner {
  readonly requests: BotRequest[] = [];
  async choose(request: BotRequest): Promise<BotReply> {
    this.requests.push(request);
    const game = findGame(request.game)!;
    if (actorNow(game, request.view) !== request.seat) {
      return { ok: false, code: "not-my-turn", message: "asked out of turn" };
    }
    const moves = game.legalMoves(request.view, request.seat);
    return moves.length > 0
      ? { ok: true, text: game.formatMove(moves[0]) }
      : { ok: false, code: "no-move", message: "no legal move" };
  }
}

/**
 * A platform with a fixed clock and counting ids, so tests are reproducible; paired
 * games get a Pairing on a fake clock, with no PeerJS (links are made by the test).
 */
export function fakePlatform(
  store: Store = new FakeStore(),
  bots: BotRunner = new FirstMoveBot(),
  device = "device-test",
): Platform & {
  store: Store;
  readonly keepSavedCalls: () => number;
  readonly table: FakeTablePlatform;
} {
  let ids = 0;
  let keepSaved = 0;
  let nonces = 0;
  let clock = 1_700_000_000_000;
  const table = fakeTablePlatform(store, device);
  return {
    store,
    device,
    bots,
    table,
    paired: new PairedGames(async (hooks) => new Pairing(table, hooks)),
    now: () => (clock += 1000),
    newId: () => `game-${++ids}`,
    newNonce: () => `nonce-${++nonces}`,
    keepSaved: () => void keepSaved++,
    keepSavedCalls: () => keepSaved,
  };
}
