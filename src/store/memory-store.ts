import type { Entry } from "../log/entry";
import { StoreError, StoreErrorCode } from "./errors";
import {
  alreadyExists,
  checkEntriesBelong,
  checkFairSecret,
  checkFollows,
  initialSummary,
  newestFirst,
  nextSummary,
  notFound,
  storedHead,
  withHead,
} from "./summary";
import type { Store, StoredGame } from "./types";

/**
 * The Store in memory: for tests, and for a browser without IndexedDB (games then
 * last as long as the tab). Values are copied in and out, as IndexedDB does, so a
 * caller that mutates an object it passed or got back changes nothing stored.
 */
export function openMemoryStore(): Store {
  return new MemoryStore();
}

const copy = <T>(value: T): T => structuredClone(value);

class MemoryStore implements Store {
  private readonly games = new Map<string, StoredGame>();
  private readonly entries = new Map<string, Entry[]>();
  private readonly settings = new Map<string, unknown>();
  private readonly secrets = new Map<string, Uint8Array>();
  private closed = false;

  private check(): void {
    if (this.closed) {
      throw new StoreError(StoreErrorCode.Closed, "The saved-games store was closed.");
    }
  }

  /** Runs synchronously but answers like IndexedDB: a promise, rejected on failure. */
  private async run<T>(body: () => T): Promise<T> {
    this.check();
    return body();
  }

  createGame(game: StoredGame, entries: readonly Entry[] = []): Promise<void> {
    return this.run(() => {
      const stray = checkEntriesBelong(game.id, entries);
      if (stray) throw stray;
      if (this.games.has(game.id)) throw alreadyExists(game.id);
      this.games.set(game.id, copy(initialSummary(game, entries)));
      this.entries.set(game.id, copy([...entries]));
    });
  }

  appendEntries(
    id: string,
    entries: readonly Entry[],
    summary: Partial<Omit<StoredGame, "id">>,
    after?: string | null,
  ): Promise<void> {
    return this.run(() => {
      const stray = checkEntriesBelong(id, entries);
      if (stray) throw stray;
      const game = this.games.get(id);
      if (!game) throw notFound(id);
      const log = this.entries.get(id)!;
      const moved = checkFollows(storedHead(game, log[log.length - 1]), after);
      if (moved) throw moved;
      const next = withHead(nextSummary(game, summary, entries.length), entries, after);
      this.games.set(id, copy(next));
      log.push(...copy([...entries]));
    });
  }

  listGames(): Promise<StoredGame[]> {
    return this.run(() => copy([...this.games.values()]).sort(newestFirst));
  }

  loadGame(id: string): Promise<{ game: StoredGame; entries: Entry[] } | null> {
    return this.run(() => {
      const game = this.games.get(id);
      return game ? copy({ game, entries: this.entries.get(id) ?? [] }) : null;
    });
  }

  deleteGame(id: string): Promise<void> {
    return this.run(() => {
      this.games.delete(id);
      this.entries.delete(id);
      this.secrets.delete(id);
    });
  }

  fairSecret(id: string): Promise<Uint8Array | null> {
    return this.run(() => {
      const kept = this.secrets.get(id);
      return kept ? new Uint8Array(kept) : null;
    });
  }

  keepFairSecret(id: string, secret: Uint8Array): Promise<void> {
    return this.run(() => {
      const refused = checkFairSecret(id, secret, this.secrets.get(id));
      if (refused) throw refused;
      this.secrets.set(id, new Uint8Array(secret));
    });
  }

  getSetting<T>(key: string): Promise<T | undefined> {
    return this.run(() => copy(this.settings.get(key)) as T | undefined);
  }

  setSetting(key: string, value: unknown): Promise<void> {
    return this.run(() => {
      this.settings.set(key, copy(value));
    });
  }

  close(): void {
    this.closed = true;
  }
}
