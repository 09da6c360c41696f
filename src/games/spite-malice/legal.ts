import { ErrorCode, gameError, type GameError } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { rankOf } from "../cards/french";
import { aceSlots, needOf, slotsFor } from "./centre";
import { distinctCards, isWild } from "./deck";
import { formatMove, formatSource } from "./notation";
import type { Card, Hidden, Source, SpiteMove, SpiteState } from "./state";

type Play = Extract<SpiteMove, { type: "play" }>;

/** The face-up card of a source for `seat`, or null (an empty pile, a hand). */
export function topOf(s: SpiteState, seat: Seat, from: Source): Hidden {
  if (from === "h") return null;
  if (from === "g") return s.goals[seat][0] ?? null;
  const pile = s.discards[seat][from - 1];
  return pile && pile.length > 0 ? pile[pile.length - 1] : null;
}

/** Every play of `seat` to the centre, each distinct entry once, before any filter. */
export function allPlays(s: SpiteState, seat: Seat): Play[] {
  const out: Play[] = [];
  const add = (card: Card | null, from: Source): void => {
    if (card === null) return;
    const wild = isWild(card, s.options);
    for (const slot of slotsFor(card, s.centre, s.options)) {
      const as = wild ? needOf(s.centre[slot]) : null;
      out.push({ type: "play", card, from, pile: slot + 1, as });
    }
  };
  add(topOf(s, seat, "g"), "g");
  for (let pile = 1; pile <= 4; pile++) add(topOf(s, seat, pile), pile);
  for (const card of distinctCards(s.hands[seat])) add(card, "h");
  return out;
}

/** A natural ace or two (the cards `acesAndTwos` forces to the centre). */
export function isAceOrTwo(card: Card, s: SpiteState): boolean {
  return !isWild(card, s.options) && rankOf(card) <= 2;
}

/** With `acesAndTwos`: the plays of an ace or a two, which are then the only legal entries. */
function forcedPlays(s: SpiteState, plays: readonly Play[]): Play[] {
  if (!s.options.acesAndTwos) return [];
  return plays.filter((p) => isAceOrTwo(p.card, s));
}

/** The legal entries of the seat to move (the caller checked it is this seat's turn). */
export function seatMoves(s: SpiteState, seat: Seat): SpiteMove[] {
  const plays = allPlays(s, seat);
  const forced = forcedPlays(s, plays);
  if (forced.length > 0) return forced;
  const hand = distinctCards(s.hands[seat]);
  if (hand.length === 0) return [...plays, { type: "end" }];
  const discards = hand.flatMap((card) =>
    [1, 2, 3, 4].map((pile): SpiteMove => ({ type: "discard", card, pile })),
  );
  return [...plays, ...discards];
}

/** Why `move` is not legal for `seat` now, or null. */
export function checkSeatMove(s: SpiteState, seat: Seat, move: SpiteMove): GameError | null {
  const refusal = checkShape(s, seat, move);
  if (refusal) return refusal;
  if (s.options.acesAndTwos && !(move.type === "play" && isAceOrTwo(move.card, s))) {
    const forced = forcedPlays(s, allPlays(s, seat));
    if (forced.length > 0) {
      return gameError(
        "aces-and-twos",
        `an ace or a two must go to the centre first (e.g. "${formatMove(forced[0])}")`,
      );
    }
  }
  return null;
}

function checkShape(s: SpiteState, seat: Seat, move: SpiteMove): GameError | null {
  const hand = s.hands[seat];
  switch (move.type) {
    case "play":
      return checkPlay(s, seat, move);
    case "discard":
      if (!hand.includes(move.card)) return notInHand(move.card);
      if (move.pile > 4) return gameError("no-pile", `there is no discard pile d${move.pile}`);
      return null;
    case "end":
      if (hand.length > 0) {
        return gameError("hand-not-empty", 'the turn ends with a discard ("discard Jh>d2")');
      }
      return null;
    default:
      return gameError(ErrorCode.NotRandomNow, `"${formatMove(move)}" is a random event`);
  }
}

const notInHand = (card: Card): GameError =>
  gameError("not-in-hand", `there is no ${card} in the hand`);

function checkPlay(s: SpiteState, seat: Seat, move: Play): GameError | null {
  const source = checkSource(s, seat, move);
  if (source) return source;
  const slots = s.options.piles === 0 ? s.centre.length + 1 : 4;
  if (move.pile > slots) return gameError("no-pile", `there is no centre pile c${move.pile}`);
  const pile = s.centre[move.pile - 1] ?? [];
  const need = needOf(pile);
  if (isWild(move.card, s.options)) {
    if (pile.length === 0) return gameError("needs-ace", `a centre pile starts with an ace`);
    if (move.as === null) {
      return gameError("name-the-rank", `a wild card names its rank: "${move.card} … =${need}"`);
    }
    if (move.as !== need) {
      return gameError("wrong-rank", `c${move.pile} needs ${rankName(need)}`);
    }
    return null;
  }
  if (move.as !== null) return gameError("not-wild", `${move.card} is not wild: it names no rank`);
  if (rankOf(move.card) !== need) {
    if (pile.length === 0) return gameError("needs-ace", `a centre pile starts with an ace`);
    return gameError("wrong-rank", `c${move.pile} needs ${rankName(need)}`);
  }
  if (pile.length === 0 && !aceSlots(s.centre, s.options).includes(move.pile - 1)) {
    const lowest = aceSlots(s.centre, s.options)[0] + 1;
    return gameError("lowest-free", `a new centre pile takes the lowest free number, c${lowest}`);
  }
  return null;
}

function checkSource(s: SpiteState, seat: Seat, move: Play): GameError | null {
  if (move.from === "h") return s.hands[seat].includes(move.card) ? null : notInHand(move.card);
  if (typeof move.from === "number" && move.from > 4) {
    return gameError("no-pile", `there is no discard pile d${move.from}`);
  }
  const top = topOf(s, seat, move.from);
  const where = formatSource(move.from);
  if (top === null) return gameError("empty-pile", `${where} is empty`);
  if (top !== move.card) return gameError("not-on-top", `the top of ${where} is ${top}`);
  return null;
}

function rankName(rank: number): string {
  return (
    ["", "an ace", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "a 8", "a 9", "a 10"][rank] ??
    ["a jack", "a queen", "a king"][rank - 11]
  );
}
