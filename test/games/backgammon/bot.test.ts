import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/rng";
import { boardOf, startBoard, swapSides } from "../../../src/games/backgammon/board";
import {
  BOT_LEVELS,
  chooseMove,
  equityAfterPlay,
  equityOnRoll,
  strongNet,
} from "../../../src/games/backgammon/bot";
import { PlayList } from "../../../src/games/backgammon/movegen";
import { encodePositionId } from "../../../src/games/backgammon/position-id";
import { cubelessEquity, loadNet, type NetWeights } from "../../../src/games/backgammon/net-eval";
import weightsFile from "../../../src/games/backgammon/net-weights.json";
import { isRace, PUBEVAL_WON, pubevalScore } from "../../../src/games/backgammon/pubeval";
import pubevalCopy from "../../../src/games/backgammon/pubeval-weights.json";
import { backgammon } from "../../../src/games/backgammon/rules";
import { samplePositions } from "../../../src/games/backgammon/sample-positions";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { playGame } from "../../../src/games/backgammon/match";
import { totalsOf } from "../../../src/games/bot-match/core";

/** The one source of truth for pubeval: the original data file, kept in the repository. */
const original = JSON.parse(
  readFileSync(
    new URL("../../../src/games/backgammon/training/pubeval.json", import.meta.url),
    "utf8",
  ),
) as { race: number[]; contact: number[] };

/** A half (25 counts, index p − 1 = point p, 24 = bar) from {point: count}. */
function half(points: Record<number, number>): number[] {
  const out = Array<number>(25).fill(0);
  for (const [p, n] of Object.entries(points)) out[Number(p) - 1] = n;
  return out;
}

describe("pubeval", () => {
  it("ships exactly the original weights", () => {
    expect(original.race).toHaveLength(122);
    expect(original.contact).toHaveLength(122);
    expect(pubevalCopy.race).toEqual(original.race);
    expect(pubevalCopy.contact).toEqual(original.contact);
  });

  it("scores a race position as computed by hand", () => {
    // Mover: 3 on point 1, 1 on point 2, 11 off. Opponent: 2 on its point 1 (the
    // mover's 24, n = −2 sets nothing), 13 off.
    const after = boardOf(half({ 1: 3, 2: 1 }), half({ 1: 2 }));
    // Point 1 is block 23: n = 3 sets 5b+2 and 5b+3; point 2 is block 22: n = 1 sets 5b+1.
    const w = original.race;
    const expected = w[117] + w[118] + w[111] + (w[121] * 11) / 15;
    expect(pubevalScore(after, true)).toBeCloseTo(expected, 12);
    expect(isRace(after)).toBe(true);
  });

  it("scores a contact position as computed by hand", () => {
    // After the opening 3-1 played 8/5 6/5; the opponent still at the start.
    const after = boardOf(
      half({ 24: 2, 13: 5, 8: 2, 6: 4, 5: 2 }),
      half({ 24: 2, 13: 5, 8: 3, 6: 5 }),
    );
    const w = original.contact;
    // 24 (block 0) n=2; 13 (block 11) n=5: 5b+2 and (5−3)/2 at 5b+4; 8 (block 16) n=2;
    // 6 (block 18) n=4: 5b+2 and 0.5 at 5b+4; 5 (block 19) n=2. The opponent's
    // checkers are all on points of 2 or more: they set nothing.
    const expected = w[2] + w[57] + w[59] * 1 + w[82] + w[92] + w[94] * 0.5 + w[97];
    expect(pubevalScore(after, false)).toBeCloseTo(expected, 12);
    expect(isRace(after)).toBe(false);
  });

  it("counts an opponent blot, the opponent's bar and a win", () => {
    // Opponent: one checker on the bar, a blot on its point 20 (the mover's 5).
    const after = boardOf(half({ 6: 15 }), half({ 25: 1, 20: 1, 1: 13 }));
    const w = original.contact;
    // Point 6 is block 18 (n = 15: 5b+2 and (15−3)/2); point 5 is block 19, n = −1.
    const expected = w[92] + w[94] * 6 + w[95] + w[120] * 0.5;
    expect(pubevalScore(after, false)).toBeCloseTo(expected, 12);
    const won = boardOf(half({}), half({ 1: 15 }));
    expect(pubevalScore(won, true)).toBe(PUBEVAL_WON);
  });
});

describe("the strong bot's net", () => {
  const weights = weightsFile as NetWeights & {
    checks: { board: number[]; outputs: number[] }[];
  };

  it("loads the shipped weights and refuses a wrong shape", () => {
    expect(strongNet).not.toBeNull();
    expect(loadNet({ ...weights, b2: [0, 0] })).toBeNull();
  });

  it("gives the outputs the training script computed for its check positions", () => {
    expect(weights.checks.length).toBeGreaterThan(0);
    for (const check of weights.checks) {
      const out = strongNet!.evaluate(Int8Array.from(check.board));
      check.outputs.forEach((v, k) => expect(out[k]).toBeCloseTo(v, 6));
    }
  });

  it("gives probabilities in [0, 1] in order, and sane equities", () => {
    for (const { board } of samplePositions(rngFromSeed(3), 300)) {
      const p = strongNet!.evaluate(board);
      for (const v of p) expect(v >= 0 && v <= 1).toBe(true);
      // A gammon is a kind of win, a backgammon a kind of gammon (small slack: a fit).
      expect(p[1]).toBeLessThanOrEqual(p[0] + 0.05);
      expect(p[2]).toBeLessThanOrEqual(p[1] + 0.05);
      expect(p[3]).toBeLessThanOrEqual(1 - p[0] + 0.05);
    }
    expect(Math.abs(equityOnRoll(startBoard()))).toBeLessThan(0.25);
    // Bearing off 2 checkers against an opponent who has everything to do: a sure win.
    const winning = boardOf(half({ 1: 2 }), half({ 24: 5, 13: 10 }));
    expect(equityOnRoll(winning)).toBeGreaterThan(0.9);
    expect(cubelessEquity(strongNet!.evaluate(swapSides(winning)))).toBeLessThan(-0.9);
    // The last checker borne off wins a gammon here: the opponent bore off none.
    expect(equityAfterPlay(boardOf(half({}), half({ 13: 15 })))).toBe(2);
  });
});

