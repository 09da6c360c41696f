import type { ComponentType } from "preact";
import type { LegalTargets } from "../../engine/game";

export type Lang = "en" | "ru";

/** Display settings every board honours. */
export interface BoardSettings {
  /** Show a symbol per colour, so nothing relies on colour alone. */
  readonly symbols: boolean;
  /** Playing cards in four suit colours (clubs green, diamonds blue), not red and black. */
  readonly fourColour?: boolean;
  readonly reducedMotion: boolean;
  readonly lang: Lang;
  /**
   * How the player points: "touch" (a finger: texts say "Tap") or "mouse" (texts say
   * "Click"); from the device's primary pointer. Absent: "touch".
   */
  readonly pointer?: PointerMode;
  /** How dice games play on this device (Settings). Absent: `BOARD_DICE_DEFAULTS`. */
  readonly dice?: DicePrefs;
}

export type PointerMode = "touch" | "mouse";

/** The Settings of dice games (backgammon): how rolling and moving feel on this device. */
export interface DicePrefs {
  /** The dice roll as soon as they are due (true), or when the player taps them. */
  readonly autoRoll: boolean;
  /** A tap on a checker that can move plays it by the larger or the smaller die, or ("off") picks it. */
  readonly oneTap: OneTap;
  /** A bear-off where nothing else matters is played at once (true), or offered by a button. */
  readonly autoBearOff: boolean;
}

export type OneTap = "larger" | "smaller" | "off";
export const ONE_TAPS: readonly OneTap[] = ["larger", "smaller", "off"];

/** What the app's Settings start from: auto-roll, a tap plays the larger die, bear-off offered. */
export const DICE_DEFAULTS: DicePrefs = { autoRoll: true, oneTap: "larger", autoBearOff: false };

/** A board given no dice settings (a test, an embedding) behaves as before they existed. */
export const BOARD_DICE_DEFAULTS: DicePrefs = { autoRoll: true, oneTap: "off", autoBearOff: false };

/**
 * What the app hands a game's board. The board renders `state` and reports intents
 * through `onMove`; it holds no rules of its own beyond reading `legal` and `targets`
 * (chessground's "no game logic inside").
 */
export interface BoardProps<S = unknown> {
  /**
   * The state as `viewer` may see it (`game.view(state, viewer)`; a spectator's view
   * when `viewer` is null). Once the game is over, the whole state: nothing is secret.
   */
  readonly state: S;
  /** The seat whose eyes we look through; null for a spectator (a device with no seat here). */
  readonly viewer: number | null;
  /** Notation of every legal move of `viewer` now; empty when it is not their turn. */
  readonly legal: readonly string[];
  /**
   * The same moves as origin → destination → notation, when the game gives them
   * (`game.targets`); absent otherwise, and when it is not `viewer`'s turn. A board that
   * uses them reports (origin, destination) by logging the notation found here.
   */
  readonly targets?: LegalTargets;
  /** The player chose a move (notation text). The app checks it and logs it. */
  readonly onMove: (text: string) => void;
  /**
   * True while `viewer`'s dice are due and wait for a tap (auto-roll off): the board
   * shows dice to tap, which call `onRoll`. Absent: the dice are rolled for the player.
   */
  readonly rollDue?: boolean;
  readonly onRoll?: () => void;
  readonly settings: BoardSettings;
  /** Seat names to show ("You", "Bot (normal)", "Anna"). */
  readonly seatNames: readonly string[];
  /**
   * The last seat's move (its public text) and who played it, for the board to mark (and,
   * when another seat played it, to show move by move); null or absent: none yet.
   */
  readonly lastMove?: LastMoveMark | null;
  /**
   * A move the viewer asked a hint for ("What would you play?", notation as in `legal`):
   * the board draws it, as it marks a last move but in the hint's own look; null or
   * absent: none. Drawing only: the board plays nothing by itself.
   */
  readonly hint?: string | null;
  /** Once the game is over: its log entries in notation (a board may offer an analysis). */
  readonly log?: readonly string[];
  /**
   * Where the board is drawn: "play" (absent: the play screen of a device, a phone) or
   * "table" (the table screen: a tablet in the middle of the table, read from across it;
   * `viewer` is null, `legal` empty, nothing to tap). docs/plugging-in.md, "The table screen".
   */
  readonly layout?: BoardLayout;
}

