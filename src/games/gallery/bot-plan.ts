import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { canClose, sampleCards } from "./bot-model";
import type { LayContext } from "./builder";
import { handCardFor, pointsOf, type GalleryCard } from "./cards";
import { handWithout, nextSeat, sizeLimit } from "./flow";
import type { GalleryState, Placed, Placement } from "./state";
import { canonicalOrder, forEachStep, placementsOf } from "./steps";

/**
 * The planning bots' view of a turn: a turn's cards are laid as one step (any cards a
 * turn lays in several steps make one valid step too), so a plan is one candidate step
 * — or none — judged by what it scores now and what it leaves the next players.
 */

/** How a planning bot weighs a plan. */
export interface Style {
  /** Cards and search nodes of the candidate steps. */
  readonly maxCards: number;
  readonly maxNodes: number;
  /** Candidates kept per number of cards. */
  readonly keepPerSize: number;
  /** Opponent hands sampled to judge whether the next player can close (0: the table only). */
  readonly samples: number;
  /** Plans judged by sampling (the best by the table first). */
  readonly sampledPlans: number;
  /** My later chance to close an exhibition left open, as a share of my tokens on it. */
  readonly later: number;
  /** The same when the cards I keep already close what I leave (checked for the best plans). */
  readonly laterHolding: number;
  /** Plans whose own later closing is checked (0: none). */
  readonly checkedPlans: number;
  /** Cards needed up to which the next player's hands are sampled. */
  readonly sampleUpTo: number;
  /** How much an opponent's gain weighs against mine (1 with two players). */
  readonly opponentWeight: number;
  /** Chance that the next player closes when `index` cards are still needed (index ≥ 1). */
  readonly closeChance: readonly number[];
  /** Turns left (of the seat's own) below which cards kept in hand start to weigh as a debt. */
  readonly endgameTurns: number;
  /**
   * What a card in hand is worth mid-game per point of its value (the chance to lay it
   * later), for the bazaar: taken, its cards are mine; left, the next player's.
   */
  readonly cardOption: number;
}

export interface Plan {
  /** The step in the order it is laid (empty: lay nothing). */
  readonly cards: readonly Placement[];
  readonly sum: number;
  readonly closes: boolean;
  /** Cards on the exhibition after the step. */
  readonly count: number;
  readonly overshoot: number;
  readonly table: readonly Placed[];
  readonly hand: readonly GalleryCard[];
  value: number;
}

/** The candidate steps of a lay context: the best few of each size by points, and no step. */
export function candidatePlans(context: LayContext, style: Style): Plan[] {
  const limit = context.rules.limit;
  const room = limit + 1 - context.table.length;
  const bySize = new Map<number, { sum: number; cells: number[]; codes: number[] }[]>();
  forEachStep(
    context,
    ({ cells, codes, sum }) => {
      const key = cells.length * 2 + (context.table.length + cells.length >= limit ? 1 : 0);
      const kept = bySize.get(key) ?? [];
      if (kept.length < style.keepPerSize || sum > kept[kept.length - 1].sum) {
        kept.push({ sum, cells: [...cells], codes: [...codes] });
        kept.sort((a, b) => b.sum - a.sum);
        if (kept.length > style.keepPerSize) kept.pop();
        bySize.set(key, kept);
      }
    },
    { maxCards: Math.min(style.maxCards, room), maxNodes: style.maxNodes },
  );
  const plans: Plan[] = [planOf(context, [], 0)];
  for (const kept of bySize.values()) {
    for (const k of kept) plans.push(planOf(context, placementsOf(k.cells, k.codes), k.sum));
  }
  return plans;
}

function planOf(context: LayContext, cards: readonly Placement[], sum: number): Plan {
  const ordered = cards.length > 0 ? canonicalOrder(context, cards) : [];
  const count = context.table.length + cards.length;
  const limit = context.rules.limit;
  const last = ordered[ordered.length - 1];
  const placed = ordered.map((p) => ({
    x: p.x,
    y: p.y,
    card: p.card,
    owner: p.card.startsWith("*") ? null : context.seat,
  }));
  return {
    cards: ordered,
    sum,
    closes: count >= limit,
    count,
    overshoot: count > limit && last ? pointsOf(last.card) : 0,
    table: [...context.table, ...placed],
    hand: handWithout(
      context.hand,
      ordered.map((p) => handCardFor(p.card)),
    ) as GalleryCard[],
    value: 0,
  };
}

