import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../../src/engine/random";
import { rngFromText } from "../../../src/engine/rng";
import { chooseMove, HINT_SEED, hintFor } from "../../../src/games/spite-malice/bot";
import { spiteManifest } from "../../../src/games/spite-malice/index";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { playout, type Chooser } from "./playout";
import { tableOf, type TableSpec } from "./tables";

const refChooser: Chooser = (state, seat, rng) =>
  chooseMove(game.view(state, seat), seat, "ref", rng) ?? game.legalMoves(state, seat)[0];

/** Positions with a seat to move, from random and `ref` games of every kind of table. */
const POSITIONS: readonly SpiteState[] = (
  [
    [{}, 2, undefined],
    [{}, 2, refChooser],
    [{ wild: "jokers", piles: 0, goal: 13 }, 3, undefined],
    [{ acesAndTwos: true, goal: 13 }, 4, refChooser],
  ] as const
).flatMap(([options, seats, choose], k) =>
  playout(10 + k, options, seats, { choose, stopAfter: 600 }).states.filter(
    (s, i) => i % 5 === 0 && game.toMove(s).length > 0,
  ),
);

const legalOf = (s: SpiteState, seat: number): string[] =>
  game.legalMoves(s, seat).map((m) => game.formatMove(m));

function hintOf(s: SpiteState, seat = s.turn) {
  const hint = hintFor(game.view(s, seat), seat);
  if (!hint.ok) throw new Error(`${hint.error.code}: ${hint.error.message}`);
  return hint.value;
}

const position = fc.integer({ min: 0, max: POSITIONS.length - 1 });

describe("Spite and Malice hint: the strong bot's entry", () => {
  it("is a legal entry, with a reason in both languages, for positions of every table", () => {
    expect(POSITIONS.length).toBeGreaterThan(60);
    fc.assert(
      fc.property(position, (at) => {
        const s = POSITIONS[at];
        const hint = hintOf(s);
        expect(legalOf(s, s.turn)).toContain(hint.move);
        expect(hint.reason.en.length).toBeGreaterThan(10);
        expect(hint.reason.ru.length).toBeGreaterThan(10);
        // One line each, and the Russian one is Russian.
        expect(hint.reason.en).not.toContain("\n");
        expect(hint.reason.ru).toMatch(/[а-яё]/i);
      }),
      { numRuns: 40 },
    );
  });

  it("is the strong bot's choice with the hint's seed, and the same every time", () => {
    fc.assert(
      fc.property(position, (at) => {
        const s = POSITIONS[at];
        const seat = s.turn;
        const bot = chooseMove(game.view(s, seat), seat, "strong", rngFromText(HINT_SEED));
        expect(bot).not.toBeNull();
        const hint = hintOf(s);
        expect(hint.move).toBe(game.formatMove(bot!));
        expect(hintOf(s)).toEqual(hint);
      }),
      { numRuns: 25 },
    );
  });

  it("is the same for every state with the same view: hidden cards re-dealt", () => {
    fc.assert(
      fc.property(position, fc.integer(), (at, seed) => {
        const s = POSITIONS[at];
        const seat = s.turn;
        const other = game.redeal!(s, seat, rngFromSeed(seed));
        expect(game.view(other, seat)).toEqual(game.view(s, seat));
        expect(hintOf(other)).toEqual(hintOf(s));
        // Even handed the whole state, the hint reads only what its seat may see.
        expect(hintFor(other, seat)).toEqual(hintFor(game.view(s, seat), seat));
      }),
      { numRuns: 20 },
    );
  });

  it("refuses a seat not to move, a due reshuffle, a deal and a finished game", () => {
    const s = POSITIONS[0];
    const other = (s.turn + 1) % s.seats;
    const refused = (state: SpiteState, seat: number) => {
      const hint = hintFor(game.view(state, seat), seat);
      return hint.ok ? "hinted" : hint.error.code;
    };
    expect(refused(s, other)).toBe("no-hint");
    expect(refused({ ...s, drawDue: true }, s.turn)).toBe("no-hint");
    expect(refused({ ...s, phase: "deal" }, s.turn)).toBe("no-hint");
    const over = playout(3, { goal: 13 }, 2).states.at(-1)!;
    expect(game.result(over)).not.toBeNull();
    expect(refused(over, over.turn)).toBe("no-hint");
  });

  it("is what the manifest gives the bot worker", async () => {
    expect(await spiteManifest.hint!()).toBe(hintFor);
  });
});

