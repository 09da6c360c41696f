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
  "5/off 4/off", // 26: dice higher than every checker bear off the highest
  "roll 4 3",
  "5/1 4/1",
  "roll 2 1",
  "2/1 1/off", // 30: the last checker: the game is won
];

const STEPS: readonly GuideStep[] = [
  {
    at: 1,
    say: text(
      "You rolled 4 and 3: each die moves a checker (one checker may also take both). Tap your checker on 11 and move it 4 to point 7: a lone bot checker stands there, and landing on a lone checker hits it, sending it to the bar. Then move the checker on 9 by 3 to point 6, and confirm.",
      "Выпало 4 и 3: каждое число — ход шашки (можно и одной шашкой на оба). Коснитесь своей шашки на пункте 11 и сыграйте ею четвёрку — до пункта 7: там одна шашка бота, а одинокую шашку соперника можно сбить, и она уходит на борт. Затем сыграйте тройку шашкой с пункта 9 — до пункта 6 — и подтвердите ход.",
    ),
    taps: [point(11), point(7), point(9), point(6), CONFIRM],
    wrong: text(
      "That is a legal move, but this lesson hits the bot's lone checker on 7: 11 to 7 with the 4, 9 to 6 with the 3.",
      "Такой ход возможен, но в этом уроке мы сбиваем одинокую шашку бота на пункте 7: 11 на 7 четвёркой, 9 на 6 тройкой.",
    ),
    rules: ["move", "hit"],
  },
  {
    at: 5,
    say: text(
      "The bot came in and hit your checker on 3: it is on the bar, and you may move nothing else until it is back in play. It enters the bot's home: a 5 would go to your point 20, but two bot checkers close it; the 3 enters on point 22. Tap the bar, then 22; then move the checker on 7 by 5 to point 2, and confirm.",
      "Бот вошёл с борта и сбил вашу шашку на пункте 3: теперь она на борту, и пока она не вернётся в игру, другими шашками ходить нельзя. Вводят её в дом бота: пятёрка ведёт на ваш пункт 20, но там две шашки бота — пункт закрыт; тройка вводит шашку на пункт 22. Коснитесь борта, затем пункта 22; потом сыграйте пятёрку шашкой с пункта 7 — до пункта 2 — и подтвердите.",
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
      "Double 4s: a double is played four times. Run your last checker from 22 all the way to point 6, 4 + 4 + 4 + 4 pips: tap it, then point 6, and confirm. Now all your checkers are in your home board (points 1–6).",
      "Дублет 4–4: дублет играется четыре раза. Проведите последнюю шашку с пункта 22 до пункта 6 — четыре раза по 4: коснитесь её, затем пункта 6, и подтвердите. Теперь все ваши шашки в доме (пункты 1–6).",
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
      "All your checkers are home, so you may bear off: a die of n takes a checker off point n. With 6 and 5, tap the checker on 6 and then the tray below the board; do the same with the checker on 5, and confirm.",
      "Все ваши шашки дома, значит, можно выводить: кость n выводит шашку с пункта n. С 6 и 5 коснитесь шашки на пункте 6, затем лотка под доской; то же — с шашкой на пункте 5, и подтвердите.",
    ),
    taps: [point(6), TRAY, point(5), TRAY, CONFIRM],
    wrong: text(
      "Take two checkers off: one from point 6 with the 6, one from point 5 with the 5.",
      "Выведите две шашки: с пункта 6 шестёркой и с пункта 5 пятёркой.",
    ),
    rules: ["bear-off"],
  },
  {
    at: 17,
    say: text(
      "6 and 4: a checker off point 6 and one off point 4. The bot can no longer meet your checkers, so the Bear off button plays the best bear-off for you: tap it.",
      "6 и 4: шашка с пункта 6 и шашка с пункта 4. Шашки бота больше не могут встретиться с вашими, поэтому кнопка «Выбросить» сама сыграет лучший вывод: нажмите её.",
    ),
    taps: [BEAR_OFF],
    rules: ["bear-off"],
  },
  {
    at: 21,
    say: text(
      "Double 6s again: four checkers off. Three come off point 6; for the fourth 6 no checker stands on 6 or higher, so it takes one off your highest point, 5. Tap Bear off.",
      "Снова дублет, 6–6: четыре шашки с доски. Три уходят с пункта 6; для четвёртой шестёрки на пункте 6 и выше шашек нет, и она выводит шашку с самого высокого занятого пункта — с 5. Нажмите «Выбросить».",
    ),
    taps: [BEAR_OFF],
    rules: ["doubles", "bear-off-high"],
  },
  {
    at: 25,
    say: text(
      "6 and 5: the 5 takes the checker off point 5. Then no checker stands on 6 or higher, and a die larger than your highest point bears off from that point: the 6 takes the one on 4. Tap the checker on 5, then the tray; then the checker on 4, then the tray, and confirm.",
      "6 и 5: пятёрка выводит шашку с пункта 5. После этого на пункте 6 и выше шашек нет, а кость больше самого высокого занятого пункта выводит шашку с него: шестёрка снимает шашку с пункта 4. Коснитесь шашки на пункте 5, затем лотка; потом шашки на пункте 4 и лотка, и подтвердите.",
    ),
    taps: [point(5), TRAY, point(4), TRAY, CONFIRM],
    rules: ["bear-off-high"],
  },
  {
    at: 29,
    say: text(
      "Your last checker: bear it off and you have all fifteen off first — you win. Tap Bear off.",
      "Последняя шашка: выведите её — все пятнадцать ваших шашек окажутся вне доски раньше, чем у бота, и вы выиграете. Нажмите «Выбросить».",
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
    "Backgammon is a race: bring your fifteen white checkers round into your home board (points 1–6, bottom right) and bear them off; whoever bears off all fifteen first wins. This game starts near the end, with four of yours already off. You move from point 24 towards 1, the bot the other way; the dice roll by themselves.",
    "Нарды — это гонка: проведите пятнадцать своих белых шашек по кругу в свой дом (пункты 1–6, справа внизу) и выведите их с доски; кто первым выведет все пятнадцать, тот и выиграл. Партия начинается ближе к концу: четыре ваших шашки уже выведены. Вы ходите от пункта 24 к пункту 1, бот — навстречу; кости бросаются сами.",
  ),
  outro: text(
    "You won a single game (1 point): the bot had borne checkers off too, so it is no gammon. You moved by the dice, hit a lone checker, came in from the bar past a closed point, played doubles four times and bore off. Now try a whole game against a bot.",
    "Вы выиграли — простая победа, 1 очко: бот тоже успел вывести шашки, так что это не марс. Вы ходили по костям, сбили одинокую шашку, ввели шашку с борта мимо закрытого пункта, сыграли дублеты по четыре раза и вывели все шашки. Теперь сыграйте целую партию с ботом.",
  ),
  steps: STEPS,
  covers: ["move", "hit", "bar", "blocked", "doubles", "bear-off", "bear-off-high", "win"],
};
