import type { GameError } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { checkDeal, dealCards, handPart, shuffledSource, type DealPlan } from "../cards/deal";
import { isRed, type FrenchCard } from "../cards/french";
import { otherTeam, playOrder, teamPlayOrder, type Team } from "./teams";

/**
 * The family's two deals, as deal plans of the cards kit (src/games/cards/deal.ts: one
 * random entry, each card a per-position event a fair-play mode can replace).
 * "Ordinary": the whole deck shuffled and dealt round the table from the first seat.
 * "Own colour": the red cards and the black cards shuffled apart, the red ones dealt
 * round the Red team's seats, the black ones round the Black team's, each in play
 * order from the team's seat that moves first. As when dealing one card at a time,
 * where a colour (or the deck) does not divide evenly the earlier seats in that order
 * hold one card more; each hand takes its cards as one run of the shuffled deck (the
 * kit's plans), which deals every hand with the same chances. Hands are by seat, in
 * the order dealt.
 */
export type Hands = FrenchCard[][];

/** How many cards each seat of `order` gets when `count` cards go round it. */
export function roundCounts(count: number, order: readonly Seat[], seats: number): number[] {
  const counts = Array<number>(seats).fill(0);
  order.forEach((seat, i) => {
    counts[seat] = Math.floor(count / order.length) + (i < count % order.length ? 1 : 0);
  });
  return counts;
}

/** The plan of `count` cards dealt round `order`: one hand per seat, its own audience. */
export function roundPlan(count: number, order: readonly Seat[], seats: number): DealPlan {
  const counts = roundCounts(count, order, seats);
  return order.map((seat) => ({ name: handPart(seat), count: counts[seat], audience: seat }));
}

/** The cards of one colour in deck order, and the plan that deals them to a team. */
function colourDeal(
  deck: readonly FrenchCard[],
  team: Team,
  red: Team,
  first: Seat,
  seats: number,
) {
  const cards = deck.filter((c) => isRed(c) === (team === red));
  return { cards, plan: roundPlan(cards.length, teamPlayOrder(team, first, seats), seats) };
}

/** Puts the parts of plans (in their orders) back by seat. */
function bySeat(seats: number, dealt: readonly { plan: DealPlan; parts: FrenchCard[][] }[]): Hands {
  const hands: Hands = Array.from({ length: seats }, () => []);
  for (const { plan, parts } of dealt) {
    plan.forEach((part, i) => {
      if (typeof part.audience === "number") hands[part.audience] = parts[i];
    });
  }
  return hands;
}

export function dealOrdinary(
  deck: readonly FrenchCard[],
  seats: number,
  first: Seat,
  rng: Rng,
): Hands {
  const plan = roundPlan(deck.length, playOrder(first, seats), seats);
  return bySeat(seats, [{ plan, parts: dealCards(plan, shuffledSource(deck, rng)) }]);
}

/** The own-colour deal; the red cards are shuffled first, then the black ones. */
export function dealOwnColour(
  deck: readonly FrenchCard[],
  seats: number,
  red: Team,
  first: Seat,
  rng: Rng,
): Hands {
  const dealt = [red, otherTeam(red)].map((team) => {
    const { cards, plan } = colourDeal(deck, team, red, first, seats);
    return { plan, parts: dealCards(plan, shuffledSource(cards, rng)) };
  });
  return bySeat(seats, dealt);
}

/** The seats' hands in a plan's order. */
const partsOf = (plan: DealPlan, hands: readonly (readonly FrenchCard[])[]): FrenchCard[][] =>
  plan.map((part) => [...(hands[part.audience as Seat] ?? [])]);

/** null when `hands` could come from an ordinary deal of `deck` from seat `first`. */
export function checkOrdinaryDeal(
  deck: readonly FrenchCard[],
  first: Seat,
  hands: readonly (readonly FrenchCard[])[],
): GameError | null {
  const plan = roundPlan(deck.length, playOrder(first, hands.length), hands.length);
  return checkDeal(plan, partsOf(plan, hands), deck);
}

/**
 * null when `hands` could come from an own-colour deal of `deck` (Red is `red`): each
 * team's seats hold exactly its colour's cards, in the sizes of the deal.
 */
export function checkOwnColourDeal(
  deck: readonly FrenchCard[],
  red: Team,
  first: Seat,
  hands: readonly (readonly FrenchCard[])[],
): GameError | null {
  for (const team of [red, otherTeam(red)]) {
    const { cards, plan } = colourDeal(deck, team, red, first, hands.length);
    const refusal = checkDeal(plan, partsOf(plan, hands), cards);
    if (refusal) {
      const colour = team === red ? "Red" : "Black";
      return { ...refusal, message: `${colour} team (${team}): ${refusal.message}` };
    }
  }
  return null;
}
