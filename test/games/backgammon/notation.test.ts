import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatMove,
  parseMove,
  type BackgammonMove,
  type Segment,
} from "../../../src/games/backgammon/notation";
import { backgammon } from "../../../src/games/backgammon/rules";
import { playout } from "./playout";
import { refusal, report } from "./replay-helper";
import { idOf } from "./positions";

const segment: fc.Arbitrary<Segment> = fc.integer({ min: 1, max: 25 }).chain((from) =>
  fc.record({
    from: fc.constant(from),
    to: fc.integer({ min: 0, max: Math.min(from - 1, 24) }),
    hit: fc.boolean(),
    count: fc.integer({ min: 1, max: 2 }),
  }),
);
const segments = fc.array(segment, { minLength: 1, maxLength: 2 });
const die = fc.integer({ min: 1, max: 6 });

const move: fc.Arbitrary<BackgammonMove> = fc.oneof(
  fc.tuple(die, die).map(([a, b]) => ({ type: "roll" as const, dice: [a, b] as const })),
  fc.constantFrom<BackgammonMove>(
    { type: "no-double" },
    { type: "pass" },
    { type: "double" },
    { type: "take" },
    { type: "drop" },
  ),
  segments.map((s) => ({ type: "play" as const, segments: s })),
  fc.integer({ min: 0, max: 1 }).map((seat) => ({ type: "first" as const, seat })),
  fc
    .array(die, { minLength: 1, maxLength: 48 })
    .map((values) => ({ type: "deal" as const, values })),
  fc
    .tuple(die, die, fc.oneof(segments, fc.constant([])))
    .map(([a, b, s]) => ({ type: "cards" as const, values: [a, b] as const, segments: s })),
);

describe("notation round trip", () => {
  it("parse(format(move)) is the move, and format(parse(text)) is the text", () => {
    fc.assert(
      fc.property(move, (m) => {
        const text = formatMove(m);
        const parsed = parseMove(text);
        expect(parsed).toEqual({ ok: true, value: m });
        if (parsed.ok) expect(formatMove(parsed.value)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("every legal move of random games survives the round trip", () => {
    for (const seed of [1, 2, 3]) {
      for (const s of playout({ cube: true }, seed).states) {
        for (const seat of backgammon.toMove(s)) {
          for (const m of backgammon.legalMoves(s, seat)) {
            expect(parseMove(formatMove(m))).toEqual({ ok: true, value: m });
          }
        }
      }
    }
  });

  it("writes the examples of the rules file", () => {
    for (const text of [
      "24/18 13/11",
      "bar/22",
      "6/off",
      "13/7*",
      "24/13",
      "bar/15",
      "8/5(2)",
      "pass",
      "roll 6 5",
      "double",
      "take",
      "drop",
      "first 1",
      "deal 1,6,3",
      "cards 6 5 24/18 13/11",
      "cards 6 5 pass",
    ]) {
      const parsed = parseMove(text);
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(formatMove(parsed.value)).toBe(text);
    }
  });

  it("refuses what is not notation, with a syntax error", () => {
    for (const text of [
      "",
      "24-18",
      "25/20",
      "24/0",
      "0/off",
      "6/6",
      "5/8",
      "off/3",
      "24/18  13/11",
      "08/5",
      "8/5(5)",
      "8/5(2) 6/5(2) 3/1",
      "roll 6",
      "roll 66",
      "cards 6 5",
      "Pass",
    ]) {
      const parsed = parseMove(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error.code, text).toBe("syntax");
    }
  });
});

describe("written forms denote the legal play with the same resulting position", () => {
  it("accepts combined steps, repeats, any order, with or without hit marks", () => {
    expect(refusal({}, ["roll 6 5", "24/13"])).toBeNull();
    expect(refusal({}, ["roll 6 5", "13/7 7/2"])).toBeNull();
    const start = { position: "4HPwATDgc/ABMA", turn: 0 };
    expect(refusal(start, ["roll 3 3", "8/5(2) 6/3(2)"])).toBeNull();
    expect(refusal(start, ["roll 3 3", "6/3 8/5 6/3 8/5"])).toBeNull();
    expect(refusal(start, ["roll 3 3", "24/15 6/3"])).toBeNull();
    expect(refusal(start, ["roll 3 3", "24/15(2)"])?.code).toBe("illegal-play"); // six dice
    expect(refusal({}, ["roll 3 1", "6/5 8/5"])).toBeNull();
    expect(refusal({}, ["roll 3 1", "21/20 24/21"])).toBeNull();
    expect(refusal({}, ["roll 4 2", "24/20 13/11", "roll 3 1", "8/5 6/5"])).toBeNull();
    expect(refusal({}, ["roll 4 2", "24/20 13/11", "roll 3 1", "8/5* 6/5*"])).toBeNull();
  });

  it("the canonical form marks hits", () => {
    expect(report({}, ["roll 4 2", "24/20 13/11", "roll 3 1"]).legal).toContain("8/5* 6/5");
  });

  it("refuses a combined step whose hits make it ambiguous", () => {
    // Blots on seat 0's 18 and 19 points: 24/13 with 6-5 could hit either.
    const blots = { position: idOf({ 24: 2, 13: 13 }, { 7: 1, 6: 1, 2: 13 }), turn: 0 };
    expect(refusal(blots, ["roll 6 5", "24/13"])).toEqual({ entry: 1, code: "ambiguous-play" });
    expect(refusal(blots, ["roll 6 5", "24/18* 18/13"])).toBeNull();
    expect(refusal(blots, ["roll 6 5", "24/19 19/13"])).toBeNull();
  });

  it("accepts every variant spelling of random legal plays", () => {
    for (const seed of [11, 12]) {
      const game = playout({}, seed);
      game.states.forEach((s, i) => {
        if (s.phase !== "move") return;
        const seat = s.turn ?? 0;
        const chosen = parseMove(game.entries[i]);
        if (!chosen.ok || chosen.value.type !== "play") return;
        const canonical = chosen.value.segments;
        const expected = backgammon.apply(s, seat, chosen.value);
        for (const variant of spellings(canonical)) {
          const m: BackgammonMove = { type: "play", segments: variant };
          expect(backgammon.check(s, seat, m), formatMove(m)).toBeNull();
          expect(backgammon.apply(s, seat, m)).toEqual(expected);
        }
      });
    }
  });
});

/** The canonical steps written other ways: no hit marks, reversed, grouped repeats. */
function spellings(steps: readonly Segment[]): Segment[][] {
  const plain = steps.map((s) => ({ ...s, hit: false }));
  const grouped: Segment[] = [];
  for (const s of plain) {
    const same = grouped.find((g) => g.from === s.from && g.to === s.to);
    if (same) grouped[grouped.indexOf(same)] = { ...same, count: same.count + 1 };
    else grouped.push(s);
  }
  return [plain, [...steps].reverse(), grouped];
}
