import type { Seat } from "./game";

/**
 * A guided first game (issue 29, item 1): a short whole game, written as data and
 * replayed by the game's real rules, with a coach that points at the next thing to do
 * on the real board and says which rule applies. A game's `guide` (src/games/manifest.ts)
 * loads one from `src/games/<game>/guide.ts`; docs/ui.md says how to write one.
 *
 * The game is a game file's content (options, seats, seed, moves): every entry that is
 * not the learner's (the bot's moves, chance) is played by the screen; at each of the
 * learner's moves the screen stops at its step and waits for the learner to play
 * exactly that move on the board.
 */
export interface Guide {
  /** The game's options, as a game file writes them (defaults are filled in). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  /**
   * null: each chance outcome is written in `moves` (a deal chosen for the lesson); a
   * seed: chance outcomes are drawn from it, as in a seeded game file.
   */
  readonly seed: string | null;
  /** The seat the learner plays; every other seat is the bot's. */
  readonly learner: Seat;
  /** The seat names in each language ("You", "Bot"). */
  readonly names: Readonly<Record<GuideLang, readonly string[]>>;
  /** Every entry of the game in order, in the game's notation, chance outcomes included. */
  readonly moves: readonly string[];
  /** What the coach says before the first step and after the game's result. */
  readonly intro: GuideText;
  readonly outro: GuideText;
  /** One step per move of the learner, in the order of `moves`. */
  readonly steps: readonly GuideStep[];
  /**
   * The rules a first game needs (the game's own names: "deal", "turn", "lay-run",
   * "close", "score"…): a test checks that the steps' `rules` cover every one.
   */
  readonly covers: readonly string[];
}

export type GuideLang = "en" | "ru";

/** A text in each language the app speaks (plain strings: no UI types here). */
export type GuideText = Readonly<Record<GuideLang, string>>;

/** The coach at one move of the learner. */
export interface GuideStep {
  /** The index in `moves` of the learner's move this step teaches. */
  readonly at: number;
  /** Which rule applies and what to do, in one or two sentences. */
  readonly say: GuideText;
  /**
   * What to tap on the play screen, in order, as CSS selectors of real elements of the
   * board (`[data-testid="hand-card"][data-ck-slot="h:Kh"]`, a button's test id…); the
   * last tap plays the move. The coach marks the next one (`data-coach="next"`).
   */
  readonly taps: readonly string[];
  /** Why another move is not this lesson's (after a wrong try); absent: a general line. */
  readonly wrong?: GuideText;
  /** The names in `covers` this step teaches. */
  readonly rules?: readonly string[];
}
