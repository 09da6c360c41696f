import { ErrorCode, gameError, ok, type GameError, type Result } from "../../engine/errors";
import type { Actor, Game, Outcome, Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import type { FrenchCard } from "../cards/french";
import { dealOwnColour, checkOwnColourDeal } from "../mosaic/deal";
import { canPlace, checkPlacement, legalPlacements, type Placement } from "../mosaic/placement";
import { passAudit } from "./audit";
import { withCard } from "../mosaic/table";
import { nextSeat, seatsOf, type Team } from "../mosaic/teams";
import { sortCards } from "../cards/deck";
import { makeMove, parseMove, PASS, type MountainsMove } from "./notation";
import { deckOf, parseOptions, type MountainsOptions } from "./options";
import { isDealt, isOver } from "./progress";
import { seatScores, teamPoints } from "./scoring";
import { mountainsRules } from "./shape";
import type { HandCard, MountainsState } from "./state";
import { publicText, redeal, targets, view } from "./view";
import { isToken } from "../../fair/tokens";
import { isRed } from "../cards/french";

export const MountainsCode = {
  NotInHand: "not-in-hand",
  CannotPass: "cannot-pass",
  BadDeal: "bad-deal",
} as const;

function setup(options: MountainsOptions, seats: number): Result<MountainsState> {
  return ok({
    options,
    seats,
    red: null,
    first: null,
    turn: null,
    hands: Array.from({ length: seats }, () => []),
    table: [],
    passes: 0,
  });
}

const dealt = isDealt;

export { isOver, passAudit };

function pending(s: MountainsState): string | null {
  return dealt(s) ? null : "deal";
}

function toMove(s: MountainsState): Seat[] {
  return dealt(s) && !isOver(s) && s.turn !== null ? [s.turn] : [];
}

/**
 * The seat's own cards that the rules can read: a view hides the others' hands (null),
 * and in a fair game a card nobody has opened yet is a token the rules never read.
 */
function ownHand(s: MountainsState, seat: Seat): FrenchCard[] {
  return (s.hands[seat] ?? []).filter((c): c is FrenchCard => c !== null && !isToken(c));
}

/** Every legal placement of `seat`'s cards, cards in suit then rank order, cells in reading order. */
export function placements(s: MountainsState, seat: Seat): Placement[] {
  return legalPlacements(mountainsRules(s.options), s.table, sortCards(ownHand(s, seat)));
}

function legalMoves(s: MountainsState, seat: Seat): MountainsMove[] {
  if (!toMove(s).includes(seat)) return [];
  const moves: MountainsMove[] = placements(s, seat).map((p) => ({ type: "place", ...p }));
  return moves.length > 0 ? moves : [PASS];
}

function check(s: MountainsState, actor: Actor, move: MountainsMove): GameError | null {
  if (isOver(s)) return gameError(ErrorCode.GameOver, "the game is over");
  if (actor === "chance") {
    if (dealt(s)) return gameError(ErrorCode.NotRandomNow, `"${makeMove(move)}" is not due now`);
    if (move.type !== "deal") {
      return gameError(ErrorCode.WrongRandom, `the deal is due, not "${makeMove(move)}"`);
    }
    return checkDeal(s, move);
  }
  if (!dealt(s)) return gameError(ErrorCode.RandomDue, 'a random "deal" is due first');
  if (actor !== s.turn) return gameError(ErrorCode.NotYourTurn, `it is seat ${s.turn}'s turn`);
  switch (move.type) {
    case "deal":
      return gameError(ErrorCode.NotRandomNow, "the cards are dealt once, at the start");
    case "pass":
      return canPlace(mountainsRules(s.options), s.table, ownHand(s, actor))
        ? gameError(MountainsCode.CannotPass, "a seat that can lay a card must lay one")
        : null;
    case "place":
      if (!s.hands[actor].includes(move.card)) {
        return gameError(MountainsCode.NotInHand, `there is no ${move.card} in the hand`);
      }
      return checkPlacement(mountainsRules(s.options), s.table, move.card, move.cell);
  }
}

function checkDeal(s: MountainsState, move: Extract<MountainsMove, { type: "deal" }>) {
  if (move.hands.length !== s.seats) {
    return gameError(
      MountainsCode.BadDeal,
      `the deal lists ${move.hands.length} hands, not ${s.seats}`,
    );
  }
  if (move.first >= s.seats) {
    return gameError(MountainsCode.BadDeal, `the first seat is one of 0 to ${s.seats - 1}`);
  }
  return checkOwnColourDeal(deckOf(s.options), move.red, move.first, move.hands);
}

function apply(s: MountainsState, actor: Actor, move: MountainsMove): MountainsState {
  switch (move.type) {
    case "deal":
      return {
        ...s,
        red: move.red,
        first: move.first,
        turn: move.first,
        hands: move.hands.map((h) => [...h]),
        // A fair deal (tokens): count every pass, so a pass on trust knows its move number.
        ...(move.hands.some((h) => h.some(isToken)) ? { passesMade: 0 } : {}),
      };
    case "pass": {
      const seat = s.turn ?? 0;
      const hand = s.hands[seat] ?? [];
      const made = s.passesMade;
      const next = {
        ...s,
        passes: s.passes + 1,
        turn: nextSeat(seat, s.seats),
        ...(made === undefined ? {} : { passesMade: made + 1 }),
      };
      if (!hand.some(isToken)) return next;
      // The seats' moves so far are the cards laid and the passes made (the deal is chance's).
      const move = s.table.length + (made ?? 0) + 1;
      const onTrust = { seat, hand: [...hand], laid: s.table.length, move };
      return { ...next, passesOnTrust: [...(s.passesOnTrust ?? []), onTrust] };
    }
    case "place": {
      const seat = typeof actor === "number" ? actor : (s.turn ?? 0);
      const hands = s.hands.map((h, i) => (i === seat ? without(h, move.card) : h));
      return {
        ...s,
        hands,
        table: withCard(s.table, move.card, move.cell),
        passes: 0,
        turn: nextSeat(seat, s.seats),
      };
    }
  }
}

function without(hand: readonly HandCard[], card: FrenchCard): HandCard[] {
  const i = hand.indexOf(card);
  return i < 0 ? [...hand] : [...hand.slice(0, i), ...hand.slice(i + 1)];
}

/** Points per team now, each mountain counted for the colour whose sum leads it. */
export function currentPoints(s: MountainsState): Record<Team, number> {
  return teamPoints(s.table, s.options.points, s.red ?? "A");
}

function scores(s: MountainsState): number[] {
  return seatScores(currentPoints(s), s.seats);
}

function result(s: MountainsState): Outcome | null {
  if (!isOver(s)) return null;
  const points = currentPoints(s);
  const seatScoresNow = seatScores(points, s.seats);
  if (points.A === points.B) return { winners: [], scores: seatScoresNow, reason: "draw" };
  const winner: Team = points.A > points.B ? "A" : "B";
  return { winners: seatsOf(winner, s.seats), scores: seatScoresNow, reason: "points" };
}

/**
 * The deal, drawn in a fixed order from `rng`: the lot of the Red team, the lot of the
 * first seat, then the red cards shuffled, then the black ones (mosaic/deal.ts).
 */
function sampleRandom(s: MountainsState, rng: Rng): MountainsMove {
  const red: Team = rng.int(2) === 0 ? "A" : "B";
  const first = rng.int(s.seats);
  return {
    type: "deal",
    red,
    first,
    hands: dealOwnColour(deckOf(s.options), s.seats, red, first, rng),
  };
}

/**
 * Fair play: the deal's two decks, the red cards and the black cards, each in deck order,
 * in the order sampleRandom shuffles them (the Red team's first). Neither depends on the
 * lot: the lot, drawn by the same event, only says which team gets which deck and from
 * which seat each colour goes round.
 */
function fairDecks(s: MountainsState): FrenchCard[][] | null {
  if (dealt(s)) return null;
  const deck = deckOf(s.options);
  return [deck.filter((c) => isRed(c)), deck.filter((c) => !isRed(c))];
}

/** The replay's extra fields: a fair game's passes on trust and their audit. */
function extraFields(s: MountainsState): Record<string, unknown> {
  if (!s.passesOnTrust) return {};
  const audit = passAudit(s);
  return {
    passesOnTrust: s.passesOnTrust.length,
    passesUnchecked: audit.unchecked,
    dishonestPasses: audit.dishonest.map((p) => ({ seat: p.seat, laid: p.laid, move: p.move })),
  };
}

export const mountains: Game<MountainsState, MountainsMove, MountainsOptions> = {
  id: "mountains",
  rulesVersion: 1,
  seatCounts: [4, 6],
  parseOptions,
  setup,
  toMove,
  pending,
  sampleRandom,
  fairDecks,
  legalMoves,
  check,
  apply,
  result,
  scores,
  view,
  redeal,
  publicText,
  targets: (s, seat) => targets(s, legalMoves(s, seat)),
  parseMove,
  formatMove: makeMove,
  extraFields,
};
