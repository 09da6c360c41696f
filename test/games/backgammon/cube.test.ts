import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { chooseMove } from "../../../src/games/backgammon/bot";
import {
  cubeAdvice,
  cubefulEquity,
  liveEquity,
  matchAdjusted,
  stakesOf,
} from "../../../src/games/backgammon/cube";
import { encodePositionId } from "../../../src/games/backgammon/position-id";
import { boardOf } from "../../../src/games/backgammon/board";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";

const noGammons = (p: number) => stakesOf([p, 0, 0, 0, 0]);

describe("Janowski's live cube (no gammons: W = L = 1, TP 0.2, CP 0.8)", () => {
  it.each([
    // owner, p, equity: the corners of the piecewise lines
    ["center", 0.2, -1],
    ["center", 0.5, 0],
    ["center", 0.8, 1],
    ["mover", 0, -1],
    ["mover", 0.8, 1],
    ["mover", 0.4, 0],
    ["opponent", 0.2, -1],
    ["opponent", 0.6, 0],
    ["opponent", 1, 1],
  ] as const)("%s cube at p = %f is worth %f", (owner, p, equity) => {
    expect(liveEquity(noGammons(p), owner)).toBeCloseTo(equity, 12);
  });

  it("with no efficiency at all is the cubeless equity", () => {
    const s = stakesOf([0.6, 0.2, 0.01, 0.1, 0.005]);
    expect(cubefulEquity(s, "center", 0)).toBeCloseTo(2 * 0.6 - 1 + 0.2 + 0.01 - 0.1 - 0.005, 12);
  });

  it.each([
    // p, double, take
    [0.55, false, true],
    [0.65, false, true],
    [0.72, true, true],
    [0.78, true, true],
    [0.85, true, false],
  ] as const)("at p = %f (x = 0.68): double %s, take %s", (p, double, take) => {
    const advice = cubeAdvice(noGammons(p), "center", 0.68);
    expect([advice.double, advice.take]).toEqual([double, take]);
  });

  it("plays on for the gammon when too good to double", () => {
    // Nearly sure to win, often a gammon: doubling would cash less than playing on.
    const advice = cubeAdvice(stakesOf([0.95, 0.6, 0.05, 0, 0]), "center", 0.68);
    expect(advice.take).toBe(false);
    expect(advice.double).toBe(false);
  });

  it("never doubles a cube the opponent owns", () => {
    expect(cubeAdvice(noGammons(0.9), "opponent", 0.68).double).toBe(false);
  });
});

describe("match play", () => {
  const strong = [0.75, 0.2, 0.01, 0.05, 0] as const;
  it.each([
    ["money-like at 0–0 to 7", { mover: 7, opponent: 7, postCrawford: false }, 1, true],
    [
      "the cube is dead for a player one point away",
      { mover: 1, opponent: 5, postCrawford: false },
      1,
      false,
    ],
    [
      "post-Crawford the trailer doubles at once",
      { mover: 4, opponent: 1, postCrawford: true },
      1,
      true,
    ],
    ["post-Crawford the leader does not", { mover: 1, opponent: 4, postCrawford: true }, 1, false],
  ] as const)("%s", (_name, needs, cube, double) => {
    const advice = matchAdjusted(
      needs.postCrawford && needs.mover > 1 ? [0.3, 0, 0, 0.05, 0] : strong,
      cube,
      "center",
      0.68,
      needs,
    );
    expect(advice.double).toBe(double);
  });

  it("takes a double that a drop would lose the match to, and every post-Crawford double", () => {
    const hopeless = [0.95, 0.3, 0, 0, 0];
    expect(
      matchAdjusted(hopeless, 1, "center", 0.68, { mover: 1, opponent: 3, postCrawford: false })
        .take,
    ).toBe(true);
    expect(
      matchAdjusted(hopeless, 1, "center", 0.68, { mover: 3, opponent: 1, postCrawford: true })
        .take,
    ).toBe(true);
    expect(
      matchAdjusted(hopeless, 1, "center", 0.68, { mover: 3, opponent: 3, postCrawford: false })
        .take,
    ).toBe(false);
  });
});

describe("the bots' cube actions through the rules", () => {
  function cubeGame(
    mover: number[],
    opponent: number[],
    phase: "decide" | "take",
  ): BackgammonState {
    const position = encodePositionId(boardOf(mover, opponent));
    const options = backgammon.parseOptions({ cube: true, position });
    if (!options.ok) throw new Error(options.error.message);
    const setup = backgammon.setup(options.value, 2);
    if (!setup.ok) throw new Error(setup.error.message);
    if (phase === "decide") return setup.value;
    const doubled = backgammon.parseMove("double");
    if (!doubled.ok) throw new Error(doubled.error.message);
    return backgammon.apply(setup.value, 0, doubled.value);
  }
  const half = (points: Record<number, number>) => {
    const out = Array<number>(25).fill(0);
    for (const [p, n] of Object.entries(points)) out[Number(p) - 1] = n;
    return out;
  };
  // Races: the mover far ahead (3 checkers left against 8, none to be gammoned), far
  // ahead with a gammon to play for (against 15 not yet home), or even.
  const ahead = half({ 1: 2, 2: 1 });
  const behind = half({ 6: 4, 5: 4 });
  const gammoned = half({ 6: 5, 7: 5, 8: 5 });
  const even = half({ 6: 3, 5: 3, 4: 3, 3: 3, 2: 3 });

  it.each([
    ["doubles (the opponent will drop) far ahead in a race", ahead, behind, "decide", "double"],
    ["plays on for the gammon when too good", ahead, gammoned, "decide", "roll"],
    ["rolls in an even race", even, even, "decide", "roll"],
    ["drops a hopeless race", ahead, behind, "take", "drop"],
    ["takes in an even race", even, even, "take", "take"],
  ] as const)("%s", (_name, mover, opponent, phase, expected) => {
    const state = cubeGame([...mover], [...opponent], phase);
    const seat = backgammon.toMove(state)[0];
    const move = chooseMove(backgammon.view(state, seat), seat, "strong", rngFromSeed(1));
    expect(move.ok ? backgammon.formatMove(move.value) : move.error.code).toBe(expected);
  });
});
