import { firstLayerSums } from "../../engine/net";
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
  /** A new evaluator of positions near one anchor (a search's siblings): NearNet. */
  near(): NearNet;
}

/**
 * The net's first layer is most of its cost, and positions a play apart share most
 * of their inputs: from an anchor's hidden sums, another position's sums need only the
 * rows of the inputs that differ (a play changes a few points of one side, and the
 * measures). A search anchors at the position its candidates come from.
 */
export interface NearNet {
  /** Makes `board` (the player on roll's view) the anchor of the following evaluations. */
  anchor(board: Board): void;
  /**
   * The same probabilities as Net.evaluate (to rounding: sums in another order), from
   * the anchor's sums; a full evaluation when no anchor is set or too much differs.
   */
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
  const layers = layersOf(weights);
  const x = new Float64Array(inputs);
  const sums = new Float64Array(hidden);
  return {
    evaluate(board: Board, out = new Float64Array(NET_OUTPUTS)): Float64Array {
      encode(board, x);
      layers.sumsOf(x, sums);
      return layers.outputs(sums, out);
    },
    near: () => new Near(layers, encode),
  };
}

/** The weights, and the two halves of an evaluation: the hidden sums, then the outputs. */
interface Layers {
  readonly inputs: number;
  readonly hidden: number;
  /** The hidden units' sums b1 + x · w1 (before tanh); most inputs are 0 and skipped. */
  sumsOf(x: Float64Array, sums: Float64Array): void;
  /** Adds `scale` times input i's row of w1 to `sums`. */
  addInput(sums: Float64Array, i: number, scale: number): void;
  /** tanh of the sums, then the five sigmoid outputs, made consistent. */
  outputs(sums: Float64Array, out: Float64Array): Float64Array;
}

function layersOf(weights: NetWeights): Layers {
  const { inputs, hidden } = weights;
  const w1 = Float64Array.from(weights.w1);
  const b1 = Float64Array.from(weights.b1);
  const w2 = Float64Array.from(weights.w2);
  const b2 = Float64Array.from(weights.b2);
  const h = new Float64Array(hidden);
  return {
    inputs,
    hidden,
    sumsOf: (x, sums) => firstLayerSums(x, w1, b1, sums),
    addInput(sums, i, scale) {
      const row = i * hidden;
      for (let j = 0; j < hidden; j++) sums[j] += scale * w1[row + j];
    },
    outputs(sums, out) {
      for (let j = 0; j < hidden; j++) h[j] = Math.tanh(sums[j]);
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
 * Past this many differing inputs a full evaluation is cheaper (it adds one row per
 * nonzero input, about 40 for a position; a play usually changes 10 to 25).
 */
const MOST_CHANGES = 32;

class Near implements NearNet {
  private readonly anchorInputs: Float64Array;
  private readonly anchorSums: Float64Array;
  private readonly x: Float64Array;
  private readonly sums: Float64Array;
  private readonly changed: Int32Array;
  private anchored = false;

  constructor(
    private readonly layers: Layers,
    private readonly encode: (board: Board, out: Float64Array) => Float64Array,
  ) {
    this.anchorInputs = new Float64Array(layers.inputs);
    this.anchorSums = new Float64Array(layers.hidden);
    this.x = new Float64Array(layers.inputs);
    this.sums = new Float64Array(layers.hidden);
    this.changed = new Int32Array(layers.inputs);
  }

  anchor(board: Board): void {
    this.encode(board, this.anchorInputs);
    this.layers.sumsOf(this.anchorInputs, this.anchorSums);
    this.anchored = true;
  }

  evaluate(board: Board, out = new Float64Array(NET_OUTPUTS)): Float64Array {
    const { x, sums, layers, anchorInputs, changed } = this;
    this.encode(board, x);
    let n = 0;
    if (this.anchored) {
      for (let i = 0; i < x.length && n <= MOST_CHANGES; i++) {
        if (x[i] !== anchorInputs[i]) changed[n++] = i;
      }
    }
    if (!this.anchored || n > MOST_CHANGES) {
      layers.sumsOf(x, sums);
    } else {
      sums.set(this.anchorSums);
      for (let k = 0; k < n; k++) {
        const i = changed[k];
        layers.addInput(sums, i, x[i] - anchorInputs[i]);
      }
    }
    return layers.outputs(sums, out);
  }
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
