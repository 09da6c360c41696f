import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
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
 */
export type BotLevel = "random" | "ref";

export const BOT_LEVELS: readonly BotLevel[] = ["random", "ref"];

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
  }
}
