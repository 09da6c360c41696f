import { shuffle, type Rng } from "./rng";

/**
 * Deals the items of `groups` again at random, keeping each group's size: the union of
 * the groups shuffled, then cut back into groups of the same lengths, in order. What a
 * game's `redeal` does with the places a viewer cannot see (hands, a stock).
 */
export function redealGroups<T>(groups: readonly (readonly T[])[], rng: Rng): T[][] {
  const cards = shuffle(groups.flat(), rng);
  let next = 0;
  return groups.map((group) => {
    const dealt = cards.slice(next, next + group.length);
    next += group.length;
    return dealt;
  });
}