/** Tokens per seat on a table. */
export function tokensOn(table: readonly Placed[], seats: number): number[] {
  const out = Array<number>(seats).fill(0);
  for (const p of table) if (p.owner !== null) out[p.owner] += pointsOf(p.card);
  return out;
}

const handPoints = (hand: readonly GalleryCard[]): number =>
  hand.reduce((sum, c) => sum + pointsOf(c), 0);

/** How much a card kept in hand weighs as a debt: 0 early, 1 once the game is ending. */
export function handDebt(view: GalleryState, style: Style): number {
  if (view.lastRound) return 1;
  const turnsLeft = view.stock.length / view.seats;
  return Math.max(0, Math.min(1, 1 - turnsLeft / style.endgameTurns));
}

/** The knowledge a plan is judged with. */
export interface Judge {
  readonly view: GalleryState;
  readonly seat: Seat;
  readonly style: Style;
  readonly unseen: readonly GalleryCard[];
  readonly rng: Rng;
}

/**
 * Scores each plan: my points now and my later chance to close, against the chance
 * that the following players close what I leave (and double their tokens on it), and
 * the cards left in hand once the end is near.
 */
export function judgePlans(plans: Plan[], judge: Judge): void {
  const { view, seat, style } = judge;
  const tokens = tokensOn(view.table, view.seats);
  const mine = tokens[seat];
  const next = nextSeat(view, seat);
  const debt = handDebt(view, style);
  const limit = sizeLimit(view);
  const chanceByTable = (needed: number): number =>
    style.closeChance[Math.min(needed, style.closeChance.length - 1)];
  const judgeOne = (plan: Plan, first: number, later: number): number => {
    if (plan.closes) {
      return mine + 2 * plan.sum - 2 * plan.overshoot - debt * handPoints(plan.hand);
    }
    const needed = limit - plan.count;
    const someone = chainChance(first, needed, view.seats - 1, chanceByTable);
    const stake = tokensOn(plan.table, view.seats)[next] + 5.5 * (needed + 0.5);
    return (
      plan.sum +
      later * (1 - someone) * (mine + plan.sum) -
      style.opponentWeight * someone * stake -
      debt * handPoints(plan.hand)
    );
  };
  for (const plan of plans) {
    plan.value = judgeOne(plan, chanceByTable(limit - plan.count), style.later);
  }
  // The best open plans, judged again: by sampled hands of the next player, and by
  // whether the cards I keep would close what I leave.
  const open = plans.filter((p) => !p.closes).sort((a, b) => b.value - a.value);
  const refine = Math.max(style.checkedPlans, style.samples > 0 ? style.sampledPlans : 0);
  for (const [rank, plan] of open.slice(0, refine).entries()) {
    const needed = limit - plan.count;
    const sampled = style.samples > 0 && rank < style.sampledPlans && needed <= style.sampleUpTo;
    const first = sampled ? sampledChance(plan, needed, judge, next) : chanceByTable(needed);
    const holding =
      rank < style.checkedPlans && canClose(view, seat, plan.table, plan.hand, needed + 1);
    plan.value = judgeOne(plan, first, holding ? style.laterHolding : style.later);
  }
}

/** The chance that one of the next `players` closes, the cards needed shrinking by one a turn. */
function chainChance(
  first: number,
  needed: number,
  players: number,
  chance: (needed: number) => number,
): number {
  let none = 1 - first;
  for (let k = 1; k < players; k++) none *= 1 - chance(Math.max(1, needed - k));
  return 1 - none;
}

/** The share of sampled hands of the next player (its draw or the bazaar included) that close. */
function sampledChance(plan: Plan, needed: number, judge: Judge, next: Seat): number {
  const { view, style, unseen, rng } = judge;
  const size = view.hands[next].length;
  let closing = 0;
  for (let i = 0; i < style.samples; i++) {
    const hand = sampleCards(unseen, size + (view.lastRound ? 0 : 1), rng);
    let closes = canClose(view, next, plan.table, hand, needed + 1);
    if (!closes && view.bazaar.length > 0 && !view.lastRound) {
      closes = canClose(
        view,
        next,
        plan.table,
        [...hand.slice(0, size), ...view.bazaar],
        needed + 1,
      );
    }
    if (closes) closing++;
  }
  return closing / style.samples;
}
