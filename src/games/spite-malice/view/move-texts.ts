import type { Lang } from "../../../ui/kit/game-ui";

/*
 * The words the first load needs (a result, a move in the Continue list): kept apart
 * from the board's words (texts.ts), which load with the board.
 */

/** How a hand of Spite and Malice ended, in words (the result panel). */
export const REASONS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    goal: "a goal pile was played out",
    blocked: "nobody could play on with nothing left to draw",
  },
  ru: {
    goal: "стопка цели сыграна до конца",
    blocked: "брать больше нечего, и никто не может сыграть",
  },
};

export function describeSpiteReason(reason: string, lang: Lang): string {
  return REASONS[lang][reason] ?? reason;
}

/** The words of a move's summary (describe.ts). */
export const MOVE_WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    deal: "the cards were dealt",
    shuffle: "the finished piles were shuffled into a new draw pile",
    end: "ended the turn",
    h: "from the hand",
    g: "from the goal pile",
    d: "from discard pile",
    onto: "onto centre pile",
    as: "as",
    discard: "discarded",
    discardOnto: "onto discard pile",
  },
  ru: {
    deal: "карты розданы",
    shuffle: "готовые стопки перемешаны в новую колоду",
    end: "закончил ход",
    h: "из руки",
    g: "из стопки цели",
    d: "из стопки сброса",
    onto: "на центральную стопку",
    as: "как",
    discard: "сбросил",
    discardOnto: "на стопку сброса",
  },
};
