import { ruPlural } from "../../engine/ru-plural";
import type { HintReason } from "../../engine/hint";
import type { GalleryCard } from "./cards";

/** The reason line in each language: the engine's contract (src/engine/hint.ts). */
export type { HintReason };

/**
 * What a hint's reason says, as facts (hint.ts finds them): one kind per sort of move,
 * with the numbers the line names. Kept apart from the words so that a test can check
 * the facts and both languages say every kind.
 */
export type HintFact =
  | {
      readonly kind: "close";
      readonly cards: number;
      readonly points: number;
      readonly overshoot: number;
    }
  | { readonly kind: "lay"; readonly cards: number; readonly sum: number; readonly left: number }
  | { readonly kind: "open"; readonly cards: number; readonly points: number }
  | {
      readonly kind: "keep";
      readonly cards: number;
      readonly sum: number;
      readonly left: number;
      /** The players after the seat who may close what it leaves. */
      readonly others: number;
    }
  | { readonly kind: "keep-close"; readonly points: number; readonly overshoot: number }
  | { readonly kind: "nothing-fits" }
  | {
      readonly kind: "swap";
      readonly card: GalleryCard;
      readonly cell: string;
      readonly points: number;
    }
  | {
      readonly kind: "discard";
      readonly card: GalleryCard;
      readonly grounds: readonly DiscardGround[];
      readonly points?: number;
    }
  | { readonly kind: "decline"; readonly card: GalleryCard; readonly cameBack: boolean }
  | { readonly kind: "cannot-open"; readonly opener: boolean }
  | { readonly kind: "end" }
  | { readonly kind: "draw-empty" }
  | { readonly kind: "draw"; readonly bazaar: readonly GalleryCard[]; readonly gain: number }
  | {
      readonly kind: "bazaar-use";
      readonly used: readonly GalleryCard[];
      readonly cards: number;
      readonly sum: number;
      readonly closes: boolean;
    }
  | { readonly kind: "bazaar-keep"; readonly points: number };

/** Why the bot gives a card away (leastNeeded's grounds that hold for it). */
export type DiscardGround = "only-joker" | "unlayable" | "alone" | "debt" | "lowest";

const enCards = (n: number): string => `${n} ${n === 1 ? "card" : "cards"}`;
const enPoints = (n: number): string => `${n} ${n === 1 ? "point" : "points"}`;
/** Accusative: "выкладывает 1 карту, 3 карты, 5 карт". */
const ruCardsAcc = (n: number): string => `${n} ${ruPlural(n, "карту", "карты", "карт")}`;
/** Nominative: "ещё 1 карта, 3 карты, 5 карт". */
const ruCardsNom = (n: number): string => `${n} ${ruPlural(n, "карта", "карты", "карт")}`;
/** Genitive: "шаг из 1 карты, 4 карт". */
const ruCardsGen = (n: number): string =>
  `${n} ${n % 10 === 1 && n % 100 !== 11 ? "карты" : "карт"}`;
const ruPoints = (n: number): string => `${n} ${ruPlural(n, "очко", "очка", "очков")}`;
/** Genitive after "около": "около 1 очка, 2 очков". */
const ruPointsGen = (n: number): string =>
  `${n} ${n % 10 === 1 && n % 100 !== 11 ? "очка" : "очков"}`;

const list = (cards: readonly string[]): string => cards.join(", ");

function discardGrounds(fact: Extract<HintFact, { kind: "discard" }>): HintReason {
  const v = fact.points ?? 0;
  const en: Record<DiscardGround, string> = {
    "only-joker": "you hold nothing else",
    unlayable: "the next player cannot add it to the exhibition",
    alone: "it makes no run or set with your other cards",
    debt: `its ${enPoints(v)} would count against you at the end`,
    lowest: "it is your lowest card",
  };
  const ru: Record<DiscardGround, string> = {
    "only-joker": "других карт у тебя нет",
    unlayable: "следующий игрок не доложит её на выставку",
    alone: "с другими твоими картами она не складывается ни в ряд, ни в набор",
    debt: `в конце её ${ruPoints(v)} пошли бы тебе в минус`,
    lowest: "это твоя самая младшая карта",
  };
  if (fact.grounds.length === 0) {
    return { en: "it is the card you need least", ru: "она нужна тебе меньше остальных" };
  }
  return {
    en: fact.grounds.map((g) => en[g]).join(", "),
    ru: fact.grounds.map((g) => ru[g]).join(", "),
  };
}

