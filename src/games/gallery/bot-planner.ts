import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { unseenCards } from "./bot-model";
import { candidatePlans, handDebt, judgePlans, type Plan, type Style } from "./bot-plan";
import type { LayContext } from "./builder";
import { isJoker, pointsOf, sortCards, type GalleryCard } from "./cards";
import { layContextOf } from "./context";
import type { GalleryMove } from "./notation";
import type { GalleryState } from "./state";
import { forEachStep } from "./steps";

/**
 * The planning bots (`normal`, `strong`): a turn is planned as one step (bot-plan.ts)
 * chosen by its value; jokers on the table are swapped back whenever the hand holds
 * their card (the swap scores the card and the joker costs nothing in hand); the
 * bazaar is taken when the best plan with it beats the best without by more than a
 * draw is worth; the discard is the card that helps the next player least and that
 * the bot needs least.
 */
export function choosePlanned(
  view: GalleryState,
  seat: Seat,
  style: Style,
  rng: Rng,
): GalleryMove | null {
  const turn = view.turn;
  if (view.phase !== "playing" || turn === null || turn.seat !== seat) return null;
  const hand = view.hands[seat].filter((c): c is GalleryCard => c !== null);
  switch (turn.stage) {
    case "open":
      return planOpening(view, seat, hand, style, rng);
    case "draw":
      return takesBazaar(view, seat, hand, style, rng) ? { type: "bazaar" } : { type: "draw" };
    case "lay": {
      const swap = swapMove(view, hand);
      if (swap) return swap;
      if (turn.fresh.length === 0) {
        const plan = bestPlan(layContextOf(view, seat), view, seat, style, rng);
        if (plan.cards.length > 0) return { type: "lay", cards: plan.cards };
      }
      if (!turn.laid) return { type: "pass" };
      return finishTurn(view, seat, hand, style);
    }
    case "discard":
      return finishTurn(view, seat, hand, style);
  }
}

function finishTurn(
  view: GalleryState,
  seat: Seat,
  hand: GalleryCard[],
  style: Style,
): GalleryMove {
  return view.lastRound
    ? { type: "end" }
    : { type: "discard", card: leastNeeded(view, seat, hand, style) };
}

function swapMove(view: GalleryState, hand: readonly GalleryCard[]): GalleryMove | null {
  const joker = view.table.find((p) => isJoker(p.card) && hand.includes(p.card.slice(1)));
  return joker ? { type: "swap", card: joker.card.slice(1), x: joker.x, y: joker.y } : null;
}

/** The best-valued plan of a lay context (the empty plan when nothing beats laying nothing). */
export function bestPlan(
  context: LayContext,
  view: GalleryState,
  seat: Seat,
  style: Style,
  rng: Rng,
): Plan {
  const plans = candidatePlans(context, style);
  judgePlans(plans, { view, seat, style, unseen: unseenCards(view, seat), rng });
  let best = plans[0];
  for (const plan of plans) if (plan.value > best.value) best = plan;
  return best;
}

/** What an unknown drawn card is worth to a plan, about: the bazaar must beat it. */
export const DRAW_WORTH = 2;

function takesBazaar(
  view: GalleryState,
  seat: Seat,
  hand: readonly GalleryCard[],
  style: Style,
  rng: Rng,
): boolean {
  return judgeBazaar(view, seat, hand, style, rng)?.takes ?? false;
}

/** How the draw was judged: the best plans without and with the bazaar, and the verdict. */
export interface BazaarJudgement {
  readonly without: Plan;
  readonly withBazaar: Plan;
  /** What the bazaar's cards are worth as options (kept from the next player). */
  readonly option: number;
  readonly takes: boolean;
}

