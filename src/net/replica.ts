import { gameError, ok, type GameError, type Result } from "../engine/errors";
import type { Entry } from "../log/entry";
import { Limits } from "../log/gamefile";
import { SEED_AUTHOR } from "../log/header";
import { planProposal, type Proposal, type ProposeOptions } from "./proposal";
import { type Merged, type MergeSetup, type Position } from "../log/merge";
import { MergeIndex } from "../log/merge-index";
import { AuthorBudget } from "./budget";
import { EntryTree } from "./entry-tree";
import { WaitingRoom } from "./waiting-room";
import { OffHeadFairRoom } from "./fair-room";
import { OffLineRoom } from "./off-line-room";
import { freshOf } from "./batch-check";
import { emptyReceipt, slicesOf, joinReceipts, nextTask, refusedReceipt } from "./slices";
import type { AddedListener, Receipt, ReplicaOptions } from "./replica-options";

export type { AddedListener, Receipt, ReplicaOptions } from "./replica-options";
export type { Proposal, ProposeOptions } from "./proposal";

/**
 * One device's copy of one game: the set of entries it holds and their merge. It knows
 * nothing of the wire (src/net/sync.ts does); it only guarantees that an entry is
 * stored before it is merged, and that its merge equals mergeEntries of its set.
 */
export class Replica {
  private readonly entries = new EntryTree();
  private readonly held: WaitingRoom;
  private current: Merged;
  private index: MergeIndex;
  private budget: AuthorBudget;
  private readonly fairRoom = new OffHeadFairRoom();
  private readonly offLine: OffLineRoom;
  /** Sources whose waiting entries were let go (their link closed). */
  private readonly forgotten = new WeakSet<object>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners: AddedListener[] = [];
  private readonly maxEntries: number;

  constructor(private readonly options: ReplicaOptions) {
    this.index = new MergeIndex(options.setup);
    this.current = this.index.merged;
    this.maxEntries = options.maxEntries ?? Limits.maxMoves;
    this.budget = this.newBudget();
    this.held = new WaitingRoom(options.maxWaiting ?? 512);
    this.offLine = new OffLineRoom(
      options.maxOffLine ?? this.maxEntries,
      options.maxOffLinePerLink ?? Math.ceil(this.maxEntries / 4),
    );
  }

  get setup(): MergeSetup {
    return this.options.setup;
  }

