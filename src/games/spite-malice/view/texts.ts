import type { Lang } from "../../../ui/kit/game-ui";

/** Rank words for "next: seven", ace to king (index 1–13). */
const RANKS_EN = "- ace two three four five six seven eight nine ten jack queen king".split(" ");
const RANKS_RU =
  "- туз двойка тройка четвёрка пятёрка шестёрка семёрка восьмёрка девятка десятка валет дама король".split(
    " ",
  );

/** The board's words, in both languages. */
export interface SpiteTexts {
  readonly bad: string;
  readonly table: string;
  readonly centre: string;
  readonly you: string;
  readonly centrePile: (n: number) => string;
  readonly myDiscard: (n: number) => string;
  readonly theirDiscard: (name: string, n: number) => string;
  readonly myGoal: string;
  readonly theirGoal: (name: string) => string;
  readonly goalLeft: (n: number) => string;
  readonly stock: string;
  readonly setAside: (n: number) => string;
  /** A centre pile's need in words (for screen readers): "next: seven". */
  readonly next: (rank: number) => string;
  readonly newPile: string;
  readonly hand: (name: string) => string;
  readonly toMove: string;
  readonly hint: string;
  readonly waiting: (name: string) => string;
  readonly confirm: (card: string, pile: number) => string;
  /** The same question, short enough for the line beside its buttons at 320 px. */
  readonly confirmShort: (card: string) => string;
  readonly endTurn: string;
  readonly takeBack: string;
  readonly emptyHand: string;
  readonly points: (n: number) => string;
}

export const TEXTS: Readonly<Record<Lang, SpiteTexts>> = {
  en: {
    bad: "This is not a Spite and Malice game.",
    table: "Spite and Malice table",
    centre: "Centre",
    you: "You",
    centrePile: (n) => `centre pile ${n}`,
    myDiscard: (n) => `your discard pile ${n}`,
    theirDiscard: (name, n) => `${name}: discard pile ${n}`,
    myGoal: "your goal pile",
    theirGoal: (name) => `${name}: goal pile`,
    goalLeft: (n) => `goal: ${n} left`,
    stock: "draw pile",
    setAside: (n) => `${n} set aside`,
    next: (rank) => `next: ${RANKS_EN[rank] ?? rank}`,
    newPile: "an ace starts a pile",
    hand: (name) => `${name}: hand`,
    toMove: "to move",
    hint: "Play onto the centre piles, then end your turn with a card onto one of your discard piles.",
    waiting: (name) => `${name} to move`,
    confirm: (card, pile) => `Put the ${card} on your discard pile ${pile} and end your turn?`,
    confirmShort: (card) => `Discard ${card}?`,
    endTurn: "End turn",
    takeBack: "Take back",
    emptyHand: "Your hand is empty and there is nothing to draw.",
    points: (n) => `${n} ${n === 1 ? "point" : "points"}`,
  },
  ru: {
    bad: "Это не партия «Злобы и коварства».",
    table: "Стол «Злобы и коварства»",
    centre: "Центр",
    you: "Вы",
    centrePile: (n) => `центральная стопка ${n}`,
    myDiscard: (n) => `ваша стопка сброса ${n}`,
    theirDiscard: (name, n) => `${name}: стопка сброса ${n}`,
    myGoal: "ваша стопка цели",
    theirGoal: (name) => `${name}: стопка цели`,
    goalLeft: (n) => `цель: осталось ${n}`,
    stock: "колода",
    setAside: (n) => `отложено: ${n}`,
    next: (rank) => `дальше: ${RANKS_RU[rank] ?? rank}`,
    newPile: "стопку начинает туз",
    hand: (name) => `${name}: рука`,
    toMove: "ходит",
    hint: "Кладите карты в центральные стопки, затем закончите ход, положив карту на одну из своих стопок сброса.",
    waiting: (name) => `Ходит: ${name}`,
    confirm: (card, pile) =>
      `Положить карту (${card}) на вашу стопку сброса ${pile} и закончить ход?`,
    confirmShort: (card) => `Сбросить ${card}?`,
    endTurn: "Закончить ход",
    takeBack: "Вернуть",
    emptyHand: "Рука пуста, а брать больше нечего.",
    points: (n) => `очков: ${n}`,
  },
};
