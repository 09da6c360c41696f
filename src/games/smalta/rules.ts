import { ErrorCode, fail, gameError, ok, type GameError, type Result } from "../../engine/errors";
import type { Actor, Game, Outcome, Seat } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { drawUpTo, hideHands } from "../cards/hand";
import {
  dealCards,
  handPart,
  handsThenStock,
  partsByName,
  shuffledSource,
  splitDeal,
  STOCK,
  type DealPlan,
} from "../cards/deal";
import { holdsCards, removeCards, sameCards } from "../cards/multiset";
import { hideCards } from "../cards/pile";
import { blockCells, blocksOf, CELLS, COLOURS, makeCell, neighbours } from "./board";
import { redealSmalta } from "./hidden";
import { makeMove, parseMove, type SmaltaMove } from "./notation";
import { smaltaPublicText } from "./public-text";
import type { Card, Fortune, SmaltaOptions, SmaltaState, Win } from "./state";

/** The 24-card deck of the cards variant: values 1–6, four of each. */
export const FULL_DECK: readonly number[] = Array.from({ length: 24 }, (_, i) => (i % 6) + 1);

const FORTUNES: readonly Fortune[] = ["die", "cards", "table"];

function parseOptions(raw: unknown): Result<SmaltaOptions> {
  const o = (raw ?? {}) as Record<string, unknown>;
  if (typeof o !== "object" || Array.isArray(o))
    return fail(ErrorCode.BadOptions, "options must be an object");
  for (const key of Object.keys(o)) {
    if (key !== "fortune" && key !== "hand") {
      return fail(ErrorCode.BadOptions, `unknown Smalta option "${key}"`);
    }
  }
  const fortune = o.fortune ?? "die";
  if (!FORTUNES.includes(fortune as Fortune)) {
    return fail(ErrorCode.BadOptions, `fortune must be one of ${FORTUNES.join(", ")}`);
  }
  const hand = o.hand ?? 4;
  if (hand !== 3 && hand !== 4) return fail(ErrorCode.BadOptions, "hand must be 3 or 4");
  return ok({ fortune: fortune as Fortune, hand });
}

function setup(options: SmaltaOptions): Result<SmaltaState> {
  return ok({
    options,
    cells: Array<number>(CELLS).fill(0),
    turn: null,
    roll: null,
    points: [0, 0],
    win: null,
    last: null,
    stock: [],
    hands: [[], []],
    discard: [],
    dealt: false,
    drawOwed: null,
  });
}

const isFull = (s: SmaltaState): boolean => s.cells.every((c) => c !== 0);
const isOver = (s: SmaltaState): boolean => s.win !== null || isFull(s);
const other = (seat: Seat): Seat => 1 - seat;

function pending(s: SmaltaState): string | null {
  if (isOver(s)) return null;
  if (s.turn === null) return "first";
  if (s.options.fortune === "cards") return !s.dealt || s.drawOwed !== null ? "deal" : null;
  if (s.options.fortune === "die" && s.roll === null) return "roll";
  return null;
}

function toMove(s: SmaltaState): Seat[] {
  return pending(s) === null && !isOver(s) && s.turn !== null ? [s.turn] : [];
}

function emptyCells(s: SmaltaState): number[] {
  const out: number[] = [];
  for (let i = 0; i < CELLS; i++) if (s.cells[i] === 0) out.push(i);
  return out;
}

function legalMoves(s: SmaltaState, seat: Seat): SmaltaMove[] {
  if (!toMove(s).includes(seat)) return [];
  const empty = emptyCells(s);
  if (s.options.fortune === "cards") {
    const values = [...new Set(s.hands[seat])].filter((v): v is number => v !== null);
    values.sort((a, b) => a - b);
    return values.flatMap((value) => empty.map((cell) => ({ type: "card" as const, value, cell })));
  }
  if (s.roll === null) {
    return Array.from({ length: COLOURS }, (_, i) => ({ type: "roll" as const, value: i + 1 }));
  }
  return empty.map((cell) => ({ type: "paint" as const, cell }));
}