/** Hand-made tables (seat 0 to move, kings wild, four centre piles of clubs). */
const ROWS: readonly [string, TableSpec, string, string, string][] = [
  [
    "a goal top that fits is played, with the cards left under it",
    { hand: ["9s", "9s", "Jd", "Jd", "Qh"], goal: ["4c", "8d", "2h"], centre: [3, 0, 0, 0] },
    "4c g>c1",
    "Plays from your goal pile: 2 cards will be left in it.",
    "Карта из твоей стопки цели: в ней останется 2.",
  ],
  [
    "the last goal card wins the hand",
    { hand: ["9s", "9s", "Jd", "Jd", "3h"], goal: ["Qh"], centre: [11, 0, 0, 0] },
    "Qh g>c1",
    "Your last goal card: playing it wins the hand.",
    "Последняя карта твоей стопки цели: с ней ты выигрываешь партию.",
  ],
  [
    "a hand card that makes the goal top fit",
    { hand: ["4h", "9s", "9s", "Jd", "Jd"], goal: ["5c", "Qd"], centre: [3, 0, 0, 0] },
    "4h h>c1",
    "Opens the way for your goal top, the 5♣: it fits a centre pile now.",
    "После неё верхняя карта твоей стопки цели (5♣) подходит к центральной стопке.",
  ],
  [
    "the first card of a run to the goal top",
    { hand: ["4h", "5d", "9s", "Jd", "Jd"], goal: ["6c", "Qd"], centre: [3, 0, 0, 0] },
    "4h h>c1",
    "First step of a run that brings your goal top, the 6♣, to the centre this turn.",
    "Первый шаг цепочки: в этот ход в центр ляжет и верхняя карта твоей стопки цели (6♣).",
  ],
  [
    "a closing discard that keeps a pile in order",
    {
      hand: ["9h"],
      goal: ["7c", "Qd"],
      discards: [["10s"], ["3c"], ["Qd"], ["5h"]],
      centre: [0, 0, 0, 0],
    },
    "discard 9h>d1",
    "Ends the turn: the 9♥ goes on the 10♠ of your discard pile 1, keeping it in order.",
    "Конец хода: 9♥ ложится на 10♠ в стопке сброса 1 — стопка идёт по порядку.",
  ],
  [
    "a play that brings the goal top nearer for the next turn",
    { hand: ["6h", "Jd", "Jd", "Qh", "Qh"], goal: ["9c", "Qd"], centre: [5, 0, 0, 0] },
    "6h h>c1",
    "Raises your chance to play your goal top (9♣) next turn from 0 % to 10 %.",
    "Шанс сыграть верхнюю карту стопки цели (9♣) в следующий ход растёт с 0 до 10 %.",
  ],
  [
    "stopping rather than laying the 6 the rival's goal 7 waits for",
    {
      hand: ["6h", "Jd", "Jd", "Qh", "Qh"],
      goal: ["9c", "Qd"],
      centre: [5, 0, 0, 0],
      rivalGoal: ["7h", "Qd"],
    },
    "discard Qh>d1",
    "Stops here: playing on would lift your rival's chance at its goal top next turn from 60 % to 100 %.",
    "Лучше остановиться: если играть дальше, шанс соперника сыграть карту цели вырастет с 60 до 100 %.",
  ],
];

describe("Spite and Malice hint: what the reason says", () => {
  it.each(ROWS)("%s", (_name, spec, move, en, ru) => {
    const s = tableOf(spec);
    expect(legalOf(s, 0)).toContain(move);
    const hint = hintOf(s, 0);
    expect(hint).toEqual({ move, reason: { en, ru } });
  });

  it("an empty hand with nothing to draw and nothing to play: end", () => {
    const s = { ...tableOf({ hand: [], goal: ["7c", "Qd"] }), stock: [] };
    expect(legalOf(s, 0)).toEqual(["end"]);
    expect(hintOf(s, 0)).toEqual({
      move: "end",
      reason: {
        en: "Nothing left to play and nothing to draw: the turn ends.",
        ru: "Играть нечем, а брать больше нечего: ход окончен.",
      },
    });
  });
});
