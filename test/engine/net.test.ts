import { describe, expect, it } from "vitest";
import { tanhLayer } from "../../src/engine/net";

describe("tanhLayer", () => {
  it("computes tanh(b1 + x · w1) with input-major weights", () => {
    // Two inputs, three hidden units: row i of w1 holds input i's weight to each unit.
    const w1 = [0.5, -1, 2, 0.25, 0, -0.5];
    const b1 = [0.1, 0.2, -0.3];
    const hidden = new Float64Array(3);
    tanhLayer([2, -4], w1, b1, hidden);
    expect(hidden[0]).toBeCloseTo(Math.tanh(0.1 + 2 * 0.5 - 4 * 0.25), 12);
    expect(hidden[1]).toBeCloseTo(Math.tanh(0.2 - 2 + 0), 12);
    expect(hidden[2]).toBeCloseTo(Math.tanh(-0.3 + 4 + 2), 12);
  });

  it("starts from the biases each time (no state kept between calls)", () => {
    const hidden = new Float64Array([9, 9]);
    tanhLayer([0, 0], [1, 1, 1, 1], [0.5, -0.5], hidden);
    expect(Array.from(hidden)).toEqual([Math.tanh(0.5), Math.tanh(-0.5)]);
  });
});
