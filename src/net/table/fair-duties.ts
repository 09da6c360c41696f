import type { GameError, Result } from "../../engine/errors";
import type { AnyGame, Seat } from "../../engine/game";
import type { FairDevice } from "../../fair/device";
import {
  owedEntries,
  revealWithMove,
  showEntriesFor,
  viewFor,
  waitingFor,
} from "../../fair/duties";
import { makeFairEntry } from "../../fair/notation";
import { deckOwed, renewOwed, revealOwed } from "../../fair/owed";
import { pendingDeck } from "../../fair/deal";
import { type FairState } from "../../fair/state";
import { visibleTokens } from "../../fair/tokens";
import type { DeckPassRunner } from "./deck-workers";
import type { Timers } from "./platform";

/** The device the table waits for (the first that owes a fair entry), or null. */
const dutyHolder = (input: Parameters<typeof waitingFor>[0]): string | null =>
  waitingFor(input)?.device ?? null;

/** What the duties loop reads at the head of the log. */
export interface FairHead {
  readonly state: unknown;
  readonly fair: FairState;
  /** The device holding each seat now. */
  readonly holders: readonly string[];
  /** The author of the head entry (the reveals of a roll start with it). */
  readonly headAuthor?: string | null;
}

export interface FairDutiesOptions {
  readonly game: AnyGame;
  readonly device: FairDevice;
  readonly timers: Timers;
  /** The head of the log now; null when it has no fair state. */
  readonly head: () => FairHead | null;
  /**
   * Writes one fair entry of this device at the head: signed, stored durably, and only
   * then sent (the replica's propose: store-then-send).
   */
  readonly write: (text: string) => Promise<Result<unknown>>;
  /**
   * Runs this device's shuffle and lock passes in slices elsewhere (the page's Web
   * Workers, deck-workers.ts). Absent, or if it fails: in this thread.
   */
  readonly deckPasses?: DeckPassRunner;
  /** Told of an entry this device could not write (it tries again at the next change). */
  readonly onFailed?: (error: GameError) => void;
  /** A reveal that does not come is skipped after this long (docs/fair-play.md): 15 s. */
  readonly skipAfterMs?: number;
  /** The table says whom it waits for once it has waited this long (no flicker): 2 s. */
  readonly showWaitAfterMs?: number;
}

export const SKIP_AFTER_MS = 15_000;
export const SHOW_WAIT_AFTER_MS = 2_000;
/** At most this many rounds of writing per change (a round writes what is owed now). */
const MAX_ROUNDS = 64;

/**
 * The duties loop of one fair device at a paired table (docs/fair-play.md). After each
 * change of the log it asks `owedEntries` what this device owes at the head, and writes
 * it, in order, each entry stored before it is sent; the devices write in device order,
 * so their entries never race. While another device owes something, the table waits
 * for it and says so; a device that does not reveal its link of a roll is skipped after
 * `skipAfterMs` by this device (which reveals its own first, as a skip needs).
 */
