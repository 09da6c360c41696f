import { gameError, type GameError } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { shuffle, type Rng } from "../../engine/random";
import { isFairRng } from "../../fair/rng";
import { isToken } from "../../fair/tokens";
import { sameCards } from "./multiset";

/**
 * Deals as random entries. A deal is ONE random event of the log whose notation lists
 * the outcome; `sampleRandom` draws it from the entry's Rng through `shuffledSource`.
 * Its shape — which places get how many cards, and who may see each — is a DealPlan,
 * separate from the cards, so that a fair-play mode can deal the same plan card by card
 * (each card revealed to its audience alone) without the rules changing.
 */

/** Who may see a card: one seat (its hand), everyone (face up) or no one (face down). */
export type Audience = Seat | "all" | "none";

/** Whether `viewer` (null: a spectator) may see a card dealt to `audience`. */
export function sees(audience: Audience, viewer: Seat | null): boolean {
  return audience === "all" || (viewer !== null && audience === viewer);
}

/** One part of a deal: `count` cards, or all that are left ("rest"), to the place `name`. */
export interface DealPart {
  readonly name: string;
  readonly count: number | "rest";
  readonly audience: Audience;
}

/** The parts of a deal, in the order they take cards from the top of the shuffled deck. */
export type DealPlan = readonly DealPart[];

/** The face-down stock: every card a deal leaves over (a reshuffle is this part alone). */
export const STOCK: DealPart = { name: "stock", count: "rest", audience: "none" };

/** The name of a seat's hand in a plan: "hand0". */
export const handPart = (seat: Seat): string => `hand${seat}`;

/** The common deal: `size` cards to each seat's hand in `order`, then the stock. */
export function handsThenStock(order: readonly Seat[], size: number): DealPlan {
  return [...order.map((seat) => ({ name: handPart(seat), count: size, audience: seat })), STOCK];
}

/**
 * Where the dealt cards come from, one card at a time: the card at `position` of the
 * shuffled deck (0 is the top), dealt into `part`. This is the seam of fair play: the
 * trusted source reads one shuffle drawn from the entry's Rng; a mental-poker source
 * answers with the card only for a viewer in `part.audience` (null otherwise), once the
 * other devices have sent their decryption shares for that position.
 */
export interface CardSource<C> {
  /** How many cards the deck holds. */
  readonly size: number;
  card(position: number, part: DealPart): C;
}

/**
 * The trusted source: the deck shuffled once by the engine's Fisher–Yates from `rng`,
 * so a deal in plan order is exactly `shuffle(deck, rng)`. In a fair game the rng
 * carries the shuffled and locked deck (docs/fair-play.md), whose card at position p
 * is the token `#d.p`, the same on every device: `deck` must then be the cards the
 * game's `fairDeck` announced, in the same order.
 */
export function shuffledSource<C>(deck: readonly C[], rng: Rng): CardSource<C> {
  if (isFairRng(rng)) return rng.cards(deck);
  const order = shuffle(deck, rng);
  return { size: order.length, card: (position) => order[position] };
}

/**
 * How many cards each part gets from a deck of `total`: fixed parts in order while
 * cards last, the "rest" part (at most one counts) what is left over.
 */
export function partSizes(plan: DealPlan, total: number): number[] {
  const fixed = plan.reduce((sum, part) => sum + (part.count === "rest" ? 0 : part.count), 0);
  let left = total;
  let restGiven = false;
  return plan.map((part) => {
    let n: number;
    if (part.count === "rest") {
      n = restGiven ? 0 : Math.max(0, total - fixed);
      restGiven = true;
    } else n = part.count;
    n = Math.min(n, left);
    left -= n;
    return n;
  });
}

/** Deals the plan from `source`, card by card in position order: one list per part. */
export function dealCards<C>(plan: DealPlan, source: CardSource<C>): C[][] {
  let position = 0;
  return partSizes(plan, source.size).map((n, i) =>
    Array.from({ length: n }, () => source.card(position++, plan[i])),
  );
}

/** A deal's cards as its notation lists them all in one row, cut back into its parts. */
export function splitDeal<C>(plan: DealPlan, cards: readonly C[]): C[][] {
  let start = 0;
  return partSizes(plan, cards.length).map((n) => cards.slice(start, (start += n)));
}

/** The parts keyed by their names. */
export function partsByName<C>(plan: DealPlan, parts: readonly (readonly C[])[]): Map<string, C[]> {
  return new Map(plan.map((part, i) => [part.name, [...(parts[i] ?? [])]]));
}

/**
 * Checks a written deal against its plan and deck: one list per part, each of the size
 * the plan gives it, and together exactly the deck's cards (copies counted).
 */
export function checkDeal<C>(
  plan: DealPlan,
  parts: readonly (readonly C[])[],
  deck: readonly C[],
): GameError | null {
  if (parts.length !== plan.length) {
    return gameError("bad-deal", `a deal has ${plan.length} parts: ${namesOf(plan)}`);
  }
  const sizes = partSizes(plan, deck.length);
  for (let i = 0; i < plan.length; i++) {
    if (parts[i].length !== sizes[i]) {
      return gameError(
        "bad-deal",
        `${plan[i].name} gets ${sizes[i]} cards, not ${parts[i].length}`,
      );
    }
  }
  // A fair deal lists tokens (#d.p): nobody can read them yet, so only the sizes can be
  // checked here; the fold checks the deck itself, and the audit its cards.
  if (isFairDeal(parts)) return null;
  if (!sameCards(parts.flat(), deck)) {
    return gameError("bad-deal", "the deal must list exactly the cards of the deck");
  }
  return null;
}

/** A deal (or reshuffle) of a fair game: every card it lists is a token. */
export function isFairDeal<C>(parts: readonly (readonly C[])[]): boolean {
  const cards = parts.flat();
  return cards.length > 0 && cards.every(isToken);
}

const namesOf = (plan: DealPlan): string => plan.map((part) => part.name).join(", ");

/**
 * The deal as `viewer` may read it (null: a spectator): every card of a part outside its
 * audience replaced by null, so a public text of a deal entry never prints a hand.
 */
export function maskDeal<C>(
  plan: DealPlan,
  parts: readonly (readonly C[])[],
  viewer: Seat | null,
): (C | null)[][] {
  return parts.map((cards, i) => {
    const part = plan[i];
    return part && sees(part.audience, viewer) ? [...cards] : cards.map(() => null);
  });
}
