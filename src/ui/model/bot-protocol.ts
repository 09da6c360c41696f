import type { Seat } from "../../engine/game";
import type { HintReason } from "../../engine/hint";
import type { DecisiveTurn, ReviewEntry } from "../../games/review/types";

/** What the bot worker is asked: the bot sees only what its seat may see. */
export interface BotRequest {
  /** Game id in the registry ("smalta"). */
  readonly game: string;
  /** `game.view(state, seat)`: hidden information already replaced by null. */
  readonly view: unknown;
  readonly seat: Seat;
  readonly level: string;
  /** Keys the bot's own random choices, so a game's bot moves can be reproduced. */
  readonly seed: string;
}

/** What a game's board asks the bot worker beside its bots (the manifest's `advice`). */
export interface AdviceEnvelope {
  readonly game: string;
  readonly request: unknown;
}

/** The bot's answer: the move in the game's notation, or why there is none. */
export type BotReply =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** Runs a bot somewhere (a Web Worker in the app, in-process in tests). */
export interface BotRunner {
  choose(request: BotRequest): Promise<BotReply>;
}

/** What the bot worker is asked for a hint (the view is the seat's, nothing more). */
export interface HintRequest {
  readonly game: string;
  readonly view: unknown;
  readonly seat: Seat;
}

/** The worker's answer: the hint, or why there is none. */
export type HintReply =
  | { readonly ok: true; readonly move: string; readonly reason: HintReason }
  | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * What the bot worker is asked for the review of a finished game (the manifest's
 * `review`): the whole log, every card in it, which only a game that is over may show.
 */
export interface ReviewRequest {
  readonly game: string;
  readonly options: unknown;
  readonly seats: number;
  readonly entries: readonly ReviewEntry[];
}

/** The worker's answer: the decisive turn (null: the game had no turn), or why there is none. */
export type ReviewReply =
  | { readonly ok: true; readonly decisive: DecisiveTurn | null }
  | { readonly ok: false; readonly code: string; readonly message: string };
