import { gameError, type GameError } from "../../engine/errors";
import type { Actor, AnyGame, Seat } from "../../engine/game";
import { hideTokens, seatView } from "../../fair/tokens";
import { fairSourceAt } from "../../log/fair";
import { fairFold, type FairWalk } from "../../log/fair-walk";
import { actorNow } from "../../log/step";
import type { Entry } from "../../log/entry";
import { formatMeta, type Meta } from "../../log/meta";
import {
  TakebackCode,
  effectiveGameEntries,
  effectiveLine,
  lastOwnMove,
  type TakebackAsk,
} from "../../log/takeback";
import { answeringSeat, askRefused } from "../../log/takeback-judge";
import { SEED_AUTHOR } from "../../log/header";
import type { Merged, Position } from "../../log/merge";
import { LogError, type GameLog } from "../../store/game-log";
import type { StoredGame } from "../../store/types";
import type { Replica } from "../replica";

/**
 * The log of a paired game, over its Replica: what the play screen shows is the
 * replica's merge itself (no copy), and a move goes to the replica, which judges it
 * once, stores it, and only then merges it, shows it and sends it to the peers.
 */
export class ReplicaLog implements GameLog {
  /** The game entries of the accepted chain, for the merge they were taken from. */
  private shown: { readonly merged: Merged; readonly entries: readonly Entry[] } | null = null;

  constructor(
    private readonly replica: Replica,
    private readonly device: string,
    private readonly currentRecord: () => StoredGame,
    private readonly onChange: (listener: () => void) => () => void,
    /** A fair device's view of a seat (its duties loop reads its cards); null: none here. */
    private readonly fairPart: {
      readonly view: (seat: Seat | null) => unknown;
      /** The entries opening the hidden cards a move plays (FairDuties.showEntries). */
      readonly show: (seat: Seat, text: string) => string[];
      /** Whether every card the seat may see is read (FairDuties.readsAll). */
      readonly readsAll: (seat: Seat) => boolean;
      /** The dice link this device writes with its move (FairDuties.revealWithMove). */
      readonly revealWithMove: (after: Position) => readonly string[];
    } | null = null,
  ) {}

  /** A fair game: hidden cards are tokens in the state, and outcomes come from reveals. */
  private get fair(): boolean {
    return this.replica.merged.fair !== undefined;
  }

  viewFor(seat: Seat | null): unknown {
    const { state } = this.replica.merged;
    if (!this.fair) return this.game.view(state, seat);
    // Once over nothing is secret: the whole state, a card nobody opened yet as null (the
    // deck secrets that open every card follow at once).
    if (this.game.result(state) !== null) return hideTokens(state);
    // A device without its fair part (a spectator) reads no card: tokens shown as null.
    return this.fairPart ? this.fairPart.view(seat) : seatView(this.game, state, seat, new Map());
  }

  readsAll(seat: Seat): boolean {
    return this.fairPart ? this.fairPart.readsAll(seat) : true;
  }

  dueOutcome(): string | null | undefined {
    const { state, fair, played } = this.replica.merged;
    if (!fair) return undefined;
    // Drawn here, not by dueOutcome: a seat's own dice (tap to roll) are due all the same.
    if (actorNow(this.game, state) !== "chance") return null;
    const source = fairSourceAt(fair);
    if (!source.ok) return null;
    const drawn = source.value.draw(this.game, state, played);
    return drawn === null ? null : this.game.formatMove(drawn);
  }

  fairWalk(): FairWalk | null {
    const start = this.replica.setup.start.fair;
    if (!start) return null;
    const game = this.game;
    return {
      entries: effectiveLine(this.replica.merged.accepted),
      fold: () => fairFold(game, start),
    };
  }

  get game(): AnyGame {
    return this.replica.setup.game;
  }

  record(): StoredGame {
    return this.currentRecord();
  }

  /** The accepted chain without its handovers, as it stands after its take-backs: a game file's moves. */
  entries(): readonly Entry[] {
    const merged = this.replica.merged;
    if (this.shown?.merged !== merged) {
      this.shown = { merged, entries: effectiveGameEntries(merged.accepted) };
    }
    return this.shown.entries;
  }

  state(): unknown {
    return this.replica.merged.state;
  }

  head(): string | null {
    return this.replica.merged.head;
  }

  subscribe(listener: () => void): () => void {
    return this.onChange(listener);
  }