/** Plays through the engine to a state where `seat` must move, with seeded dice. */
function statesToMove(count: number, seed: number, cards: boolean): BackgammonState[] {
  const options = backgammon.parseOptions({ cards });
  if (!options.ok) throw new Error(options.error.message);
  const setup = backgammon.setup(options.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  const rng = rngFromSeed(seed);
  let state = setup.value;
  const out: BackgammonState[] = [];
  while (out.length < count) {
    if (backgammon.result(state)) state = setup.value;
    const move =
      backgammon.pending(state) !== null
        ? backgammon.sampleRandom(state, rng)
        : (() => {
            out.push(state);
            const legal = backgammon.legalMoves(state, backgammon.toMove(state)[0]);
            return legal[rng.int(legal.length)];
          })();
    state = backgammon.apply(
      state,
      backgammon.pending(state) !== null ? "chance" : backgammon.toMove(state)[0],
      move,
    );
  }
  return out;
}

describe("chooseMove", () => {
  for (const cards of [false, true]) {
    it(`chooses a legal move at every level (${cards ? "cards" : "dice"})`, () => {
      const rng = rngFromSeed(5);
      for (const state of statesToMove(60, cards ? 8 : 7, cards)) {
        const seat = backgammon.toMove(state)[0];
        const legal = backgammon.legalMoves(state, seat).map(backgammon.formatMove);
        for (const level of BOT_LEVELS) {
          const move = chooseMove(backgammon.view(state, seat), seat, level, rng);
          expect(move.ok).toBe(true);
          if (move.ok) expect(legal).toContain(backgammon.formatMove(move.value));
        }
      }
    });
  }

  it("refuses to move for a seat that is not on turn", () => {
    const [state] = statesToMove(1, 9, false);
    const seat = backgammon.toMove(state)[0];
    const move = chooseMove(state, 1 - seat, "strong", rngFromSeed(1));
    expect(move.ok).toBe(false);
  });

  it("does not look at the opponent's hand or the stock", () => {
    for (const state of statesToMove(20, 10, true)) {
      const seat = backgammon.toMove(state)[0];
      const other = state.hands[1 - seat].map((v) => (v === null ? v : 7 - v));
      const changed = { ...state, hands: state.hands.map((h, i) => (i === seat ? h : other)) };
      const a = chooseMove(backgammon.view(state, seat), seat, "strong", rngFromSeed(1));
      const b = chooseMove(backgammon.view(changed, seat), seat, "strong", rngFromSeed(1));
      expect(a).toEqual(b);
    }
  });

  it("plays the opening 3-1 as 8/5 6/5 at the strong level", () => {
    const plays = new PlayList();
    expect(plays.generate(startBoard(), 3, 1)).toBeGreaterThan(1);
    const options = backgammon.parseOptions({});
    if (!options.ok) throw new Error("options");
    const setup = backgammon.setup(options.value, 2);
    if (!setup.ok) throw new Error("setup");
    const state = backgammon.apply(setup.value, "chance", { type: "roll", dice: [3, 1] });
    const move = chooseMove(state, 0, "strong", rngFromSeed(1));
    expect(move.ok && backgammon.formatMove(move.value)).toBe("8/5 6/5");
  });
});

describe("cube actions", () => {
  /** A cube game from a position, seat 0 on roll, after seat 0 doubled when `doubled`. */
  function cubeState(id: string, doubled: boolean): BackgammonState {
    const options = backgammon.parseOptions({ cube: true, position: id, turn: 0 });
    if (!options.ok) throw new Error(options.error.message);
    const setup = backgammon.setup(options.value, 2);
    if (!setup.ok) throw new Error(setup.error.message);
    return doubled ? backgammon.apply(setup.value, 0, { type: "double" }) : setup.value;
  }
  const start = encodePositionId(startBoard());
  // Seat 0 bears off its last 3 checkers; seat 1 has 2 checkers left far from home.
  const crushing = encodePositionId(boardOf(half({ 1: 2, 2: 1 }), half({ 20: 2 })));

  it("does not double at the start, and takes a double there", () => {
    const decide = chooseMove(cubeState(start, false), 0, "strong", rngFromSeed(1));
    expect(decide.ok && decide.value.type).toBe("no-double");
    const answer = chooseMove(cubeState(start, true), 1, "strong", rngFromSeed(1));
    expect(answer.ok && answer.value.type).toBe("take");
  });

  it("drops a double when the doubler is sure to win", () => {
    const answer = chooseMove(cubeState(crushing, true), 1, "strong", rngFromSeed(1));
    expect(answer.ok && answer.value.type).toBe("drop");
  });
});

describe("match", () => {
  it("strong beats pubeval in a short seeded match through the engine", () => {
    const options = backgammon.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const records = [];
    for (let i = 0; i < 60; i++) {
      const game = playGame("strong", "pubeval", options.value, i, 1, () => performance.now());
      expect(game.ok).toBe(true);
      if (game.ok) records.push(game.value);
    }
    const totals = totalsOf(records);
    expect(totals.games).toBe(60);
    // Over 5,000 games: +0.57 (target +0.40); 60 games have an interval of about ±0.4.
    expect(totals.ppg).toBeGreaterThan(0.1);
  }, 180_000);
});
