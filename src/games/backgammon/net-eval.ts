import { tanhLayer } from "../../engine/net";
import type { Board } from "./board";
import { encodeInputs, encodeInputsV2, NET_INPUTS, NET_INPUTS_V2 } from "./features";

/**
 * A one-hidden-layer net (tanh hidden units, sigmoid outputs) that estimates, for the
 * player ON ROLL, the five cubeless probabilities GNU Backgammon uses: win, win a
 * gammon, win a backgammon, lose a gammon, lose a backgammon (each "or more").
 * Trained by training/train.py; the weights are data (net-weights.json).
 */
export const NET_OUTPUTS = 5;

/** The weights file: w1 is input-major (w1[i * hidden + j]), w2 output-major. */
export interface NetWeights {
  /** Which inputs (features.ts): "v1" (the default) or "v2" (with the tactics measures). */
  readonly encoding?: string;
  readonly inputs: number;
  readonly hidden: number;
  readonly w1: readonly number[];
  readonly b1: readonly number[];
  readonly w2: readonly number[];
  readonly b2: readonly number[];
}

export interface Net {
  /** Writes the five probabilities of the player on roll into `out` and returns it. */
  evaluate(board: Board, out?: Float64Array): Float64Array;
}

/** Null when the weights do not fit this encoding (a stale or damaged file). */
export function loadNet(weights: NetWeights): Net | null {
  const { inputs, hidden } = weights;
  const encoding = weights.encoding ?? "v1";
  const encode = encoding === "v2" ? encodeInputsV2 : encoding === "v1" ? encodeInputs : null;
  if (
    encode === null ||
    inputs !== (encoding === "v2" ? NET_INPUTS_V2 : NET_INPUTS) ||
    weights.w1.length !== inputs * hidden ||
    weights.b1.length !== hidden ||
    weights.w2.length !== NET_OUTPUTS * hidden ||
    weights.b2.length !== NET_OUTPUTS
  ) {
    return null;
  }
  const w1 = Float64Array.from(weights.w1);
  const b1 = Float64Array.from(weights.b1);
  const w2 = Float64Array.from(weights.w2);
  const b2 = Float64Array.from(weights.b2);
  const x = new Float64Array(inputs);
  const h = new Float64Array(hidden);
  return {
    evaluate(board: Board, out = new Float64Array(NET_OUTPUTS)): Float64Array {
      encode(board, x);
      tanhLayer(x, w1, b1, h);
      for (let k = 0; k < NET_OUTPUTS; k++) {
        let s = b2[k];
        const row = k * hidden;
        for (let j = 0; j < hidden; j++) s += w2[row + j] * h[j];
        out[k] = 1 / (1 + Math.exp(-s));
      }
      return makeConsistent(out);
    },
  };
}

/**
 * The outputs are fitted separately, so a gammon could come out likelier than the win
 * it is a kind of: cap each kind by the one it belongs to (as GNU Backgammon does).
 * training/train.py applies the same caps to its check values.
 */
function makeConsistent(p: Float64Array): Float64Array {
  if (p[1] > p[0]) p[1] = p[0];
  if (p[2] > p[1]) p[2] = p[1];
  if (p[3] > 1 - p[0]) p[3] = 1 - p[0];
  if (p[4] > p[3]) p[4] = p[3];
  return p;
}

/**
 * Cubeless equity of the five probabilities, in points per game for the player they
 * belong to: 2·win − 1 + gammons and backgammons won − lost.
 */
export function cubelessEquity(p: ArrayLike<number>): number {
  return 2 * p[0] - 1 + p[1] - p[3] + p[2] - p[4];
}
