import { gameError, type GameError } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { TakebackCode } from "../../log/takeback";
import type { GameLog } from "../../store/game-log";

/** What the take-back of a session needs of it. */
export interface TakeBackHost {
  /** Whether `seat` is played on this device. */
  readonly mine: (seat: Seat) => boolean;
  /** An imported fair game: nothing is played here, so nothing is taken back. */
  readonly readOnly: () => boolean;
  /** After a write (or a refusal): shown as the session's error, then play goes on. */
  readonly done: (refused: GameError | null) => Promise<GameError | null>;
}

/**
 * Take back on the play screen (docs/ui.md, "Take back"), over the session's log: on a
 * device alone the take-back itself, in a paired game the request and its answer.
 */
export class SessionTakeBack {
  constructor(
    private readonly log: GameLog,
    private readonly host: TakeBackHost,
  ) {}

  /**
   * The game index of the move "Take back" undoes, or null when there is none: the last
   * move of a seat played on this device that can still be taken back (against bots,
   * so their replies after it go back with it; in pass-and-play, the last move; in a
   * paired game, while no other device has moved since and nothing is asked).
   */
  target(): number | null {
    if (this.log.takeBackTarget === undefined || this.host.readOnly()) return null;
    return this.log.takeBackTarget(this.host.mine);
  }

  /**
   * Takes back this device's last move (target) as a log entry, or asks for it in a
   * paired game. A bot thinking meanwhile finds the log moved on: its move, chosen for
   * a board that is gone, is refused by the log ("board-changed") and never written.
   */
  async takeBack(): Promise<GameError | null> {
    const n = this.target();
    const seat = n === null ? undefined : this.log.entries()[n]?.seat;
    if (n === null || typeof seat !== "number" || this.log.takeBack === undefined) {
      return this.host.done(gameError(TakebackCode.Cut, "there is no move to take back"));
    }
    return this.host.done(await this.log.takeBack(seat, n, this.log.head()));
  }

  /** The open take-back request of a paired game (who asked, for which seat), or null. */
  asked(): { readonly seat: Seat; readonly author: string } | null {
    return this.log.takeBackAsked?.() ?? null;
  }

  /** Whether the line's last entry declined a take-back (both devices are told). */
  declined(): boolean {
    return this.log.takeBackDeclined?.() ?? false;
  }

  /** Whether this device answers the open request (it holds the seat to move). */
  answers(): boolean {
    return this.log.answersTakeBack?.() ?? false;
  }

  /** Accepts or declines the other side's request to take back its move. */
  async answer(accept: boolean): Promise<GameError | null> {
    if (!this.log.answerTakeBack) {
      return this.host.done(gameError(TakebackCode.NotAsked, "no take-back is asked"));
    }
    return this.host.done(await this.log.answerTakeBack(accept, this.log.head()));
  }
}
