import { boardOf } from "../../../src/games/backgammon/board";
import { encodePositionId } from "../../../src/games/backgammon/position-id";

/** Checkers by point number (own numbering; 25 is the bar). */
export type Points = Readonly<Record<number, number>>;

export function half(points: Points): number[] {
  const out = Array<number>(25).fill(0);
  for (const [point, n] of Object.entries(points)) out[Number(point) - 1] = n;
  return out;
}

/** The Position ID of a position given point by point, for the player on roll. */
export function idOf(mover: Points, opponent: Points): string {
  return encodePositionId(boardOf(half(mover), half(opponent)));
}