  /**
   * In a paired seeded game, a random outcome is written by the seed itself, so every
   * device that fills it in writes the very same entry.
   */
  async append(actor: Actor, text: string, after: string | null): Promise<GameError | null> {
    const move = this.game.parseMove(text);
    if (!move.ok) return move.error;
    const random = actor === "chance";
    // A fair game's outcomes are the reveals', written by the seed's author as well.
    const seeded = this.replica.setup.header.seed !== null || this.fair;
    // Fair play: a card the move plays from a hand is opened to all first (its share).
    if (!random && typeof actor === "number" && this.fairPart) {
      const shown = await this.showFirst(actor, this.game.formatMove(move.value), after);
      if (shown) return shown;
      after = this.replica.merged.head;
    }
    const made = await this.replica.propose(
      {
        author: random && seeded ? SEED_AUTHOR : this.device,
        seat: actor,
        kind: random ? "random" : "move",
        text: this.game.formatMove(move.value),
      },
      {
        after,
        withDueOutcomes: true,
        // Fair play: this device's link of the roll the move makes due, in the same write.
        ...(!random && this.fairPart ? { withOwn: this.fairPart.revealWithMove } : {}),
      },
    );
    return this.refusal(made);
  }

  /**
   * The last move of this device's seats that it may take back (alone at the table) or
   * ask to take back (no other device's seat has moved since), while nothing is asked.
   */
  takeBackTarget(mine: (seat: Seat) => boolean): number | null {
    const merged = this.replica.merged;
    const n = lastOwnMove<Position>(
      merged,
      (seat) => mine(seat) && merged.holders[seat] === this.device,
    );
    if (n === null || this.alone()) return n;
    const seat = effectiveGameEntries(merged.accepted)[n]?.seat;
    if (typeof seat !== "number") return null;
    return askRefused(merged, seat, n, this.device) === null ? n : null;
  }

  /** Alone at the table, the take-back itself; else the request the other side answers. */
  takeBack(seat: Seat, n: number, after: string | null): Promise<GameError | null> {
    const type = this.alone() ? "takeback" : "takeback?";
    return this.writeMeta(seat, { type, n }, after);
  }

  /** The open take-back request, or null. */
  takeBackAsked(): TakebackAsk | null {
    return this.replica.merged.asked ?? null;
  }

  /** Whether the last entry of the line declined a take-back (the asker is told). */
  takeBackDeclined(): boolean {
    const last = this.replica.merged.accepted.at(-1);
    return last?.kind === "meta" && last.text === "takeback no";
  }

  /** Whether this device answers the open request (it holds the seat to move). */
  answersTakeBack(): boolean {
    return answeringSeat(this.game, this.replica.merged, this.device) !== null;
  }

  /** Accepts (`takeback N`) or declines (`takeback no`) the open request, for the seat to move. */
  answerTakeBack(accept: boolean, after: string | null): Promise<GameError | null> {
    const merged = this.replica.merged;
    const seat = answeringSeat(this.game, merged, this.device);
    if (seat === null || !merged.asked) {
      return Promise.resolve(
        gameError(TakebackCode.NotAsked, "no take-back is asked of this device"),
      );
    }
    const meta: Meta = accept ? { type: "takeback", n: merged.asked.n } : { type: "takeback no" };
    return this.writeMeta(seat, meta, after);
  }

  private alone(): boolean {
    return this.replica.merged.holders.every((holder) => holder === this.device);
  }

  private async writeMeta(seat: Seat, meta: Meta, after: string | null) {
    const made = await this.replica.propose(
      { author: this.device, seat, kind: "meta", text: formatMeta(meta) },
      { after },
    );
    return this.refusal(made);
  }

  /** Writes the entries opening the cards a move plays; null when done (or none were needed). */
  private async showFirst(
    seat: Seat,
    text: string,
    after: string | null,
  ): Promise<GameError | null> {
    const shows = this.fairPart?.show(seat, text) ?? [];
    if (shows.length === 0) return null;
    if (after !== this.replica.merged.head) {
      return gameError(LogError.BoardChanged, "the game moved on before this move was logged");
    }
    for (const text of shows) {
      const made = await this.replica.propose({
        author: this.device,
        seat: "chance",
        kind: "fair",
        text,
      });
      const refused = this.refusal(made);
      if (refused) return refused;
    }
    return null;
  }

  private refusal(made: { ok: true } | { ok: false; error: GameError }): GameError | null {
    if (made.ok) return null;
    if (made.error.code === "persist-failed") {
      return gameError(LogError.StoreFailed, made.error.message);
    }
    return made.error;
  }
}
