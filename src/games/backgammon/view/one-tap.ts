import type { OneTap } from "../../../ui/kit/game-ui";
import type { Step } from "./offers";

/**
 * One-tap moves: a tap on a checker plays it by one die at once, the larger or the
 * smaller as the player chose in Settings. `ways` are the checker's destinations
 * (partial.ts `destinations`); the die a single step uses is its distance (a bear-off
 * from below with a larger die counts as its distance too, so "larger" still prefers
 * bearing off). Null when one-tap is off or no single step is offered from there (the
 * tap then picks the checker, and its destinations show, as without one-tap).
 */
export function oneTapStep(
  ways: ReadonlyMap<number, readonly Step[]>,
  from: number,
  prefer: OneTap,
): readonly Step[] | null {
  if (prefer === "off") return null;
  let best: readonly Step[] | null = null;
  let bestDistance = 0;
  for (const [to, chain] of ways) {
    if (chain.length !== 1) continue;
    const distance = from - to;
    const wins = prefer === "larger" ? distance > bestDistance : distance < bestDistance;
    if (best === null || wins) {
      best = chain;
      bestDistance = distance;
    }
  }
  return best;
}