export class FairDuties {
  private running = false;
  private again = false;
  private closed = false;
  /** The device waited for, since when, and the timers of that wait. */
  private wait: { device: string; since: number; cancel: (() => void)[] } | null = null;
  private shown: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: FairDutiesOptions) {
    // A deck is being prepared (a new game's deal): start the workers now, so their
    // code is loaded by the time this device's pass is due.
    const head = options.head();
    if (head && pendingDeck(head.fair)) options.deckPasses?.warm();
  }

  /** The device the table has waited for long enough to say so, or null. */
  get waitingFor(): string | null {
    return this.shown;
  }

  /** Calls `listener` when `waitingFor` changes; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** What this device may show for `seat` (a seat it holds; null: a spectator) at the head. */
  viewFor(seat: Seat | null): unknown {
    const head = this.options.head();
    if (!head) return null;
    const { game, device } = this.options;
    return viewFor({ game, state: head.state, fair: head.fair, device, seat });
  }

  /**
   * Whether this device reads every card `seat` may see now: false while a card dealt or
   * drawn to it is still being opened (its claim and the others' shares on the way). A
   * seat chooses its move only then, so no move is offered from a half-read hand.
   */
  readsAll(seat: Seat): boolean {
    const head = this.options.head();
    if (!head) return true;
    const tokens = visibleTokens(this.options.game.view(head.state, seat));
    const read = this.options.device.readAll(head.fair, tokens);
    return read.size === tokens.size;
  }

  /**
   * The entries that open to all the hidden cards a move of `seat` plays from its hand
   * (this device's own share of each), to be written before the move: a move may play a
   * card only once it is open (docs/fair-play.md). The pure duty (`showEntriesFor`) on
   * the head, from the move's text; empty when the text is no move.
   */
  showEntries(seat: Seat, text: string): string[] {
    const head = this.options.head();
    if (!head) return [];
    const { game, device } = this.options;
    const move = game.parseMove(text);
    if (!move.ok) return [];
    return showEntriesFor({
      game,
      state: head.state,
      fair: head.fair,
      device,
      seat,
      move: move.value,
    });
  }

  /** The log changed: write what is owed now (once the writes under way are done). */
  kick(): void {
    if (this.closed) return;
    this.again = true;
    if (!this.running) void this.drain();
  }

  close(): void {
    this.closed = true;
    this.stopWaiting();
  }

  private input(head: FairHead) {
    const { game, device } = this.options;
    return {
      game,
      device,
      state: head.state,
      fair: head.fair,
      holders: new Map(head.holders.map((holder, seat) => [seat, holder])),
      handOver: game.result(head.state) !== null,
      headAuthor: head.headAuthor ?? null,
    };
  }

  /**
   * The reveal this device writes with its own move, in the move's write (`after`: the
   * position right after the move). Empty unless the move makes a roll due whose
   * reveals this device starts.
   */
  revealWithMove(after: FairHead): string[] {
    return revealWithMove(this.input(after));
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      for (let round = 0; this.again && !this.closed && round < MAX_ROUNDS; round++) {
        this.again = false;
        const head = this.options.head();
        if (!head) return;
        const owed = (await this.deckStep(head)) ?? owedEntries(this.input(head));
        if (this.closed) return;
        if (owed.length === 0) {
          this.watch(head);
          continue;
        }
        this.stopWaiting();
        if (await this.writeAll(owed)) this.again = true; // the head moved: ask again
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * This device's shuffle or lock, when it is what the table waits for, made with the
   * pass run in slices by `deckPasses` (the same entry as in this thread: deck-pass.ts).
   * Null when it is not due, or the runner failed (then `owedEntries` makes it here).
   */
  private async deckStep(head: FairHead): Promise<string[] | null> {
    const { deckPasses, device } = this.options;
    if (!deckPasses) return null;
    const due = waitingFor(this.input(head));
    if (due?.device !== device.device || due.duty !== "deck") return null;
    const pass = device.deckPass(head.fair);
    if (!pass) return null;
    try {
      const entry = pass.finish(await deckPasses.run(pass.encodings, pass.scalars));
      return entry === null ? null : [entry];
    } catch {
      return null;
    }
  }

  /** Writes entries in order; stops at the first that fails. True when all were written. */
  private async writeAll(texts: readonly string[]): Promise<boolean> {
    for (const text of texts) {
      if (this.closed) return false;
      const made = await this.options.write(text);
      if (!made.ok) {
        this.options.onFailed?.(made.error);
        return false;
      }
    }
    return true;
  }

  /** Nothing is owed here: note whom the table waits for, and time its reveal out. */
  private watch(head: FairHead): void {
    const input = this.input(head);
    const holder = dutyHolder(input);
    if (holder === null || holder === this.options.device.device) {
      this.stopWaiting();
      return;
    }
    if (this.wait?.device === holder) return;
    this.stopWaiting();
    const { timers } = this.options;
    const show = timers.after(this.options.showWaitAfterMs ?? SHOW_WAIT_AFTER_MS, () => {
      this.setShown(holder);
    });
    const skip = timers.after(this.options.skipAfterMs ?? SKIP_AFTER_MS, () => {
      void this.skip(holder);
    });
    this.wait = { device: holder, since: timers.now(), cancel: [show, skip] };
  }

  /**
   * The reveal of `device` did not come in time: this device reveals its own link if it
   * has not (a skip needs it), then writes `skip`. Only a reveal is skipped; a deck step
   * or a share the table simply waits for.
   */
  private async skip(device: string): Promise<void> {
    const head = this.options.head();
    if (this.closed || !head || this.wait?.device !== device) return;
    const input = this.input(head);
    if (dutyHolder(input) !== device || !revealDue(this.options.game, head, device)) return;
    const mine = this.options.device;
    const texts: string[] = [];
    if (revealOwed(head.fair, mine.device)) {
      const reveal = mine.revealEntry(head.fair);
      if (reveal) texts.push(reveal);
    }
    texts.push(makeFairEntry({ type: "skip", event: head.fair.dice.event, device }));
    this.stopWaiting();
    await this.writeAll(texts);
    this.kick();
  }

  private stopWaiting(): void {
    for (const cancel of this.wait?.cancel ?? []) cancel();
    this.wait = null;
    this.setShown(null);
  }

  private setShown(device: string | null): void {
    if (this.shown === device) return;
    this.shown = device;
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * Whether what the table waits `device` for is its link of the due roll: chance is due,
 * no device owes a chain renewal or a deck step first, and `device` has not revealed.
 */
function revealDue(game: AnyGame, head: FairHead, device: string): boolean {
  const { fair } = head;
  if (game.result(head.state) !== null || game.pending(head.state) === null) return false;
  if (fair.participants.some((d) => renewOwed(fair, d) || deckOwed(fair, d))) return false;
  return revealOwed(fair, device);
}
