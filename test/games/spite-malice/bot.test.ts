import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import {
  BOT_LEVELS,
  chooseMove,
  isBotLevel,
  type BotLevel,
} from "../../../src/games/spite-malice/bot";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { playout, type Chooser } from "./playout";

const botChooser =
  (level: BotLevel): Chooser =>
  (state, seat, rng) => {
    const move = chooseMove(game.view(state, seat), seat, level, rng);
    if (!move) throw new Error(`${level} found no move`);
    return move;
  };

const VARIANTS: readonly [string, Record<string, unknown>, number][] = [
  ["defaults", {}, 2],
  ["jokers, unlimited piles, 3 seats", { wild: "jokers", piles: 0, goal: 13 }, 3],
  ["acesAndTwos, 4 seats", { acesAndTwos: true, goal: 13 }, 4],
  ["a match to 25", { goal: 13, match: 25 }, 2],
];

describe.each(VARIANTS)(
  "every level plays only legal entries to the end: %s",
  (_name, options, seats) => {
    it.each(BOT_LEVELS.filter((l) => l !== "random"))("%s", (level) => {
      // playout checks every entry before applying it, and throws on a refused one.
      for (const seed of [1, 2]) {
        const p = playout(seed, options, seats, { choose: botChooser(level) });
        expect(game.result(p.states[p.states.length - 1])).not.toBeNull();
      }
    });
  },
);

/** The hidden cards of `s` dealt again: the other hands, the goal piles below their tops, the stock. */
function redealt(s: SpiteState, seat: number, seed: number): SpiteState {
  const hidden = [
    ...s.hands.flatMap((h, i) => (i === seat ? [] : h)),
    ...s.goals.flatMap((g) => g.slice(1)),
    ...s.stock,
  ] as string[];
  const rng = rngFromSeed(seed);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
  }
  let next = 0;
  const take = (): string => hidden[next++];
  return {
    ...s,
    hands: s.hands.map((h, i) => (i === seat ? h : h.map(take))),
    goals: s.goals.map((g) => g.map((c, i) => (i === 0 ? c : take()))),
    stock: s.stock.map(take),
  };
}

describe("the bots see only their seat", () => {
  const states = [3, 4, 5].flatMap((seed) =>
    playout(seed, {}, 3, { choose: botChooser("ref") }).states.filter(
      (s, i) => i % 9 === 0 && game.toMove(s).length > 0,
    ),
  );

  it.each(BOT_LEVELS)(
    "%s: the same view with the hidden cards re-dealt gives the same move",
    (level) => {
      expect(states.length).toBeGreaterThan(20);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.integer(), (at, seed) => {
          const s = states[at];
          const seat = s.turn;
          const other = redealt(s, seat, seed);
          expect(game.view(other, seat)).toEqual(game.view(s, seat));
          const move = chooseMove(game.view(s, seat), seat, level, rngFromSeed(seed));
          expect(chooseMove(game.view(other, seat), seat, level, rngFromSeed(seed))).toEqual(move);
          // Even handed the whole state, a bot reads only what its seat may see.
          expect(chooseMove(other, seat, level, rngFromSeed(seed))).toEqual(move);
        }),
        { numRuns: 25 },
      );
    },
  );

  it("a seat not to move gets no move", () => {
    const s = states[0];
    expect(
      chooseMove(game.view(s, (s.turn + 1) % 3), (s.turn + 1) % 3, "strong", rngFromSeed(1)),
    ).toBeNull();
  });
});

it("names its levels", () => {
  expect(BOT_LEVELS).toEqual(["random", "ref", "easy", "normal", "strong"]);
  expect(isBotLevel("strong")).toBe(true);
  expect(isBotLevel("grandmaster")).toBe(false);
});
