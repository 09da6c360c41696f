import { ruPlural } from "../../../ui/kit/cards/texts";
import type { Lang } from "../../../ui/kit/game-ui";

/** The board's words, in both languages. */
export interface MountainsTexts {
  readonly bad: string;
  readonly table: string;
  readonly red: string;
  readonly black: string;
  readonly points: (n: number) => string;
  readonly inHand: (n: number) => string;
  readonly yourTurn: string;
  readonly passOnly: string;
  readonly pass: string;
  readonly waiting: (name: string) => string;
  readonly notDealt: string;
  readonly cell: (column: number, row: number) => string;
  readonly mountain: (column: number, red: number, black: number) => string;
  readonly nobody: string;
  readonly leads: (team: string) => string;
  readonly owns: (team: string) => string;
  readonly yourHand: (name: string) => string;
  readonly lastCard: string;
  /** A hinted cell's name, after the cell's own: the card the hint lays there. */
  readonly hinted: (card: string) => string;
  readonly frameOpen: (width: number, height: number) => string;
  readonly frameFixed: (width: number, height: number) => string;
  readonly passesUnchecked: string;
  readonly dishonestPass: (name: string, move: number) => string;
}

const en: MountainsTexts = {
  bad: "This is not a Mountains game.",
  table: "Table",
  red: "Red",
  black: "Black",
  points: (n) => `${n} ${n === 1 ? "point" : "points"}`,
  inHand: (n) => `${n} ${n === 1 ? "card" : "cards"}`,
  yourTurn: "Your turn: tap a card, then a lit place.",
  passOnly: "No card of yours fits anywhere: pass.",
  pass: "Pass",
  waiting: (name) => `${name} to move`,
  notDealt: "The cards are being dealt.",
  cell: (column, row) => `column ${column}, row ${row}`,
  mountain: (column, red, black) => `mountain ${column}: red ${red}, black ${black}`,
  nobody: "nobody leads",
  leads: (team) => `${team} leads`,
  owns: (team) => `${team} owns it`,
  yourHand: (name) => `Hand of ${name}`,
  lastCard: "last card laid",
  hinted: (card) => `the hint: lay ${card} here`,
  frameOpen: (width, height) => `The table will be ${width} wide and ${height} high.`,
  frameFixed: (width, height) => `The table: ${width} wide, ${height} high.`,
  passesUnchecked: "Passes not yet checked: the hands are still being opened.",
  dishonestPass: (name, move) => `${name} passed at move ${move} holding a card that fitted.`,
};

const ru: MountainsTexts = {
  bad: "Это не партия «Гор».",
  table: "Стол",
  red: "Красные",
  black: "Чёрные",
  points: (n) => `${n} ${ruPlural(n, "очко", "очка", "очков")}`,
  inHand: (n) => `${n} ${ruPlural(n, "карта", "карты", "карт")}`,
  yourTurn: "Ваш ход: коснитесь карты, затем подсвеченного места.",
  passOnly: "Ни одна ваша карта никуда не подходит: пас.",
  pass: "Пас",
  waiting: (name) => `Ходит ${name}`,
  notDealt: "Карты раздаются.",
  cell: (column, row) => `столбец ${column}, ряд ${row}`,
  mountain: (column, red, black) => `гора ${column}: красные ${red}, чёрные ${black}`,
  nobody: "никто не ведёт",
  leads: (team) => `ведут ${team}`,
  owns: (team) => `гора за командой «${team}»`,
  yourHand: (name) => `Карты: ${name}`,
  lastCard: "последняя выложенная карта",
  hinted: (card) => `подсказка: положи сюда ${card}`,
  frameOpen: (width, height) => `Стол будет ${width} в ширину и ${height} в высоту.`,
  frameFixed: (width, height) => `Стол: ${width} в ширину, ${height} в высоту.`,
  passesUnchecked: "Пасы ещё не проверены: карты на руках ещё открываются.",
  dishonestPass: (name, move) =>
    `${name}: пас на ходу ${move}, хотя на руке была подходящая карта.`,
};

export const TEXTS: Readonly<Record<Lang, MountainsTexts>> = { en, ru };
