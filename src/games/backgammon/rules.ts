import { ErrorCode, gameError, ok, type GameError, type Result } from "../../engine/errors";
import type { Actor, Game, Outcome, Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { dealCards, handPart, partsByName, shuffledSource, splitDeal } from "../cards/deal";
import { hideHands } from "../cards/hand";
import { sameCards } from "../cards/multiset";
import { hideCards } from "../cards/pile";
import { halfOf } from "./board";
import { dealPlan, deckOfDeal, drawBack, handHolds, rollsOfHand, withoutCards } from "./cards";
import { afterPlay, endGame, gameStart, mayDouble, other, turnStartPhase } from "./flow";
import { redealBackgammon } from "./hidden";
import { formatMove, parseMove, type BackgammonMove, type Segment } from "./notation";
import { parseOptions } from "./options";
import { boardFor, legalSegments, playWritten } from "./plays";
import { decodePositionId, encodePositionId } from "./position-id";
import { backgammonPublicText } from "./public-text";
import { acceptResign, declineResign, mayResign, offerResign } from "./resign";
import type { BackgammonOptions, BackgammonState } from "./state";

function setup(options: BackgammonOptions): Result<BackgammonState> {
  const start: BackgammonState = {
    ...gameStart(),
    options,
    crawford: false,
    crawfordDone: false,
    matchScore: [0, 0],
    games: [],
  };
  if (options.position === null) return ok(start);
  const decoded = decodePositionId(options.position);
  if (!decoded.ok) return decoded;
  // The Position ID is seen by the seat on roll: its half is the mover's.
  const seat = options.turn;
  const board: number[][] = [[], []];
  board[seat] = halfOf(decoded.value, false);
  board[other(seat)] = halfOf(decoded.value, true);
  const placed = { ...start, board, turn: seat };
  // The log starts with that seat's ordinary turn (with cards: after the deal).
  return ok({ ...placed, phase: options.cards ? "deal" : turnStartPhase(placed) });
}

function pending(s: BackgammonState): string | null {
  switch (s.phase) {
    case "opening":
      return s.options.cards ? "first" : "roll";
    case "roll":
      return "roll";
    case "deal":
      return "deal";
    default:
      return null;
  }
}

function toMove(s: BackgammonState): Seat[] {
  if (s.turn === null) return [];
  switch (s.phase) {
    case "decide":
    case "move":
      return [s.turn];
    case "take":
    case "resign":
      return [other(s.turn)];
    default:
      return [];
  }
}

function legalMoves(s: BackgammonState, seat: Seat): BackgammonMove[] {
  if (!toMove(s).includes(seat)) return [];
  switch (s.phase) {
    case "decide":
      return [{ type: "double" }, { type: "no-double" }];
    case "take":
      return [{ type: "take" }, { type: "drop" }];
    case "resign":
      return [{ type: "accept" }, { type: "decline" }];
    case "move":
      return s.options.cards ? cardMoves(s, seat) : diceMoves(s, seat);
    default:
      return [];
  }
}

function diceMoves(s: BackgammonState, seat: Seat): BackgammonMove[] {
  const [d1, d2] = s.dice ?? [0, 0];
  const plays = legalSegments(s, seat, d1, d2);
  if (plays.length === 0) return [{ type: "pass" }];
  return plays.map((segments) => ({ type: "play", segments }));
}

function cardMoves(s: BackgammonState, seat: Seat): BackgammonMove[] {
  const out: BackgammonMove[] = mayDouble(s) ? [{ type: "double" }] : [];
  for (const values of rollsOfHand(s.hands[seat])) {
    const plays = legalSegments(s, seat, values[0], values[1]);
    if (plays.length === 0) out.push({ type: "cards", values, segments: [] });
    for (const segments of plays) out.push({ type: "cards", values, segments });
  }
  return out;
}

function check(s: BackgammonState, actor: Actor, move: BackgammonMove): GameError | null {
  if (s.phase === "over") return gameError(ErrorCode.GameOver, "the game is over");
  const due = pending(s);
  if (actor === "chance") return due === null ? notRandomNow(move) : checkRandom(s, due, move);
  if (due !== null) return gameError(ErrorCode.RandomDue, `a random "${due}" is due first`);
  const seats = toMove(s);
  if (!seats.includes(actor))
    return gameError(ErrorCode.NotYourTurn, `it is seat ${seats[0]}'s turn`);
  return checkSeatMove(s, actor, move);
}

function notRandomNow(move: BackgammonMove): GameError {
  return gameError(ErrorCode.NotRandomNow, `"${formatMove(move)}" is not due now`);
}

function checkRandom(s: BackgammonState, due: string, move: BackgammonMove): GameError | null {
  if (move.type !== due) {
    return gameError(ErrorCode.WrongRandom, `a "${due}" is due, not "${formatMove(move)}"`);
  }
  switch (move.type) {
    case "roll":
      return move.dice.every(validDie) ? null : gameError("bad-roll", "each die is 1 to 6");
    case "first":
      return move.seat === 0 || move.seat === 1
        ? null
        : gameError("bad-seat", "the lot names seat 0 or 1");
    case "deal": {
      if (sameCards(move.values, deckOfDeal(s))) return null;
      const what = s.dealt ? "the discard pile" : "the 48-card deck";
      return gameError("bad-deal", `the deal must list exactly the cards of ${what}`);
    }
    default:
      return notRandomNow(move);
  }
}

const validDie = (v: number): boolean => Number.isInteger(v) && v >= 1 && v <= 6;

function checkSeatMove(s: BackgammonState, seat: Seat, move: BackgammonMove): GameError | null {
  const wrong = (what: string): GameError =>
    gameError(ErrorCode.Illegal, `"${formatMove(move)}" is not possible now: ${what}`);
  // Resigning is open to the seat on roll whenever it decides or plays (resign.ts).
  if (move.type === "resign") return mayResign(s, seat) ? null : wrong("resign on your turn");
  switch (s.phase) {
    case "decide":
      if (move.type === "double" || move.type === "no-double") return null;
      return wrong('double, or "roll" the dice');
    case "take":
      return move.type === "take" || move.type === "drop" ? null : wrong("take or drop the cube");
    case "resign":
      return move.type === "accept" || move.type === "decline"
        ? null
        : wrong("accept or decline the resignation");
    case "move":
      if (move.type === "double") {
        if (!s.options.cards) return wrong("a double comes before the roll");
        return mayDouble(s) ? null : wrong("the cube is not yours to turn");
      }
      if (s.options.cards) {
        if (move.type !== "cards") return wrong("choose two cards: cards 6 5 24/18 13/11");
        if (!handHolds(s.hands[seat], move.values[0], move.values[1])) {
          return gameError("not-in-hand", `the hand does not hold ${move.values.join(" and ")}`);
        }
        return errorOf(playWritten(s, seat, move.values, move.segments));
      }
      if (move.type === "pass") return errorOf(playWritten(s, seat, s.dice ?? [0, 0], []));
      if (move.type !== "play") return wrong("play the dice");
      return errorOf(playWritten(s, seat, s.dice ?? [0, 0], move.segments));
    default:
      return wrong("no move is due");
  }
}

const errorOf = <T>(r: Result<T>): GameError | null => (r.ok ? null : r.error);

function apply(s: BackgammonState, _actor: Actor, move: BackgammonMove): BackgammonState {
  switch (move.type) {
    case "roll":
      return applyRoll(s, move.dice);
    case "first":
      return { ...s, turn: move.seat, phase: "deal" };
    case "deal":
      return applyDeal(s, move.values);
    case "no-double":
      return { ...s, phase: "roll" };
    case "double":
      return { ...s, phase: "take" };
    case "take":
      return {
        ...s,
        cube: s.cube * 2,
        cubeOwner: other(s.turn ?? 0),
        phase: s.options.cards ? "move" : "roll",
      };
    case "drop":
      return endGame(s, s.turn ?? 0, true);
    case "resign":
      return offerResign(s, move.kind);
    case "accept":
      return acceptResign(s);
    case "decline":
      return declineResign(s);
    case "pass":
      return afterPlay(s);
    case "play":
      return afterPlay(played(s, s.dice ?? [0, 0], move.segments));
    case "cards":
      return applyCards(s, move.values, move.segments);
  }
}

function played(
  s: BackgammonState,
  dice: readonly [number, number],
  segments: readonly Segment[],
): BackgammonState {
  const board = playWritten(s, s.turn ?? 0, dice, segments);
  return board.ok ? { ...s, board: board.value } : s;
}

function applyRoll(s: BackgammonState, dice: readonly [number, number]): BackgammonState {
  if (s.phase !== "opening") return { ...s, dice: [dice[0], dice[1]], phase: "move" };
  if (dice[0] === dice[1]) return s; // a tie: the opening roll is made again
  // The higher roller moves first and plays both opening dice.
  return { ...s, turn: dice[0] > dice[1] ? 0 : 1, dice: [dice[0], dice[1]], phase: "move" };
}

function applyDeal(s: BackgammonState, values: readonly number[]): BackgammonState {
  const parts = partsByName(dealPlan(s), splitDeal(dealPlan(s), values));
  const stock = parts.get("stock") ?? [];
  if (!s.dealt) {
    const hands = [parts.get(handPart(0)) ?? [], parts.get(handPart(1)) ?? []];
    const dealt = { ...s, dealt: true, hands, stock };
    return { ...dealt, phase: turnStartPhase(dealt) };
  }
  const reshuffled = { ...s, stock, discard: [] };
  const drawn = drawBack(reshuffled, s.drawOwed ?? 0);
  return { ...drawn, phase: turnStartPhase(drawn) };
}

function applyCards(
  s: BackgammonState,
  values: readonly [number, number],
  segments: readonly Segment[],
): BackgammonState {
  const seat = s.turn ?? 0;
  const hands = s.hands.map((h, i) => (i === seat ? withoutCards(h, values) : h));
  const moved = played({ ...s, hands, discard: [...s.discard, ...values] }, values, segments);
  const after = afterPlay(moved);
  if (after.phase === "over" || after.phase === "opening") return after;
  const drawn = drawBack(after, seat);
  return drawn.drawOwed === null ? drawn : { ...drawn, phase: "deal" };
}

function result(s: BackgammonState): Outcome | null {
  if (s.phase !== "over" || s.games.length === 0) return null;
  const last = s.games[s.games.length - 1];
  return { winners: [last.winner], scores: [...s.matchScore], reason: last.reason };
}

function view(s: BackgammonState, seat: Seat | null): BackgammonState {
  if (!s.options.cards) return s;
  return { ...s, stock: hideCards(s.stock), hands: hideHands(s.hands, seat) };
}

function sampleRandom(s: BackgammonState, rng: Rng): BackgammonMove {
  switch (pending(s)) {
    case "first":
      return { type: "first", seat: rng.int(2) };
    case "deal":
      return {
        type: "deal",
        values: dealCards(dealPlan(s), shuffledSource(deckOfDeal(s), rng)).flat(),
      };
    default:
      return { type: "roll", dice: [1 + rng.int(6), 1 + rng.int(6)] };
  }
}

/** The Position ID for the seat on roll (seat 0 before the opening). */
function extraFields(s: BackgammonState): Record<string, unknown> {
  return { position: encodePositionId(boardFor(s, s.turn ?? 0)) };
}

export const backgammon: Game<BackgammonState, BackgammonMove, BackgammonOptions> = {
  id: "backgammon",
  rulesVersion: 1,
  seatCounts: [2],
  parseOptions,
  setup,
  toMove,
  pending,
  sampleRandom,
  // The dice of a turn are the seat's own to roll (tap to roll); the opening roll is both players'.
  rollOf: (s) => (s.phase === "roll" ? s.turn : null),
  legalMoves,
  check,
  apply,
  result,
  scores: (s) => [...s.matchScore],
  view,
  redeal: redealBackgammon,
  publicText: backgammonPublicText,
  parseMove,
  formatMove,
  extraFields,
};
