import type { Lang } from "../../../ui/kit/game-ui";

/** Every word the Smalta board shows, per language (a missing key fails the type check). */
export interface BoardTexts {
  readonly boardLabel: string;
  readonly die: string;
  readonly dieWaiting: string;
  readonly tableDie: string;
  readonly tableDieHint: string;
  readonly enteredBy: (name: string) => string;
  readonly yourHand: string;
  readonly chooseCard: string;
  readonly chooseCell: string;
  readonly card: string;
  readonly hiddenHand: (count: number) => string;
  readonly discardTop: string;
  readonly discardEmpty: string;
  readonly stock: (count: number) => string;
  readonly points: (points: number) => string;
  readonly toMove: string;
  readonly clusterPoint: string;
  readonly winning: (kind: string) => string;
  readonly badState: string;
}

const KINDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { monochrome: "monochrome square", "four-colour": "four-colour square" },
  ru: { monochrome: "монохромный квадрат", "four-colour": "четырёхцветный квадрат" },
};

export const TEXTS: Readonly<Record<Lang, BoardTexts>> = {
  en: {
    boardLabel: "Smalta board",
    die: "Die",
    dieWaiting: "Die: not rolled yet",
    tableDie: "Table die",
    tableDieHint: "Roll your own die and enter what it shows (trust-based)",
    enteredBy: (name) => `entered by ${name}`,
    yourHand: "Your hand",
    chooseCard: "Choose a card, then a cell",
    chooseCell: "Now choose a cell",
    card: "Card",
    hiddenHand: (n) => `${n} hidden ${n === 1 ? "card" : "cards"}`,
    discardTop: "Discard pile",
    discardEmpty: "Discard pile: empty",
    stock: (n) => `Deck: ${n}`,
    points: (n) => `${n} ${n === 1 ? "point" : "points"}`,
    toMove: "to move",
    clusterPoint: "+1 for the opponent",
    winning: (kind) => `Winning ${KINDS.en[kind] ?? kind}`,
    badState: "This game state cannot be shown.",
  },
  ru: {
    boardLabel: "Поле Смальты",
    die: "Кубик",
    dieWaiting: "Кубик ещё не брошен",
    tableDie: "Настоящий кубик",
    tableDieHint: "Бросьте свой кубик и введите выпавшее (на доверии)",
    enteredBy: (name) => `ввёл(а): ${name}`,
    yourHand: "Ваши карты",
    chooseCard: "Выберите карту, затем клетку",
    chooseCell: "Теперь выберите клетку",
    card: "Карта",
    hiddenHand: (n) => `Скрытых карт: ${n}`,
    discardTop: "Сброс",
    discardEmpty: "Сброс: пусто",
    stock: (n) => `Колода: ${n}`,
    points: (n) => `Очков: ${n}`,
    toMove: "ходит",
    clusterPoint: "+1 сопернику",
    winning: (kind) => `Победный ${KINDS.ru[kind] ?? kind}`,
    badState: "Это состояние партии нельзя показать.",
  },
};
