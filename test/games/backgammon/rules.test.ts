import { describe, expect, it } from "vitest";
import { backgammon } from "../../../src/games/backgammon/rules";
import { setupWith } from "./playout";
import { idOf } from "./positions";
import { refusal, report } from "./replay-helper";

const START = "4HPwATDgc/ABMA";
/** 14 of seat 0's checkers are off, one is on its 1 point; seat 1 has all 15 out. */
const LAST_CHECKER = (opponent: Record<number, number>) =>
  ({ position: idOf({ 1: 1 }, opponent), turn: 0 }) as const;

describe("opening", () => {
  it("waits for the opening roll; the higher die moves first with both dice", () => {
    const before = report({}, []);
    expect(before.pending).toBe("roll");
    expect(before.toMove).toEqual([]);
    expect(before.position).toBe(START);
    const after = report({}, ["roll 2 6"]);
    expect(after.toMove).toEqual([1]);
    expect(after.pending).toBeNull();
    expect(after.legal).toContain("24/18 13/11");
  });

  it("rolls again after a tie, as many times as needed", () => {
    expect(report({}, ["roll 3 3", "roll 5 5"]).pending).toBe("roll");
    expect(report({}, ["roll 3 3", "roll 5 5", "roll 6 1"]).toMove).toEqual([0]);
  });

  it("refuses bad dice and moves out of turn", () => {
    expect(refusal({}, ["roll 7 1"])).toEqual({ entry: 0, code: "bad-roll" });
    expect(refusal({}, ["roll 0 1"])).toEqual({ entry: 0, code: "bad-roll" });
    expect(refusal({}, ["24/18"])?.code).toBe("wrong-random");
    expect(refusal({}, ["roll 3 1", "roll 3 1"])?.entry).toBe(1);
  });
});

describe("using the roll", () => {
  // Seat 0: one checker on 24, the rest on its 1 point; seat 1 holds seat 0's 13 point.
  const stuck = { position: idOf({ 24: 1, 1: 14 }, { 12: 13, 11: 2 }), turn: 0 };

  it("plays the larger die when only one die can be used", () => {
    const r = report(stuck, ["roll 6 5"]);
    expect(r.legal).toEqual(["24/18"]);
    expect(refusal(stuck, ["roll 6 5", "24/19"])).toEqual({ entry: 1, code: "illegal-play" });
  });

  it("uses both dice whenever some order allows it", () => {
    // From the start, 8/5 alone leaves the 1 unused although 6/5 could follow.
    expect(refusal({}, ["roll 3 1", "8/5"])?.code).toBe("illegal-play");
    expect(refusal({}, ["roll 3 1", "8/5 6/5"])).toBeNull();
  });

  it("plays as many of a double as possible", () => {
    // Seat 1 holds seat 0's 20 point: from 24 a 2-2 goes 24/22, then 22/20 is closed.
    const blocked = { position: idOf({ 24: 1, 1: 14 }, { 5: 2, 12: 13 }), turn: 0 };
    // Only one 2 can be played: 24/22 (the 1-point checkers cannot bear off while
    // the back checker is out).
    expect(report(blocked, ["roll 2 2"]).legal).toEqual(["24/22"]);
    // With 1-1, 24/23/22/21/20 is blocked at 20: three steps, never four.
    expect(report(blocked, ["roll 1 1"]).legal).toEqual(["24/23 23/22 22/21"]);
  });

  it("passes when nothing is legal, and only then", () => {
    const closed = {
      position: idOf({ 25: 1, 6: 14 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 }),
      turn: 0,
    };
    const r = report(closed, ["roll 6 5"]);
    expect(r.legal).toEqual(["pass"]);
    expect(report(closed, ["roll 6 5", "pass"]).toMove).toEqual([]);
    expect(report(closed, ["roll 6 5", "pass"]).pending).toBe("roll");
    expect(refusal({}, ["roll 3 1", "pass"])).toEqual({ entry: 1, code: "must-play" });
  });
});

describe("bearing off", () => {
  const home = { position: idOf({ 5: 1, 2: 2 }, { 19: 2, 13: 13 }), turn: 0 };

  it("bears off exactly, or with a higher die from the highest point only", () => {
    const r = report(home, ["roll 6 1"]);
    expect([...r.legal].sort()).toEqual(["5/4 4/off", "5/off 2/1"].sort());
    expect(refusal(home, ["roll 6 1", "2/off 5/4"])?.code).toBe("illegal-play");
    expect(refusal(home, ["roll 6 1", "5/off 2/1"])).toBeNull();
  });

  it("does not bear off while a checker is outside the home board", () => {
    const outside = { position: idOf({ 8: 1, 6: 2, 1: 3 }, { 20: 2, 13: 13 }), turn: 0 };
    const r = report(outside, ["roll 6 1"]);
    // The 6 must bring the 8 home first (6/off is not yet allowed; 6/5 is closed);
    // 8/7 7/1 reaches the same position as 8/2 2/1, so it is the same play.
    expect(r.legal).toEqual(["8/2 2/1", "8/2 1/off"]);
    expect(refusal(outside, ["roll 6 1", "6/off 8/7"])?.code).toBe("illegal-play");
    expect(refusal(outside, ["roll 6 1", "8/7 7/1"])).toBeNull();
  });
});

