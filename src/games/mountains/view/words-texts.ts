import type { Lang } from "../../../ui/kit/game-ui";

// The words the app shell needs before any board loads (the Continue list, the result
// panel): kept apart from the board's texts so the first load stays small.

/** How a game of Mountains ended, in words (the result panel). */
export const REASONS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    points: "the team with more mountain points won",
    draw: "both teams scored the same mountain points",
  },
  ru: {
    points: "победила команда, набравшая больше очков за горы",
    draw: "у команд поровну очков за горы",
  },
};

export function describeMountainsReason(reason: string, lang: Lang): string {
  return REASONS[lang][reason] ?? reason;
}

/** The words of a log entry (describe.ts); court cards and the ace by their letters. */
export const MOVE_WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    deal: "the cards were dealt",
    pass: "passed",
    laid: "laid",
    at: "at",
    J: "J",
    Q: "Q",
    K: "K",
    A: "A",
  },
  ru: {
    deal: "карты розданы",
    pass: "пас",
    laid: "выложил",
    at: "на",
    J: "В",
    Q: "Д",
    K: "К",
    A: "Т",
  },
};
