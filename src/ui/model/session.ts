import { batch, computed, signal, type ReadonlySignal, type Signal } from "@preact/signals";
import { ErrorCode, fail, gameError, ok, type GameError, type Result } from "../../engine/errors";
import type { Actor, AnyGame, Seat } from "../../engine/game";
import { rngFromText } from "../../engine/random";
import { makeEntry, type Entry } from "../../log/entry";
import { SEED_AUTHOR } from "../../log/header";
import { randomSourceFor } from "../../log/replay";
import { report, type Report } from "../../log/report";
import { actorNow, stepAs } from "../../log/step";
import { loadRules } from "../../games/manifests";
import type { StoredGame } from "../../store/types";
import type { Platform } from "./platform";
import { replayEntries } from "./replay-entries";
import { summarize } from "./summary";
import { measureSince, timelineNow } from "./timing";

export const SessionError = {
  NotFound: "not-found",
  NotYourSeat: "not-your-seat",
  Busy: "busy",
  StoreFailed: "store-failed",
  BotFailed: "bot-failed",
} as const;

/**
 * One open game on this device. It owns the log: a move is checked by the engine,
 * written to the store, and only then shown (the state signal changes after the
 * store has committed, so what the player sees is never lost). Random events are
 * drawn and bots are asked automatically until a seat of this device is to move.
 */
export class GameSession {
  /** The game's header and summary as stored. */
  readonly record: Signal<StoredGame>;
  /** The full state after the last stored entry. */
  readonly state: Signal<unknown>;
  /** Why the last action was refused or failed; null after a success. */
  readonly error: Signal<GameError | null> = signal(null);
  /** The bot seat whose move is being computed, if any. */
  readonly thinking: Signal<Seat | null> = signal(null);
  /** The replay report of the shown state: status, seats to move, legal moves, scores. */
  readonly report: ReadonlySignal<Report>;

  private entries: Entry[];
  private busy = false;
  private closed = false;

  private constructor(
    private readonly platform: Platform,
    readonly game: AnyGame,
    record: StoredGame,
    entries: Entry[],
    state: unknown,
  ) {
    this.record = signal(record);
    this.state = signal(state);
    this.entries = entries;
    this.report = computed(() => report(this.game, this.state.value));
  }

  /** Loads a game from the store and replays it to exactly where it was. */
  static async open(platform: Platform, id: string): Promise<Result<GameSession>> {
    let loaded: Awaited<ReturnType<Platform["store"]["loadGame"]>>;
    const loadStart = timelineNow();
    try {
      loaded = await platform.store.loadGame(id);
    } catch (e) {
      return fail(SessionError.StoreFailed, describe(e));
    }
    measureSince("load", loadStart);
    if (!loaded) return fail(SessionError.NotFound, "this game is not on this device");
    const rules = await loadRules(loaded.game.game);
    if (!rules.ok) return rules;
    const game = rules.value;
    const replayStart = timelineNow();
    const state = replayEntries(game, loaded.game, loaded.entries);
    measureSince("replay", replayStart);
    if (!state.ok) return state;
    return ok(new GameSession(platform, game, loaded.game, [...loaded.entries], state.value));
  }

  /** The stored log, in order. */
  log(): readonly Entry[] {
    return this.entries;
  }

  /** Who plays the next entry: chance, a seat, or null when the game is over. */
  actor(): Actor | null {
    return actorNow(this.game, this.state.value);
  }

  /** Whether this device plays `seat` itself. */
  isDeviceSeat(seat: Seat): boolean {
    return this.record.value.holders[seat]?.kind === "device";
  }

