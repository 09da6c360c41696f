import type { Lang } from "../../../ui/kit/game-ui";

/** The board's words, in both languages. */
export const TEXTS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    bad: "This is not a Picture Gallery game.",
    board: "Exhibition",
    exhibition: "Exhibition",
    cards: "cards",
    opening: "being opened",
    closed: "closed",
    bazaar: "Bazaar",
    stock: "draw pile",
    inHand: "cards in hand",
    hand: "Your hand",
    entry: "Entry",
    play: "Play",
  },
  ru: {
    bad: "Это не партия «Картинной галереи».",
    board: "Выставка",
    exhibition: "Выставка",
    cards: "карт",
    opening: "открывается",
    closed: "закрыта",
    bazaar: "Базар",
    stock: "колода",
    inHand: "карт в руке",
    hand: "Ваша рука",
    entry: "Ход",
    play: "Сыграть",
  },
};

/** How a game of Picture Gallery ended, in words (the result panel). */
export const REASONS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    "no-opening": "the draw pile ran out before an exhibition opened",
    "last-exhibition": "the last exhibition closed with the draw pile empty",
    "all-passed": "every player passed in turn",
  },
  ru: {
    "no-opening": "колода кончилась, прежде чем открылась выставка",
    "last-exhibition": "последняя выставка закрылась, колода пуста",
    "all-passed": "все игроки по очереди спасовали",
  },
};

export function describeGalleryReason(reason: string, lang: Lang): string {
  return REASONS[lang][reason] ?? reason;
}
