import type { Seat } from "../../engine/game";
import { finishGame, other } from "./flow";
import type { BackgammonState, Phase, ResignKind } from "./state";

/**
 * Resigning (docs/games/backgammon.md, "Decisions"): the seat on roll offers to lose
 * the game now as a single game, a gammon or a backgammon (`resign single`,
 * `resign gammon`, `resign backgammon`), worth 1, 2 or 3 times the cube; the
 * opponent answers `accept` (the game ends so) or `decline` (play goes on where it
 * stood). The offer is always open to the seat on roll, like a draw offer in chess,
 * so `legalMoves` does not list it: `legal` stays the plays GNU Backgammon counts.
 */
export const RESIGN_KINDS: readonly ResignKind[] = ["single", "gammon", "backgammon"];

export const RESIGN_MULTIPLIER: Readonly<Record<ResignKind, number>> = {
  single: 1,
  gammon: 2,
  backgammon: 3,
};

export const isResignKind = (text: string): text is ResignKind =>
  (RESIGN_KINDS as readonly string[]).includes(text);

/** The phases a resignation can be offered in (before rolling with the cube, or with the dice). */
const OPEN_PHASES: readonly Phase[] = ["decide", "move"];

/** Whether `seat` may offer to resign now: it is on roll, deciding or playing. */
export function mayResign(s: BackgammonState, seat: Seat): boolean {
  return s.turn === seat && OPEN_PHASES.includes(s.phase) && s.resign === undefined;
}

/** The seat on roll offers to resign: its opponent answers next. */
export function offerResign(s: BackgammonState, kind: ResignKind): BackgammonState {
  const resume = s.phase === "decide" ? "decide" : "move";
  return { ...s, phase: "resign", resign: { seat: s.turn ?? 0, kind, resume } };
}

/** The offer accepted: the game ends, the opponent wins the offered points times the cube. */
export function acceptResign(s: BackgammonState): BackgammonState {
  const { resign, ...rest } = s;
  if (resign === undefined) return s;
  return finishGame(rest, {
    winner: other(resign.seat),
    points: s.cube * RESIGN_MULTIPLIER[resign.kind],
    reason: `resigned-${resign.kind}`,
  });
}

/** The offer declined: the game goes on exactly where it stood. */
export function declineResign(s: BackgammonState): BackgammonState {
  const { resign, ...rest } = s;
  return resign === undefined ? s : { ...rest, phase: resign.resume };
}
