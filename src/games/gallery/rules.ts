import { ok, type Result } from "../../engine/errors";
import type { Actor, Game, Outcome, Seat } from "../../engine/game";
import { shuffle, type Rng } from "../../engine/random";
import { galleryDeck } from "./cards";
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
  startExhibition,
  swap,
  takeBazaar,
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

const pending = (s: GalleryState): string | null => (s.phase === "deal" ? "deal" : null);

function toMove(s: GalleryState): Seat[] {
  return s.phase === "playing" && s.turn !== null ? [s.turn.seat] : [];
}

/** The lot for the first player, then a shuffle of the 86 cards, dealt 10 to each seat in order. */
function sampleRandom(s: GalleryState, rng: Rng): GalleryMove {
  const first = rng.int(s.seats);
  const deck = shuffle(galleryDeck(), rng);
  const hands = Array.from({ length: s.seats }, (_, i) =>
    deck.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE),
  );
  return { type: "deal", first, hands, stock: deck.slice(s.seats * HAND_SIZE) };
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
  }
}

function result(s: GalleryState): Outcome | null {
  const o = s.outcome;
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
  legalMoves,
  check: checkMove,
  apply,
  result,
  scores: (s) => [...(s.outcome?.scores ?? s.scores)],
  view,
  redeal: redealGallery,
  publicText,
  targets,
  parseMove,
  formatMove,
};
