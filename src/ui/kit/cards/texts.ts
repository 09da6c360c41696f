import { ruPlural } from "../../../engine/ru-plural";
import { parseCard } from "../../../games/cards/french";
import type { Lang } from "../game-ui";
import type { CardLook, Frame } from "./looks";

/** Everything the kit says, in both languages. */
export interface KitTexts {
  readonly cardName: (look: CardLook) => string;
  /** "can go to centre pile 2", "can go to 12 places". */
  readonly canGoTo: (places: readonly string[]) => string;
  readonly selected: string;
  /** The name of a legal destination while `card` is picked. */
  readonly putHere: (card: string) => string;
  readonly cards: (n: number) => string;
  readonly empty: string;
  readonly top: (card: string) => string;
  readonly faceDown: string;
  readonly hand: string;
}

const words = (text: string): readonly string[] => text.split(" ");

const RANKS_EN = words("joker ace two three four five six seven eight nine ten jack queen king");
const SUITS_EN = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" } as const;
const FRAMES_EN: Record<Frame, string> = {
  red: "red",
  yellow: "yellow",
  blue: "blue",
  grey: "grey",
};

const RANKS_RU = words(
  "джокер туз двойка тройка четвёрка пятёрка шестёрка семёрка восьмёрка девятка десятка валет дама король",
);
/** Suits in the genitive plural, as a Russian card is named: «дама пик». */
const SUITS_RU = { c: "треф", d: "бубен", h: "червей", s: "пик" } as const;
/** Frame colours in the prepositional, for «в красной раме». */
const FRAMES_RU: Record<Frame, string> = {
  red: "красной",
  yellow: "жёлтой",
  blue: "синей",
  grey: "серой",
};

/** The app's one Russian plural, for the card games' views that import it from here. */
export { ruPlural };

/** "a", "a or b", "a, b or c". */
function orList(items: readonly string[], or: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${or} ${items[items.length - 1]}`;
}

/** More places than this are counted, not listed (a Mountains card may go to many cells). */
const LISTED = 4;

function frenchName(
  card: string,
  ranks: readonly string[],
  suits: Record<string, string>,
  en: boolean,
) {
  const parsed = parseCard(card);
  if (!parsed.ok) return card;
  const { rank, suit } = parsed.value;
  if (suit === null) return ranks[0];
  return en ? `${ranks[rank]} of ${suits[suit]}` : `${ranks[rank]} ${suits[suit]}`;
}

const en: KitTexts = {
  cardName(look) {
    switch (look.kind) {
      case "french":
        return frenchName(look.card, RANKS_EN, SUITS_EN, true);
      case "frame":
        return `${look.value} in a ${FRAMES_EN[look.frame]} frame`;
      case "artist":
        return look.as
          ? `joker as ${look.as.value} in a ${FRAMES_EN[look.as.frame]} frame`
          : "joker";
      case "back":
        return "face-down card";
    }
  },
  canGoTo: (places) =>
    places.length > LISTED
      ? `can go to ${places.length} places`
      : `can go to ${orList(places, "or")}`,
  selected: "picked",
  putHere: (card) => `put the ${card} here`,
  cards: (n) => `${n} ${n === 1 ? "card" : "cards"}`,
  empty: "empty",
  top: (card) => `top: ${card}`,
  faceDown: "face down",
  hand: "Your hand",
};

const ru: KitTexts = {
  cardName(look) {
    switch (look.kind) {
      case "french":
        return frenchName(look.card, RANKS_RU, SUITS_RU, false);
      case "frame":
        return `${look.value} в ${FRAMES_RU[look.frame]} раме`;
      case "artist":
        return look.as
          ? `джокер как ${look.as.value} в ${FRAMES_RU[look.as.frame]} раме`
          : "джокер";
      case "back":
        return "карта рубашкой вверх";
    }
  },
  canGoTo: (places) =>
    places.length > LISTED
      ? `можно положить в ${places.length} ${ruPlural(places.length, "место", "места", "мест")}`
      : `можно положить: ${orList(places, "или")}`,
  selected: "выбрана",
  putHere: (card) => `положить сюда: ${card}`,
  cards: (n) => `${n} ${ruPlural(n, "карта", "карты", "карт")}`,
  empty: "пусто",
  top: (card) => `сверху: ${card}`,
  faceDown: "рубашкой вверх",
  hand: "Ваши карты",
};

export const KIT_TEXTS: Readonly<Record<Lang, KitTexts>> = { en, ru };
