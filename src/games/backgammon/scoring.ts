import { BAR, CHECKERS, OPP, type Board } from "./board";
import type { WinReason } from "./state";

/**
 * How a finished game counts (rules, "End"): 1 for a single win, 2 for a gammon (the
 * loser bore off none), 3 for a backgammon (besides, the loser still has a checker on
 * the bar or in the winner's home board — the loser's points 19–24).
 */
export function winKind(loser: readonly number[]): { reason: WinReason; multiplier: number } {
  let onBoard = 0;
  for (const n of loser) onBoard += n;
  if (onBoard < CHECKERS) return { reason: "single", multiplier: 1 };
  let back = loser[BAR];
  for (let i = 18; i < 24; i++) back += loser[i];
  return back > 0 ? { reason: "backgammon", multiplier: 3 } : { reason: "gammon", multiplier: 2 };
}

/** Whether a half (25 counts) has borne off all its checkers. */
export function allOff(half: readonly number[]): boolean {
  return half.every((n) => n === 0);
}

/** What the mover gets for bearing off its last checker (`after`, mover first): 1, 2 or 3 by the loser's half. */
export function wonValue(after: Board): number {
  return winKind(Array.from(after.subarray(OPP, OPP + 25))).multiplier;
}
