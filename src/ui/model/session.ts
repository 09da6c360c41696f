import { batch, computed, signal, type ReadonlySignal, type Signal } from "@preact/signals";
import { ErrorCode, gameError, ok, type GameError, type Result } from "../../engine/errors";
import type { Actor, AnyGame, Seat } from "../../engine/game";
import { rngFromText } from "../../engine/random";
import type { Entry } from "../../log/entry";
import type { FairWalk } from "../../log/fair-walk";
import { randomSourceFor } from "../../log/replay";
import { report, type Report } from "../../log/report";
import { actorNow } from "../../log/step";
import { LogError, type FairAudit, type GameLog, type LogDamage } from "../../store/game-log";
import type { StoredGame } from "../../store/types";
import { seatsPlayedHere } from "./holders";
import { openGameLog } from "./open-log";
import { SessionTakeBack } from "./session-takeback";
import type { Platform } from "./platform";

export const SessionError = {
  NotFound: "not-found",
  NotYourSeat: "not-your-seat",
  Busy: "busy",
  StoreFailed: LogError.StoreFailed,
  BotFailed: "bot-failed",
} as const;

/** What a session takes from the platform besides its log. */
export type SessionPlatform = Pick<Platform, "bots" | "newNonce">;

/**
 * One open game on this device, as the play screen shows it: signals over the game's
 * one model, its GameLog (this device's store alone, or a paired game's replica). The
 * session holds no copy of the log: it reads the log, hands it the moves made here,
 * and follows every change the log reports — its own moves once stored, and another
 * device's as they arrive. Random events are drawn and bots are asked automatically
 * until a seat of this device (or of another device) is to move.
 */
export class GameSession {
  /** The game's record: options, seed, the seats as held now, the summary. */
  readonly record: Signal<StoredGame>;
  /** The full state after the last entry of the log. */
  readonly state: Signal<unknown>;
  /** Why the last action was refused or failed; null after a success. */
  readonly error: Signal<GameError | null> = signal(null);
  /** The bot seat whose move is being computed, if any. */
  readonly thinking: Signal<Seat | null> = signal(null);
  /** The head of the log: changes with every entry, a meta one too (a take-back request). */
  readonly head: Signal<string | null>;
  /** The replay report of the shown state: status, seats to move, legal moves, scores. */
  readonly report: ReadonlySignal<Report>;

  /** Take back (docs/ui.md, "Take back"): this device's last move, or a paired game's request. */
  readonly takeBacks: SessionTakeBack;