  get merged(): Merged {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Entries held back, waiting for the entry they follow. */
  get waiting(): number {
    return this.held.size;
  }

  /** Entries held back that came from `source`. */
  waitingFor(source: unknown): number {
    return this.held.countFor(source);
  }

  isWaiting(hash: string): boolean {
    return this.held.has(hash);
  }

  /** Drops what waits from `source` (its link closed: a new link's hello fetches it again). */
  forget(source: unknown): void {
    this.letGo(source);
    // A message of that source may be half taken (slices): what is left of it must not
    // wait under a source nobody will forget again.
    if (typeof source === "object" && source !== null) this.forgotten.add(source);
  }

  /** What is kept for `source` alone: its waiting entries, and its count off the line. */
  private letGo(source: unknown): void {
    this.held.forget(source);
    this.offLine.forget(source);
  }

  has(hash: string): boolean {
    return this.entries.has(hash);
  }

  onAdded(listener: AddedListener): void {
    this.listeners.push(listener);
  }

  /** Every stored entry, ordered by depth then hash (each after its prev). */
  all(): Entry[] {
    return this.entries.all();
  }

  /**
   * The entries nothing follows yet: the accepted head first, then the other tips by
   * depth (deepest first) and hash. At most `max`.
   */
  heads(max: number): string[] {
    return this.entries.heads(max, this.current.head);
  }

  /** Entries this replica holds, 1, 2, 4, 8… steps back from each of `heads`; at most `max`. */
  sample(heads: readonly string[], max: number): string[] {
    return this.entries.sample(heads, max);
  }

  /** What a peer lacks, given hashes it holds (EntryTree.missingFor). */
  missingFor(known: readonly string[]): Entry[] {
    return this.entries.missingFor(known);
  }

  /** Loads entries already stored (opening a saved game): checked and merged, not stored again. */
  load(stored: readonly Entry[]): Promise<Receipt> {
    return this.serial(() => this.take(stored, null, false));
  }

  /** Takes a batch of entries from a peer: checked, stored, then merged, then announced. */
  receive(entries: readonly Entry[], source: unknown): Promise<Receipt> {
    return this.serial(() => this.takeInSlices(entries, source));
  }

  /**
   * A message taken a slice at a time with a task boundary between (slices.ts: judging a
   * fair entry may check a proof over a whole deck, and a message holds up to 256). Its shape and
   * signatures are checked whole first, so a forged entry still refuses all of it.
   */
  private async takeInSlices(batch: readonly Entry[], source: unknown): Promise<Receipt> {
    const gone = (): boolean =>
      typeof source === "object" && source !== null && this.forgotten.has(source);
    const slices = slicesOf(batch);
    if (slices.length === 1) {
      const receipt = await this.take(batch, source, true);
      if (gone()) this.letGo(source);
      return receipt;
    }
    const checked = await freshOf(batch, this.batchContext());
    if (!checked.ok) return refusedReceipt(checked.error);
    let receipt = emptyReceipt;
    for (const [i, slice] of slices.entries()) {
      if (i > 0) await nextTask();
      // Its link closed between slices: the rest is fetched again by a new link's hello.
      if (gone()) break;
      // Verified whole above: a slice's signatures are looked up, not verified again.
      receipt = joinReceipts(receipt, await this.take(slice, source, true, undefined, true));
      if (gone()) this.letGo(source);
      if (receipt.error) break;
    }
    return receipt;
  }

  private batchContext(known?: ReadonlyMap<string, Result<Position>>, verified = false) {
    return {
      setup: this.setup,
      holds: (hash: string) => this.entries.has(hash) || this.held.has(hash),
      known,
      preverify: verified ? undefined : this.options.preverify,
    };
  }

  /**
   * Logs a move of this device at the head: judged once, stored, then taken and
   * announced (so sent to the peers only once it is durable here). A move that is
   * illegal there is refused and not logged, so a bad tap changes nothing. Resolves to
   * the entry of the move itself (the seeded outcomes logged with it follow it).
   */
  propose(proposal: Proposal, options: ProposeOptions = {}): Promise<Result<Entry>> {
    return this.serial(async () => {
      const maker = { setup: this.setup, has: (h: string) => this.has(h), sign: this.options.sign };
      await this.auditAhead({ ...proposal, prev: this.current.head });
      const plan = await planProposal(maker, this.current, proposal, options);
      if (plan.kind === "refused") return { ok: false, error: plan.error };
      if (plan.kind === "held") return ok(plan.entry);
      const receipt = await this.take(plan.entries, null, true, plan.verdicts);
      const error = receipt.error ?? receipt.dropReason;
      return error ? { ok: false, error } : ok(plan.entries[0]);
    });
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Takes a batch: checks it, stores what can be placed, then merges and announces it.
   * `known` holds the verdicts of entries judged already (a move proposed here), so
   * that no entry is judged twice; `verified`: the batch's signatures were verified
   * already (a slice of a message checked whole).
   */
  private async take(
    batch: readonly Entry[],
    source: unknown,
    store: boolean,
    known?: ReadonlyMap<string, Result<Position>>,
    verified = false,
  ): Promise<Receipt> {
    const refuse = refusedReceipt;
    const checked = await freshOf(batch, this.batchContext(known, verified));
    if (!checked.ok) return refuse(checked.error);
    const fresh = checked.value;
    const candidates = this.entries.placeable([...fresh.values(), ...this.held.entries()]);
    // What is stored from this device's own store is not counted against anyone.
    const { ready, dropped, dropReason } = await this.place(
      candidates,
      known,
      store,
      fresh,
      source,
    );
    const next = ready.length > 0 ? this.index.merged : this.current;
    if (ready.length > 0 && store) {
      try {
        await this.options.persist(ready, next);
      } catch {
        this.rebuild();
        return refuse(gameError("persist-failed", "the entries could not be stored"));
      }
    }
    const gone = new Set([...candidates.map((e) => e.hash), ...dropped]);
    let waiting = 0;
    let evicted = 0;
    for (const entry of fresh.values()) {
      if (gone.has(entry.hash)) continue;
      evicted += this.held.hold(entry, source);
      waiting++;
    }
    for (const hash of dropped) this.held.remove(hash);
    if (ready.length > 0) {
      this.admit(ready);
      this.current = next;
      this.budget.learn(next.holders);
      for (const listener of this.listeners) listener(ready, source);
    }
    return { added: ready, waiting, evicted, dropped: dropped.size, dropReason, error: null };
  }

  /**
   * Adds the candidates (in causal order) to the merge index, but for those that may
   * not be stored: an author whose room is full, a "seed" entry that is not the
   * seeded outcome at its place (nobody wrote it, and it could never be applied), and
   * whatever follows one of them.
   */
  private async place(
    candidates: readonly Entry[],
    known: ReadonlyMap<string, Result<Position>> | undefined,
    counted: boolean,
    fresh: ReadonlyMap<string, Entry>,
    source: unknown,
  ): Promise<{ ready: Entry[]; dropped: Set<string>; dropReason: GameError | null }> {
    const ready: Entry[] = [];
    const dropped = new Set<string>();
    let dropReason: GameError | null = null;
    const drop = (entry: Entry, why: GameError): void => {
      dropped.add(entry.hash);
      // Told to the source of this batch only for its own entries (one that waited
      // came from another link, whose sender is not this one).
      if (fresh.has(entry.hash)) dropReason ??= why;
    };
    for (const entry of candidates) {
      if (entry.prev !== null && dropped.has(entry.prev)) {
        drop(entry, gameError("after-dropped", "it follows an entry that was not stored"));
        continue;
      }
      // Off the head, the author's room is checked before the entry is judged: junk
      // past it costs no judgement (issue 27; judging a fair entry can check a proof).
      const atHead = entry.prev === this.index.head;
      if (counted && !atHead && !this.budget.allows(entry.author)) {
        drop(entry, authorFull(entry.author));
        continue;
      }
      const noLine = counted && !atHead ? this.offLineRefusal(source) : null;
      if (noLine) {
        drop(entry, noLine);
        continue;
      }
      const noRoom = counted ? this.fairRoom.take(entry, atHead) : null;
      if (noRoom) {
        drop(entry, noRoom);
        continue;
      }
      // Its place is known now (what it follows is in the index): an audit it makes due
      // is run ahead, off this thread, before it is judged here.
      if (entry.kind === "fair" && !known?.has(entry.hash)) await this.auditAhead(entry);
      const verdict = known?.get(entry.hash) ?? this.index.judgeAt(entry);
      if (counted && entry.author === SEED_AUTHOR && !verdict?.ok) {
        drop(
          entry,
          verdict?.ok === false
            ? verdict.error
            : gameError("after-rejected", "it follows an entry that was not applied"),
        );
        continue;
      }
      // A legal entry at the head is play, never junk: it always has room (so a flood
      // of strangers cannot keep a new player of an open seat out).
      const play = verdict?.ok === true && atHead;
      if (counted && !play && !this.budget.allows(entry.author)) {
        drop(entry, authorFull(entry.author));
        continue;
      }
      const offLine = counted && !play ? this.offLineRefusal(source) : null;
      if (offLine) {
        drop(entry, offLine);
        continue;
      }
      this.budget.count(entry.author);
      this.index.add(entry, verdict ?? undefined);
      if (counted && !this.index.isAccepted(entry.hash)) this.offLine.note(source, entry.hash);
      this.learnFrom(entry);
      ready.push(entry);
    }
    return { ready, dropped, dropReason };
  }

  /**
   * Runs ahead (ReplicaOptions.preaudit) the audit a fair entry makes due, when its place
   * is known, so judging it finds the audit made. Only entries whose shape
   * and signature were checked, and that have room, come here; an audit is run once per
   * deck and secrets.
   */
  private async auditAhead(entry: Pick<Entry, "prev" | "author" | "kind" | "text">): Promise<void> {
    const fair = entry.kind === "fair" ? this.index.positionAfter(entry.prev)?.fair : undefined;
    if (fair && this.options.preaudit) await this.options.preaudit(fair, entry.author, entry.text);
  }

  /** Why one more entry off the line from `source` may not be stored (off-line-room.ts), or null. */
  private offLineRefusal(source: unknown): GameError | null {
    const stillOff = (hash: string): boolean =>
      this.index.has(hash) && !this.index.isAccepted(hash);
    return this.offLine.refusal(source, this.index.offChain, stillOff, this.index.head);
  }

  private newBudget(): AuthorBudget {
    const { maxStrangers } = this.options;
    return new AuthorBudget(
      this.setup.header,
      this.maxEntries,
      maxStrangers ?? Math.ceil(this.maxEntries / 10),
    );
  }

  /** The merge index and budget of the stored set alone (after a failed write, which took nothing). */
  private rebuild(): void {
    this.index = new MergeIndex(this.setup);
    this.budget = this.newBudget();
    for (const entry of this.all()) {
      this.budget.count(entry.author);
      this.index.add(entry);
      this.learnFrom(entry);
    }
  }

  /**
   * Who has room of its own: a device handed a seat, and one whose entry was accepted
   * (it played a seat open to any device).
   */
  private learnFrom(entry: Entry): void {
    if (entry.kind === "meta") this.budget.learn(this.index.holders);
    if (this.index.isAccepted(entry.hash)) this.budget.learn([entry.author]);
  }

  private admit(ready: readonly Entry[]): void {
    for (const entry of ready) {
      this.held.remove(entry.hash);
      this.entries.add(entry);
    }
  }
}

const authorFull = (author: string): GameError =>
  gameError("author-full", `${author} has written as many entries as a game may hold`);
