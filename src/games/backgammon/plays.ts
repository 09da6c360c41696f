import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { boardOf, halfOf, type Board } from "./board";
import { canonicalSegments } from "./canonical-play";
import { PlayList } from "./movegen";
import type { Segment } from "./notation";
import { resolvePlay } from "./resolve";
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

/** Every legal play of a roll in canonical notation; empty when the roll must pass. */
export function legalSegments(s: BackgammonState, seat: Seat, d1: number, d2: number): Segment[][] {
  const board = boardFor(s, seat);
  const plays = playsFor(s, seat, d1, d2);
  const out: Segment[][] = [];
  for (let i = 0; i < plays.count; i++) out.push(canonicalSegments(board, plays, i));
  return out;
}

/** Matches a written play to a legal one; the state's board after it on success. */
export function playWritten(
  s: BackgammonState,
  seat: Seat,
  dice: readonly [number, number],
  segments: readonly Segment[],
): Result<BackgammonState["board"]> {
  const plays = playsFor(s, seat, dice[0], dice[1]);
  if (segments.length === 0) {
    return plays.count === 0
      ? ok(s.board)
      : fail("must-play", "a legal play exists: the turn cannot pass");
  }
  const all = dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [...dice];
  const found = resolvePlay(boardFor(s, seat), all, segments, plays);
  if (!found.ok) return found;
  const after = plays.resultInto(found.value, new Int8Array(50));
  const board: number[][] = [[], []];
  board[seat] = halfOf(after, false);
  board[1 - seat] = halfOf(after, true);
  return ok(board);
}
