import type { GameError, Result } from "../engine/errors";
import type { Entry } from "./entry";
import {
  afterRejected,
  judge,
  type Merged,
  type MergeSetup,
  type Position,
  type Rejection,
} from "./merge";
import { dealtBits, isFirm, lostTo, outranks, type LineRank } from "./rank";

const byHash = (a: Entry, b: Entry): number => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);

const byPlace = (a: Rejection, b: Rejection): number =>
  a.depth - b.depth || byHash(a.entry, b.entry);

/**
 * The merge rule (src/log/merge.ts) kept up to date one entry at a time: after every
 * `add`, `merged` is exactly what mergeEntries gives for the set. An entry costs one
 * judgement at its place, a walk up its own branch while that branch's line grows
 * (longer, or a device of the deal new on it; on the accepted chain, whose lengths are
 * known from the chain itself, only while the device is new), and a sorted insert
 * among the rejected — not a re-merge of the log. Only when a branch outranks the
 * accepted line (rank.ts) does the chain change from that place on,
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
  /**
   * On the accepted chain: at least the depth of every entry below it that is off the
   * chain, and at most the deepest entry below it. Its line's length is then exact: the
   * chain's length or that depth, whichever is more, from it. (The chain alone is not
   * enough: the chain follows the line that ranks first, which need not be the longest,
   * and a rival of one of its entries is measured against the longest line below it.)
   */
  private readonly sideDeepest = new Map<string, number>();
  /** The devices of the deal with an entry on each legal entry's line (rank.ts). */
  private readonly devices = new Map<string, number>();
  private readonly bitOf: (author: string) => number;
  private readonly chain: Entry[] = [];
  private readonly onChain = new Map<string, number>();
  private rejected: Rejection[] = [];
  private rejectedStale = false;
  private snapshot: Merged | null = null;

  constructor(readonly setup: MergeSetup) {
    this.bitOf = dealtBits(setup.header);
  }

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

  /** Entries in the set that are not on the accepted chain (rejected, or on another branch). */
  get offChain(): number {
    return this.entries.size - this.chain.length;
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
    const at = this.positionAfter(entry.prev);
    return at === undefined ? null : judge(this.setup, at, entry);
  }

  /** The position after entry `prev` (null: the start), where what follows it is judged; undefined when it is not known or was illegal. */
  positionAfter(prev: string | null): Position | undefined {
    return prev === null ? this.setup.start : this.after.get(prev);
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
    const bit = this.bitOf(entry.author);
    this.devices.set(entry.hash, bit);
    const head = this.chain.at(-1)?.hash ?? null;
    // Following the head makes the accepted line longer (and no narrower), so it stays.
    if (prev === head) {
      this.accept(entry);
      return this.widenChain(this.chain.length - 2, bit);
    }
    this.reach.set(entry.hash, 1);
    this.grow(entry, bit);
  }

  /**
   * The new entry's branch grew: carry its length and its device up, and switch lines
   * if it now outranks the accepted one.
   */
  private grow(entry: Entry, bit: number): void {
    let child = entry;
    let parent = entry.prev;
    while (parent !== null && !this.onChain.has(parent)) {
      const length = this.reach.get(child.hash)! + 1;
      const longer = (this.reach.get(parent) ?? 0) < length;
      const devices = this.devices.get(parent)!;
      const wider = (devices | bit) !== devices;
      // Nothing changed above here, so nothing can switch: the entry lost its place.
      if (!longer && !wider) return this.rejectBeside(entry);
      if (longer) this.reach.set(parent, length);
      if (wider) this.devices.set(parent, devices | bit);
      child = this.entries.get(parent)!;
      parent = child.prev;
    }
    // `child` follows an accepted entry (or nothing): does its line beat the accepted one?
    const place = parent === null ? 0 : this.onChain.get(parent)! + 1;
    this.widenChain(place - 1, bit);
    this.deepenChain(place - 1, this.deepestBelow(child));
    if (outranks(this.rankOf(child), this.rankOf(this.chain[place]))) this.switchAt(place, child);
    else this.rejectBeside(entry);
  }

  /** A device wrote below chain position `from`: mark it up the chain while it is new there. */
  private widenChain(from: number, bit: number): void {
    for (let i = from; i >= 0; i--) {
      const hash = this.chain[i].hash;
      const devices = this.devices.get(hash)!;
      if ((devices | bit) === devices) return;
      this.devices.set(hash, devices | bit);
    }
  }

  /** An entry off the chain has entries below it down to this depth (its own is depths'). */
  private deepestBelow(entry: Entry): number {
    return this.depths.get(entry.hash)! + this.reach.get(entry.hash)! - 1;
  }

  /** Entries down to `depth` are off the chain below chain position `from`: mark it up the chain. */
  private deepenChain(from: number, depth: number): void {
    for (let i = from; i >= 0; i--) {
      const hash = this.chain[i].hash;
      if ((this.sideDeepest.get(hash) ?? 0) >= depth) return;
      this.sideDeepest.set(hash, depth);
    }
  }

  /** The longest legal line from an entry (on the chain: to the head, or deeper off it). */
  private lengthOf(entry: Entry): number {
    if (!this.onChain.has(entry.hash)) return this.reach.get(entry.hash)!;
    const deepest = Math.max(this.chain.length, this.sideDeepest.get(entry.hash) ?? 0);
    return deepest - this.depths.get(entry.hash)! + 1;
  }

  /** How an entry's line ranks at its place. */
  private rankOf(entry: Entry): LineRank {
    return {
      firm: isFirm(entry),
      devices: this.devices.get(entry.hash)!,
      length: this.lengthOf(entry),
      hash: entry.hash,
    };
  }

  /** Another line wins from chain position `place` on: it starts with `first`. */
  private switchAt(place: number, first: Entry): void {
    // The old line from `place` goes off the chain, each entry with its whole length.
    for (let i = place; i < this.chain.length; i++) {
      this.reach.set(this.chain[i].hash, this.lengthOf(this.chain[i]));
    }
    for (let i = place; i < this.chain.length; i++) this.onChain.delete(this.chain[i].hash);
    const oldFirst = this.chain[place];
    this.chain.length = place;
    for (let at: Entry | null = first; at !== null; at = this.bestKid(at)) {
      // Below it, what is off the chain now goes no deeper than its whole line.
      this.sideDeepest.set(at.hash, this.deepestBelow(at));
      this.accept(at);
    }
    this.deepenChain(place - 1, this.deepestBelow(oldFirst));
    this.rejectedStale = true;
  }

  /** The legal entry after `entry` (off the chain) whose line ranks first, or null. */
  private bestKid(entry: Entry): Entry | null {
    let best: Entry | null = null;
    for (const kid of this.kids.get(entry.hash) ?? []) {
      if (!this.reach.has(kid.hash)) continue;
      if (best === null || outranks(this.rankOf(kid), this.rankOf(best))) best = kid;
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
    if (prev === null) return lostTo(entry, this.chain[0]);
    const at = this.onChain.get(prev);
    return at !== undefined
      ? lostTo(entry, this.chain[at + 1])
      : afterRejected(this.entries.get(prev)!);
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
