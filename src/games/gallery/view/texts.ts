import type { Lang } from "../../../ui/kit/game-ui";

/** The one board word the first load needs: a state that is not Picture Gallery's. */
export const TEXTS: Readonly<Record<Lang, { readonly bad: string }>> = {
  en: { bad: "This is not a Picture Gallery game." },
  ru: { bad: "Это не партия «Картинной галереи»." },
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
