import { ErrorCode, fail, gameError, ok, type GameError, type Result } from "../../engine/errors";
import type { Actor, Game, Outcome, Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { checkDeal, dealCards, isFairDeal, shuffledSource, STOCK } from "../cards/deal";
import { sameCards } from "../cards/multiset";
import { place } from "./centre";
import { deckFor } from "./deck";
import { dealPlan } from "./deal-plan";
import { redealSpite } from "./hidden";
import {
  dealt,
  drawUp,
  endHand,
  endTurn,
  finalWinners,
  nextFirst,
  patched,
  reshuffled,
  setAsideWith,
  type Patch,
} from "./flow";
import { checkSeatMove, seatMoves } from "./legal";
import { formatMove, parseMove } from "./notation";
import { parseOptions } from "./options";
import { publicText } from "./public-text";
import { legalTargets } from "./targets";
import { view } from "./visibility";
import type { Card, SpiteMove, SpiteOptions, SpiteState } from "./state";

type Play = Extract<SpiteMove, { type: "play" }>;

function setup(options: SpiteOptions, seats: number): Result<SpiteState> {
  if (![2, 3, 4].includes(seats)) return fail("bad-seats", "Spite and Malice is for 2 to 4 seats");
  const none = (): never[][] => Array.from({ length: seats }, () => []);
  return ok({
    options,
    seats,
    phase: "deal",
    turn: 0,
    first: -1,
    goals: none(),
    hands: none(),
    discards: none().map(() => [[], [], [], []]),
    centre: [],
    stock: [],
    setAside: [],
    drawDue: false,
    dryStart: false,
    played: false,
    idleTurns: 0,
    totals: Array<number>(seats).fill(0),
    history: [],
  });
}

function pending(s: SpiteState): string | null {
  if (s.phase === "deal") return "deal";
  if (s.phase === "play" && s.drawDue) return "shuffle";
  return null;
}

function toMove(s: SpiteState): Seat[] {
  return s.phase === "play" && !s.drawDue ? [s.turn] : [];
}

function legalMoves(s: SpiteState, seat: Seat): SpiteMove[] {
  return toMove(s).includes(seat) ? seatMoves(s, seat) : [];
}

function check(s: SpiteState, actor: Actor, move: SpiteMove): GameError | null {
  if (s.phase === "over") return gameError(ErrorCode.GameOver, "the game is over");
  const due = pending(s);
  if (actor === "chance") {
    if (due === null)
      return gameError(ErrorCode.NotRandomNow, `"${formatMove(move)}" is not due now`);
    if (move.type !== due) {
      return gameError(ErrorCode.WrongRandom, `a "${due}" is due, not "${formatMove(move)}"`);
    }
    return checkRandom(s, move);
  }
  if (due !== null) return gameError(ErrorCode.RandomDue, `a random "${due}" is due first`);
  if (actor !== s.turn) return gameError(ErrorCode.NotYourTurn, `it is seat ${s.turn}'s turn`);
  return checkSeatMove(s, actor, move);
}

function checkRandom(s: SpiteState, move: SpiteMove): GameError | null {
  if (move.type === "shuffle") {
    const fair = isFairDeal([move.stock]) && move.stock.length === s.setAside.length;
    return fair || sameCards(move.stock, s.setAside)
      ? null
      : gameError("bad-shuffle", "a reshuffle lists exactly the set-aside cards");
  }
  if (move.type !== "deal") return null;
  const first = nextFirst(s);
  if (first === null ? move.first >= s.seats : move.first !== first) {
    const which = first === null ? `a seat from 0 to ${s.seats - 1}` : `seat ${first}`;
    return gameError("bad-first", `this hand is started by ${which}`);
  }
  return checkDeal(dealPlan(s), [...move.goals, move.stock], deckFor(s.options, s.seats));
}

function apply(s: SpiteState, _actor: Actor, move: SpiteMove): SpiteState {
  switch (move.type) {
    case "deal":
      return dealt(s, move.first, move.goals, move.stock);
    case "shuffle":
      return reshuffled(s, move.stock);
    case "play":
      return applyPlay(s, move);
    case "discard": {
      const discards = s.discards.map((piles, seat) =>
        seat === s.turn
          ? piles.map((p, i) => (i === move.pile - 1 ? [...p, move.card] : p))
          : piles,
      );
      return endTurn(s, { hands: withoutCard(s, move.card), discards });
    }
    case "end":
      return endTurn(s);
  }
}

function withoutCard(s: SpiteState, card: string): SpiteState["hands"] {
  return s.hands.map((hand, seat) => {
    if (seat !== s.turn) return hand;
    const at = hand.indexOf(card);
    return [...hand.slice(0, at), ...hand.slice(at + 1)];
  });
}

function applyPlay(s: SpiteState, move: Play): SpiteState {
  const seat = s.turn;
  const { centre, completed } = place(s.centre, move.pile - 1, move.card, s.options);
  const patch: Patch = { centre, played: true };
  if (completed) patch.setAside = setAsideWith(s, completed);
  if (move.from === "h") {
    patch.hands = withoutCard(s, move.card);
    return patch.hands[seat].length === 0 ? drawUp(s, patch) : patched(s, patch);
  }
  if (move.from === "g") {
    patch.goals = s.goals.map((g, i) => (i === seat ? g.slice(1) : g));
    const next = patched(s, patch);
    return patch.goals[seat].length === 0 ? endHand(next, "goal") : next;
  }
  const pile = move.from - 1;
  patch.discards = s.discards.map((piles, i) =>
    i === seat ? piles.map((p, j) => (j === pile ? p.slice(0, -1) : p)) : piles,
  );
  return patched(s, patch);
}

function result(s: SpiteState): Outcome | null {
  if (s.phase !== "over") return null;
  const last = s.history[s.history.length - 1];
  return { winners: finalWinners(s), scores: [...s.totals], reason: last.reason };
}

/**
 * Both random events go through the cards kit's deal (docs/plugging-in.md, fair play):
 * the deal is the plan g0, g1, … then the stock, drawn card by card from the decks;
 * a reshuffle is the stock alone, drawn from the set-aside cards in deck order. The lot
 * for the first hand's starting seat is drawn after the cards.
 */
function sampleRandom(s: SpiteState, rng: Rng): SpiteMove {
  if (pending(s) === "shuffle") {
    const [stock] = dealCards([STOCK], shuffledSource(s.setAside, rng));
    return { type: "shuffle", stock };
  }
  const parts = dealCards(dealPlan(s), shuffledSource(deckFor(s.options, s.seats), rng));
  const first = nextFirst(s) ?? rng.int(s.seats);
  return { type: "deal", first, goals: parts.slice(0, -1), stock: parts[parts.length - 1] };
}

/** Fair play: the cards the due event deals, in the order sampleRandom shuffles them. */
function fairDeck(s: SpiteState): readonly Card[] | null {
  const due = pending(s);
  if (due === "deal") return deckFor(s.options, s.seats);
  return due === "shuffle" ? s.setAside : null;
}

export const spiteMalice: Game<SpiteState, SpiteMove, SpiteOptions> = {
  id: "spite-malice",
  rulesVersion: 1,
  seatCounts: [2, 3, 4],
  parseOptions,
  setup,
  toMove,
  pending,
  sampleRandom,
  fairDeck,
  legalMoves,
  check,
  apply,
  result,
  scores: (s) => [...s.totals],
  view,
  redeal: redealSpite,
  publicText,
  targets: legalTargets,
  parseMove,
  formatMove,
};
