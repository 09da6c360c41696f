import { ruPlural } from "../../../engine/ru-plural";
import type { Lang } from "../../../ui/kit/game-ui";
import type { ByPointer } from "../../../ui/kit/pointer";
import type { ResignKind } from "../state";

/** Every word the backgammon board shows, per language (a missing key fails the type check). */
export interface BoardTexts {
  readonly boardLabel: string;
  readonly colour: readonly [string, string];
  /** "point 13, 5 white checkers". */
  readonly point: (point: number, count: number, colour: string | null) => string;
  readonly bar: (mine: number, theirs: number) => string;
  readonly off: (count: number) => string;
  readonly destination: string;
  readonly selected: string;
  /** A point the opponent's last move left, or reached. */
  readonly lastFrom: string;
  readonly lastTo: string;
  readonly pips: (pips: number) => string;
  readonly borneOff: (count: number) => string;
  readonly die: (value: number, used: boolean) => string;
  readonly opening: (first: string, second: string) => string;
  /** The cube in words: in the middle, or "Anna owns the cube: 2". */
  readonly cube: (value: number, owner: string | null) => string;
  /** "You own the cube: 2" (the viewer owns it). */
  readonly cubeMine: (value: number) => string;
  /** The dice waiting for the player's tap (auto-roll off). */
  readonly rollDice: string;
  readonly tapDice: ByPointer;
  /** Plays the best bear-off for the roll, when nothing else matters. */
  readonly bearOff: string;
  readonly resign: string;
  readonly resignAs: string;
  /** "a gammon (2 points)": what a resignation gives the opponent. */
  readonly resignKind: (kind: ResignKind, points: number) => string;
  readonly keepPlaying: string;
  readonly resignOffered: (name: string, what: string) => string;
  readonly resignWaiting: (name: string, what: string) => string;
  readonly accept: string;
  readonly decline: string;
  readonly match: (length: number) => string;
  readonly crawford: string;
  readonly lastGame: (winner: string, reason: string, points: number) => string;
  /** Between games of a match: game n's end, shown before the next one is played. */
  readonly gameNumber: (n: number) => string;
  readonly gameEnd: (winner: string, reason: string, points: number) => string;
  readonly matchScoreNow: string;
  readonly nextGame: string;
  readonly undo: string;
  readonly confirm: string;
  readonly double: (to: number) => string;
  readonly roll: string;
  readonly take: string;
  readonly drop: string;
  readonly doubled: (name: string, to: number) => string;
  readonly mustPass: string;
  /** "Tap a checker" / "Click a checker": the form for how the player points. */
  readonly pickChecker: ByPointer;
  readonly pickDestination: ByPointer;
  /** The same with one-tap moves on: a tap plays the larger (or smaller) die. */
  readonly pickOneTap: Readonly<Record<"larger" | "smaller", ByPointer>>;
  readonly complete: string;
  readonly chooseCards: string;
  readonly cardsPass: string;
  readonly yourHand: string;
  readonly card: (value: number, selected: boolean) => string;
  readonly hiddenHand: (count: number) => string;
  readonly discard: (count: number, top: number | null) => string;
  readonly stock: (count: number) => string;
  readonly flip: string;
  readonly homeRight: string;
  readonly homeLeft: string;
  readonly badState: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Russian plural forms: 1 шашка, 2 шашки, 5 шашек. */
function ru(n: number, one: string, few: string, many: string): string {
  return `${n} ${ruPlural(n, one, few, many)}`;
}

const KIND_EN: Partial<Record<ResignKind, string>> = {
  single: "a single game",
  gammon: "a gammon",
  backgammon: "a backgammon",
};
const KIND_RU: Partial<Record<ResignKind, string>> = {
  single: "простую партию",
  gammon: "марс",
  backgammon: "кокс",
};

export const TEXTS: Readonly<Record<Lang, BoardTexts>> = {
  en: {
    boardLabel: "Backgammon board",
    colour: ["white", "black"],
    point: (p, n, colour) =>
      colour === null
        ? `point ${p}, empty`
        : `point ${p}, ${plural(n, `${colour} checker`, `${colour} checkers`)}`,
    bar: (mine, theirs) => `bar: ${mine} of yours, ${theirs} of the opponent's`,
    off: (n) => `bear off (${plural(n, "checker", "checkers")} off)`,
    destination: "can move here",
    selected: "selected",
    lastFrom: "the last move left here",
    lastTo: "the last move came here",
    pips: (n) => `${n} pips`,
    borneOff: (n) => `${n} off`,
    die: (v, used) => `die ${v}${used ? ", used" : ""}`,
    opening: (a, b) => `Opening roll: ${a} and ${b}`,
    cube: (v, owner) =>
      owner === null ? `The cube is in the middle (${v})` : `${owner} owns the cube: ${v}`,
    cubeMine: (v) => `You own the cube: ${v}`,
    rollDice: "Roll the dice",
    tapDice: { touch: "Tap the dice to roll.", mouse: "Click the dice to roll." },
    bearOff: "Bear off",
    resign: "Resign",
    resignAs: "Resign, giving",
    resignKind: (kind, n) => `${KIND_EN[kind] ?? String(kind)} (${plural(n, "point", "points")})`,
    keepPlaying: "Keep playing",
    resignOffered: (name, what) => `${name} resigns, offering ${what}.`,
    resignWaiting: (name, what) => `You offered ${what}; waiting for ${name}.`,
    accept: "Accept",
    decline: "Decline",
    match: (n) => `Match to ${n}`,
    crawford: "Crawford game (no doubling)",
    lastGame: (w, r, n) => `Last game: ${w}, ${r}, ${plural(n, "point", "points")}`,
    gameNumber: (n) => `Game ${n}`,
    gameEnd: (w, r, n) => `${w} wins, ${r}, ${plural(n, "point", "points")}`,
    matchScoreNow: "Match score",
    nextGame: "Next game",
    undo: "Undo",
    confirm: "Confirm",
    double: (to) => `Double (to ${to})`,
    roll: "Roll",
    take: "Take",
    drop: "Drop",
    doubled: (name, to) => `${name} doubles to ${to}.`,
    mustPass: "No legal move: you must pass.",
    pickChecker: { touch: "Tap a checker to move.", mouse: "Click a checker to move." },
    pickDestination: { touch: "Tap where it goes.", mouse: "Click where it goes." },
    pickOneTap: {
      larger: {
        touch: "Tap a checker to move it by the larger die, or drag it.",
        mouse: "Click a checker to move it by the larger die, or drag it.",
      },
      smaller: {
        touch: "Tap a checker to move it by the smaller die, or drag it.",
        mouse: "Click a checker to move it by the smaller die, or drag it.",
      },
    },
    complete: "Move complete: confirm, or undo.",
    chooseCards: "Choose two cards to play.",
    cardsPass: "These cards give no move: confirm to pass with them.",
    yourHand: "Your hand",
    card: (v, selected) => `card ${v}${selected ? ", chosen" : ""}`,
    hiddenHand: (n) => `Opponent's hand: ${plural(n, "card", "cards")}`,
    discard: (n, top) => (top === null ? "Discard pile: empty" : `Discard pile: ${n}, top ${top}`),
    stock: (n) => `Deck: ${n}`,
    flip: "Flip board",
    homeRight: "Home board on the right",
    homeLeft: "Home board on the left",
    badState: "This game state cannot be shown.",
  },
  ru: {
    boardLabel: "Доска для нард",
    colour: ["белые", "чёрные"],
    point: (p, n, colour) =>
      colour === null
        ? `пункт ${p}, пусто`
        : `пункт ${p}, ${ru(n, "шашка", "шашки", "шашек")} (${colour})`,
    bar: (mine, theirs) => `бар: ваших ${mine}, соперника ${theirs}`,
    off: (n) => `выбросить с доски (выброшено: ${n})`,
    destination: "можно пойти сюда",
    selected: "выбрано",
    lastFrom: "отсюда был последний ход",
    lastTo: "сюда пришёл последний ход",
    pips: (n) => ru(n, "очко", "очка", "очков") + " до конца",
    borneOff: (n) => `выброшено: ${n}`,
    die: (v, used) => `кубик ${v}${used ? ", сыгран" : ""}`,
    opening: (a, b) => `Первый бросок: ${a} и ${b}`,
    cube: (v, owner) => (owner === null ? `Куб в центре (${v})` : `Куб у игрока ${owner}: ${v}`),
    cubeMine: (v) => `Куб у вас: ${v}`,
    rollDice: "Бросить кубики",
    tapDice: {
      touch: "Коснитесь кубиков, чтобы бросить.",
      mouse: "Щёлкните по кубикам, чтобы бросить.",
    },
    bearOff: "Выбросить",
    resign: "Сдаться",
    resignAs: "Сдаться, отдав",
    resignKind: (kind, n) => `${KIND_RU[kind] ?? String(kind)} (${ru(n, "очко", "очка", "очков")})`,
    keepPlaying: "Играть дальше",
    resignOffered: (name, what) => `${name} сдаётся и отдаёт ${what}.`,
    resignWaiting: (name, what) => `Вы предложили ${what}; ждём ответа: ${name}.`,
    accept: "Принять",
    decline: "Отклонить",
    match: (n) => `Матч до ${n}`,
    crawford: "Партия Кроуфорда (без удвоений)",
    lastGame: (w, r, n) => `Прошлая партия: ${w}, ${r}, ${ru(n, "очко", "очка", "очков")}`,
    gameNumber: (n) => `Партия ${n}`,
    gameEnd: (w, r, n) => `победа — ${w}, ${r}, ${ru(n, "очко", "очка", "очков")}`,
    matchScoreNow: "Счёт матча",
    nextGame: "Следующая партия",
    undo: "Отменить шаг",
    confirm: "Подтвердить",
    double: (to) => `Удвоить (до ${to})`,
    roll: "Бросить кубики",
    take: "Принять",
    drop: "Отказаться",
    doubled: (name, to) => `${name} удваивает до ${to}.`,
    mustPass: "Ходов нет: придётся пропустить ход.",
    pickChecker: {
      touch: "Коснитесь шашки, чтобы пойти.",
      mouse: "Щёлкните по шашке, чтобы пойти.",
    },
    pickDestination: {
      touch: "Коснитесь пункта, куда идти.",
      mouse: "Щёлкните по пункту, куда идти.",
    },
    pickOneTap: {
      larger: {
        touch: "Коснитесь шашки: она пойдёт на большее число; или перетащите её.",
        mouse: "Щёлкните по шашке: она пойдёт на большее число; или перетащите её.",
      },
      smaller: {
        touch: "Коснитесь шашки: она пойдёт на меньшее число; или перетащите её.",
        mouse: "Щёлкните по шашке: она пойдёт на меньшее число; или перетащите её.",
      },
    },
    complete: "Ход сделан: подтвердите или отмените.",
    chooseCards: "Выберите две карты.",
    cardsPass: "С этими картами ходов нет: подтвердите пропуск.",
    yourHand: "Ваши карты",
    card: (v, selected) => `карта ${v}${selected ? ", выбрана" : ""}`,
    hiddenHand: (n) => `Карт у соперника: ${n}`,
    discard: (n, top) => (top === null ? "Сброс: пусто" : `Сброс: ${n}, сверху ${top}`),
    stock: (n) => `Колода: ${n}`,
    flip: "Развернуть доску",
    homeRight: "Дом справа",
    homeLeft: "Дом слева",
    badState: "Это состояние партии нельзя показать.",
  },
};