  private busy = false;
  private closed = false;
  /**
   * Whether this device rolls its seats' dice as soon as they are due (the Settings'
   * "Auto-roll"); when it says no, the dice wait for `roll()` (the player's tap).
   */
  private autoRoll: () => boolean = () => true;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly platform: SessionPlatform,
    private readonly gameLog: GameLog,
  ) {
    this.record = signal(gameLog.record());
    this.state = signal(gameLog.state());
    this.head = signal(gameLog.head());
    this.takeBacks = new SessionTakeBack(gameLog, {
      mine: (seat) => this.isDeviceSeat(seat),
      readOnly: () => this.record.value.importedFair !== undefined,
      done: async (refused) => {
        this.error.value = refused;
        await this.advance();
        return refused;
      },
    });
    this.report = computed(() => report(this.game, this.state.value));
    this.unsubscribe = gameLog.subscribe(() => this.follow());
  }

  /** Opens a stored game (replayed, or its paired table's merge) and follows its log. */
  static async open(platform: Platform, id: string): Promise<Result<GameSession>> {
    const log = await openGameLog(platform, id);
    return log.ok ? ok(new GameSession(platform, log.value)) : log;
  }

  get game(): AnyGame {
    return this.gameLog.game;
  }

  /** The game entries of the log, in order (a game file's moves). */
  log(): readonly Entry[] {
    return this.gameLog.entries();
  }

  /** A fair game's audit so far, when its log says it (an imported fair game's does). */
  fairAudit(): FairAudit | null {
    return this.gameLog.fairAudit?.() ?? null;
  }

  /** A damaged save opened up to its last good entry (GameLog.damage), or null. */
  damage(): LogDamage | null {
    return this.gameLog.damage?.() ?? null;
  }

  /** A fair game's walk: its accepted chain with the fair entries, and a fold (null: trusted). */
  fairWalk(): FairWalk | null {
    return this.gameLog.fairWalk?.() ?? null;
  }

  /** Who plays the next entry: chance, a seat, or null when the game is over. */
  actor(): Actor | null {
    return actorNow(this.game, this.state.value);
  }

  /**
   * What this device may show for `seat` now (null: a spectator): the game's view, or in
   * fair play the log's (the cards this device has read; other hidden cards as null).
   */
  viewFor(seat: Seat | null): unknown {
    return this.gameLog.viewFor
      ? this.gameLog.viewFor(seat)
      : this.game.view(this.state.value, seat);
  }

  /**
   * Whether `seat` can choose its move now: in fair play, once this device reads every
   * card the seat may see (a card drawn to it is opened a moment after the draw).
   */
  readsAll(seat: Seat): boolean {
    return this.gameLog.readsAll?.(seat) ?? true;
  }

  /** A game in fair play: the log's view of a seat is what the board and the bots see. */
  get fair(): boolean {
    return this.record.value.fair !== undefined;
  }

  /** Whether this device plays `seat` itself (never in an imported fair game: read only). */
  isDeviceSeat(seat: Seat): boolean {
    return seatsPlayedHere(this.record.value).includes(seat);
  }

  /**
   * Plays a move chosen on this device (notation text) for the seat to move. A
   * refused move changes nothing and is reported in `error` (and returned).
   */
  async play(text: string): Promise<GameError | null> {
    const refusal = this.checkHumanTurn();
    if (refusal) return this.refuse(refusal);
    const actor = this.actor() as Seat;
    this.busy = true;
    let refused: GameError | null;
    try {
      refused = await this.gameLog.append(actor, text, this.gameLog.head());
    } finally {
      this.busy = false;
    }
    this.error.value = refused;
    // Even after a refusal: another device's entry may have come meanwhile.
    await this.advance();
    return refused;
  }

  /**
   * Draws due random events and lets bots move until a seat of this device (or of
   * another device) is to move, or the game is over. Safe to call at any time.
   */
  async advance(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (;;) {
        if (this.closed) return;
        const actor = this.actor();
        if (actor === null) return;
        const problem = actor === "chance" ? await this.drawRandom() : await this.botMove(actor);
        if (problem === "not-ours") return;
        // Another entry came first: look again at where the game is now.
        if (problem?.code === LogError.BoardChanged) continue;
        if (problem) {
          this.error.value = problem;
          return;
        }
      }
    } finally {
      this.busy = false;
      this.thinking.value = null;
    }
  }

  /** Whether this device's seats' dice are rolled as soon as due; read at each roll. */
  setAutoRoll(autoRoll: () => boolean): void {
    this.autoRoll = autoRoll;
  }

  /**
   * The seat of this device whose dice are due and wait for its tap (auto-roll off), or
   * null. The roll itself is drawn as always (from the seed): the tap only lets it be written.
   */
  rollWaiting(): Seat | null {
    if (this.actor() !== "chance" || this.autoRoll()) return null;
    const owner = this.game.rollOf?.(this.state.value) ?? null;
    return owner !== null && this.isDeviceSeat(owner) ? owner : null;
  }

  /** The player tapped the dice: the due roll of this device's seat is drawn and written. */
  async roll(): Promise<GameError | null> {
    if (this.busy) return this.refuse(gameError(SessionError.Busy, "wait: a move is being saved"));
    if (this.rollWaiting() === null) {
      return this.refuse(gameError(ErrorCode.Illegal, "no dice of this device are due"));
    }
    this.busy = true;
    let problem: GameError | null | "not-ours";
    try {
      problem = await this.drawRandom(true);
    } finally {
      this.busy = false;
    }
    this.error.value =
      problem === "not-ours" || problem?.code === LogError.BoardChanged ? null : problem;
    await this.advance();
    return this.error.value;
  }

  /** Stops following the log and automatic play (the player left the screen); the log stays. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
  }

  /** The log changed (a move of this device once stored, or another device's): show it, go on. */
  private follow(): void {
    if (this.closed) return;
    batch(() => {
      this.record.value = this.gameLog.record();
      this.state.value = this.gameLog.state();
      this.head.value = this.gameLog.head();
    });
    // A no-op while this session is itself playing: its own loop carries on from here.
    void this.advance();
  }

  private checkHumanTurn(): GameError | null {
    if (this.busy) return gameError(SessionError.Busy, "wait: the previous move is being saved");
    const actor = this.actor();
    if (actor === null) return gameError(ErrorCode.GameOver, "the game is over");
    if (actor === "chance") {
      return gameError(ErrorCode.RandomDue, "a random event is due; the app draws it");
    }
    if (!this.isDeviceSeat(actor)) {
      const why = this.record.value.importedFair
        ? "this fair game was imported from a file: no seat of it is played here"
        : `seat ${actor} is not played on this device`;
      return gameError(SessionError.NotYourSeat, why);
    }
    return null;
  }

  private refuse(error: GameError): GameError {
    this.error.value = error;
    return error;
  }

  /**
   * A seeded game draws from its seed, so every device can recompute the outcome (and
   * in a paired game any device may fill it in); an unseeded one (imported with "seed":
   * null) takes any fair draw as written, by a device that holds a seat.
   */
  private async drawRandom(tapped = false): Promise<GameError | null | "not-ours"> {
    const state = this.state.value;
    // A seat's own dice: rolled by its device (when its player taps, or at once with
    // auto-roll), never by another device; a bot's are drawn for it.
    const owner = this.game.rollOf?.(state) ?? null;
    const holder = owner === null ? undefined : this.record.value.holders[owner];
    if (holder?.kind === "remote") return "not-ours";
    if (holder?.kind === "device" && !tapped && !this.autoRoll()) return "not-ours";
    const after = this.gameLog.head();
    // Fair play: the outcome follows from every device's reveal; until they are in, wait.
    const fair = this.gameLog.dueOutcome?.();
    if (fair === null) return "not-ours";
    if (fair !== undefined) return this.gameLog.append("chance", fair, after);
    const seeded = randomSourceFor(this.record.value.seed).draw(
      this.game,
      state,
      this.log().length,
    );
    const holdsASeat = this.record.value.holders.some((h) => h.kind !== "remote");
    if (seeded === null && !holdsASeat) return "not-ours";
    const drawn = seeded ?? this.game.sampleRandom(state, rngFromText(this.platform.newNonce()));
    return this.gameLog.append("chance", this.game.formatMove(drawn), after);
  }

  private async botMove(seat: Seat): Promise<GameError | null | "not-ours"> {
    const holder = this.record.value.holders[seat];
    if (holder?.kind !== "bot") return "not-ours";
    // Fair play: the bot's cards are being opened; the log's next change asks again.
    if (!this.readsAll(seat)) return "not-ours";
    this.thinking.value = seat;
    const record = this.record.value;
    const after = this.gameLog.head();
    const reply = await this.platform.bots
      .choose({
        game: this.game.id,
        view: this.viewFor(seat),
        seat,
        level: holder.level,
        seed: `${record.seed ?? record.id}/bot/${this.log().length}`,
      })
      .catch((e: unknown) => ({
        ok: false as const,
        code: SessionError.BotFailed,
        message: e instanceof Error ? e.message : String(e),
      }));
    this.thinking.value = null;
    if (this.closed) return "not-ours";
    if (!reply.ok) return gameError(reply.code, reply.message);
    return this.gameLog.append(seat, reply.text, after);
  }
}
