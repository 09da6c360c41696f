import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { dealText, newGame, playText } from "./playout";

/**
 * The end of a hand: the blocked hand, scoring, and match play over several hands in
 * one log.
 */

const legal = (s: SpiteState): string[] => game.legalMoves(s, s.turn).map(game.formatMove);

/**
 * Seat 0 holds 9c 9d 9h 9s 10c and every card left in the stock is moved under its d4
 * (Jc on top), so the stock is empty and nothing is set aside: every later turn is dry.
 */
function dryTable(goals: readonly (readonly string[])[], seats = 2): SpiteState {
  const start = newGame({}, seats);
  const s = playText(start, [dealText(start, 0, goals, ["9c", "9d", "9h", "9s", "10c", "Jc"])]);
  const discards = s.discards.map((piles, seat) =>
    seat === 0 ? [[], [], [], [...s.stock].reverse() as string[]] : piles,
  );
  return { ...s, stock: [], discards };
}

describe("the blocked hand", () => {
  it("ends after a full round of dry turns with no card to the centre; fewest goal cards win", () => {
    let s = playText(dryTable([["Ac", "Qc"], ["Qd"]]), ["Ac g>c1", "discard 9c>d1"]);
    // Seat 1 begins dry with an empty hand: it can only end its turn.
    expect(s.hands[1]).toEqual([]);
    expect(legal(s)).toEqual(["end"]);
    s = playText(s, ["end"]);
    expect(s.phase).toBe("play");
    s = playText(s, ["discard 9d>d1"]);
    expect(game.result(s)).toEqual({ winners: [0], scores: [1, 0], reason: "blocked" });
  });

  it("counts a dry turn that plays to the centre as no blocked turn", () => {
    let s = playText(
      dryTable([
        ["Ac", "Qc"],
        ["2d", "Qd"],
      ]),
      ["Ac g>c1", "discard 9c>d1"],
    );
    s = playText(s, ["2d g>c1", "end", "discard 9d>d1"]);
    expect(s.phase).toBe("play");
    s = playText(s, ["end"]);
    expect(game.result(s)).toEqual({ winners: [0, 1], scores: [0, 0], reason: "blocked" });
  });

  it("does not count the turn that began with cards to draw", () => {
    // Seat 0's first turn drew from the stock: only seat 1's and seat 2's turns are dry.
    let s = playText(dryTable([["Ac", "Qc"], ["Qd"], ["Qh"]], 3), ["discard 9c>d1", "end", "end"]);
    expect(s.phase).toBe("play");
    s = playText(s, ["discard 9d>d1"]);
    expect(game.result(s)?.reason).toBe("blocked");
  });

  it("scores, for each winner, the difference to every opponent's goal pile", () => {
    // Seat 0 plays two goal cards, seat 1 one, seat 2 none: 18, 19, 20 goal cards.
    const goals = [["Ac", "2c", "Qc"], ["Ad", "Qd"], ["Qh"]];
    const s = playText(dryTable(goals, 3), [
      "Ac g>c1",
      "2c g>c1",
      "discard 9c>d1",
      "Ad g>c2",
      "end",
      "end",
      "discard 9d>d1",
      "end",
    ]);
    expect(s.goals.map((g) => g.length)).toEqual([18, 19, 20]);
    expect(game.result(s)).toEqual({ winners: [0], scores: [3, 0, 0], reason: "blocked" });
  });
});

const QUICK = ["Ah", "Ad", "2h", "2d", "3h", "3d", "4h", "4d", "5h", "5d", "6h", "6d", "7h"];
const QUICK_PLAYS = QUICK.map((c, i) => `${c} g>c${(i % 2) + 1}`);

/** A hand of a 13-card goal game that `winner` wins on its first turn. */
function quickHand(s: SpiteState, first: number): string[] {
  const goals = Array.from({ length: s.seats }, (_, i) => (i === first ? QUICK : []));
  return [dealText(s, first, goals, ["Qc", "Qd", "Qh", "Qs", "Jc"]), ...QUICK_PLAYS];
}

describe("match play", () => {
  it("deals the next hand in the same log, started by the next seat, until a total reaches the target", () => {
    let s = newGame({ goal: 13, match: 25 }, 2);
    s = playText(s, quickHand(s, 0));
    expect(s.phase).toBe("deal");
    expect(game.pending(s)).toBe("deal");
    expect(game.result(s)).toBeNull();
    expect(game.scores(s)).toEqual([18, 0]);
    expect(s.history).toEqual([{ winners: [0], points: [18, 0], reason: "goal" }]);

    const wrongFirst = game.parseMove(quickHand(s, 0)[0]);
    expect(wrongFirst.ok && game.check(s, "chance", wrongFirst.value)?.code).toBe("bad-first");
    const drawn = game.sampleRandom(s, rngFromSeed(1));
    expect(drawn.type === "deal" && drawn.first).toBe(1);
    expect(game.check(s, "chance", drawn)).toBeNull();

    s = playText(s, quickHand(s, 1));
    expect(game.scores(s)).toEqual([18, 18]);
    expect(s.phase).toBe("deal");
    s = playText(s, quickHand(s, 0));
    expect(game.result(s)).toEqual({ winners: [0], scores: [36, 18], reason: "goal" });
    expect(s.history).toHaveLength(3);
  });

  it("keeps the last table on view until the next deal replaces it", () => {
    let s = newGame({ goal: 13, match: 50 }, 3);
    s = playText(s, quickHand(s, 0));
    expect(s.goals[0]).toEqual([]);
    expect(s.centre.flat().length).toBe(13);
    s = playText(s, [quickHand(s, 1)[0]]);
    expect(s.centre.flat()).toEqual([]);
    expect(s.turn).toBe(1);
    expect(s.hands[1]).toEqual(["Qc", "Qd", "Qh", "Qs", "Jc"]);
  });

  it.each([
    ["a single hand", 0, [18, 0]],
    ["a match to 25", 25, null],
  ])("%s: the first hand won for 18 ends the game: %j", (_name, match, scores) => {
    let s = newGame({ goal: 13, match }, 2);
    s = playText(s, quickHand(s, 0));
    expect(game.result(s)?.scores ?? null).toEqual(scores);
  });
});