/** The draw's judgement (the hint reads it too); null when there is no bazaar. */
export function judgeBazaar(
  view: GalleryState,
  seat: Seat,
  hand: readonly GalleryCard[],
  style: Style,
  rng: Rng,
): BazaarJudgement | null {
  if (view.bazaar.length === 0) return null;
  const asLaying = { ...view, turn: { ...view.turn!, stage: "lay" as const } };
  const without = bestPlan(layContextOf(asLaying, seat), view, seat, style, rng);
  const withHand = [...hand, ...view.bazaar];
  const taken = { ...asLaying, hands: view.hands.map((h, i) => (i === seat ? withHand : h)) };
  const withBazaar = bestPlan(layContextOf(taken, seat), taken, seat, style, rng);
  // Cards left in the bazaar go to the next player who wants them.
  const debt = handDebt(view, style);
  const option =
    view.bazaar.reduce((sum, c) => sum + pointsOf(c), 0) * style.cardOption * (1 - debt);
  const takes = withBazaar.value + option > without.value + DRAW_WORTH;
  return { without, withBazaar, option, takes };
}

function planOpening(
  view: GalleryState,
  seat: Seat,
  hand: readonly GalleryCard[],
  style: Style,
  rng: Rng,
): GalleryMove {
  const opening = view.opening!;
  const cameBack = opening.laidBy === seat && opening.opener === seat;
  if (!cameBack) {
    const context = layContextOf(view, seat);
    // The start card takes the opener's token: it is part of the plan's points.
    const start = { ...view.table[0], owner: seat };
    const opened = { ...view, table: [start] };
    const plans = candidatePlans({ ...context, table: [start] }, style).filter(
      (p) => p.cards.length > 0,
    );
    judgePlans(plans, { view: opened, seat, style, unseen: unseenCards(view, seat), rng });
    let best: Plan | null = null;
    for (const plan of plans) if (best === null || plan.value > best.value) best = plan;
    if (best) return { type: "open", cards: best.cards };
  }
  if (seat !== opening.opener) return { type: "pass" };
  const pictures = hand.filter((c) => !isJoker(c));
  if (pictures.length === 0) return { type: "pass" };
  return { type: "decline", card: leastNeeded(view, seat, pictures, style) };
}

/**
 * The card to give away: the one whose keeping is worth least — it helps the next
 * player (it can be laid on the exhibition now), it pairs with the hand (a set or run
 * in the making), and its value is points to come early in the game but a debt at
 * the end. A joker goes only when nothing else is left.
 */
export function leastNeeded(
  view: GalleryState,
  seat: Seat,
  hand: readonly GalleryCard[],
  style: Style,
): GalleryCard {
  const pictures = sortCards([...new Set(hand.filter((c) => !isJoker(c)))]);
  if (pictures.length === 0) return hand[0];
  const debt = handDebt(view, style);
  const context = layContextOf(view, seat);
  let best = pictures[0];
  let bestCost = Infinity;
  for (const card of pictures) {
    const value = pointsOf(card);
    const cost =
      (layableAlone(context, card) ? 6 + value : 0) +
      2 * partners(hand, card) +
      value * (1 - 2 * debt);
    if (cost < bestCost) {
      bestCost = cost;
      best = card;
    }
  }
  return best;
}

/** Whether `card` alone extends a group of the exhibition (a next player could lay it). */
export function layableAlone(context: LayContext, card: GalleryCard): boolean {
  if (context.table.length === 0 || context.rules.opening) return false;
  const alone: LayContext = {
    ...context,
    fresh: [],
    hand: [card],
    rules: { ...context.rules, keepOne: false },
  };
  return forEachStep(alone, () => true, { maxCards: 1 });
}

/** Other hand cards that could join `card` in a set or a run. */
export function partners(hand: readonly GalleryCard[], card: GalleryCard): number {
  const colour = card[0];
  const value = pointsOf(card);
  let n = 0;
  let self = false;
  for (const other of hand) {
    if (other === card && !self) {
      self = true;
      continue;
    }
    if (isJoker(other)) continue;
    const v = pointsOf(other);
    const gap = Math.min((v - value + 10) % 10, (value - v + 10) % 10);
    if (v === value || (other[0] === colour && gap <= 2)) n++;
  }
  return n;
}
