import { ok, gameError, type GameError, type Result } from "../../engine/errors";
import type { Actor, AnyGame } from "../../engine/game";
import type { RandomSource } from "../../engine/random";
import { isSeatRoll } from "../../log/chance";
import type { DeviceSigner } from "../../log/signature";
import { makeEntry, type Entry } from "../../log/entry";
import { SEED_AUTHOR } from "../../log/header";
import { formatMeta } from "../../log/meta";
import { initialState, randomSourceFor } from "../../log/replay";
import { actorNow, stepAs } from "../../log/step";
import { effectiveGameEntries, lastOwnMove } from "../../log/takeback";
import { LogError, type GameLog, type LogDamage } from "../../store/game-log";
import { storedHead } from "../../store/summary";
import type { Store, StoredGame } from "../../store/types";
import { placeAfter, placeTakenBack, replayLine, type LinePlace } from "./replay-entries";
import { signEntries } from "./sign-entries";
import { summarize, summarizeLog, type WalkedEntry } from "./summary";
import { measureSince, timelineNow } from "./timing";

/** What a game of this device only needs besides its store. */
export interface StoreLogContext {
  readonly store: Store;
  /** The author of the entries this device writes. */
  readonly device: string;
  /** Signs this device's entries in a signed game (its id is `device`). */
  readonly key?: DeviceSigner;
  /** Milliseconds since the epoch, for the Continue list's dates. */
  now(): number;
}

/** The most seeded outcomes logged in one write after a move. */
const MAX_DUE_OUTCOMES = 8;

/**
 * The log of a game played on this device only, over the Store alone: entries are
 * checked by the rules, signed (a signed game), written with the game's summary in one
 * transaction, and only then shown. It is the only copy in memory; the store holds the
 * durable one.
 *
 * A signed game is written as a paired one is, so that it can be checked anywhere (a
 * table screen, a device it is shared with): this device's entries carry its
 * signature, and the outcomes of the seed are the seed's (`SEED_AUTHOR`, unsigned,
 * checked against the seed). Opening it here does not verify the signatures: the store
 * is this device's own, and whoever can write it can sign with this device's key too.
 */
