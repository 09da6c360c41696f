import type { AnyGame, Seat } from "../../engine/game";
import type { Entry } from "../../log/entry";
import type { WalkFold } from "../../log/fair-walk";

/** A seat's move as anyone at the table may read it. */
export interface FeedMove {
  /** The entry's place in the log (0-based), which tells equal moves apart. */
  readonly index: number;
  readonly seat: Seat;
  /** The entry's public form: `publicText(stateBefore, text, null)`. */
  readonly text: string;
}

/**
 * The latest moves of the seats, in their public form, for the table screen. It follows
 * a log's entries as they grow, stepping the state on by each new entry alone (the
 * public form of an entry is read from the state before it), and starts again from the
 * beginning when the entries it knew are no longer the log's start (a merge put another
 * device's entry first). Entries of chance (rolls, deals) are not listed: the board shows
 * what they did, and a deal's public form says nothing.
 *
 * The entries are the log's accepted ones, already checked: here they are only applied.
 * An entry the rules cannot read (never, for accepted entries) stops the feed there,
 * until another entry takes its place.
 *
 * A fair game (docs/fair-play.md) is fed its whole accepted chain, fair entries included,
 * with `fold`: each fair entry opens in the feed's state the cards it opened to all, so
 * the move that plays one applies, and every text is read from a state that holds
 * tokens where cards are hidden: the feed never names a card nobody opened.
 */
export class MoveFeed {
  private state: unknown;
  private count = 0;
  private head: string | null = null;
  /** The hash of the entry the rules could not read, where the feed stopped. */
  private stuckAt: string | null = null;
  private moves: FeedMove[] = [];
  private fold: WalkFold | null;

  constructor(
    private readonly game: AnyGame,
    private readonly start: unknown,
    /** How many of the latest moves are kept. */
    private readonly keep = 8,
    /** A fair game: a fresh fold from the game's start (src/log/fair-walk.ts). */
    private readonly newFold: (() => WalkFold) | null = null,
  ) {
    this.state = start;
    this.fold = newFold?.() ?? null;
  }

  /**
   * The latest moves (the newest last) after `entries`: the log's game entries in order,
   * or a fair game's whole accepted chain.
   */
  update(entries: readonly FeedEntry[]): readonly FeedMove[] {
    if (!this.follows(entries)) this.restart();
    // Another entry in the place of the unreadable one (a merge): go on from there.
    if (this.stuckAt !== null && entries[this.count]?.hash !== this.stuckAt) this.stuckAt = null;
    for (let i = this.count; i < entries.length && this.stuckAt === null; i++) {
      this.step(entries[i], i);
    }
    return this.moves;
  }

  private follows(entries: readonly FeedEntry[]): boolean {
    if (this.count > entries.length) return false;
    return this.count === 0 || entries[this.count - 1].hash === this.head;
  }

  private restart(): void {
    this.state = this.start;
    this.count = 0;
    this.head = null;
    this.stuckAt = null;
    this.moves = [];
    this.fold = this.newFold?.() ?? null;
  }

  private step(entry: FeedEntry, index: number): void {
    if (entry.kind === "fair" || entry.kind === "meta") {
      this.stepAside(entry, index);
      return;
    }
    const move = this.game.parseMove(entry.text);
    if (!move.ok) {
      this.stuckAt = entry.hash;
      return;
    }
    const before = this.state;
    const after = this.game.apply(before, entry.seat, move.value);
    if (this.fold && !this.fold.gameEntry(after, entry.seat === "chance")) {
      this.stuckAt = entry.hash;
      return;
    }
    if (entry.seat !== "chance") {
      const text = this.game.publicText
        ? this.game.publicText(before, entry.text, null)
        : entry.text;
      this.moves = [...this.moves, { index, seat: entry.seat, text }].slice(-this.keep);
    }
    this.state = after;
    this.count = index + 1;
    this.head = entry.hash;
  }

  /** An entry that is no move: a fair entry opens cards (with the fold); a handover changes nothing here. */
  private stepAside(entry: FeedEntry, index: number): void {
    if (entry.kind === "fair") {
      const opened =
        this.fold && entry.author !== undefined
          ? this.fold.fairEntry(this.state, entry as Entry)
          : null;
      if (opened === null) {
        this.stuckAt = entry.hash;
        return;
      }
      this.state = opened.state;
    }
    this.count = index + 1;
    this.head = entry.hash;
  }
}

/** What the feed reads of an entry (a fair entry's author and kind, for the fold). */
export type FeedEntry = Pick<Entry, "seat" | "text" | "hash"> &
  Partial<Pick<Entry, "kind" | "author">>;
