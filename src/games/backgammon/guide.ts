import type { Guide, GuideStep, GuideText } from "../../engine/guide";

/**
 * The guided first game of backgammon (issue 29, item 1; docs/games/backgammon.md,
 * "Guided first game"). A late position chosen so that eight moves of the learner
 * (white, seat 0, on roll) meet every rule a first game needs once: moving by the dice,
 * a hit, entering from the bar past a closed point, a double, bearing off (by hand,
 * with the Bear off button, from a lower point) and the win. No cube, one game, no
 * seed: every roll is written below, so the lesson is the same each time.
 *
 * The position, as the learner numbers the points (the learner moves 24 → 1):
 * white 11, 9, 6 ×3, 5 ×3, 4 ×2, 3 (11 checkers, 4 already off); black a blot on
 * white's 7 and 20 ×2, 21 ×2, 23 ×3, 24 ×3 (its home board; 11 checkers).
 */
const POSITION = "dzYACEC7IwEAAA";

/**
 * Targets of the play board (not of a small board drawn elsewhere, such as the review's),
 * numbered from the viewer's side as the board numbers them.
 */
const ON_BOARD = '[data-testid="board"]';
const point = (p: number): string => `${ON_BOARD} [data-testid="point-${p}"]`;
const BAR = `${ON_BOARD} [data-testid="bar"]`;
const TRAY = `${ON_BOARD} [data-testid="off-tray"]`;
const CONFIRM = '[data-testid="confirm-move"]';
const BEAR_OFF = '[data-testid="bear-off"]';

const text = (en: string, ru: string): GuideText => ({ en, ru });

/** The whole game: the bot's plays and every roll are chosen, each of them legal. */
const MOVES: readonly string[] = [
  "roll 4 3",
  "11/7* 9/6", // 2: hit the blot, bring a checker home
  "roll 6 3",
  "bar/22* 22/16", // the 6 point is closed to the bot: it enters with the 3 and hits
  "roll 5 3",
  "bar/22 7/2", // 6: enter with the 3 (the 5 is closed), then the 5
  "roll 6 4",
  "16/10 10/6",
  "roll 4 4",
  "22/18 18/14 14/10 10/6", // 10: a double, four times 4: everyone is home
  "roll 2 1",
  "6/4 5/4",
  "roll 6 5",
  "6/off 5/off", // 14: bearing off by hand
  "roll 3 1",
  "4/1 2/1",
  "roll 6 4",
  "6/off 4/off", // 18: the Bear off button
  "roll 2 1",
  "2/off 1/off",
  "roll 6 6",
  "6/off 6/off 6/off 5/off", // 22: a double in the bear-off; the last 6 from the 5
  "roll 3 2",
  "4/1 2/off",
  "roll 6 5",
  "5/off 4/off", // 26: the 6, above every checker, bears off the highest
  "roll 4 3",
  "5/1 4/1",
  "roll 2 1",
  "2/1 1/off", // 30: the last checker: the game is won
];