describe("the end of a game", () => {
  it("scores a single game when the loser bore off a checker", () => {
    const r = report(LAST_CHECKER({ 6: 14 }), ["roll 2 1", "1/off"]);
    expect(r.status).toBe("over");
    expect(r.winners).toEqual([0]);
    expect(r.scores).toEqual([1, 0]);
    expect(r.reason).toBe("single");
    expect(r.legal).toEqual([]);
  });

  it("scores a gammon when the loser bore off none", () => {
    const r = report(LAST_CHECKER({ 6: 15 }), ["roll 2 1", "1/off"]);
    expect([r.scores, r.reason]).toEqual([[2, 0], "gammon"]);
  });

  it("scores a backgammon with a loser's checker in the winner's home board or on the bar", () => {
    const inHome = report(LAST_CHECKER({ 6: 14, 20: 1 }), ["roll 2 1", "1/off"]);
    expect([inHome.scores, inHome.reason]).toEqual([[3, 0], "backgammon"]);
    const onBar = { position: idOf({ 1: 1 }, { 6: 14, 25: 1 }), turn: 0 };
    expect(report(onBar, ["roll 2 1", "1/off"]).reason).toBe("backgammon");
  });

  it("takes no more moves after the end", () => {
    expect(refusal(LAST_CHECKER({ 6: 14 }), ["roll 2 1", "1/off", "roll 3 3"])?.code).toBe(
      "game-over",
    );
  });

  it("seat 1 wins the same way", () => {
    const r = report({ position: idOf({ 1: 1 }, { 6: 15 }), turn: 1 }, ["roll 2 1", "1/off"]);
    expect([r.winners, r.scores, r.reason]).toEqual([[1], [0, 2], "gammon"]);
  });
});

describe("doubling cube", () => {
  const cube = { cube: true, ...LAST_CHECKER({ 6: 15 }) };

  it("offers double or roll before rolling, then take or drop", () => {
    expect(report(cube, []).legal).toEqual(["double", "roll"]);
    expect(report(cube, ["double"]).toMove).toEqual([1]);
    expect(report(cube, ["double"]).legal).toEqual(["take", "drop"]);
    expect(report(cube, ["roll"]).pending).toBe("roll");
    // While the seat on roll decides, dice are not due: a roll there is refused.
    expect(refusal(cube, ["roll 2 1"])?.code).toBe("illegal");
  });

  it("a drop loses the cube's value before doubling", () => {
    const r = report(cube, ["double", "drop"]);
    expect([r.status, r.winners, r.scores, r.reason]).toEqual(["over", [0], [1, 0], "drop"]);
  });

  it("a take doubles the stakes and gives the cube to the taker", () => {
    const r = report(cube, ["double", "take", "roll 2 1", "1/off"]);
    expect([r.scores, r.reason]).toEqual([[4, 0], "gammon"]);
    const s = stateAfter(cube, ["double", "take"]);
    expect([s.cube, s.cubeOwner]).toEqual([2, 1]);
  });

  it("only the cube's owner may double again, up to 64", () => {
    const game = { cube: true, position: START, turn: 0 };
    const moves = ["double", "take", "roll 3 1", "8/5 6/5"];
    // Seat 1 owns the cube now: it may redouble; seat 0 then may not.
    expect(report(game, moves).legal).toEqual(["double", "roll"]);
    expect(report(game, [...moves, "roll"]).pending).toBe("roll");
    const redoubled = [...moves, "double", "take", "roll 6 4", "24/18 13/9"];
    expect(report(game, redoubled).legal).toEqual(["double", "roll"]);
    const s = stateAfter(game, [...moves, "double", "take"]);
    expect([s.cube, s.cubeOwner]).toEqual([4, 0]);
    const atMax = { ...setupWith(game), cube: 64, cubeOwner: 0 as number | null };
    expect(backgammon.legalMoves({ ...atMax, phase: "decide" }, 0)).toEqual([
      { type: "double" },
      { type: "no-double" },
    ]);
  });
});

function stateAfter(options: Record<string, unknown>, moves: readonly string[]) {
  let s = setupWith(options);
  for (const text of moves) {
    const move = backgammon.parseMove(text);
    if (!move.ok) throw new Error(move.error.message);
    const actor = backgammon.pending(s) !== null ? "chance" : backgammon.toMove(s)[0];
    const error = backgammon.check(s, actor, move.value);
    if (error) throw new Error(`${text}: ${error.message}`);
    s = backgammon.apply(s, actor, move.value);
  }
  return s;
}
