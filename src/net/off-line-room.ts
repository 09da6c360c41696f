import { gameError, type GameError } from "../engine/errors";

/**
 * Entries stored off the accepted line, bounded per game and per link (issue 27, item
 * 5, hole 1). The author's room (budget.ts) alone let a seat holder hand its seat on,
 * at the head, through fresh ids: each new holder is a member with a room as large as
 * a game, so junk off the line grew with every handover. These bounds do not care who
 * wrote an entry: the game holds at most `perGame` entries off the line, and one link
 * at most `perLink` of those it brought. They are checked only for what is not play
 * (play, a legal entry at the head, is on the line), and nothing stored is ever let
 * go for them: an entry past them is refused.
 */
export class OffLineRoom {
  /** Per link (source), the entries it brought that were off the line when stored. */
  private readonly brought = new Map<unknown, Set<string>>();
  /** Per link, the accepted head when its set was last pruned. */
  private readonly prunedAt = new Map<unknown, string | null>();

  constructor(
    readonly perGame: number,
    readonly perLink: number,
  ) {}

  /**
   * Why one more entry off the line from `source` may not be stored, or null.
   * `offChain`: entries stored off the line now; `stillOff(hash)`: is that entry stored
   * and off the line now (one a link brought may have joined the line since, or may
   * not have been stored after all); `head`: the accepted head now.
   */
  refusal(
    source: unknown,
    offChain: number,
    stillOff: (hash: string) => boolean,
    head: string | null,
  ): GameError | null {
    if (offChain >= this.perGame) {
      return gameError(
        "game-off-line-full",
        `this game holds as many entries off the accepted line as it may (${this.perGame})`,
      );
    }
    // This device's own entries (source null) are not a link's.
    if (source === null || this.countFor(source, stillOff, head) < this.perLink) return null;
    return gameError(
      "link-off-line-full",
      `this link brought as many entries off the accepted line as one link may (${this.perLink})`,
    );
  }

  /** An entry from `source` was stored off the line. */
  note(source: unknown, hash: string): void {
    if (source === null) return;
    let mine = this.brought.get(source);
    if (!mine) this.brought.set(source, (mine = new Set()));
    mine.add(hash);
  }

  /** The link closed: its count goes (a new link's entries are counted anew). */
  forget(source: unknown): void {
    this.brought.delete(source);
    this.prunedAt.delete(source);
  }

  /**
   * What `source` brought that is still off the line. The set is pruned only when it is
   * full and the accepted head moved since it was last pruned (entries join the line
   * only then), so a flood past the bound costs no walk per entry.
   */
  private countFor(source: unknown, stillOff: (hash: string) => boolean, head: string | null) {
    const mine = this.brought.get(source);
    if (!mine) return 0;
    if (mine.size >= this.perLink && this.prunedAt.get(source) !== head) {
      for (const hash of mine) if (!stillOff(hash)) mine.delete(hash);
      this.prunedAt.set(source, head);
    }
    return mine.size;
  }
}