const STEPS: readonly GuideStep[] = [
  {
    at: 1,
    say: text(
      "You rolled 4 and 3: each die moves a checker. Play the 4 from 11 to 7 — landing on the bot's lone checker hits it and sends it to the bar — then the 3 from 9 to 6, and confirm.",
      "Выпало 4 и 3: каждое число — ход шашки. Сыграйте четвёрку с 11 на 7 — встав на одинокую шашку бота, вы сбиваете её на борт, — затем тройку с 9 на 6 и подтвердите ход.",
    ),
    taps: [point(11), point(7), point(9), point(6), CONFIRM],
    wrong: text(
      "That is a legal move, but this lesson hits the bot's lone checker on 7: 11 to 7 with the 4, 9 to 6 with the 3.",
      "Такой ход возможен, но в этом уроке мы сбиваем одинокую шашку бота на пункте 7: четвёркой с 11 на 7, тройкой с 9 на 6.",
    ),
    rules: ["move", "hit"],
  },
  {
    at: 5,
    say: text(
      "The bot hit your checker on 3: it is on the bar and must come back first, into the bot's home. The 5 cannot enter (two bot checkers close point 20), so enter with the 3 on point 22, then play the 5 from 7 to 2 and confirm.",
      "Бот сбил вашу шашку на пункте 3: она на борту, и сначала её нужно ввести в дом бота. Пятёрке вход закрыт — на пункте 20 две шашки бота, — поэтому введите шашку тройкой на пункт 22, потом сыграйте пятёрку с 7 на 2 и подтвердите.",
    ),
    taps: [BAR, point(22), point(7), point(2), CONFIRM],
    wrong: text(
      "Enter from the bar with the 3 (point 20 is closed to the 5), then bring the checker on 7 home with the 5.",
      "Введите шашку с борта тройкой (пункт 20 для пятёрки закрыт), а пятёркой приведите домой шашку с пункта 7.",
    ),
    rules: ["bar", "blocked"],
  },
  {
    at: 9,
    say: text(
      "A double is played four times: run your last checker from 22 to 6, four steps of 4, and confirm. Then all your checkers are home, on points 1–6.",
      "Дублет играется четыре раза: проведите последнюю шашку с 22 на 6 — четыре шага по 4 — и подтвердите. Тогда все ваши шашки будут дома, на пунктах 1–6.",
    ),
    taps: [point(22), point(6), CONFIRM],
    wrong: text(
      "Use all four 4s on the checker on 22: it has to come home before you can bear off.",
      "Сыграйте все четыре четвёрки шашкой с пункта 22: пока она не дома, выводить шашки нельзя.",
    ),
    rules: ["doubles"],
  },
  {
    at: 13,
    say: text(
      "With every checker home you bear off: a die of n takes a checker off point n. Tap the checker on 6, then the tray below the board; the same with the checker on 5; then confirm.",
      "Когда все шашки дома, их выводят с доски: кость n выводит шашку с пункта n. Коснитесь шашки на 6, затем лотка под доской, то же — с шашкой на 5, и подтвердите.",
    ),
    taps: [point(6), TRAY, point(5), TRAY, CONFIRM],
    wrong: text(
      "Take two checkers off: one from point 6 with the 6, one from point 5 with the 5.",
      "Выведите две шашки: шестёркой с пункта 6 и пятёркой с пункта 5.",
    ),
    rules: ["bear-off"],
  },
  {
    at: 17,
    say: text(
      "6 and 4 take checkers off points 6 and 4. The bot can no longer meet your checkers, so the Bear off button plays the best bear-off for you: tap it.",
      "6 и 4 выводят шашки с пунктов 6 и 4. Шашки бота больше не встретятся с вашими, поэтому кнопка «Выбросить» сама сыграет лучший вывод: нажмите её.",
    ),
    taps: [BEAR_OFF],
    rules: ["bear-off"],
  },
  {
    at: 21,
    say: text(
      "Double 6s take four checkers off: three from point 6; the last 6 finds no checker on 6 or higher, so it bears off from your highest point, 5. Tap Bear off.",
      "Дублет 6–6 выводит четыре шашки: три с пункта 6, а последней шестёрке на пункте 6 и выше шашек уже нет, и она выводит шашку с самого высокого занятого пункта — с 5. Нажмите «Выбросить».",
    ),
    taps: [BEAR_OFF],
    rules: ["doubles", "bear-off-high"],
  },
  {
    at: 25,
    say: text(
      "The 5 takes the checker off point 5; the 6 is larger than your highest point, 4, so it bears off from there. Tap the checker on 5 and the tray, then the checker on 4 and the tray, and confirm.",
      "Пятёрка выводит шашку с пункта 5; шестёрка больше самого высокого занятого пункта, 4, поэтому выводит шашку с него. Коснитесь шашки на 5 и лотка, затем шашки на 4 и лотка, и подтвердите.",
    ),
    taps: [point(5), TRAY, point(4), TRAY, CONFIRM],
    wrong: text(
      "Bear off both checkers: the one on 5 with the 5, the one on 4 with the 6.",
      "Выведите обе шашки: с пункта 5 пятёркой, с пункта 4 шестёркой.",
    ),
    rules: ["bear-off-high"],
  },
  {
    at: 29,
    say: text(
      "Bear off your last checker: all fifteen are off before the bot's, and you win. Tap Bear off.",
      "Выведите последнюю шашку: все пятнадцать выведены раньше, чем у бота, — вы выиграли. Нажмите «Выбросить».",
    ),
    taps: [BEAR_OFF],
    rules: ["win"],
  },
];

export const backgammonGuide: Guide = {
  options: { cube: false, match: 0, position: POSITION, turn: 0 },
  seats: 2,
  seed: null,
  learner: 0,
  names: { en: ["You", "Bot"], ru: ["Вы", "Бот"] },
  moves: MOVES,
  intro: text(
    "Backgammon is a race: bring your fifteen white checkers round into your home board (points 1–6) and bear them off; whoever bears off all fifteen first wins. This game starts near the end, with four of yours already off. You move from point 24 towards 1, the bot the other way; the dice roll by themselves.",
    "Нарды — это гонка: проведите пятнадцать своих белых шашек по кругу в свой дом (пункты 1–6) и выведите их с доски; кто первым выведет все пятнадцать, тот и выиграл. Партия начинается ближе к концу: четыре ваших шашки уже выведены. Вы ходите от пункта 24 к пункту 1, бот — навстречу; кости бросаются сами.",
  ),
  outro: text(
    "You won a single game (1 point): the bot had borne checkers off too, so it is no gammon. You moved by the dice, hit a lone checker, came in from the bar past a closed point, played doubles four times and bore off. Now try a whole game against a bot.",
    "Вы выиграли — простая победа, 1 очко: бот тоже успел вывести шашки, так что это не марс. Вы ходили по костям, сбили одинокую шашку, ввели шашку с борта мимо закрытого пункта, сыграли дублеты по четыре раза и вывели все шашки. Теперь сыграйте целую партию с ботом.",
  ),
  steps: STEPS,
  covers: ["move", "hit", "bar", "blocked", "doubles", "bear-off", "bear-off-high", "win"],
};
