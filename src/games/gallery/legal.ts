import type { Seat } from "../../engine/game";
import { isJoker, sortCards, type GalleryCard } from "./cards";
import { layContextOf } from "./context";
import type { GalleryMove } from "./notation";
import { formatMove } from "./notation";
import type { GalleryState } from "./state";
import { canonicalOrder, forEachStep, placementsOf } from "./steps";

/**
 * `legal` lists every legal entry of the seat to move, except that `open` and `lay`
 * steps are listed only up to LEGAL_STEP_CARDS cards: the steps of a position combine
 * (two extensions and a new group make one step as well as three), and their number
 * grows quickly with the hand. Longer steps are legal all the same (`check` is exact
 * for any step); the lay builder and the bots find them.
 */
export const LEGAL_STEP_CARDS = 3;

/** The seat's legal entries, in a fixed order (see docs/games/gallery.md). */
export function legalMoves(s: GalleryState, seat: Seat): GalleryMove[] {
  const turn = s.turn;
  if (s.phase !== "playing" || turn === null || turn.seat !== seat) return [];
  const hand = s.hands[seat].filter((c): c is GalleryCard => c !== null);
  switch (turn.stage) {
    case "open":
      return openingMoves(s, seat, hand);
    case "draw":
      return s.bazaar.length > 0 ? [{ type: "draw" }, { type: "bazaar" }] : [{ type: "draw" }];
    case "lay":
      return [
        ...stepMoves(s, seat, "lay"),
        ...swapMoves(s, hand),
        ...endingMoves(s, hand, turn.laid),
      ];
    case "discard":
      return s.lastRound ? [{ type: "end" }] : discards(hand);
  }
}

function openingMoves(s: GalleryState, seat: Seat, hand: readonly GalleryCard[]): GalleryMove[] {
  const opening = s.opening!;
  const declines: GalleryMove[] = distinct(hand.filter((c) => !isJoker(c))).map((card) => ({
    type: "decline",
    card,
  }));
  if (seat !== opening.opener) return [...stepMoves(s, seat, "open"), { type: "pass" }];
  if (opening.laidBy === seat) return declines;
  const opens = stepMoves(s, seat, "open");
  return declines.length > 0 ? [...opens, ...declines] : [...opens, { type: "pass" }];
}

/** The steps of at most LEGAL_STEP_CARDS cards: by number of cards, then by notation. */
function stepMoves(s: GalleryState, seat: Seat, type: "open" | "lay"): GalleryMove[] {
  const context = layContextOf(s, seat);
  const found: { n: number; text: string; move: GalleryMove }[] = [];
  forEachStep(
    context,
    ({ cells, codes }) => {
      const cards = canonicalOrder(context, placementsOf(cells, codes));
      const move: GalleryMove = { type, cards };
      found.push({ n: cards.length, text: formatMove(move), move });
    },
    { maxCards: LEGAL_STEP_CARDS },
  );
  found.sort((a, b) => a.n - b.n || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return found.map((f) => f.move);
}

function swapMoves(s: GalleryState, hand: readonly GalleryCard[]): GalleryMove[] {
  return s.table
    .filter((p) => isJoker(p.card) && hand.includes(p.card.slice(1)))
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((p) => ({ type: "swap", card: p.card.slice(1), x: p.x, y: p.y }));
}

function endingMoves(s: GalleryState, hand: readonly GalleryCard[], laid: boolean): GalleryMove[] {
  if (!laid) return [{ type: "pass" }];
  return s.lastRound ? [{ type: "end" }] : discards(hand);
}

function discards(hand: readonly GalleryCard[]): GalleryMove[] {
  return distinct(hand).map((card) => ({ type: "discard", card }));
}

function distinct(cards: readonly GalleryCard[]): GalleryCard[] {
  return sortCards([...new Set(cards)]);
}
