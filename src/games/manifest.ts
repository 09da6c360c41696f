import type { Result } from "../engine/errors";
import type { AnyGame, Seat } from "../engine/game";
import type { Rng } from "../engine/rng";
import type { GameUi, Lang } from "../ui/kit/game-ui";
import type { MatchAdapter } from "./bot-match/core";
import type { Guide } from "../engine/guide";
import type { HintFn } from "../engine/hint";
import type { ReviewFn } from "./review/types";

/**
 * How one game plugs into Tabula: `src/games/<game>/index.ts` exports one of these and
 * `src/games/manifests.ts` lists it. Everything the app, the bot worker and the command
 * line know of a game comes from here (docs/plugging-in.md says how to write one).
 *
 * What the app needs on its first screen is here at once (names, options, seatings);
 * everything large is loaded on first use through `import()`, so no game's rules, bots
 * or net weights enter the app's first load.
 */
export interface GameManifest {
  /** The rules' id ("smalta"), also the id of `ui`. */
  readonly id: string;
  /**
   * Names, options, bot levels offered, the lazy board and rules page. Absent while a
   * game has no board yet: the app does not offer it (ui/game-uis.ts), the command
   * line, the bot worker and the contract tests (with its default options) know it.
   */
  readonly ui?: GameUi;
  /** The tables the new-game screen offers: seat counts and who holds which seats. */
  readonly seatings: readonly Seating[];
  /** The pure rules, loaded on first use. */
  readonly rules: () => Promise<AnyGame>;
  /** The bots (the Web Worker and `npm run cli -- bot` load them); absent: no bots. */
  readonly bots?: () => Promise<GameBots>;
  /**
   * Answers the requests of the game's board that need its bots' judgment (a hint, a
   * review), in the bot worker beside the bots (src/ui/bot-worker.ts), so that what they
   * share — a net's weights — is loaded once. Absent: the board asks for none.
   */
  readonly advice?: () => Promise<(request: unknown) => unknown>;
  /**
   * "What would you play?" (hint.ts): the strong bot's move for a seat with a reason
   * line, from that seat's view only; run in the bot worker. Absent: the play screen
   * offers no hint (a board with advice of its own, as backgammon's, gives its own).
   */
  readonly hint?: () => Promise<HintFn>;
  /**
   * "The turn that decided the game" (src/games/review/): after a finished game, the
   * bots' estimate of each seat's chance before its turns and the biggest swing; run in
   * the bot worker, never while the game is played. Absent: the result shows none.
   */
  readonly review?: () => Promise<ReviewFn>;
  /**
   * The guided first game (src/engine/guide.ts), loaded by the app when a player asks
   * for it ("Learn by playing"); absent: the game offers none.
   */
  readonly guide?: () => Promise<Guide>;
  /** The `npm run cli -- match GAME …` adapter; absent: no matches. */
  readonly match?: () => Promise<MatchAdapter>;
}

/** A game the app offers: one with a view (board, rules page, names, options). */
export type OfferedManifest = GameManifest & { readonly ui: GameUi };

export function isOffered(manifest: GameManifest): manifest is OfferedManifest {
  return manifest.ui !== undefined;
}

/**
 * One way to sit at the table: `seats` seats held by `players[seat]` persons. Seats of
 * one person are that person's hands (Mountains one v one: `players: [0, 1, 0, 1]`,
 * seats 0 and 2 are one person's, played with no hand-over between them). Persons are
 * numbered 0, 1, … in the order of their first seat.
 */
export interface Seating {
  readonly seats: number;
  readonly players: readonly number[];
  /** Its name on the new-game screen; absent: "N players" (the app words it). */
  readonly label?: Readonly<Record<Lang, string>>;
}

/** One seating per seat count, each seat its own person: the usual table. */
export function plainSeatings(seatCounts: readonly number[]): Seating[] {
  return seatCounts.map((seats) => ({
    seats,
    players: Array.from({ length: seats }, (_, seat) => seat),
  }));
}

/** A game's bots, as the bot worker and the command line call them. */
export interface GameBots {
  /** Every level the bots play (the app offers `ui.botLevels`, which may be fewer). */
  readonly levels: readonly string[];
  /**
   * The move of the bot of `level` in `seat`, from `view` = `rules.view(state, seat)`
   * only; an error value when it finds none. Pure: its randomness comes from `rng`.
   */
  choose(view: unknown, seat: Seat, level: string, rng: Rng): Result<unknown>;
}
