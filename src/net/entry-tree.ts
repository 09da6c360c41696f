import type { Entry } from "../log/entry";

/**
 * The entries a replica has stored, as a tree by `prev`: each one's depth and how many
 * follow it, and what the sync asks of them (the tips, a sample of ancestors, what a
 * peer lacks). Entries are added after their prev.
 */
export class EntryTree {
  private readonly entries = new Map<string, Entry>();
  private readonly depths = new Map<string, number>();
  private readonly followers = new Map<string, number>();

  get size(): number {
    return this.entries.size;
  }

  has(hash: string): boolean {
    return this.entries.has(hash);
  }

  add(entry: Entry): void {
    this.entries.set(entry.hash, entry);
    this.depths.set(
      entry.hash,
      entry.prev === null ? 1 : this.depthOf(this.entries.get(entry.prev)!) + 1,
    );
    if (entry.prev !== null)
      this.followers.set(entry.prev, (this.followers.get(entry.prev) ?? 0) + 1);
  }

  /** Every stored entry, ordered by depth then hash (each after its prev). */
  all(): Entry[] {
    return [...this.entries.values()].sort(this.byPlace);
  }

  /**
   * The entries nothing follows yet: the accepted head first, then the other tips by
   * depth (deepest first) and hash. At most `max`.
   */
  heads(max: number, head: string | null): string[] {
    const tips = [...this.entries.values()].filter((e) => !this.followers.has(e.hash));
    tips.sort((a, b) => this.depthOf(b) - this.depthOf(a) || (a.hash < b.hash ? -1 : 1));
    const ordered =
      head === null ? tips : [this.entries.get(head)!, ...tips.filter((e) => e.hash !== head)];
    return [...new Set(ordered.map((e) => e.hash))].slice(0, max);
  }

  /** Entries held, 1, 2, 4, 8… steps back from each of `heads`; at most `max`. */
  sample(heads: readonly string[], max: number): string[] {
    const out = new Set<string>();
    for (const head of heads) {
      let at = this.entries.get(head)?.prev ?? null;
      for (let step = 1, gap = 1; at !== null && out.size < max; step++) {
        if (step === gap) {
          out.add(at);
          gap *= 2;
        }
        at = this.entries.get(at)?.prev ?? null;
      }
    }
    return [...out].slice(0, max);
  }

  /**
   * What a peer lacks, given hashes it holds: every entry of ours that is neither one
   * of those nor an ancestor of one (a peer holding an entry holds all its ancestors).
   * Unknown hashes prove nothing and are ignored. Ordered by depth then hash.
   */
  missingFor(known: readonly string[]): Entry[] {
    const has = new Set<string>();
    for (const hash of known) {
      let at: string | null = hash;
      while (at !== null && this.entries.has(at) && !has.has(at)) {
        has.add(at);
        at = this.entries.get(at)!.prev;
      }
    }
    return this.all().filter((e) => !has.has(e.hash));
  }

  /** The candidates that can be placed now, each after its prev (breadth first from what is held). */
  placeable(candidates: readonly Entry[]): Entry[] {
    const byPrev = new Map<string | null, Entry[]>();
    for (const c of candidates) byPrev.set(c.prev, [...(byPrev.get(c.prev) ?? []), c]);
    const ready: Entry[] = candidates.filter((c) => c.prev === null || this.entries.has(c.prev));
    for (let i = 0; i < ready.length; i++) ready.push(...(byPrev.get(ready[i].hash) ?? []));
    return ready;
  }

  private depthOf(entry: Entry): number {
    return this.depths.get(entry.hash) ?? 0;
  }

  private readonly byPlace = (a: Entry, b: Entry): number =>
    this.depthOf(a) - this.depthOf(b) || (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);
}
