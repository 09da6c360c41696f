import { fail, ok, type Result } from "../../engine/errors";
import type { GameHint } from "../../engine/hint";
import type { Seat } from "../../engine/game";
import { rngFromText } from "../../engine/rng";
import { chooseMove, STRONG } from "./bot";
import { unseenCards } from "./bot-model";
import { candidatePlans, handDebt, judgePlans, tokensOn, type Plan } from "./bot-plan";
import { judgeBazaar, layableAlone, partners } from "./bot-planner";
import { handCardFor, isJoker, pointsOf, type GalleryCard } from "./cards";
import { layContextOf } from "./context";
import { sizeLimit } from "./flow";
import { makeCell } from "./grid";
import { hintReason, type HintFact } from "./hint-texts";
import { formatMove, type GalleryMove } from "./notation";
import { gallery } from "./rules";
import type { GalleryState, Placement } from "./state";

/** A hint (the engine's GameHint, src/engine/hint.ts); a step may be longer than `legal` lists. */
export type GalleryHint = GameHint;

/**
 * The seed of the hint's bot: the strong bot samples the next player's hand, and a fixed
 * seed makes the same view give the same hint every time it is asked.
 */
export const HINT_SEED = "tabula-hint";

/**
 * "What would you play?" for Picture Gallery: the strong bot's move for `seat` from its
 * view alone, with one line saying why, read from the planner's own judgement (the draw)
 * or from what the move does (the points a step lays or scores by closing, what a
 * discard leaves the next player). A step may lay more cards than `legal` lists: the
 * planner plans a whole turn as one step, and `check` accepts any valid step.
 */
export function hintFor(view: unknown, seat: Seat): Result<GalleryHint> {
  const s = view as GalleryState;
  if (!isState(s) || !gallery.toMove(s).includes(seat)) {
    return fail("no-hint", `seat ${seat} is not to move`);
  }
  const move = chooseMove(s, seat, "strong", rngFromText(HINT_SEED));
  if (move === null) return fail("no-hint", `seat ${seat} has nothing to play`);
  return ok({ move: formatMove(move), reason: hintReason(factOf(s, seat, move)) });
}

function isState(s: GalleryState | null): s is GalleryState {
  return !!s && Array.isArray(s.table) && Array.isArray(s.hands) && Array.isArray(s.bazaar);
}

const handOf = (s: GalleryState, seat: Seat): GalleryCard[] =>
  s.hands[seat].filter((c): c is GalleryCard => c !== null);

const sumOf = (cards: readonly { readonly card: GalleryCard }[]): number =>
  cards.reduce((sum, p) => sum + pointsOf(p.card), 0);

/** What the move does, or why the planner chose it, as the reason's words need it. */
function factOf(s: GalleryState, seat: Seat, move: GalleryMove): HintFact {
  switch (move.type) {
    case "open":
    case "lay":
      return stepFact(s, seat, move.type, move.cards);
    case "swap":
      return {
        kind: "swap",
        card: move.card,
        cell: makeCell(move.x, move.y),
        points: pointsOf(move.card),
      };
    case "discard":
      return discardFact(s, seat, move.card);
    case "decline": {
      const opening = s.opening;
      const cameBack = opening !== null && opening.laidBy === seat && opening.opener === seat;
      return { kind: "decline", card: move.card, cameBack };
    }
    case "draw":
    case "bazaar":
      return drawFact(s, seat, move.type);
    case "pass":
      if (s.turn?.stage === "open") {
        const pictures = handOf(s, seat).some((c) => !isJoker(c));
        return { kind: "cannot-open", opener: s.opening?.opener === seat && !pictures };
      }
      return passFact(s, seat);
    default:
      return { kind: "end" };
  }
}

