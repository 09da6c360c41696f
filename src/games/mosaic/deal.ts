import { gameError, type GameError } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { shuffle, type Rng } from "../../engine/random";
import { isRed, type FrenchCard } from "../cards/french";
import { playOrder, seatsOf, teamOf, teamPlayOrder, type Team } from "./teams";

/**
 * The family's two deals. "Ordinary": the whole deck shuffled and dealt one card at a
 * time round the table from the first seat. "Own colour": the red cards and the black
 * cards shuffled apart, the red ones dealt one at a time round the Red team's seats,
 * the black ones round the Black team's, each in play order from the team's seat that
 * moves first (so where a colour does not divide evenly, the earlier seats hold one
 * card more). Hands are listed per seat, in the order they were dealt.
 */
export type Hands = FrenchCard[][];

export const DealError = {
  BadDeal: "bad-deal",
} as const;

/** Deals `cards` one at a time round `order`: hands by seat, `seats` of them. */
export function dealRound(
  cards: readonly FrenchCard[],
  order: readonly Seat[],
  seats: number,
): Hands {
  const hands: Hands = Array.from({ length: seats }, () => []);
  cards.forEach((card, i) => hands[order[i % order.length]].push(card));
  return hands;
}

/** How many cards each seat of `order` gets when `count` cards go round it. */
export function roundCounts(count: number, order: readonly Seat[], seats: number): number[] {
  const counts = Array<number>(seats).fill(0);
  order.forEach((seat, i) => {
    counts[seat] = Math.floor(count / order.length) + (i < count % order.length ? 1 : 0);
  });
  return counts;
}

export function dealOrdinary(
  deck: readonly FrenchCard[],
  seats: number,
  first: Seat,
  rng: Rng,
): Hands {
  return dealRound(shuffle(deck, rng), playOrder(first, seats), seats);
}

/** The own-colour deal; the red cards are shuffled first, then the black ones. */
export function dealOwnColour(
  deck: readonly FrenchCard[],
  seats: number,
  red: Team,
  first: Seat,
  rng: Rng,
): Hands {
  const reds = shuffle(deck.filter(isRed), rng);
  const blacks = shuffle(
    deck.filter((c) => !isRed(c)),
    rng,
  );
  const redHands = dealRound(reds, teamPlayOrder(red, first, seats), seats);
  const blackHands = dealRound(blacks, teamPlayOrder(red === "A" ? "B" : "A", first, seats), seats);
  return redHands.map((hand, seat) => (teamOf(seat) === red ? hand : blackHands[seat]));
}

/** null when `hands` could come from an ordinary deal of `deck` from seat `first`. */
export function checkOrdinaryDeal(
  deck: readonly FrenchCard[],
  first: Seat,
  hands: readonly (readonly FrenchCard[])[],
): GameError | null {
  return (
    checkPartition(deck, hands) ??
    checkCounts(roundCounts(deck.length, playOrder(first, hands.length), hands.length), hands)
  );
}

/** null when `hands` could come from an own-colour deal of `deck` (Red is `red`). */
export function checkOwnColourDeal(
  deck: readonly FrenchCard[],
  red: Team,
  first: Seat,
  hands: readonly (readonly FrenchCard[])[],
): GameError | null {
  const seats = hands.length;
  const partition = checkPartition(deck, hands);
  if (partition) return partition;
  for (let seat = 0; seat < seats; seat++) {
    const wanted = teamOf(seat) === red;
    const stray = hands[seat].find((card) => isRed(card) !== wanted);
    if (stray !== undefined) {
      return gameError(
        DealError.BadDeal,
        `seat ${seat} is ${wanted ? "Red" : "Black"} and may not be dealt ${stray}`,
      );
    }
  }
  const counts = Array<number>(seats).fill(0);
  for (const team of ["A", "B"] as const) {
    const colourCount = deck.filter((c) => isRed(c) === (team === red)).length;
    const order = teamPlayOrder(team, first, seats);
    const teamCounts = roundCounts(colourCount, order, seats);
    for (const seat of seatsOf(team, seats)) counts[seat] = teamCounts[seat];
  }
  return checkCounts(counts, hands);
}

/** Every card of the deck in exactly one hand, nothing else. */
function checkPartition(
  deck: readonly FrenchCard[],
  hands: readonly (readonly FrenchCard[])[],
): GameError | null {
  const left = new Map<FrenchCard, number>();
  for (const card of deck) left.set(card, (left.get(card) ?? 0) + 1);
  for (const hand of hands) {
    for (const card of hand) {
      const n = left.get(card) ?? 0;
      if (n === 0) {
        return gameError(DealError.BadDeal, `${card} is dealt twice or is not in the deck`);
      }
      left.set(card, n - 1);
    }
  }
  for (const [card, n] of left) {
    if (n > 0) return gameError(DealError.BadDeal, `${card} of the deck is dealt to no seat`);
  }
  return null;
}

function checkCounts(
  counts: readonly number[],
  hands: readonly (readonly FrenchCard[])[],
): GameError | null {
  for (let seat = 0; seat < hands.length; seat++) {
    if (hands[seat].length !== counts[seat]) {
      return gameError(
        DealError.BadDeal,
        `seat ${seat} must be dealt ${counts[seat]} cards, not ${hands[seat].length}`,
      );
    }
  }
  return null;
}
