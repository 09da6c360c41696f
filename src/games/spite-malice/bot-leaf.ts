import { reachChance } from "./bot-reach";
import { discardFit, handSize, ownReach, rivalsReach, tableOf, valueOf, WIN } from "./bot-value";
import { CODES as CODE_COUNT, WILD as WILD_CODE } from "./bot-model";
import type { Leaf, Search, Step } from "./bot-search-state";

// The ends of a plan (bot-search.ts), scored by bot-value.ts: the closing discard (or
// end), the goal made playable, or a hand played empty.

// Local copies: imported bindings cost a lookup each time in some module loaders.
const CODES = CODE_COUNT;
const WILD = WILD_CODE;

const playedFromHand = (s: Search): number => s.handStart - handSize(s.hand);
const playedFromPiles = (s: Search): number => s.depthStart - s.depth.reduce((a, b) => a + b, 0);

/**
 * The value of stopping now, after the closing discard `discard` (null: none), with the
 * hand as it is (the discarded card already taken out of it by the caller).
 */
function stopValue(s: Search, discard: { code: number; pile: number } | null, threat: number) {
  const reach = ownReach(s.m, s.odds, s.heights, s.hand, s.m.discards, s.depth, discard);
  const fromHand = playedFromHand(s) - (discard ? 1 : 0);
  return valueOf(s.w, reach, threat, fromHand, playedFromPiles(s), s.hand[WILD]);
}

function leafOf(
  s: Search,
  kind: Leaf["kind"],
  discard: { code: number; pile: number } | null,
  bonus: number,
): Leaf {
  const threat = threatOf(s);
  if (discard) s.hand[discard.code]--;
  const scored = stopValue(s, discard, threat);
  if (discard) s.hand[discard.code]++;
  const hand = [...s.hand];
  if (discard) hand[discard.code]--;
  const leaf: Leaf = {
    kind,
    ...scored,
    value: scored.value + bonus,
    heights: [...s.heights],
    hand,
    depth: [...s.depth],
    discard,
  };
  s.leaves.push(leaf);
  return leaf;
}

export function goalLeaf(s: Search): Leaf {
  const bonus = s.w.goal + (s.m.goalLeft === 1 ? WIN : 0);
  return leafOf(s, "goal", null, bonus);
}

/** Playing the hand empty: five cards are drawn now, and the turn goes on. */
export function drawLeaf(s: Search): Leaf {
  const mine = {
    goal: s.m.goalTop,
    hand: s.hand,
    discards: s.m.discards,
    depth: s.depth,
    draws: 5,
  };
  const chance = reachChance(tableOf(s.m, s.heights), mine, s.odds);
  return leafOf(s, "draw", null, s.w.draw + s.w.goal * 0.5 * chance);
}

/** The best way to stop here: the closing discard, or `end` with an empty hand. */
export function stopLeaf(s: Search): { step: Step; leaf: Leaf } {
  if (handSize(s.hand) === 0) return { step: { kind: "end" }, leaf: leafOf(s, "stop", null, 0) };
  let best: { code: number; pile: number; fit: number; value: number } | null = null;
  const threat = threatOf(s);
  for (let code = 0; code < CODES; code++) {
    if (s.hand[code] === 0) continue;
    s.hand[code]--;
    for (let pile = 0; pile < 4; pile++) {
      const d = s.depth[pile];
      const fit = s.w.structure * discardFit(code, d > 0 ? s.m.discards[pile][d - 1] : null);
      const value = stopValue(s, { code, pile }, threat).value + fit;
      if (best === null || value > best.value) best = { code, pile, fit, value };
    }
    s.hand[code]++;
  }
  if (best === null) throw new Error("unreachable: a hand with cards has a discard");
  const step: Step = { kind: "discard", code: best.code, pile: best.pile + 1 };
  return { step, leaf: leafOf(s, "stop", { code: best.code, pile: best.pile }, best.fit) };
}

/** The rivals' weighted chances on the current table (cached per table). */
function threatOf(s: Search): number {
  const key = String.fromCharCode(...s.heights);
  const known = s.threats.get(key);
  if (known !== undefined) return known;
  const total = rivalsReach(s.m, s.w, s.odds, s.heights);
  s.threats.set(key, total);
  return total;
}
