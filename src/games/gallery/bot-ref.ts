import type { Seat } from "../../engine/game";
import { bestStep, compareSteps, type RankedStep } from "./best-step";
import type { LayContext } from "./builder";
import { codeOfCard, countCards, isJoker, type GalleryCard } from "./cards";
import { layContextOf } from "./context";
import { LEGAL_STEP_CARDS } from "./legal";
import type { GalleryMove } from "./notation";
import type { GalleryState } from "./state";
import { canonicalOrder, forEachStep, placementsOf } from "./steps";

/**
 * The reference bot, fixed by its written definition (issue 12; docs/games/gallery.md
 * gives every clause and tie-break) and never tuned: other implementations compare
 * with it move by move.
 *
 * Its "legal steps" are the steps `legal` lists: of at most REF_STEP_CARDS (3) cards.
 * (Every legal step is out of reach: one position of a real game has over a million
 * legal ten-card steps, so no player, and no reference, can weigh them all.)
 *
 * 1. Draw: it takes the bazaar when some legal step, with the bazaar in hand, lays a
 *    card the hand alone does not hold (more copies of it than the hand has), else it
 *    draws.
 * 2. Lay: it lays the best step of best-step.ts (the largest sum of values; ties: fewer
 *    cards, the smaller cells, the smaller cards), its cards in the canonical order
 *    (steps.ts), one step per entry until no step is legal. It never swaps a joker.
 * 3. It ends a turn in which it laid a card with a discard of its lowest card (the
 *    lowest value, then colour r, y, b, g; a joker only when it holds nothing else),
 *    or with `end` once there is no bazaar; a turn without a card laid with `pass`.
 * 4. Opening: it opens with the legal opening of the most cards (ties as in 2 after the
 *    number of cards: the larger sum, the smaller cells, the smaller cards); if it has
 *    none, the opener declines with its lowest card (as in 3, jokers excluded) and
 *    another seat passes; an opener holding no picture card passes.
 */
/** The largest step the reference bot weighs: the steps `legal` lists. */
export const REF_STEP_CARDS = LEGAL_STEP_CARDS;

export function chooseRef(view: GalleryState, seat: Seat): GalleryMove | null {
  const turn = view.turn;
  if (view.phase !== "playing" || turn === null || turn.seat !== seat) return null;
  const hand = view.hands[seat].filter((c): c is GalleryCard => c !== null);
  switch (turn.stage) {
    case "open":
      return refOpening(view, seat, hand);
    case "draw":
      return view.bazaar.length > 0 && bazaarPlayable(view, seat)
        ? { type: "bazaar" }
        : { type: "draw" };
    case "lay": {
      const context = layContextOf(view, seat);
      const step = bestStep(context, REF_STEP_CARDS);
      if (step) return { type: "lay", cards: canonicalOrder(context, step) };
      if (!turn.laid) return { type: "pass" };
      return view.lastRound ? { type: "end" } : { type: "discard", card: lowestCard(hand, true) };
    }
    case "discard":
      return view.lastRound ? { type: "end" } : { type: "discard", card: lowestCard(hand, true) };
  }
}

function refOpening(view: GalleryState, seat: Seat, hand: readonly GalleryCard[]): GalleryMove {
  const opening = view.opening!;
  const cameBack = opening.laidBy === seat && opening.opener === seat;
  if (!cameBack) {
    const context = layContextOf(view, seat);
    const cards = largestOpening(context);
    if (cards) return { type: "open", cards: canonicalOrder(context, cards) };
  }
  if (seat !== opening.opener) return { type: "pass" };
  const pictures = hand.filter((c) => !isJoker(c));
  return pictures.length > 0
    ? { type: "decline", card: lowestCard(pictures, false) }
    : { type: "pass" };
}

/** The legal opening with the most cards; ties by compareSteps. */
export function largestOpening(context: LayContext): ReturnType<typeof placementsOf> | null {
  let best: RankedStep | null = null;
  forEachStep(context, ({ cells, codes, sum }) => {
    const order = cells.map((_, i) => i).sort((i, j) => cells[i] - cells[j]);
    const step: RankedStep = {
      sum,
      cells: order.map((i) => cells[i]),
      codes: order.map((i) => codes[i]),
    };
    const better =
      best === null ||
      step.cells.length > best.cells.length ||
      (step.cells.length === best.cells.length && compareSteps(step, best) < 0);
    if (better) best = step;
  });
  const found = best as RankedStep | null;
  return found ? placementsOf(found.cells, found.codes) : null;
}

/** The lowest value, then colour r, y, b, g; jokers last (or never, `jokers` false). */
export function lowestCard(hand: readonly GalleryCard[], jokers: boolean): GalleryCard {
  const rank = (c: GalleryCard): number => {
    if (isJoker(c)) return 1_000;
    const code = codeOfCard(c);
    return ((code - 1) % 10) * 4 + (((code - 1) / 10) | 0);
  };
  const pool = jokers ? hand : hand.filter((c) => !isJoker(c));
  return [...pool].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * Whether some legal step, with the bazaar taken into hand, lays more copies of a
 * card (a joker included) than the hand holds without it.
 */
export function bazaarPlayable(view: GalleryState, seat: Seat): boolean {
  const hand = view.hands[seat].filter((c): c is GalleryCard => c !== null);
  const own = countCards(hand);
  const withBazaar = {
    ...view,
    hands: view.hands.map((h, i) => (i === seat ? [...hand, ...view.bazaar] : h)),
  };
  // The step as laid on the turn's lay stage: after the draw, the same rules.
  const context = layContextOf({ ...withBazaar, turn: { ...view.turn!, stage: "lay" } }, seat);
  const used = new Int8Array(41);
  return forEachStep(
    context,
    ({ codes }) => {
      used.fill(0);
      for (const code of codes) {
        const handCode = code & 64 ? 0 : code;
        if (++used[handCode] > own[handCode]) return true;
      }
      return false;
    },
    { maxCards: REF_STEP_CARDS },
  );
}