  /**
   * Plays a move chosen on this device (notation text) for the seat to move. A
   * refused move changes nothing and is reported in `error` (and returned).
   */
  async play(text: string): Promise<GameError | null> {
    const refusal = this.checkHumanTurn();
    if (refusal) return this.refuse(refusal);
    const actor = this.actor() as Seat;
    const move = this.game.parseMove(text);
    if (!move.ok) return this.refuse(move.error);
    this.busy = true;
    try {
      const stored = await this.append(actor, move.value);
      if (stored) return this.refuse(stored);
      this.error.value = null;
    } finally {
      this.busy = false;
    }
    await this.advance();
    return null;
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

  /**
   * Takes up entries another device sent (already stored by the pairing code): re-reads
   * the log and carries on from there. Waits for a move being saved here to finish.
   */
  async reload(): Promise<void> {
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 2));
    if (this.closed) return;
    this.busy = true;
    try {
      const loaded = await this.platform.store.loadGame(this.record.value.id);
      // Usually a few entries were added after the ones shown: replay only those.
      const known = { entries: this.entries, state: this.state.value };
      const state = loaded && replayEntries(this.game, loaded.game, loaded.entries, known);
      if (!loaded || !state) return;
      if (!state.ok) {
        this.error.value = state.error;
        return;
      }
      this.entries = [...loaded.entries];
      batch(() => {
        this.record.value = loaded.game;
        this.state.value = state.value;
      });
    } finally {
      this.busy = false;
    }
    await this.advance();
  }

  /**
   * Who writes an entry. In a game shared with other devices a seeded outcome is
   * written by the seed itself, so every device that draws it writes the same entry.
   */
  private authorOf(actor: Actor): string {
    const record = this.record.value;
    const shared = record.holders.some((h) => h.kind === "remote");
    return actor === "chance" && shared && record.seed !== null
      ? SEED_AUTHOR
      : this.platform.device;
  }

  /** Stops automatic play (the player left the screen); stored entries stay. */
  close(): void {
    this.closed = true;
  }

  private checkHumanTurn(): GameError | null {
    if (this.busy) return gameError(SessionError.Busy, "wait: the previous move is being saved");
    const actor = this.actor();
    if (actor === null) return gameError(ErrorCode.GameOver, "the game is over");
    if (actor === "chance") {
      return gameError(ErrorCode.RandomDue, "a random event is due; the app draws it");
    }
    if (!this.isDeviceSeat(actor)) {
      return gameError(SessionError.NotYourSeat, `seat ${actor} is not played on this device`);
    }
    return null;
  }

  private refuse(error: GameError): GameError {
    this.error.value = error;
    return error;
  }

  private async drawRandom(): Promise<GameError | null> {
    const state = this.state.value;
    const index = this.entries.length;
    const seed = this.record.value.seed;
    // A seeded game draws from its seed, so every device can recompute the outcome;
    // an unseeded one (imported with "seed": null) takes any fair draw as written.
    const drawn =
      randomSourceFor(seed).draw(this.game, state, index) ??
      this.game.sampleRandom(state, rngFromText(this.platform.newNonce()));
    return this.append("chance", drawn);
  }

  private async botMove(seat: Seat): Promise<GameError | null | "not-ours"> {
    const holder = this.record.value.holders[seat];
    if (holder?.kind !== "bot") return "not-ours";
    this.thinking.value = seat;
    const record = this.record.value;
    const reply = await this.platform.bots
      .choose({
        game: this.game.id,
        view: this.game.view(this.state.value, seat),
        seat,
        level: holder.level,
        seed: `${record.seed ?? record.id}/bot/${this.entries.length}`,
      })
      .catch((e: unknown) => ({
        ok: false as const,
        code: SessionError.BotFailed,
        message: describe(e),
      }));
    this.thinking.value = null;
    if (this.closed) return "not-ours";
    if (!reply.ok) return gameError(reply.code, reply.message);
    const move = this.game.parseMove(reply.text);
    if (!move.ok) return move.error;
    return this.append(seat, move.value);
  }

  /** Checks `move` for `actor`, stores its entry, and only then shows the new state. */
  private async append(actor: Actor, move: unknown): Promise<GameError | null> {
    const index = this.entries.length;
    const random = randomSourceFor(this.record.value.seed);
    const step = stepAs(this.game, this.state.value, actor, move, index, random);
    if (!step.ok) return step.error;
    const entry = makeEntry({
      game: this.record.value.id,
      prev: index > 0 ? this.entries[index - 1].hash : null,
      author: this.authorOf(actor),
      seat: actor,
      kind: actor === "chance" ? "random" : "move",
      text: this.game.formatMove(move),
    });
    const entries = [...this.entries, entry];
    const now = this.platform.now();
    const summary = summarize(
      this.game,
      step.value.state,
      entries,
      now,
      this.state.value,
      this.record.value,
    );
    try {
      await this.platform.store.appendEntries(this.record.value.id, [entry], summary);
    } catch (e) {
      return gameError(SessionError.StoreFailed, describe(e));
    }
    this.entries = entries;
    batch(() => {
      this.record.value = { ...this.record.value, ...summary };
      this.state.value = step.value.state;
    });
    return null;
  }
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