function check(s: SmaltaState, actor: Actor, move: SmaltaMove): GameError | null {
  if (isOver(s)) return gameError(ErrorCode.GameOver, "the game is over");
  const due = pending(s);
  if (actor === "chance") return due === null ? notRandomNow(move) : checkRandom(s, due, move);
  if (due !== null) return gameError(ErrorCode.RandomDue, `a random "${due}" is due first`);
  if (actor !== s.turn) return gameError(ErrorCode.NotYourTurn, `it is seat ${s.turn}'s turn`);
  return checkSeatMove(s, actor, move);
}

function notRandomNow(move: SmaltaMove): GameError {
  return gameError(ErrorCode.NotRandomNow, `"${makeMove(move)}" is not due now`);
}

function checkRandom(s: SmaltaState, due: string, move: SmaltaMove): GameError | null {
  if (move.type !== due) {
    return gameError(ErrorCode.WrongRandom, `a "${due}" is due, not "${makeMove(move)}"`);
  }
  switch (move.type) {
    case "first":
      return move.seat === 0 || move.seat === 1
        ? null
        : gameError("bad-seat", "the lot names seat 0 or 1");
    case "roll":
      return validColour(move.value) ? null : gameError("bad-roll", "a roll is 1 to 6");
    case "deal":
      return checkDeal(s, move.values);
    default:
      return notRandomNow(move);
  }
}

function checkDeal(s: SmaltaState, values: readonly number[]): GameError | null {
  const what = s.dealt ? "the discard pile" : "the 24-card deck";
  if (!sameCards(values, deckOfDeal(s))) {
    return gameError("bad-deal", `the deal must list exactly the cards of ${what}`);
  }
  return null;
}

function checkSeatMove(s: SmaltaState, seat: Seat, move: SmaltaMove): GameError | null {
  const fortune = s.options.fortune;
  if (move.type === "roll" && fortune === "table") {
    if (s.roll !== null) return gameError("already-rolled", "the die was already rolled this turn");
    return validColour(move.value) ? null : gameError("bad-roll", "a roll is 1 to 6");
  }
  if (move.type === "paint" && fortune !== "cards") {
    if (s.roll === null) return gameError(ErrorCode.RandomDue, "roll the die before painting");
    return checkEmpty(s, move.cell);
  }
  if (move.type === "card" && fortune === "cards") {
    if (!holdsCards(s.hands[seat], [move.value])) {
      return gameError("not-in-hand", `there is no ${move.value} in the hand`);
    }
    return checkEmpty(s, move.cell);
  }
  if (move.type === "first" || move.type === "roll" || move.type === "deal")
    return notRandomNow(move);
  return gameError(
    ErrorCode.Illegal,
    fortune === "cards"
      ? "with cards, a move names a card and a cell: card 5 c4"
      : "a move is a cell: c4",
  );
}

function checkEmpty(s: SmaltaState, cell: number): GameError | null {
  return s.cells[cell] === 0 ? null : gameError("occupied", `${makeCell(cell)} is already painted`);
}

const validColour = (v: number): boolean => Number.isInteger(v) && v >= 1 && v <= COLOURS;

function apply(s: SmaltaState, _actor: Actor, move: SmaltaMove): SmaltaState {
  switch (move.type) {
    case "first":
      return { ...s, turn: move.seat };
    case "roll":
      return { ...s, roll: move.value };
    case "deal":
      return applyDeal(s, move.values);
    case "paint":
      return paint(s, move.cell, s.roll ?? 0);
    case "card":
      return playCard(s, move.value, move.cell);
  }
}

/**
 * The due deal's shape: the first deal gives the seat that moves first its hand, then
 * the other seat, then the stock; a later deal is the discard pile reshuffled as the
 * new stock. The notation lists the cards in this order (`deal 3,1,6,…`).
 */
function dealPlan(s: SmaltaState): DealPlan {
  const first = s.turn ?? 0;
  return s.dealt ? [STOCK] : handsThenStock([first, other(first)], s.options.hand);
}

/** The cards the due deal shuffles, in the one order every device starts from. */
function deckOfDeal(s: SmaltaState): readonly number[] {
  return s.dealt ? [...s.discard].sort((a, b) => a - b) : FULL_DECK;
}

