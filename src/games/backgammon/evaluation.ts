import type { Board } from "./board";

/**
 * What a search evaluates with: the static evaluation, the cheap prefilter that
 * shortlists replies, and the evaluation of positions near an anchor (search.ts,
 * two-ply.ts).
 */

/** Cubeless equity of the player ON ROLL in `board` (its half first); the rules' ±1/2/3 at the end. */
export type StaticEval = (board: Board) => number;

/**
 * A cheap score of a play's result for the player who made it (higher is better; a
 * linear evaluation such as pubeval), used only to rank replies before the real
 * evaluation. `before` is the board the play was made from.
 */
export type Prefilter = (before: Board, after: Board) => number;

/**
 * The static evaluation of positions near one anchor: a search anchors at the
 * position its candidates come from, and each candidate costs less (the net's first
 * layer is updated by the inputs that differ: net-eval.ts). Equal to the StaticEval
 * up to rounding.
 */
export interface NearEval {
  /** Makes `board` (the player on roll's view) the anchor of the following calls. */
  anchor(board: Board): void;
  /** The StaticEval of `board`. */
  equity(board: Board): number;
}

/** Makes a fresh NearEval (each search level keeps its own anchor). */
export type NearEvalFactory = () => NearEval;

/** A NearEval with no saving: the static evaluation itself (evaluations other than a net). */
export function plainNear(evaluate: StaticEval): NearEvalFactory {
  return () => ({ anchor: () => undefined, equity: evaluate });
}
