import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import type { Style } from "./bot-plan";
import { choosePlanned } from "./bot-planner";
import { chooseRef } from "./bot-ref";
import { legalMoves } from "./legal";
import type { GalleryMove } from "./notation";
import type { GalleryState } from "./state";

/**
 * The Picture Gallery bots. Each sees only `gallery.view(state, seat)` (its own hand,
 * the public table) and draws every choice it leaves to chance from the `rng` it is
 * given, so a seeded rng replays a bot exactly.
 *
 * - `random`: a uniformly random entry of `legal`.
 * - `ref`: the fixed reference player (bot-ref.ts).
 * - `easy`: a third of its entries a random legal entry, the others as `normal`.
 * - `normal`, `strong`: planning players (bot-planner.ts) with the styles below.
 */
export type BotLevel = "random" | "ref" | "easy" | "normal" | "strong";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "ref", "easy", "normal", "strong"];

/** The share of its entries `easy` plays at random (the others as `normal`). */
const EASY_RANDOM = 1 / 3;

export const NORMAL: Style = {
  maxCards: 6,
  maxNodes: 20_000,
  keepPerSize: 3,
  samples: 0,
  sampledPlans: 0,
  later: 0.15,
  laterHolding: 0.6,
  checkedPlans: 0,
  sampleUpTo: 2,
  opponentWeight: 1,
  // Measured: how often the reference bot closes on its turn with that many cards still
  // needed (strong against ref, 60 games).
  closeChance: [1, 0.5, 0.16, 0.15, 0.08, 0.06, 0.04, 0.04, 0.02],
  endgameTurns: 6,
  cardOption: 1,
};

export const STRONG: Style = {
  ...NORMAL,
  maxNodes: 40_000,
  keepPerSize: 4,
  samples: 12,
  sampledPlans: 6,
  cardOption: 2,
};

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

/** The bot's entry for `seat`, or null when that seat has nothing to play. */
export function chooseMove(
  view: GalleryState,
  seat: Seat,
  level: BotLevel,
  rng: Rng,
): GalleryMove | null {
  switch (level) {
    case "random": {
      const legal = legalMoves(view, seat);
      return legal.length > 0 ? legal[rng.int(legal.length)] : null;
    }
    case "ref":
      return chooseRef(view, seat);
    case "easy":
      if (rng.int(1_000_000) < EASY_RANDOM * 1_000_000)
        return chooseMove(view, seat, "random", rng);
      return choosePlanned(view, seat, NORMAL, rng);
    case "normal":
      return choosePlanned(view, seat, NORMAL, rng);
    case "strong":
      return choosePlanned(view, seat, STRONG, rng);
  }
}

// "The turn that decided the game" (review.ts): the bots' playouts, in the bot worker.
export { galleryReview } from "./review";
