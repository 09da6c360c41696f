import type { AnyGame } from "../engine/game";
import type { Position, MergeSetup } from "./merge";
import { fairSourceAt } from "./fair";
import { actorNow } from "./step";

/**
 * Whether the random event due at `state` is a seat's own dice (`Game.rollOf`): those
 * are written by the device of that seat when its player rolls (tap to roll), never
 * filled in with another entry. The entry is the seed's all the same.
 */
export function isSeatRoll(game: AnyGame, state: unknown): boolean {
  return (game.rollOf?.(state) ?? null) !== null;
}

/**
 * The notation of the random outcome due at a position of a seeded game, or null (no
 * outcome due, or outcomes are taken as written). Any device may fill it in: it is
 * written by the seed's author, so every device writes the same entry.
 */
export function dueOutcome(setup: MergeSetup, at: Position): string | null {
  if (actorNow(setup.game, at.state) !== "chance") return null;
  if (isSeatRoll(setup.game, at.state)) return null;
  let random = setup.random;
  if (at.fair) {
    // A fair outcome is due once every reveal is in (and its deck is locked).
    const fair = fairSourceAt(at.fair);
    if (!fair.ok) return null;
    random = fair.value;
  } else if (setup.header.seed === null) return null;
  const drawn = random.draw(setup.game, at.state, at.played);
  return drawn === null ? null : setup.game.formatMove(drawn);
}
