import { signal, type ReadonlySignal } from "@preact/signals";

/** The part of the Web Locks API (navigator.locks) this file uses. */
export interface LockManagerLike {
  request(
    name: string,
    options: { readonly steal?: boolean },
    callback: () => Promise<void>,
  ): Promise<void>;
}

/**
 * One tab plays a game at a time. Opening a game takes its lock from whichever tab
 * holds it (`steal`: the newest tab wins, as a person who opens it again expects),
 * and the tab it was taken from is told, stops playing the game (its table stops
 * relaying, its bots stop moving) and offers "Play here" to take it back.
 *
 * Why a lock and not only the store's compare of heads: two tabs that both play would
 * each refuse the other's moves in turn (store-moved) and the table would see one
 * device in two places. The compare stays as the last guard, for a browser without
 * Web Locks and for the moment a lock changes hands while a write is under way.
 */
export class GameLocks {
  private readonly held = new Map<string, () => void>();
  /** The take under way or done of each game, so two opens in this tab do not steal from each other. */
  private readonly taking = new Map<string, Promise<void>>();
  private readonly lostIds = signal<ReadonlySet<string>>(new Set());
  private readonly listeners = new Set<(id: string) => void>();

  constructor(private readonly locks: LockManagerLike) {}

  /** The games this tab played until another tab took them. */
  get lost(): ReadonlySignal<ReadonlySet<string>> {
    return this.lostIds;
  }

  /** Calls `listener` with the id of each game another tab takes; returns the unsubscribe. */
  onLost(listener: (id: string) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Takes game `id` for this tab (from another tab if it holds it); resolves once held. */
  take(id: string): Promise<void> {
    const under = this.taking.get(id);
    if (under) return under;
    const taken = new Promise<void>((granted) => {
      const request = this.locks.request(lockName(id), { steal: true }, () => {
        this.setLost(id, false);
        granted();
        // Held until released here or stolen (the browser frees it when the tab goes).
        return new Promise<void>((release) => this.held.set(id, release));
      });
      // A stolen lock's request rejects (AbortError): the game is another tab's now.
      request.then(
        () => undefined,
        () => this.stolen(id),
      );
    });
    this.taking.set(id, taken);
    return taken;
  }

  /** Lets game `id` go (it was deleted here). */
  release(id: string): void {
    this.held.get(id)?.();
    this.held.delete(id);
    this.taking.delete(id);
  }

  private stolen(id: string): void {
    this.held.delete(id);
    this.taking.delete(id);
    this.setLost(id, true);
    for (const listener of [...this.listeners]) listener(id);
  }

  private setLost(id: string, lost: boolean): void {
    const next = new Set(this.lostIds.value);
    if (lost) next.add(id);
    else next.delete(id);
    this.lostIds.value = next;
  }
}

const lockName = (id: string): string => `tabula-game:${id}`;

/** This browser's game locks, or null where there is no Web Locks API (then only the store guards). */
export function browserGameLocks(): GameLocks | null {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? new GameLocks(locks as unknown as LockManagerLike) : null;
}
