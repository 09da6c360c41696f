import { describe, expect, it } from "vitest";
import { analyseText } from "../../../src/cli/analyse";
import type { Seat } from "../../../src/engine/game";
import { asWritten } from "../../../src/engine/random";
import { rngFromText } from "../../../src/engine/rng";
import {
  hintFor,
  ratingOf,
  reviewGame,
  THRESHOLDS,
  type Decision,
} from "../../../src/games/backgammon/advice";
import { chooseMove } from "../../../src/games/backgammon/bot";
import type { BackgammonMove } from "../../../src/games/backgammon/notation";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { actorNow, stepAs } from "../../../src/log/step";

function start(): BackgammonState {
  const options = backgammon.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const setup = backgammon.setup(options.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

/** Plays the written entries (dice as written); the decisions along the way. */
function replay(moves: readonly string[]): { state: BackgammonState; decisions: Decision[] } {
  let state = start();
  const decisions: Decision[] = [];
  moves.forEach((text, entry) => {
    const actor = actorNow(backgammon, state);
    const move = backgammon.parseMove(text);
    if (actor === null || !move.ok) throw new Error(`entry ${entry} "${text}"`);
    const step = stepAs(backgammon, state, actor, move.value, entry, asWritten);
    if (!step.ok) throw new Error(`${text}: ${step.error.message}`);
    const after = step.value.state as BackgammonState;
    if (actor !== "chance")
      decisions.push({ entry, before: state, seat: actor, move: move.value, after });
    state = after;
  });
  return { state, decisions };
}

/** A whole game of two bots, as log entries. */
function botGame(seed: string, levels: readonly ["easy" | "strong", "easy" | "strong"]): string[] {
  let state = start();
  const rng = rngFromText(seed);
  const moves: string[] = [];
  for (let entry = 0; entry < 2000; entry++) {
    const actor = actorNow(backgammon, state);
    if (actor === null) return moves;
    let move: BackgammonMove;
    if (actor === "chance") move = backgammon.sampleRandom(state, rng);
    else {
      const chosen = chooseMove(backgammon.view(state, actor), actor, levels[actor], rng);
      if (!chosen.ok) throw new Error(chosen.error.message);
      move = chosen.value;
    }
    const step = stepAs(backgammon, state, actor, move, entry, asWritten);
    if (!step.ok) throw new Error(step.error.message);
    moves.push(backgammon.formatMove(move));
    state = step.value.state as BackgammonState;
  }
  throw new Error("the game did not end");
}

describe("the hint", () => {
  it("gives the opening 3-1 as 8/5 6/5, then two more plays with their loss", () => {
    const { state } = replay(["roll 3 1"]);
    const hint = hintFor(state, 0);
    if (!hint.ok) throw new Error(hint.error.message);
    expect(hint.value.position).toBe("4HPwATDgc/ABMA");
    expect(hint.value.plays.map((p) => p.text)[0]).toBe("8/5 6/5");
    expect(hint.value.plays).toHaveLength(3);
    expect(hint.value.plays[0].loss).toBe(0);
    const losses = hint.value.plays.map((p) => p.loss);
    expect([...losses].sort((a, b) => a - b)).toEqual(losses);
    expect(losses[1]).toBeGreaterThan(0);
    // Each hinted play is a legal move of the position.
    const legal = backgammon.legalMoves(state, 0).map((m) => backgammon.formatMove(m));
    for (const p of hint.value.plays) expect(legal).toContain(p.text);
  });

  it.each([
    ["before the dice are rolled", [] as string[], 0 as Seat],
    ["for the seat not on roll", ["roll 3 1"], 1 as Seat],
  ])("is refused %s", (_name, moves, seat) => {
    const hint = hintFor(replay(moves).state, seat);
    expect(hint.ok ? null : hint.error.code).toBe("no-hint");
  });
});

describe("the review of a game", () => {
  it("rates a clearly bad opening play as a blunder and names the better play", () => {
    // 3-1 played by running both back checkers instead of making the 5 point.
    const review = reviewGame(replay(["roll 3 1", "24/21 24/23"]).decisions);
    expect(review.plays).toHaveLength(1);
    const [play] = review.plays;
    expect(play.best.text).toBe("8/5 6/5");
    expect(play.played.loss).toBeGreaterThanOrEqual(THRESHOLDS.error);
    expect(["error", "blunder"]).toContain(play.rating);
    expect(review.players[0].decisions).toBe(1);
    expect(review.players[0].errorRate).toBeCloseTo(1000 * play.played.loss, 9);
    expect(review.players[1].decisions).toBe(0);
  });

  it.each([
    ["below doubtful", 0.01, false, "good"],
    ["doubtful", 0.05, false, "doubtful"],
    ["an error", 0.1, false, "error"],
    ["a blunder", 0.2, false, "blunder"],
    ["forced whatever it loses", 0.5, true, "forced"],
  ])("rates a loss %s", (_name, loss, forced, rating) => {
    expect(ratingOf(loss, forced)).toBe(rating);
  });

  it("rates every play of a whole game, and sums each player's errors", () => {
    const moves = botGame("advice-test", ["easy", "strong"]);
    const { decisions } = replay(moves);
    const review = reviewGame(decisions);
    const playDecisions = decisions.filter((d) => d.move.type === "play" || d.move.type === "pass");
    expect(review.plays).toHaveLength(playDecisions.length);
    for (const p of review.plays) {
      expect(p.played.loss).toBeGreaterThanOrEqual(-1e-12);
      expect(p.best.loss).toBe(0);
      if (p.rating !== "forced") expect(p.rating).toBe(ratingOf(p.played.loss, false));
    }
    for (const seat of [0, 1] as const) {
      const mine = review.plays.filter((p) => p.seat === seat && p.rating !== "forced");
      const summary = review.players[seat];
      expect(summary.decisions).toBe(mine.length);
      expect(summary.blunders).toBe(mine.filter((p) => p.rating === "blunder").length);
      expect(summary.totalLoss).toBeCloseTo(
        mine.reduce((s, p) => s + p.played.loss, 0),
        9,
      );
    }
    // The noisy "easy" bot errs more than "strong" does.
    expect(review.players[0].errorRate).toBeGreaterThan(review.players[1].errorRate);
  });
});

describe("npm run cli -- analyse", () => {
  const file = (moves: readonly string[], game = "backgammon") =>
    JSON.stringify({ format: "tabula-game/1", game, options: {}, seats: 2, seed: null, moves });

  it("prints the review of a game file", () => {
    const result = analyseText(file(["roll 3 1", "24/21 24/23", "roll 6 5"]));
    if ("error" in result) throw new Error(result.error.message);
    expect(result.plays.map((p) => p.played.text)).toEqual(["24/23 24/21"]);
  });

  it.each([
    ["a refused entry", file(["roll 3 1", "24/20 24/23"]), 1],
    ["another game", file([], "smalta"), null],
    ["not JSON", "{", null],
  ])("reports %s as an error", (_name, text, entry) => {
    const result = analyseText(text);
    expect("error" in result ? result.error.entry : "no error").toBe(entry);
  });
});
