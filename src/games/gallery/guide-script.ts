import type { GuideStep, GuideText } from "../../engine/guide";

/**
 * Helpers to write the guided first game (guide.ts) as one script: the entries in
 * order, the learner's with the coach's step beside them, so a step's `at` is counted,
 * never written by hand.
 */

/** The learner's entry and what the coach says at it. */
export interface LearnerEntry {
  readonly move: string;
  readonly step: Omit<GuideStep, "at">;
}

/** An entry of the script: a bot's or chance's (played by the screen), or the learner's. */
export type ScriptEntry = string | LearnerEntry;

export const learner = (move: string, step: Omit<GuideStep, "at">): LearnerEntry => ({
  move,
  step,
});

export const movesOf = (script: readonly ScriptEntry[]): string[] =>
  script.map((entry) => (typeof entry === "string" ? entry : entry.move));

export const stepsOf = (script: readonly ScriptEntry[]): GuideStep[] =>
  script.flatMap((entry, at) => (typeof entry === "string" ? [] : [{ at, ...entry.step }]));

/** `turns` bot turns that draw and lay nothing (each ends with a pass). */
export const idleTurns = (turns: number): string[] =>
  Array.from({ length: turns }, () => ["draw", "pass"]).flat();

/** "1 card", "5 cards" / "1 карта", "3 карты", "5 карт". */
export function cardsLeft(n: number): GuideText {
  const tens = n % 100;
  const ones = n % 10;
  const ru =
    tens >= 11 && tens <= 14
      ? "карт"
      : ones === 1
        ? "карта"
        : ones >= 2 && ones <= 4
          ? "карты"
          : "карт";
  return { en: `${n} ${n === 1 ? "card" : "cards"}`, ru: `${n} ${ru}` };
}