export class StoreGameLog implements GameLog {
  private readonly listeners = new Set<() => void>();
  private readonly random: RandomSource;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly context: StoreLogContext,
    readonly game: AnyGame,
    /**
     * The record as last read or written. Its `head` is the one the store holds: every
     * write names it, so a second tab's write in between is refused, not forked. It is
     * the line's head, except in a damaged save until the first write here (then the
     * last stored entry, which is not on the line).
     */
    private current: StoredGame,
    /** The stored entries on the line, take-back records among them. */
    private logged: readonly Entry[],
    private place: LinePlace,
    private readonly damaged: LogDamage | null,
    stored: readonly Entry[],
  ) {
    this.random = randomSourceFor(current.seed);
    this.current = { ...current, head: storedHead(current, stored[stored.length - 1]) };
    this.played = effectiveGameEntries(logged);
  }

  /** The game entries of the line after its take-backs (what entries() gives). */
  private played: readonly Entry[];

  /**
   * The log of a stored game, replayed from its entries (trusting nothing of them). A
   * damaged save opens up to its last good entry (replay-entries.ts), saying so in
   * `damage()`; the entries left out stay in the store.
   */
  static open(
    context: StoreLogContext,
    game: AnyGame,
    loaded: { readonly game: StoredGame; readonly entries: readonly Entry[] },
  ): Result<StoreGameLog> {
    const replayed = replayLine(game, loaded.game, loaded.entries);
    if (!replayed.ok) return replayed;
    const { place, line, leftOut, problem } = replayed.value;
    const damage = problem ? { kept: line.length, leftOut, reason: problem.message } : null;
    return ok(
      new StoreGameLog(context, game, loaded.game, [...line], place, damage, loaded.entries),
    );
  }

  damage(): LogDamage | null {
    return this.damaged;
  }

  record(): StoredGame {
    return this.current;
  }

  entries(): readonly Entry[] {
    return this.played;
  }

  state(): unknown {
    return this.place.state;
  }

  takeBackTarget(mine: (seat: number) => boolean): number | null {
    return lastOwnMove(this.place, mine);
  }

  takeBack(seat: number, n: number, after: string | null): Promise<GameError | null> {
    const run = this.queue.then(() => this.writeTakeBack(seat, n, after));
    this.queue = run.catch(() => undefined);
    return run;
  }

  head(): string | null {
    return this.logged.length > 0 ? this.logged[this.logged.length - 1].hash : null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  append(actor: Actor, text: string, after: string | null): Promise<GameError | null> {
    const run = this.queue.then(() => this.write(actor, text, after));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async write(actor: Actor, text: string, after: string | null): Promise<GameError | null> {
    const start = timelineNow();
    if (after !== this.head()) {
      return gameError(LogError.BoardChanged, "the game moved on before this move was saved");
    }
    const move = this.game.parseMove(text);
    if (!move.ok) return move.error;
    const first = this.next(this.head(), this.place, actor, move.value);
    if (!first.ok) return first.error;
    const made = [first.value.entry];
    const walked: WalkedEntry[] = [{ entry: first.value.entry, before: this.place.state }];
    let place = first.value.place;
    // A seeded outcome due right after (the lot after a game's end) goes in the same
    // write; a seat's own dice wait for its device (the session rolls them, tap to roll).
    for (
      let i = 0;
      i < MAX_DUE_OUTCOMES &&
      actorNow(this.game, place.state) === "chance" &&
      !isSeatRoll(this.game, place.state);
      i++
    ) {
      const drawn = this.random.draw(this.game, place.state, place.played);
      if (drawn === null) break;
      const outcome = this.next(made[made.length - 1].hash, place, "chance", drawn);
      if (!outcome.ok) break;
      made.push(outcome.value.entry);
      walked.push({ entry: outcome.value.entry, before: place.state });
      place = outcome.value.place;
    }
    const signed = await this.signed(made);
    if (!signed.ok) return signed.error;
    made.splice(0, made.length, ...signed.value);
    walked.forEach((w, i) => (walked[i] = { ...w, entry: made[i] }));
    const played = [...this.played, ...made];
    const now = this.context.now();
    const summary = summarize(this.game, place.state, played, now, walked, this.current);
    const stored = await this.store(made, summary, place);
    // A move's whole write, from the tap's text to durable (tabula:sign is a part of it).
    if (!stored) measureSince("local-move", start);
    return stored;
  }

  /**
   * Logs `takeback N` for `seat`: the line goes back to where it stood when N game
   * entries had been played (its own move at N and the bots' replies after it), as an
   * entry of the log: nothing is deleted, so the log replays to the same place anywhere.
   */
  private async writeTakeBack(seat: number, n: number, after: string | null) {
    if (after !== this.head()) {
      return gameError(LogError.BoardChanged, "the game moved on before the take-back was saved");
    }
    const text = formatMeta({ type: "takeback", n });
    const back = placeTakenBack(this.place, { text, seat });
    if ("code" in back) return back;
    const entry = makeEntry({
      game: this.current.id,
      prev: this.head(),
      author: this.context.device,
      seat,
      kind: "meta",
      text,
    });
    const signed = await this.signed([entry]);
    if (!signed.ok) return signed.error;
    const played = this.played.slice(0, n);
    const start = this.startState();
    const summary = summarizeLog(this.game, start, played, this.context.now());
    return this.store(signed.value, summary, back);
  }

  /** The game's state before any entry (set up from the record's options). */
  private startState(): unknown {
    const start = initialState(this.game, this.current);
    return "state" in start ? start.state : this.place.state;
  }

  /** Stores `made` with the summary in one write, then shows them: null, or why not. */
  private async store(
    made: readonly Entry[],
    summary: ReturnType<typeof summarize>,
    place: LinePlace,
  ): Promise<GameError | null> {
    try {
      await this.context.store.appendEntries(this.current.id, made, summary, this.current.head);
    } catch (e) {
      return gameError(LogError.StoreFailed, e instanceof Error ? e.message : String(e));
    }
    this.logged = [...this.logged, ...made];
    this.played = effectiveGameEntries(this.logged);
    this.place = place;
    this.current = { ...this.current, ...summary, head: made[made.length - 1].hash };
    for (const listener of [...this.listeners]) listener();
    return null;
  }

  /** Who writes an entry: in a signed seeded game an outcome is the seed's, as in a paired game. */
  private authorOf(actor: Actor): string {
    const seeded = this.current.seed !== null;
    return this.current.signed && seeded && actor === "chance" ? SEED_AUTHOR : this.context.device;
  }

  /** The entries as they are stored: with this device's signature, in a signed game (timed: tabula:sign). */
  private async signed(made: readonly Entry[]): Promise<Result<Entry[]>> {
    if (!this.current.signed) return ok([...made]);
    const start = timelineNow();
    const signed = await signEntries(made, this.context.key);
    measureSince("sign", start);
    return signed;
  }

  /** Checks one move after `prev` at `at` (once: the rules, and the seed for an outcome) and makes its entry. */
  private next(
    prev: string | null,
    at: LinePlace,
    actor: Actor,
    move: unknown,
  ): Result<{ entry: Entry; place: LinePlace }> {
    const step = stepAs(this.game, at.state, actor, move, at.played, this.random);
    if (!step.ok) return step;
    const kind = actor === "chance" ? "random" : "move";
    const entry = makeEntry({
      game: this.current.id,
      prev,
      author: this.authorOf(actor),
      seat: actor,
      kind,
      text: this.game.formatMove(move),
    });
    const place = placeAfter(this.game, this.current, at, kind, actor, step.value.state);
    return ok({ entry, place });
  }
}