export type BoardLayout = "play" | "table";

/** The last seat's move, as a board marks it. */
export interface LastMoveMark {
  readonly text: string;
  readonly seat: number;
}

/** A short option picker shown on the new-game screen. */
export interface OptionChoice {
  readonly key: string;
  readonly label: Readonly<Record<Lang, string>>;
  readonly values: readonly {
    readonly value: string | number | boolean;
    readonly label: Readonly<Record<Lang, string>>;
    /**
     * Set when the value leaves to a player what no other device can check (Smalta's
     * table die: each player enters their own roll). Such a value is offered only for
     * a game whose seats are all on one device (not by Invite), and a game that plays
     * it across devices anyway says this text on every device (src/ui/kit/unchecked.ts).
     */
    readonly unchecked?: Readonly<Record<Lang, string>>;
  }[];
  readonly default: string | number | boolean;
}

/** How a game plugs into the app: one object per game, next to its rules. */
export interface GameUi {
  readonly id: string;
  readonly name: Readonly<Record<Lang, string>>;
  readonly Board: ComponentType<BoardProps>;
  /**
   * A small drawing of the game's board for its card on the Home screen: inline SVG,
   * tiny (it is in the first load), hidden from assistive technology (the card names
   * the game). Absent: a plain table.
   */
  readonly Thumbnail?: ComponentType;
  /** A line under the game's name on the Home screen. */
  readonly blurb?: Readonly<Record<Lang, string>>;
  /**
   * The board of the table screen, if the game draws its table its own way (a card game:
   * the centre piles and every goal pile big, no hand). It is given the spectator's view
   * (`viewer` null, `legal` empty, `layout` "table") and fills the box it is put in, a
   * size container (size pieces in `cqw`/`cqh`). Absent: `Board` with the same props,
   * drawn at phone size and scaled up to the screen. Lazy, like `Board` (`lazyBoard`).
   */
  readonly TableBoard?: ComponentType<BoardProps>;
  /** The rules as the app shows them, per language. */
  readonly Rules: ComponentType<{ readonly lang: Lang }>;
  readonly options: readonly OptionChoice[];
  /** Bot levels a seat can be given, e.g. ["easy", "normal", "strong"]. */
  readonly botLevels: readonly string[];
  /** Whether hands are hidden, so pass-and-play shows a hand-over screen. */
  readonly hiddenInformation: (options: Readonly<Record<string, unknown>>) => boolean;
  /**
   * Whether its rules deal their hidden cards from a fair deck (the contract's
   * `fairDeck` or `fairDecks`). A game that hides cards without it cannot be played in
   * fair mode yet.
   */
  readonly fairCards?: boolean;
  /** A one-line human summary of a move, for the "last move" of the Continue list. */
  readonly describeMove?: (text: string, lang: Lang) => string;
  /**
   * Whether a seat's move (notation) is worth showing as "the last move" (Continue
   * list, the announcement of the opponent's move); absent: every seat's move is.
   * False for a bare step that says nothing of the play (backgammon's decision to
   * roll, Smalta's table-die roll): the move before it stays the last move.
   */
  readonly listsMove?: (text: string) => boolean;
  /**
   * The board shows every seat's score itself (Smalta's points, backgammon's pips and
   * match score): the play screen then keeps its score line for screen readers only.
   */
  readonly boardShowsScores?: boolean;
  /** The reason of a result ("monochrome", "board-full") in words, for the result panel. */
  readonly describeReason?: (reason: string, lang: Lang) => string;
  /**
   * The end of the whole game in words when it says more than its reason: a match's
   * result ("match won 7–4; last game: gammon"). Absent or null: `describeReason`.
   */
  readonly describeResult?: (state: unknown, lang: Lang) => string | null;
}
