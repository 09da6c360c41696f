import type { GameError, Result } from "../engine/errors";
import type { Entry } from "./entry";
import {
  afterRejected,
  conflict,
  judge,
  type Merged,
  type MergeSetup,
  type Position,
  type Rejection,
} from "./merge";

const byHash = (a: Entry, b: Entry): number => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);

const byPlace = (a: Rejection, b: Rejection): number =>
  a.depth - b.depth || byHash(a.entry, b.entry);

/**
 * The merge rule (src/log/merge.ts) kept up to date one entry at a time: after every
 * `add`, `merged` is exactly what mergeEntries gives for the set. An entry costs one
 * judgement at its place, a walk up its own branch while that branch's longest line
 * grows (it stops at the accepted chain, whose lengths are known from the chain
 * itself), and a sorted insert among the rejected — not a re-merge of the log. Only
 * when a branch outgrows the accepted line does the chain change from that place on,
 * and then the rejected list is rebuilt once, when it is next read. This is what keeps
 * junk placed at old places cheap (issue 9, hole 5).
 *
 * Entries come in causal order: each one's prev is in the set already (or null).
 */
export class MergeIndex {
  private readonly entries = new Map<string, Entry>();
  /** The entries following each entry (null: the first ones), by hash. */
  private readonly kids = new Map<string | null, Entry[]>();
  private readonly depths = new Map<string, number>();
  /** The position after each entry that is legal at its place. */
  private readonly after = new Map<string, Position>();
  private readonly illegal = new Map<string, GameError>();
  /**
   * The length of the longest legal line from each legal entry off the accepted chain
   * (on the chain it is the distance to the head plus one, so it is not kept).
   */
  private readonly reach = new Map<string, number>();
  private readonly chain: Entry[] = [];
  private readonly onChain = new Map<string, number>();
  private rejected: Rejection[] = [];
  private rejectedStale = false;
  private snapshot: Merged | null = null;

  constructor(readonly setup: MergeSetup) {}

  get size(): number {
    return this.entries.size;
  }

  has(hash: string): boolean {
    return this.entries.has(hash);
  }

  /** The hash of the accepted chain's last entry; null before the first. */
  get head(): string | null {
    return this.chain.at(-1)?.hash ?? null;
  }

  /** Is the entry on the accepted chain now? */
  isAccepted(hash: string): boolean {
    return this.onChain.has(hash);
  }

  /** The seat holders at the head of the accepted chain. */
  get holders(): readonly string[] {
    const head = this.chain.at(-1);
    return head ? this.after.get(head.hash)!.holders : this.setup.start.holders;
  }

  /**
   * judge()'s verdict on an entry (whose prev is in the set) at its place, or null
   * when it follows an illegal entry (then it is not judged: it goes with it).
   */
  judgeAt(entry: Entry): Result<Position> | null {
    const at = entry.prev === null ? this.setup.start : this.after.get(entry.prev);
    return at === undefined ? null : judge(this.setup, at, entry);
  }

  /** The merge of the set, as mergeEntries gives it. */
  get merged(): Merged {
    if (this.snapshot) return this.snapshot;
    if (this.rejectedStale) this.rebuildRejected();
    const head = this.chain.at(-1);
    const at = head ? this.after.get(head.hash)! : this.setup.start;
    this.snapshot = {
      ...at,
      accepted: this.chain.slice(),
      rejected: this.rejected.slice(),
      waiting: [],
    };
    return this.snapshot;
  }

  /**
   * Adds an entry whose prev is in the set (or null). `known`, when given, is judge()'s
   * verdict on it at its place (a move made here is judged once, when it is proposed).
   */
  add(entry: Entry, known?: Result<Position>): void {
    if (this.entries.has(entry.hash)) return;
    const { prev } = entry;
    if (prev !== null && !this.entries.has(prev)) {
      throw new Error(`entry ${entry.hash} follows ${prev}, which is not in the set`);
    }
    this.snapshot = null;
    this.entries.set(entry.hash, entry);
    this.depths.set(entry.hash, prev === null ? 1 : this.depths.get(prev)! + 1);
    insertSorted(this.kids, prev, entry);
    const at = prev === null ? this.setup.start : this.after.get(prev);
    // Below an illegal entry nothing is judged: it goes with it.
    if (at === undefined) return this.reject(entry, afterRejected(this.entries.get(prev!)!));
    const verdict = known ?? judge(this.setup, at, entry);
    if (!verdict.ok) {
      this.illegal.set(entry.hash, verdict.error);
      return this.reject(entry, verdict.error);
    }
    this.after.set(entry.hash, verdict.value);
    const head = this.chain.at(-1)?.hash ?? null;
    // Following the head extends the longest line, so it stays the accepted one.
    if (prev === head) return this.accept(entry);
    this.reach.set(entry.hash, 1);
    this.grow(entry);
  }

