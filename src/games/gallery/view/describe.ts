import type { Lang } from "../../../ui/kit/game-ui";

const WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    deal: "the cards were dealt",
    draw: "drew a card",
    bazaar: "took the bazaar",
    pass: "passed",
    end: "ended the turn",
    open: "opened the exhibition:",
    lay: "laid",
    swap: "swapped a joker for",
    discard: "put on the bazaar:",
    decline: "declined; new start card",
    joker: "the start card was a joker: it went to the opener's hand",
  },
  ru: {
    deal: "карты розданы",
    draw: "взял карту",
    bazaar: "забрал базар",
    pass: "пас",
    end: "закончил ход",
    open: "открыл выставку:",
    lay: "выложил",
    swap: "обменял джокера на",
    discard: "на базар:",
    decline: "отказался; новая стартовая карта",
    joker: "стартовой картой вышел джокер: он ушёл в руку открывающему",
  },
};

/**
 * A one-line summary of a Picture Gallery entry for the Continue list. It reads the
 * public form too (a deal's hidden cards written `?`): a deal is "the cards were dealt".
 */
export function describeGalleryMove(text: string, lang: Lang): string {
  const [head, ...rest] = text.split(" ");
  const word = WORDS[lang][head];
  if (!word) return text;
  if (head === "deal") return word;
  return rest.length > 0 ? `${word} ${rest.join(" ")}` : word;
}
