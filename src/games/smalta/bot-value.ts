import { tanhLayer } from "../../engine/net";
import type { SearchBoard } from "./bot-board";
import { FEATURE_COUNT, featuresOf } from "./bot-features";

/**
 * The strong bot's judgement of a quiet position with the die: the chance that the
 * seat about to roll wins, when both seats play on carefully (bot-careful.ts). A one-hidden-layer
 * net (tanh hidden units, a sigmoid output) over bot-features.ts, trained by
 * temporal-difference learning on games of the careful policy against itself
 * (training/README.md); the weights are data (value-weights.json).
 */

/** The weights file: w1 is input-major (w1[i * hidden + j]). */
export interface ValueWeights {
  readonly inputs: number;
  readonly hidden: number;
  readonly w1: readonly number[];
  readonly b1: readonly number[];
  readonly w2: readonly number[];
  readonly b2: number;
}

export interface ValueNet {
  /** The chance that the seat to move (before its roll) wins `board`. */
  value(board: SearchBoard): number;
}

/** Null when the weights do not fit these features (a stale or damaged file). */
export function loadValueNet(weights: ValueWeights): ValueNet | null {
  const { inputs, hidden } = weights;
  if (
    inputs !== FEATURE_COUNT ||
    weights.w1.length !== inputs * hidden ||
    weights.b1.length !== hidden ||
    weights.w2.length !== hidden ||
    !Number.isFinite(weights.b2)
  ) {
    return null;
  }
  const w1 = Float64Array.from(weights.w1);
  const b1 = Float64Array.from(weights.b1);
  const w2 = Float64Array.from(weights.w2);
  const x = new Float32Array(inputs);
  const h = new Float64Array(hidden);
  return {
    value(board: SearchBoard): number {
      featuresOf(board, x);
      tanhLayer(x, w1, b1, h);
      let z = weights.b2;
      for (let j = 0; j < hidden; j++) z += w2[j] * h[j];
      return 1 / (1 + Math.exp(-z));
    },
  };
}