  /** The new entry's branch grew: carry its length up, and switch lines if it now wins. */
  private grow(entry: Entry): void {
    let child = entry;
    let length = 1;
    let parent = entry.prev;
    while (parent !== null && !this.onChain.has(parent)) {
      if ((this.reach.get(parent) ?? 0) >= length + 1) return this.rejectBeside(entry);
      this.reach.set(parent, ++length);
      child = this.entries.get(parent)!;
      parent = child.prev;
    }
    // `child` follows an accepted entry (or nothing): does its line beat the accepted one?
    const place = parent === null ? 0 : this.onChain.get(parent)! + 1;
    const rival = this.chain[place];
    const rivalLength = this.chain.length - place;
    if (length > rivalLength || (length === rivalLength && child.hash < rival.hash)) {
      this.switchAt(place, child);
    } else this.rejectBeside(entry);
  }

  /** Another line wins from chain position `place` on: it starts with `first`. */
  private switchAt(place: number, first: Entry): void {
    const length = this.chain.length;
    for (let i = place; i < length; i++) {
      this.reach.set(this.chain[i].hash, length - i);
      this.onChain.delete(this.chain[i].hash);
    }
    this.chain.length = place;
    for (let at: Entry | null = first; at !== null; at = this.bestKid(at)) this.accept(at);
    this.rejectedStale = true;
  }

  /** The legal entry after `entry` with the longest line (ties: the smaller hash), or null. */
  private bestKid(entry: Entry): Entry | null {
    let best: Entry | null = null;
    let bestLength = 0;
    for (const kid of this.kids.get(entry.hash) ?? []) {
      const length = this.reach.get(kid.hash);
      if (length !== undefined && length > bestLength) {
        best = kid;
        bestLength = length;
      }
    }
    return best;
  }

  private accept(entry: Entry): void {
    this.onChain.set(entry.hash, this.chain.length);
    this.chain.push(entry);
  }

  /** A legal entry that did not win its place: a conflict beside the chain, else after a rejected one. */
  private rejectBeside(entry: Entry): void {
    this.reject(entry, this.whyNot(entry));
  }

  private whyNot(entry: Entry): GameError {
    const illegal = this.illegal.get(entry.hash);
    if (illegal) return illegal;
    const { prev } = entry;
    if (prev === null) return conflict(this.chain[0]);
    const at = this.onChain.get(prev);
    return at !== undefined ? conflict(this.chain[at + 1]) : afterRejected(this.entries.get(prev)!);
  }

  private reject(entry: Entry, why: GameError): void {
    if (this.rejectedStale) return;
    const rejection = rejectionOf(entry, this.depths.get(entry.hash)!, why);
    let low = 0;
    let high = this.rejected.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (byPlace(this.rejected[mid], rejection) < 0) low = mid + 1;
      else high = mid;
    }
    this.rejected.splice(low, 0, rejection);
  }

  private rebuildRejected(): void {
    const rejected: Rejection[] = [];
    for (const entry of this.entries.values()) {
      if (this.onChain.has(entry.hash)) continue;
      rejected.push(rejectionOf(entry, this.depths.get(entry.hash)!, this.whyNot(entry)));
    }
    this.rejected = rejected.sort(byPlace);
    this.rejectedStale = false;
  }
}

function rejectionOf(entry: Entry, depth: number, why: GameError): Rejection {
  return { entry, depth, code: why.code, message: why.message };
}

function insertSorted(kids: Map<string | null, Entry[]>, prev: string | null, entry: Entry): void {
  const siblings = kids.get(prev);
  if (!siblings) return void kids.set(prev, [entry]);
  let i = siblings.length;
  while (i > 0 && byHash(siblings[i - 1], entry) > 0) i--;
  siblings.splice(i, 0, entry);
}
