import { ok, type Result } from "../../engine/errors";
import type { Actor, Game, Outcome, Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { dealCards, handsThenStock, shuffledSource } from "../cards/deal";
import { galleryDeck, type GalleryCard } from "./cards";
import { checkMove, HAND_SIZE } from "./check";
import * as flow from "./flow";
import { redealGallery } from "./hidden";
import { legalMoves } from "./legal";
import { formatMove, parseMove, type GalleryMove } from "./notation";
import { parseOptions } from "./options";
import type { GalleryOptions, GalleryState } from "./state";
import { publicText, targets, view } from "./view";

// Read once: a call through an imported binding costs a getter under tsx (see laying.ts).
const {
  decline,
  discard,
  draw,
  endLastRoundTurn,
  lay,
  open,
  passOpening,
  passTurn,
  outcomeOf,
  startExhibition,
  startIsJoker,
  swap,
  takeBazaar,
  takeStartJoker,
} = flow;

function setup(options: GalleryOptions, seats: number): Result<GalleryState> {
  return ok({
    options,
    seats,
    phase: "deal",
    hands: Array.from({ length: seats }, () => []),
    stock: [],
    bazaar: [],
    out: [],
    exhibition: 0,
    table: [],
    opening: null,
    closed: false,
    turn: null,
    lastRound: false,
    passes: 0,
    scores: Array<number>(seats).fill(0),
    history: [],
    outcome: null,
  });
}

/**
 * The deal; and, in a fair game only, the `joker` event: the start card was turned as a
 * token and opened to all as a joker (a trusted game turns past jokers at once).
 */
function pending(s: GalleryState): string | null {
  if (s.phase === "deal") return "deal";
  return startIsJoker(s) ? "joker" : null;
}

function toMove(s: GalleryState): Seat[] {
  return s.phase === "playing" && s.turn !== null && !startIsJoker(s) ? [s.turn.seat] : [];
}

/**
 * The lot for the first player, then the 86 cards through the cards kit's shuffled
 * source, dealt 10 to each seat in order and the rest to the draw pile, top first. In a
 * trusted game that is `shuffle(galleryDeck(), rng)` cut in order; in a fair game the
 * source gives the tokens of the devices' shuffled deck (docs/fair-play.md).
 */
function sampleRandom(s: GalleryState, rng: Rng): GalleryMove {
  if (pending(s) === "joker") return { type: "joker" };
  const first = rng.int(s.seats);
  const seats = Array.from({ length: s.seats }, (_, seat) => seat);
  const parts = dealCards(handsThenStock(seats, HAND_SIZE), shuffledSource(galleryDeck(), rng));
  return { type: "deal", first, hands: parts.slice(0, -1), stock: parts[parts.length - 1] };
}

/** Fair play: the cards the deal deals, in the order sampleRandom shuffles them. */
function fairDeck(s: GalleryState): readonly GalleryCard[] | null {
  return s.phase === "deal" ? galleryDeck() : null;
}

function apply(s: GalleryState, _actor: Actor, move: GalleryMove): GalleryState {
  switch (move.type) {
    case "deal":
      return startExhibition(
        { ...s, phase: "playing", hands: move.hands.map((h) => [...h]), stock: [...move.stock] },
        move.first,
      );
    case "open":
      return open(s, move.cards);
    case "decline":
      return decline(s, move.card);
    case "pass":
      return s.opening !== null ? passOpening(s) : passTurn(s);
    case "draw":
      return draw(s);
    case "bazaar":
      return takeBazaar(s);
    case "lay":
      return lay(s, move.cards);
    case "swap":
      return swap(s, move.card, move.x, move.y);
    case "discard":
      return discard(s, move.card);
    case "end":
      return endLastRoundTurn(s);
    case "joker":
      return takeStartJoker(s);
  }
}

function result(s: GalleryState): Outcome | null {
  const o = outcomeOf(s);
  return o ? { winners: [...o.winners], scores: [...o.scores], reason: o.reason } : null;
}

export const gallery: Game<GalleryState, GalleryMove, GalleryOptions> = {
  id: "gallery",
  rulesVersion: 1,
  seatCounts: [2, 3, 4],
  parseOptions,
  setup,
  toMove,
  pending,
  sampleRandom,
  fairDeck,
  legalMoves,
  check: checkMove,
  apply,
  result,
  scores: (s) => [...(outcomeOf(s)?.scores ?? s.scores)],
  view,
  redeal: redealGallery,
  publicText,
  targets,
  parseMove,
  formatMove,
};