/** A step: what it lays, and what the closing scores (the rules' doubling, less the overshoot). */
function stepFact(
  s: GalleryState,
  seat: Seat,
  type: "open" | "lay",
  cards: readonly Placement[],
): HintFact {
  const limit = sizeLimit(s);
  // An opening's start card takes the opener's token: its points are the opener's too.
  const table = type === "open" ? s.table.map((p) => ({ ...p, owner: seat })) : s.table;
  const placed = cards.map((p) => ({ ...p, owner: isJoker(p.card) ? null : seat }));
  const after = [...table, ...placed];
  const mine = tokensOn(after, s.seats)[seat];
  const sum = sumOf(cards);
  if (after.length >= limit) {
    const overshoot = after.length > limit ? pointsOf(cards[cards.length - 1].card) : 0;
    return { kind: "close", cards: cards.length, points: 2 * (mine - overshoot), overshoot };
  }
  if (type === "open") return { kind: "open", cards: cards.length, points: mine };
  return { kind: "lay", cards: cards.length, sum, left: limit - after.length };
}

/** The card given away, and which of the planner's grounds for it hold. */
function discardFact(s: GalleryState, seat: Seat, card: GalleryCard): HintFact {
  const hand = handOf(s, seat);
  if (isJoker(card)) return { kind: "discard", card, grounds: ["only-joker"] };
  const grounds: ("unlayable" | "alone" | "debt" | "lowest")[] = [];
  const context = layContextOf(s, seat);
  // layableAlone is false on an empty table: say "cannot lay it" only of a table with cards.
  // After a closing the exhibition leaves with the turn: nothing is added to it then.
  if (s.table.length > 0 && !s.closed && !layableAlone(context, card)) grounds.push("unlayable");
  if (partners(hand, card) === 0) grounds.push("alone");
  if (handDebt(s, STRONG) >= 0.5) grounds.push("debt");
  else if (hand.every((c) => isJoker(c) || pointsOf(c) >= pointsOf(card))) grounds.push("lowest");
  // Two grounds at most: the reason stays one line.
  return { kind: "discard", card, grounds: grounds.slice(0, 2), points: pointsOf(card) };
}

/** The draw as the planner judged it: the bazaar's cards in its best plan, or too little gain. */
function drawFact(s: GalleryState, seat: Seat, type: "draw" | "bazaar"): HintFact {
  const hand = handOf(s, seat);
  // The same rng the bot drew from: the judgement is the one its choice came from.
  const judged = judgeBazaar(s, seat, hand, STRONG, rngFromText(HINT_SEED));
  if (judged === null) return { kind: "draw-empty" };
  if (type === "draw") {
    const gain = judged.withBazaar.value + judged.option - judged.without.value;
    return { kind: "draw", bazaar: [...s.bazaar], gain: Math.round(gain) };
  }
  const used = fromBazaar(hand, judged.withBazaar);
  if (used.length === 0) {
    return { kind: "bazaar-keep", points: s.bazaar.reduce((sum, c) => sum + pointsOf(c), 0) };
  }
  const plan = judged.withBazaar;
  return { kind: "bazaar-use", used, cards: plan.cards.length, sum: plan.sum, closes: plan.closes };
}

/** The cards of a plan the hand alone does not hold: those it needs from the bazaar. */
function fromBazaar(hand: readonly GalleryCard[], plan: Plan): GalleryCard[] {
  const left = [...hand];
  const used: GalleryCard[] = [];
  for (const p of plan.cards) {
    const card = handCardFor(p.card);
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
    else used.push(card);
  }
  return used;
}

/**
 * A pass with cards that fit: every step the planner found was valued below laying
 * nothing. A step's points, the later chance to close and the hand's debt all favour
 * laying, so what outweighs them is the next players' chance to close what it leaves.
 */
function passFact(s: GalleryState, seat: Seat): HintFact {
  const context = layContextOf(s, seat);
  const plans = candidatePlans(context, STRONG);
  judgePlans(plans, {
    view: s,
    seat,
    style: STRONG,
    unseen: unseenCards(s, seat),
    rng: rngFromText(HINT_SEED),
  });
  let best: Plan | null = null;
  for (const plan of plans) {
    if (plan.cards.length > 0 && (best === null || plan.value > best.value)) best = plan;
  }
  if (best === null) return { kind: "nothing-fits" };
  if (best.closes) {
    const mine = tokensOn(best.table, s.seats)[seat];
    return { kind: "keep-close", points: 2 * (mine - best.overshoot), overshoot: best.overshoot };
  }
  return {
    kind: "keep",
    cards: best.cards.length,
    sum: best.sum,
    left: sizeLimit(s) - best.count,
    others: s.seats - 1,
  };
}
