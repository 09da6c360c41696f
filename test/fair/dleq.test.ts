import { describe, expect, test } from "vitest";
import {
  checkBatch,
  dleqEquations,
  proveDleq,
  verifyDleq,
  type DleqStatement,
} from "../../src/fair/dleq";
import { BASE, encodePoint, hashToPoint, type Point } from "../../src/fair/group";

const H = hashToPoint("dleq-test");
const x = 987654321987654321n;

function statement(secret: bigint, base2: Point = H): DleqStatement {
  const X = BASE.multiply(secret);
  const Y = base2.multiply(secret);
  return { bases: [BASE, base2], results: [X, Y], binding: [encodePoint(X), encodePoint(Y)] };
}

describe("Chaum–Pedersen proofs", () => {
  test("an honest proof verifies", () => {
    const st = statement(x);
    expect(verifyDleq(st, proveDleq(x, st, "ctx"), "ctx")).toBe(true);
  });

  test("a proof is bound to its context", () => {
    const st = statement(x);
    expect(verifyDleq(st, proveDleq(x, st, "ctx"), "other")).toBe(false);
  });

  test("unequal logarithms cannot be proven", () => {
    const X = BASE.multiply(x);
    const Y = H.multiply(x + 1n);
    const st: DleqStatement = {
      bases: [BASE, H],
      results: [X, Y],
      binding: [encodePoint(X), encodePoint(Y)],
    };
    expect(verifyDleq(st, proveDleq(x, st, "ctx"), "ctx")).toBe(false);
    expect(verifyDleq(st, proveDleq(x + 1n, st, "ctx"), "ctx")).toBe(false);
  });

  test("a result given as a multiple verifies like the point", () => {
    const k = 5n;
    const V = BASE.multiply(7n);
    const z = 35n;
    const Y = H.multiply(z);
    const st: DleqStatement = {
      bases: [BASE, H],
      results: [{ factor: k, of: V }, Y],
      binding: ["k=5", encodePoint(V), encodePoint(Y)],
    };
    expect(verifyDleq(st, proveDleq(z, st, "c"), "c")).toBe(true);
    const wrong: DleqStatement = { ...st, results: [{ factor: 6n, of: V }, Y] };
    expect(verifyDleq(wrong, proveDleq(z, wrong, "c"), "c")).toBe(false);
  });

  test("a batch fails when any one of its proofs is false", () => {
    const good = [1n, 2n, 3n].map((s) => {
      const st = statement(s * 1000003n);
      return dleqEquations(st, proveDleq(s * 1000003n, st, "b"), "b")!;
    });
    expect(checkBatch(good.flat(), "seed")).toBe(true);
    const X = BASE.multiply(11n);
    const Y = H.multiply(12n);
    const bad: DleqStatement = {
      bases: [BASE, H],
      results: [X, Y],
      binding: [encodePoint(X), encodePoint(Y)],
    };
    const badEquations = dleqEquations(bad, proveDleq(11n, bad, "b"), "b")!;
    expect(checkBatch([...good.flat(), ...badEquations], "seed")).toBe(false);
  });
});
