import { describe, expect, it } from "vitest";
import { rngFromText } from "../../../src/engine/random";
import { acceptsResignation, chooseMove } from "../../../src/games/backgammon/bot";
import { formatMove, parseMove } from "../../../src/games/backgammon/notation";
import { mayResign, RESIGN_KINDS } from "../../../src/games/backgammon/resign";
import {
  describeBackgammonReason,
  describeBackgammonResult,
} from "../../../src/games/backgammon/view/describe";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { idOf } from "./positions";
import { refusal, report } from "./replay-helper";

/** The state after `moves` of a game with `options` (every move checked). */
function stateAfter(options: Record<string, unknown>, moves: readonly string[]): BackgammonState {
  const parsed = backgammon.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = backgammon.setup(parsed.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.value;
  for (const text of moves) {
    const move = parseMove(text);
    if (!move.ok) throw new Error(text);
    const actor = backgammon.pending(s) !== null ? "chance" : backgammon.toMove(s)[0];
    const problem = backgammon.check(s, actor, move.value);
    if (problem) throw new Error(`${text}: ${problem.code}`);
    s = backgammon.apply(s, actor, move.value);
  }
  return s;
}

describe("resign notation", () => {
  const rows: readonly [string, string][] = [
    ["single", "resign single"],
    ["gammon", "resign gammon"],
    ["backgammon", "resign backgammon"],
    ["accept", "accept"],
    ["decline", "decline"],
  ];
  it.each(rows)("%s round-trips as %s", (_name, text) => {
    const move = parseMove(text);
    expect(move.ok && formatMove(move.value)).toBe(text);
  });

  it.each(["resign", "resign double", "resign  gammon", "Resign gammon", "accept 2"])(
    "refuses %j",
    (text) => {
      const move = parseMove(text);
      expect(!move.ok && move.error.code).toBe("syntax");
    },
  );
});

describe("resigning", () => {
  const opening = ["roll 3 1"];

  it("is open to the seat on roll with the dice, but not listed in legal", () => {
    const r = report({}, opening);
    expect(r.legal).not.toContain("resign single");
    expect(mayResign(stateAfter({}, opening), 0)).toBe(true);
    expect(mayResign(stateAfter({}, opening), 1)).toBe(false);
  });

  it("asks the opponent to accept or decline", () => {
    const r = report({}, [...opening, "resign gammon"]);
    expect([r.status, r.toMove, r.legal]).toEqual(["playing", [1], ["accept", "decline"]]);
  });

  it.each([
    ["single", [1], [0, 1]],
    ["gammon", [1], [0, 2]],
    ["backgammon", [1], [0, 3]],
  ] as const)("accepted %s: the opponent wins so many points", (kind, winners, scores) => {
    const r = report({}, [...opening, `resign ${kind}`, "accept"]);
    expect([r.status, r.winners, r.scores, r.reason]).toEqual([
      "over",
      winners,
      scores,
      `resigned-${kind}`,
    ]);
  });

  it("declined: play goes on where it stood, with the same dice", () => {
    const before = report({}, opening);
    const after = report({}, [...opening, "resign single", "decline"]);
    expect([after.toMove, after.legal]).toEqual([before.toMove, before.legal]);
    expect(stateAfter({}, [...opening, "resign single", "decline"])).toEqual(
      stateAfter({}, opening),
    );
    expect(refusal({}, [...opening, "resign single", "decline", "8/5 6/5"])).toBeNull();
  });

  it("with the cube: offered before rolling, worth the kind times the cube", () => {
    const cube = { cube: true, position: "4HPwATDgc/ABMA", turn: 0 };
    // Seat 0 doubles, seat 1 takes (owns the cube at 2); seat 0 rolls and plays; seat 1
    // decides, and resigns a gammon at 2: 4 points.
    const moves = ["double", "take", "roll 3 1", "8/5 6/5", "resign gammon", "accept"];
    const r = report(cube, moves);
    expect([r.winners, r.scores, r.reason]).toEqual([[0], [4, 0], "resigned-gammon"]);
  });

  it("counts in a match, and the next game starts", () => {
    const r = report({ match: 3 }, [...opening, "resign gammon", "accept"]);
    expect([r.status, r.scores, r.pending]).toEqual(["playing", [0, 2], "roll"]);
    expect(stateAfter({ match: 3 }, [...opening, "resign gammon", "accept"]).resign).toBe(
      undefined,
    );
  });

  const refusals: readonly [string, readonly string[], string][] = [
    ["before the opening roll", ["resign single"], "wrong-random"],
    ["while the dice are due", [...opening, "8/5 6/5", "resign single"], "wrong-random"],
    ["twice over", [...opening, "resign single", "resign gammon"], "illegal"],
    ["answered by the resigner's moves", [...opening, "resign single", "8/5 6/5"], "illegal"],
    ["while doubled", ["double", "resign single"], "illegal"],
    ["an answer with no offer", [...opening, "accept"], "illegal"],
  ];
  it("is refused from the seat not on roll", () => {
    const s = stateAfter({}, opening);
    const move = parseMove("resign single");
    expect(move.ok && backgammon.check(s, 1, move.value)?.code).toBe("not-your-turn");
  });

  it.each(refusals)("is refused %s", (_name, moves, code) => {
    const options = moves[0] === "double" ? { cube: true, position: "4HPwATDgc/ABMA" } : {};
    expect(refusal(options, moves)).toEqual({ entry: moves.length - 1, code });
  });
});

describe("the bot's answer", () => {
  const rng = rngFromText("resign");

  it("declines a single game when it expects a gammon, accepts a gammon", () => {
    const crushed = { position: idOf({ 6: 15 }, { 1: 2 }), turn: 0 };
    const single = stateAfter(crushed, ["roll 6 5", "resign single"]);
    expect(acceptsResignation(single)).toBe(false);
    expect(chooseMove(single, 1, "strong", rng)).toEqual({ ok: true, value: { type: "decline" } });
    const gammon = stateAfter(crushed, ["roll 6 5", "resign gammon"]);
    expect(acceptsResignation(gammon)).toBe(true);
    expect(chooseMove(gammon, 1, "easy", rng)).toEqual({ ok: true, value: { type: "accept" } });
  });

  it("accepts a single game at the start, worth less than a point cubeless", () => {
    const s = stateAfter({}, ["roll 3 1", "resign single"]);
    // Cubeless, the start is worth about a point less than a whole game: a single is
    // more than the bot expects, so it accepts; nothing less is on offer.
    expect(acceptsResignation(s)).toBe(true);
  });

  it.each(RESIGN_KINDS)("never answers its own %s offer", (kind) => {
    const s = stateAfter({}, ["roll 3 1", `resign ${kind}`]);
    expect(chooseMove(s, 0, "strong", rng).ok).toBe(false);
  });
});

describe("the result in words", () => {
  it.each([
    ["en", "resigned (gammon): 2 points"],
    ["ru", "сдача (марс): 2 очка"],
  ] as const)("%s: %s", (lang, words) => {
    const s = stateAfter({}, ["roll 3 1", "resign gammon", "accept"]);
    expect(describeBackgammonResult(s, lang)).toBe(words);
    expect(describeBackgammonReason("resigned-gammon", lang)).toBe(words.split(":")[0]);
  });

  it("a single game not resigned keeps its reason alone", () => {
    const s = stateAfter({}, ["roll 3 1"]);
    expect(describeBackgammonResult(s, "en")).toBeNull();
  });
});
