import type { Entry } from "../log/entry";

/**
 * Entries held back until the entry they follow arrives, bounded PER SOURCE (issue 9,
 * hole 3): each link has a room of its own, so a flood of orphans on one link cannot
 * push out an honest entry of another. A full room lets its oldest entry go to make
 * space (the sync then asks that peer again for what is missing).
 */
export class WaitingRoom {
  private readonly all = new Map<string, { entry: Entry; source: unknown }>();
  /** The same, per source, oldest first (a Map keeps insertion order). */
  private readonly bySource = new Map<unknown, Map<string, Entry>>();

  constructor(private readonly perSource: number) {}

  get size(): number {
    return this.all.size;
  }

  has(hash: string): boolean {
    return this.all.has(hash);
  }

  /** Entries waiting that came from `source`. */
  countFor(source: unknown): number {
    return this.bySource.get(source)?.size ?? 0;
  }

  entries(): Entry[] {
    return [...this.all.values()].map((held) => held.entry);
  }

  /** Holds `entry` back; returns how many older entries of its source had to go. */
  hold(entry: Entry, source: unknown): number {
    let mine = this.bySource.get(source);
    if (!mine) this.bySource.set(source, (mine = new Map()));
    let evicted = 0;
    while (mine.size >= this.perSource) {
      const oldest = mine.keys().next().value as string;
      mine.delete(oldest);
      this.all.delete(oldest);
      evicted++;
    }
    mine.set(entry.hash, entry);
    this.all.set(entry.hash, { entry, source });
    return evicted;
  }

  /** The entry no longer waits (it was placed, or dropped). */
  remove(hash: string): void {
    const held = this.all.get(hash);
    if (!held) return;
    this.all.delete(hash);
    const mine = this.bySource.get(held.source);
    mine?.delete(hash);
    if (mine?.size === 0) this.bySource.delete(held.source);
  }

  /** Lets go of everything from `source` (its link closed: a new link's hello fetches it). */
  forget(source: unknown): void {
    for (const hash of this.bySource.get(source)?.keys() ?? []) this.all.delete(hash);
    this.bySource.delete(source);
  }
}
