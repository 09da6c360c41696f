import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { OPP, boardOf, type Board } from "./board";
import { canonicalSegments } from "./canonical-play";
import { PlayList } from "./movegen";
import type { Segment } from "./notation";
import { allDicePlayed, resolvePlay } from "./resolve";
import type { BackgammonState } from "./state";

/** The board of a state seen by `seat` as the player on roll. */
export function boardFor(s: BackgammonState, seat: Seat): Board {
  return boardOf(s.board[seat], s.board[1 - seat]);
}

/** The generated plays of `seat` for a roll (a fresh list: rules are not the hot path). */
export function playsFor(s: BackgammonState, seat: Seat, d1: number, d2: number): PlayList {
  const plays = new PlayList();
  plays.generate(boardFor(s, seat), d1, d2);
  return plays;
}

/**
 * One list reused by the functions below, which read it before returning: a fresh
 * PlayList allocates ~4 KB of typed arrays, which was a large part of replaying a move.
 */
const shared = new PlayList();

/** Every legal play of a roll in canonical notation; empty when the roll must pass. */
export function legalSegments(s: BackgammonState, seat: Seat, d1: number, d2: number): Segment[][] {
  const board = boardFor(s, seat);
  const plays = shared;
  plays.generate(board, d1, d2);
  const out: Segment[][] = [];
  for (let i = 0; i < plays.count; i++) out.push(canonicalSegments(board, plays, i));
  return out;
}

type Written = Result<BackgammonState["board"]>;

/**
 * The last answer of playWritten and what it was asked. The rules ask twice for every
 * play — `check` validates the move, then `apply` plays it, with the same board and
 * the same move objects — so remembering one answer halves the cost of a replay.
 * States are never mutated, so the same board array and segments array (compared by
 * identity) and the same seat and dice always give the same answer.
 */
let last: {
  readonly board: BackgammonState["board"];
  readonly seat: Seat;
  readonly d1: number;
  readonly d2: number;
  readonly segments: readonly Segment[];
  readonly answer: Written;
} | null = null;

/** Matches a written play to a legal one; the state's board after it on success. */
export function playWritten(
  s: BackgammonState,
  seat: Seat,
  dice: readonly [number, number],
  segments: readonly Segment[],
): Written {
  const [d1, d2] = dice;
  if (
    last !== null &&
    last.board === s.board &&
    last.segments === segments &&
    last.seat === seat &&
    last.d1 === d1 &&
    last.d2 === d2
  ) {
    return last.answer;
  }
  const answer = resolveWritten(s, seat, d1, d2, segments);
  last = { board: s.board, seat, d1, d2, segments, answer };
  return answer;
}

function resolveWritten(
  s: BackgammonState,
  seat: Seat,
  d1: number,
  d2: number,
  segments: readonly Segment[],
): Written {
  const board = boardFor(s, seat);
  const direct = allDicePlayed(board, d1, d2, segments);
  if (direct !== null) return ok(halvesOf(direct, seat));
  const plays = shared;
  plays.generate(board, d1, d2);
  if (segments.length === 0) {
    return plays.count === 0
      ? ok(s.board)
      : fail("must-play", "a legal play exists: the turn cannot pass");
  }
  const all = d1 === d2 ? [d1, d1, d1, d1] : [d1, d2];
  const found = resolvePlay(board, all, segments, plays);
  if (!found.ok) return found;
  return ok(halvesOf(plays.resultInto(found.value, board), seat));
}

/** The state's two halves of a board seen by `seat` (a plain loop: Array.from is slow). */
function halvesOf(board: Board, seat: Seat): number[][] {
  const mine = new Array<number>(25);
  const theirs = new Array<number>(25);
  for (let i = 0; i < 25; i++) {
    mine[i] = board[i];
    theirs[i] = board[OPP + i];
  }
  return seat === 0 ? [mine, theirs] : [theirs, mine];
}
