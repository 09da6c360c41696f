import type { DealPlan } from "../cards/deal";
import { STOCK } from "../cards/deal";
import type { SpiteState } from "./state";

/**
 * The shape of a hand's deal (the cards kit's DealPlan): each seat's goal pile, face
 * down (its top is turned up by the rules once dealt), then the stock. No hand is dealt:
 * each seat draws its five from the stock when its turn begins.
 */
export function dealPlan(s: SpiteState): DealPlan {
  const goals = Array.from({ length: s.seats }, (_, seat) => ({
    name: `g${seat}`,
    count: s.options.goal,
    audience: "none" as const,
  }));
  return [...goals, STOCK];
}
