import { batch, computed, signal, type ReadonlySignal, type Signal } from "@preact/signals";
import { fail, ok, type GameError, type Result } from "../../engine/errors";
import type { AnyGame, Outcome } from "../../engine/game";
import type { Guide, GuideStep } from "../../engine/guide";
import { randomSourceFor } from "../../log/replay";
import { stepText } from "../../log/step";
import type { LastMoveMark } from "../kit/game-ui";
import { checkGuide, GuideError, judgeTry, type WrongTry } from "./guide-check";

/** The step the learner is at: its index in `guide.steps` and the step. */
export interface AtStep {
  readonly index: number;
  readonly step: GuideStep;
}

/** How the runner waits before a bot's entry (a timer in the app, a fake one in tests). */
export type Later = (run: () => void, ms: number) => () => void;

/** How the runner plays the entries that are not the learner's, and what it shows of them. */
export interface GuideRunOptions {
  /** The pause before a bot's entry: the play screen's (`botPauseOf`). */
  readonly botPauseMs: number;
  /** Absent: a timer. */
  readonly later?: Later;
  /** The game's word on which seat moves the board marks as the last move (`GameUi.listsMove`). */
  readonly listsMove?: (text: string) => boolean;
}

const timer: Later = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * One guided first game (src/engine/guide.ts) as the lesson screen plays it: the real
 * rules replay the guide's entries one by one. Every entry that is not the learner's
 * plays itself (a bot's after the play screen's bot pause, chance at once); at each of
 * the learner's moves the runner stops at its step and accepts only the guide's move.
 * Any other try changes nothing and says why (`wrong`). Nothing is stored: the lesson
 * lives as long as this object.
 */
export class GuideRun {
  /** The full state after the entries played so far. */
  readonly state: Signal<unknown>;
  /** How many of the guide's entries are played. */
  readonly played: Signal<number> = signal(0);
  /** Why the last try was not the lesson's move; null after a right one. */
  readonly wrong: Signal<WrongTry | null> = signal(null);
  /**
   * How many wrong tries were made: the screen draws the board anew after each, so what
   * the board holds of the try (a picked card, a checker half moved) is gone as well and
   * the step's taps start over from a board as it was.
   */
  readonly tries: Signal<number> = signal(0);
  /** Which of the step's taps the coach marks now. */
  readonly tap: Signal<number> = signal(0);
  /** A guide entry the rules refused mid-lesson (checkGuide makes it unreachable). */
  readonly error: Signal<GameError | null> = signal(null);
  /** The last seat's move, for the board to mark. */
  readonly lastMove: Signal<LastMoveMark | null> = signal(null);
  /** The step waiting for the learner; null while others play and once it is over. */
  readonly step: ReadonlySignal<AtStep | null>;
  readonly outcome: ReadonlySignal<Outcome | null>;

  private readonly random;
  private cancel: () => void = () => undefined;
  private closed = false;

  private constructor(
    readonly game: AnyGame,
    readonly guide: Guide,
    start: unknown,
    private readonly actors: readonly (number | "chance")[],
    private readonly options: GuideRunOptions,
  ) {
    this.state = signal(start);
    this.random = randomSourceFor(guide.seed);
    this.step = computed(() => {
      const at = this.played.value;
      if (this.actors[at] !== guide.learner) return null;
      const index = guide.steps.findIndex((s) => s.at === at);
      return index < 0 ? null : { index, step: guide.steps[index] };
    });
    this.outcome = computed(() => game.result(this.state.value));
  }

  /** Checks the guide against the rules and starts playing it (an error: nothing starts). */
  static start(game: AnyGame, guide: Guide, options: GuideRunOptions): Result<GuideRun> {
    const checked = checkGuide(game, guide);
    if (!checked.ok) return checked;
    const run = new GuideRun(game, guide, checked.value.start, checked.value.actors, options);
    run.playOthers();
    return ok(run);
  }

  /**
   * The learner's try (notation, as the board reports it): the lesson's move is played
   * and the game goes on; any other move changes nothing and `wrong` says why.
   */
  play(text: string): Result<void> {
    const at = this.step.value;
    if (at === null) return fail(GuideError.NotYourTurn, "the lesson waits for no move now");
    const wrong = judgeTry(this.game, this.state.value, this.guide, at.step, text);
    if (wrong) {
      batch(() => {
        this.wrong.value = wrong;
        this.tries.value++;
        this.tap.value = 0;
      });
      const error: GameError =
        wrong.kind === "refused"
          ? wrong.error
          : { code: "not-the-lesson", message: "a legal move, but not this lesson's" };
      return { ok: false, error };
    }
    this.playEntry();
    this.playOthers();
    return ok(undefined);
  }

  /** The marked element of tap `k` was tapped: the coach marks the next one. */
  tapped(k: number): void {
    const at = this.step.value;
    if (at === null || k !== this.tap.value) return;
    // The last tap plays the move: it stays marked until the move lands (or is refused).
    this.tap.value = Math.min(k + 1, at.step.taps.length - 1);
  }

  /** The learner tapped elsewhere and the marked element is gone: the step starts over. */
  restartTaps(): void {
    this.tap.value = 0;
  }

  /** Leaving the lesson: no entry plays after this. */
  close(): void {
    this.closed = true;
    this.cancel();
  }

  /** Plays every entry up to the next step, a bot's after the bot pause. */
  private playOthers(): void {
    if (this.closed || this.error.value || this.played.value >= this.guide.moves.length) return;
    const actor = this.actors[this.played.value];
    if (actor === this.guide.learner) return;
    if (actor === "chance") {
      this.playEntry();
      this.playOthers();
      return;
    }
    const later = this.options.later ?? timer;
    this.cancel = later(() => {
      this.playEntry();
      this.playOthers();
    }, this.options.botPauseMs);
  }

  /** Plays the next entry of the guide (checked to replay by `checkGuide`). */
  private playEntry(): void {
    const at = this.played.value;
    const text = this.guide.moves[at];
    const before = this.state.value;
    const stepped = stepText(this.game, before, text, at, this.random);
    if (!stepped.ok) {
      this.error.value = stepped.error;
      return;
    }
    const { actor, state } = stepped.value;
    batch(() => {
      this.state.value = state;
      this.played.value = at + 1;
      this.wrong.value = null;
      this.tap.value = 0;
      if (actor !== "chance" && (this.options.listsMove?.(text) ?? true)) {
        const shown = this.game.publicText?.(before, text, this.guide.learner) ?? text;
        this.lastMove.value = { text: shown, seat: actor };
      }
    });
  }
}
