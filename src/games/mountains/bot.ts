import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { refMove } from "./bot-ref";
import { newScratch, greedyMove } from "./bot-rollout";
import { fromSim, searchMove, STRONG, type SearchSettings } from "./bot-strong";
import type { MountainsMove } from "./notation";
import { mountains } from "./rules";
import { SimBoard } from "./sim-board";
import type { MountainsState } from "./state";

/**
 * The Mountains bots. Each sees only `mountains.view(state, seat)` and draws every
 * choice it makes at random from the `rng` it is given, so a seeded rng replays a
 * bot exactly. Levels (docs/games/mountains.md, "Bots"):
 *
 * - `random`: a uniformly random legal move.
 * - `ref`: the fixed reference (bot-ref.ts): the best team lead right after the move,
 *   with fixed tie-breaks. Never retuned.
 * - `easy`: the greedy move of the playouts (the best team lead right after the move,
 *   ties at random), and a random legal move a third of the time.
 * - `normal`: a small search: 300 playouts to the end of the game on guesses of the
 *   hidden hands (bot-strong.ts).
 * - `strong`: the same search with many more playouts (STRONG).
 */
export type BotLevel = "random" | "ref" | "easy" | "normal" | "strong";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "ref", "easy", "normal", "strong"];

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

// The hint (hint.ts) loads with the bots: the manifest loads it from here, a chunk
// that only the bot worker runs (vite.config.ts, IN_APP_NEVER).
export { mountainsHint } from "./hint";

/** How often `easy` plays a random legal move instead of its greedy one. */
const EASY_RANDOM = 1 / 3;

export const NORMAL: SearchSettings = { ...STRONG, playouts: 300 };

/** The bot's move for `seat`, or null when that seat has nothing to play now. */
export function chooseMove(
  view: MountainsState,
  seat: Seat,
  level: BotLevel,
  rng: Rng,
): MountainsMove | null {
  const legal = mountains.legalMoves(view, seat);
  if (legal.length === 0) return null;
  if (legal.length === 1) return legal[0];
  switch (level) {
    case "random":
      return legal[rng.int(legal.length)];
    case "ref":
      return refMove(view, seat);
    case "easy": {
      const board = SimBoard.fromState(view);
      return fromSim(view, greedyMove(board, rng, newScratch(), EASY_RANDOM));
    }
    case "normal":
      return fromSim(view, searchMove(view, seat, rng, NORMAL));
    case "strong":
      return fromSim(view, searchMove(view, seat, rng, STRONG));
  }
}

// "The turn that decided the game" (review.ts): the bots' playouts, in the bot worker.
export { mountainsReview } from "./review";