/** The reason line in both languages (the app speaks to the player with "ты"). */
export function hintReason(fact: HintFact): HintReason {
  switch (fact.kind) {
    case "close":
      return fact.overshoot > 0
        ? {
            en: `Lays ${enCards(fact.cards)} and closes the exhibition one card past the limit: +${fact.points} for you (${fact.overshoot} off before doubling).`,
            ru: `Выкладывает ${ruCardsAcc(fact.cards)} и закрывает выставку с лишней картой: тебе +${fact.points} (−${fact.overshoot} до удвоения).`,
          }
        : {
            en: `Lays ${enCards(fact.cards)} and closes the exhibition: +${fact.points} for you.`,
            ru: `Выкладывает ${ruCardsAcc(fact.cards)} и закрывает выставку: тебе +${fact.points}.`,
          };
    case "lay":
      return {
        en: `Lays ${enCards(fact.cards)} worth ${enPoints(fact.sum)}; the exhibition then needs ${fact.left} more to close.`,
        ru: `Выкладывает ${ruCardsAcc(fact.cards)} на ${ruPoints(fact.sum)}; до закрытия выставки — ещё ${ruCardsNom(fact.left)}.`,
      };
    case "open":
      return {
        en: `Opens the exhibition with ${enCards(fact.cards)}: ${enPoints(fact.points)} on your tokens, the start card's included.`,
        ru: `Открывает выставку ${fact.cards} картами: у тебя на ней ${ruPoints(fact.points)} вместе со стартовой.`,
      };
    case "keep":
      return {
        en: `Lays nothing: its best step (${enCards(fact.cards)}, ${enPoints(fact.sum)}) would leave ${enCards(fact.left)} to close, too easy a close for ${fact.others > 1 ? "the next players" : "the next player"}.`,
        ru: `Ничего не выкладывает: лучший шаг (${ruCardsNom(fact.cards)}, ${ruPoints(fact.sum)}) оставил бы до закрытия ${ruCardsAcc(fact.left)} — ${fact.others > 1 ? "следующим игрокам" : "следующему игроку"} было бы легко закрыть.`,
      };
    case "keep-close":
      return {
        en: `Lays nothing: closing now would give you only +${fact.points}${fact.overshoot > 0 ? ` (one card past the limit, ${fact.overshoot} off)` : ""}, which the bot values below keeping the cards.`,
        ru: `Ничего не выкладывает: закрыв сейчас, ты получил бы лишь +${fact.points}${fact.overshoot > 0 ? ` (лишняя карта, −${fact.overshoot})` : ""} — бот ценит карты в руке выше.`,
      };
    case "nothing-fits":
      return {
        en: "Passes: none of your cards can be laid on the exhibition now.",
        ru: "Пас: сейчас ни одну твою карту не выложить на выставку.",
      };
    case "swap":
      return {
        en: `Puts your ${fact.card} in place of the joker at ${fact.cell}: +${fact.points} for you, and the joker comes back to your hand.`,
        ru: `Ставит твою карту ${fact.card} на место джокера (${fact.cell}): тебе +${fact.points}, а джокер возвращается в руку.`,
      };
    case "discard": {
      const why = discardGrounds(fact);
      return fact.grounds.includes("only-joker")
        ? {
            en: `Puts the joker on the bazaar: ${why.en}.`,
            ru: `Кладёт джокера на базар: ${why.ru}.`,
          }
        : {
            en: `Puts ${fact.card} on the bazaar: ${why.en}.`,
            ru: `Кладёт ${fact.card} на базар: ${why.ru}.`,
          };
    }
    case "decline":
      return fact.cameBack
        ? {
            en: `Your start card came back: ${fact.card}, the card you need least, becomes the new start card.`,
            ru: `Стартовая карта вернулась: новой стартовой станет ${fact.card} — она нужна тебе меньше остальных.`,
          }
        : {
            en: `You cannot open: ${fact.card}, the card you need least, becomes the new start card.`,
            ru: `Открыть нечем: новой стартовой станет ${fact.card} — она нужна тебе меньше остальных.`,
          };
    case "cannot-open":
      return fact.opener
        ? {
            en: "Passes: you cannot open, and only a picture can become a new start card.",
            ru: "Пас: открыть нечем, а новой стартовой может стать только картина.",
          }
        : {
            en: "Passes: you cannot open this exhibition.",
            ru: "Пас: открыть эту выставку тебе нечем.",
          };
    case "end":
      return {
        en: "Ends the turn: the draw pile is empty, so nothing goes to the bazaar.",
        ru: "Заканчивает ход: колода пуста, на базар ничего не кладут.",
      };
    case "draw-empty":
      return { en: "Draws: the bazaar is empty.", ru: "Берёт карту из колоды: базар пуст." };
    case "draw":
      return fact.gain <= 0
        ? {
            en: `Draws: taking the bazaar (${list(fact.bazaar)}) would not improve your best step.`,
            ru: `Берёт карту из колоды: базар (${list(fact.bazaar)}) не улучшил бы твой лучший шаг.`,
          }
        : {
            en: `Draws: the bazaar (${list(fact.bazaar)}) would gain you about ${enPoints(fact.gain)}, no more than an unknown card is worth.`,
            ru: `Берёт карту из колоды: базар (${list(fact.bazaar)}) дал бы тебе около ${ruPointsGen(fact.gain)} — не больше, чем стоит новая карта.`,
          };
    case "bazaar-use": {
      const one = fact.used.length === 1;
      const step = fact.closes
        ? { en: "a step that closes the exhibition", ru: "шаг, закрывающий выставку" }
        : {
            en: `a step of ${enCards(fact.cards)} worth ${enPoints(fact.sum)}`,
            ru: `шаг из ${ruCardsGen(fact.cards)} на ${ruPoints(fact.sum)}`,
          };
      return {
        en: `Takes the bazaar: ${one ? "its" : "its cards"} ${list(fact.used)} ${one ? "goes" : "go"} into ${step.en}.`,
        ru: `Забирает базар: ${list(fact.used)} ${one ? "войдёт" : "войдут"} в ${step.ru}.`,
      };
    }
    case "bazaar-keep":
      return {
        en: `Takes the bazaar: ${enPoints(fact.points)} of cards to lay later, which the next player could take otherwise.`,
        ru: `Забирает базар: карты на ${ruPoints(fact.points)} на потом — иначе их может забрать следующий игрок.`,
      };
  }
}
