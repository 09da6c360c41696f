// A tiny game for the guide runner's tests: two seats race to a goal, adding 1 or 2 a
// turn; chance picks who starts ("first 0"). Small enough to write a whole lesson of.
import { fail, ok, type GameError } from "../../../src/engine/errors";
import type { Actor, AnyGame } from "../../../src/engine/game";
import type { Guide } from "../../../src/engine/guide";

interface Race {
  readonly goal: number;
  readonly totals: readonly number[];
  /** The seat to move; null until chance has picked the first. */
  readonly next: number | null;
}

type RaceMove =
  { readonly kind: "first"; readonly seat: number } | { readonly kind: "add"; readonly n: number };

const refusal = (code: string, message: string): GameError => ({ code, message });

export const race: AnyGame = {
  id: "race",
  rulesVersion: 1,
  seatCounts: [2],
  parseOptions: (raw) => {
    const goal = (raw as { goal?: unknown } | null)?.goal ?? 5;
    return typeof goal === "number" && goal > 0 ? ok({ goal }) : fail("bad-options", "goal");
  },
  setup: (options, seats) =>
    ok({ goal: (options as { goal: number }).goal, totals: Array(seats).fill(0), next: null }),
  toMove: (state) => {
    const s = state as Race;
    return s.next === null ? [] : [s.next];
  },
  pending: (state) => ((state as Race).next === null ? "first" : null),
  sampleRandom: () => ({ kind: "first", seat: 0 }),
  legalMoves: (state, seat) => {
    const s = state as Race;
    if (s.next !== seat) return [];
    return [1, 2].filter((n) => s.totals[seat] + n <= s.goal).map((n) => ({ kind: "add", n }));
  },
  check: (state, actor: Actor, move) => {
    const s = state as Race;
    const m = move as RaceMove;
    if (m.kind === "first")
      return actor === "chance" ? null : refusal("not-chance", "only chance picks");
    if (actor !== s.next) return refusal("not-your-turn", "it is not your turn");
    if (s.totals[actor] + m.n > s.goal) return refusal("past-goal", "that would pass the goal");
    return null;
  },
  apply: (state, actor, move) => {
    const s = state as Race;
    const m = move as RaceMove;
    if (m.kind === "first") return { ...s, next: m.seat };
    const totals = s.totals.map((t, seat) => (seat === actor ? t + m.n : t));
    return { ...s, totals, next: ((actor as number) + 1) % 2 };
  },
  result: (state) => {
    const s = state as Race;
    const winner = s.totals.findIndex((t) => t === s.goal);
    return winner < 0 ? null : { winners: [winner], scores: [...s.totals], reason: "goal" };
  },
  scores: (state) => [...(state as Race).totals],
  view: (state) => state,
  parseMove: (text) => {
    const first = /^first ([01])$/.exec(text);
    if (first) return ok({ kind: "first", seat: Number(first[1]) });
    const add = /^\+ ?([0-9])$/.exec(text);
    if (add) return ok({ kind: "add", n: Number(add[1]) });
    return fail("bad-move", `"${text}" is not a move`);
  },
  formatMove: (move) => {
    const m = move as RaceMove;
    return m.kind === "first" ? `first ${m.seat}` : `+${m.n}`;
  },
};

/** The learner (seat 0) wins in three moves: +2, +2, +1; the bot plays +1, +2. */
export const raceGuide: Guide = {
  options: { goal: 5 },
  seats: 2,
  seed: null,
  learner: 0,
  names: { en: ["You", "Bot"], ru: ["Вы", "Бот"] },
  moves: ["first 0", "+2", "+1", "+2", "+2", "+1"],
  intro: { en: "Race to five.", ru: "Гонка до пяти." },
  outro: { en: "You won the race.", ru: "Вы выиграли гонку." },
  steps: [
    {
      at: 1,
      say: { en: "Add two.", ru: "Прибавьте два." },
      taps: ['[data-testid="pick-2"]', '[data-testid="add"]'],
      wrong: { en: "Two gets you there sooner.", ru: "С двойкой вы придёте быстрее." },
      rules: ["add"],
    },
    {
      at: 3,
      say: { en: "Two again.", ru: "Снова два." },
      taps: ['[data-testid="pick-2"]', '[data-testid="add"]'],
    },
    {
      at: 5,
      say: { en: "One reaches the goal.", ru: "Единица доводит до цели." },
      taps: ['[data-testid="pick-1"]', '[data-testid="add"]'],
      rules: ["goal"],
    },
  ],
  covers: ["add", "goal"],
};
