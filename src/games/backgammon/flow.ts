import type { Seat } from "../../engine/game";
import { START_HALF } from "./board";
import { allOff, winKind } from "./scoring";
import type { BackgammonState, GameRecord, Phase, WinReason } from "./state";

/**
 * How the game moves on between decisions: whose turn, whether the cube may be
 * turned, how a game ends and how the next game of a match begins.
 */
export const other = (seat: Seat): Seat => 1 - seat;

/** The seat on roll may double now (before rolling, or before choosing cards). */
export function mayDouble(s: BackgammonState): boolean {
  if (!s.options.cube || s.crawford || s.cube >= 64 || s.turn === null) return false;
  return s.cubeOwner === null || s.cubeOwner === s.turn;
}

/** The phase in which `turn` starts its turn. */
export function turnStartPhase(s: BackgammonState): Phase {
  if (s.options.cards) return "move"; // doubling, if allowed, is one of the moves
  return mayDouble(s) ? "decide" : "roll";
}

/** Passes the turn to the opponent. */
export function nextTurn(s: BackgammonState): BackgammonState {
  const turned = { ...s, turn: other(s.turn ?? 0), dice: null };
  return { ...turned, phase: turnStartPhase(turned) };
}

/** Ends the game with a win for `winner` worth the cube times the kind of win. */
export function endGame(s: BackgammonState, winner: Seat, dropped: boolean): BackgammonState {
  const kind = dropped
    ? { reason: "drop" as WinReason, multiplier: 1 }
    : winKind(s.board[other(winner)]);
  return finishGame(s, { winner, points: s.cube * kind.multiplier, reason: kind.reason });
}

/** Ends the game with `record`: the match score, then the match's end or its next game. */
export function finishGame(s: BackgammonState, record: GameRecord): BackgammonState {
  const winner = record.winner;
  const matchScore: [number, number] = [s.matchScore[0], s.matchScore[1]];
  matchScore[winner] += record.points;
  const ended = { ...s, matchScore, games: [...s.games, record], dice: null };
  const target = s.options.match;
  if (target === 0 || matchScore[winner] >= target) return { ...ended, phase: "over" };
  return nextGame(ended);
}

/**
 * The next game of a match starts at once, in the same log: the standard position,
 * the cube in the middle, and the opening roll (or, with cards, the lot and a fresh
 * deal) as the next entries. The Crawford game is the one right after a player first
 * reaches match point (one point short of the match).
 */
export function nextGame(s: BackgammonState): BackgammonState {
  const matchPoint = s.options.match - 1;
  const crawford =
    s.options.cube &&
    !s.crawfordDone &&
    (s.matchScore[0] === matchPoint || s.matchScore[1] === matchPoint);
  return { ...s, ...gameStart(), crawford, crawfordDone: s.crawfordDone || crawford };
}

/** What every game of a match starts from: the standard position, the cube in the middle. */
export function gameStart(): Pick<
  BackgammonState,
  | "board"
  | "phase"
  | "turn"
  | "dice"
  | "cube"
  | "cubeOwner"
  | "stock"
  | "hands"
  | "discard"
  | "dealt"
  | "drawOwed"
> {
  return {
    board: [START_HALF, START_HALF],
    phase: "opening",
    turn: null,
    dice: null,
    cube: 1,
    cubeOwner: null,
    stock: [],
    hands: [[], []],
    discard: [],
    dealt: false,
    drawOwed: null,
  };
}

/** After a play by the seat on roll: the end of the game, or the opponent's turn. */
export function afterPlay(s: BackgammonState): BackgammonState {
  const mover = s.turn ?? 0;
  if (allOff(s.board[mover])) return endGame(s, mover, false);
  return nextTurn(s);
}