function applyDeal(s: SmaltaState, values: readonly number[]): SmaltaState {
  const parts = partsByName(dealPlan(s), splitDeal(dealPlan(s), values));
  const stock = parts.get("stock") ?? [];
  if (!s.dealt) {
    const hands: Card[][] = [0, 1].map((seat) => parts.get(handPart(seat)) ?? []);
    return { ...s, dealt: true, stock, hands };
  }
  return drawOwed({ ...s, stock, discard: [] });
}

/** Completes a draw that the empty stock interrupted. */
function drawOwed(s: SmaltaState): SmaltaState {
  if (s.drawOwed === null) return s;
  return { ...drawBack(s, s.drawOwed), drawOwed: null };
}

function drawBack(s: SmaltaState, seat: Seat): SmaltaState {
  const drawn = drawUpTo(s.hands[seat], s.stock, s.options.hand);
  const hands = s.hands.map((h, i) => (i === seat ? drawn.hand : h));
  return { ...s, hands, stock: drawn.stock, drawOwed: drawn.short ? seat : null };
}

function playCard(s: SmaltaState, value: number, cell: number): SmaltaState {
  const seat = s.turn ?? 0;
  const hand = removeCards(s.hands[seat], [value]) ?? s.hands[seat];
  const hands = s.hands.map((h, i) => (i === seat ? hand : h));
  const painted = paint({ ...s, hands, discard: [...s.discard, value] }, cell, value);
  return isOver(painted) ? painted : drawBack(painted, seat);
}

/** Paints `cell` for the seat to move, scores it, and passes the turn. */
function paint(s: SmaltaState, cell: number, colour: number): SmaltaState {
  const seat = s.turn ?? 0;
  const cells = s.cells.map((c, i) => (i === cell ? colour : c));
  const win = winningBlock(cells, cell, seat);
  const cluster = !win && neighbours(cell).some((n) => cells[n] === colour);
  const points: [number, number] = [s.points[0], s.points[1]];
  if (cluster) points[other(seat)] += 1;
  return { ...s, cells, win, points, roll: null, turn: other(seat), last: { cell, cluster } };
}

/** The first completed monochrome or four-colour 2 × 2 block through `cell`, if any. */
export function winningBlock(cells: readonly number[], cell: number, seat: Seat): Win | null {
  for (const corner of blocksOf(cell)) {
    const colours = blockCells(corner).map((c) => cells[c]);
    if (colours.includes(0)) continue;
    const distinct = new Set(colours).size;
    if (distinct === 1) return { seat, kind: "monochrome", corner };
    if (distinct === 4) return { seat, kind: "four-colour", corner };
  }
  return null;
}

function result(s: SmaltaState): Outcome | null {
  const scores = [...s.points];
  if (s.win) return { winners: [s.win.seat], scores, reason: s.win.kind };
  if (!isFull(s)) return null;
  const [a, b] = s.points;
  const winners = a === b ? [] : [a > b ? 0 : 1];
  return { winners, scores, reason: "board-full" };
}

function view(s: SmaltaState, seat: Seat | null): SmaltaState {
  if (s.options.fortune !== "cards") return s;
  return { ...s, stock: hideCards(s.stock), hands: hideHands(s.hands, seat) };
}

function sampleRandom(s: SmaltaState, rng: Rng): SmaltaMove {
  switch (pending(s)) {
    case "first":
      return { type: "first", seat: rng.int(2) };
    case "deal":
      return {
        type: "deal",
        values: dealCards(dealPlan(s), shuffledSource(deckOfDeal(s), rng)).flat(),
      };
    default:
      return { type: "roll", value: 1 + rng.int(COLOURS) };
  }
}

export const smalta: Game<SmaltaState, SmaltaMove, SmaltaOptions> = {
  id: "smalta",
  rulesVersion: 1,
  seatCounts: [2],
  parseOptions,
  enteredByHand: (o) =>
    o.fortune === "table" ? "the table die: each player enters its own roll" : null,
  setup,
  toMove,
  pending,
  sampleRandom,
  legalMoves,
  check,
  apply,
  result,
  scores: (s) => [...s.points],
  view,
  redeal: redealSmalta,
  publicText: smaltaPublicText,
  parseMove,
  formatMove: makeMove,
};
