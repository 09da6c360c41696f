import { gameError, type GameError } from "../engine/errors";
import type { Entry } from "../log/entry";

/**
 * Fair entries one author may have judged off the head, per replica (issue 27). Judging
 * one can cost a proof over a whole deck of new points (about 14 ms in pure JavaScript),
 * and off the head is where junk goes: play is at the head. An honest device seldom
 * writes a fair entry that arrives off the head (a fair line stops within an entry or two
 * when the table is split: every event needs every device), so a small room is enough,
 * and it caps what a dishonest device can make this one spend on fair junk: 16 such
 * entries of new points cost about 140 ms in all, however many are sent.
 */
export const OFF_HEAD_FAIR_ROOM = 16;

export class OffHeadFairRoom {
  private readonly used = new Map<string, number>();

  constructor(private readonly room = OFF_HEAD_FAIR_ROOM) {}

  /** Takes room for the entry, or says why it has none (then it is not to be judged). */
  take(entry: Entry, atHead: boolean): GameError | null {
    if (entry.kind !== "fair" || atHead) return null;
    const used = this.used.get(entry.author) ?? 0;
    if (used >= this.room) {
      return gameError(
        "fair-room-full",
        `${entry.author} has sent as many fair entries off the head as a replica judges`,
      );
    }
    this.used.set(entry.author, used + 1);
    return null;
  }
}
