import type { Guide, GuideText } from "../../engine/guide";
import { declineTaps, discardTaps, stepTaps, TAP } from "./guide-taps";
import {
  cardsLeft,
  idleTurns,
  learner,
  movesOf,
  stepsOf,
  type LearnerEntry,
  type ScriptEntry,
} from "./guide-script";

/**
 * The guided first game of Picture Gallery (src/engine/guide.ts; docs/games/gallery.md,
 * "Guided first game"): the learner (seat 0) against three bots on a chosen deal.
 *
 * Four players, because the game ends only once the draw pile is empty (the deal leaves
 * it 46 cards with four players, 66 with two): with four, the learner's share of the
 * draws is a quarter. The deal puts three jokers on top of the pile (a joker turned as
 * the start card goes to the opener's hand, so they cost no turn) and gives the learner
 * nothing that fits while the pile runs down, so those turns are a tap to draw and a
 * tap to pass.
 */

const DEAL =
  "deal first=3 0:r9,r10,g2,b8,y4,y8,r1,b2,b1,g1 1:*,r7,y8,y10,b10,r4,y5,y6,y7,y4 " +
  "2:*,r6,b4,y6,b6,r4,r5,b5,b4,g7 3:*,r8,r5,g6,g8,r7,b7,g4,y3,b5 " +
  "stock:*,*,*,g1,g5,y5,r6,g4,r10,b6,g3,y10,g5,r2,b10,g10,g10,r2,r9,y9,b9,g2,b9,g9,g9,b1," +
  "r8,b8,g8,r1,y7,b7,g7,y1,g6,r3,r3,y1,y3,b3,b3,b2,g3,y2,y2,y9";

const text = (en: string, ru: string): GuideText => ({ en, ru });

/** A draw while the pile runs down; `left` is the pile's size before it (a test checks it). */
const drawOn = (left: number): LearnerEntry => {
  const n = cardsLeft(left);
  return learner("draw", {
    say: text(
      `Draw a card: ${n.en} left in the draw pile. The game ends when it is empty and an exhibition closes.`,
      `Возьмите карту из колоды (там ещё ${n.ru}). Игра кончится, когда колода опустеет и закроется выставка.`,
    ),
    taps: [TAP.draw],
    rules: ["draw"],
  });
};

const passAgain = (say: GuideText): LearnerEntry => learner("pass", { say, taps: [TAP.pass] });

const SCRIPT: readonly ScriptEntry[] = [
  DEAL,
  "decline r8",
  learner("open r9@1,0 r10@2,0", {
    say: text(
      "Everyone got 10 cards; the rest is the draw pile. Bot 3 could not open with the start card it turned, so it declined and laid its red 8 as the new start card. Open the exhibition on it: put your red 9 and red 10 to its right — one colour, values in a row, is a run.",
      "Каждому сдали по 10 карт, остальные — колода. Бот 3 не смог открыть выставку на стартовой карте, поэтому отказался и положил стартовой картой свою красную 8. Откройте на ней выставку: положите справа красные 9 и 10 — карты одного цвета с номерами подряд образуют ряд.",
    ),
    taps: stepTaps("open r9@1,0 r10@2,0"),
    rules: ["deal", "start-card", "open", "run"],
  }),
  learner("discard g2", {
    say: text(
      "Your tokens are now on these three cards: each will score its value for you. A turn that laid cards ends with a discard: pick your green 2 and put it on the bazaar, the face-up pile.",
      "Теперь на этих трёх картах ваши фишки: каждая принесёт вам столько очков, каков её номер. Ход, в котором вы выкладывали карты, заканчивается сбросом: выберите зелёную 2 и положите её на базар — открытую стопку.",
    ),
    taps: discardTaps("g2"),
    rules: ["discard"],
  }),
  ...["draw", "lay r7@-1,0", "discard y8"],
  ...["draw", "lay r6@-2,0", "discard b4"],
  ...idleTurns(1),
  learner("bazaar", {
    say: text(
      "A turn starts with the top card of the draw pile, or with the whole bazaar. Bot 1 threw a yellow 8 onto the bazaar, and you can use it: take the bazaar.",
      "В начале хода берут верхнюю карту колоды или весь базар. Бот 1 сбросил на базар жёлтую 8, и она вам пригодится: заберите базар.",
    ),
    taps: [TAP.takeBazaar],
    wrong: text(
      "Drawing is allowed too, but the yellow 8 on the bazaar is the card you need: take the bazaar.",
      "Взять карту из колоды тоже можно, но вам нужна жёлтая 8 с базара: заберите базар.",
    ),
    rules: ["bazaar"],
  }),
  learner("lay y8@0,1 b8@0,2", {
    say: text(
      "A set is one value in any colours. Put the yellow 8 and then the blue 8 under the red 8: a column of three 8s. A new line needs at least three cards in one step.",
      "Набор — карты одного номера любых цветов. Положите под красную 8 жёлтую, а под неё синюю: получится столбец из трёх восьмёрок. В новой линии сразу должно быть не меньше трёх карт.",
    ),
    taps: stepTaps("lay y8@0,1 b8@0,2"),
    rules: ["set", "new-line"],
  }),
  learner("discard g2", {
    say: text(
      "You laid, so you discard again: the green 2 goes back to the bazaar. Always keep a card in hand for this discard.",
      "Вы выкладывали карты — значит, снова сброс: зелёная 2 возвращается на базар. Всегда оставляйте в руке карту для сброса.",
    ),
    taps: discardTaps("g2"),
    rules: ["keep-one"],
  }),
  ...["draw", "lay y10@2,1 b10@2,2", "discard r4"],
  ...["draw", "lay y6@-2,1 b6@-2,2", "discard r4"],
  ...["draw", "lay r5@-3,0 g6@-2,3 g8@0,3", "discard g1"],
  learner("decline y4", {
    say: text(
      "Bot 3 brought the exhibition to its limit of 14 cards and closed it: everyone scored the cards with their tokens, and the closer's points were doubled. You open the next one, but the green 3 fits none of your cards: decline — tap Decline, your yellow 4, then the start card; the 3 goes to your hand and the 4 becomes the start card.",
      "Бот 3 довёл выставку до предела в 14 карт и закрыл её: каждый получил очки за карты со своими фишками, а закрывший — вдвойне. Следующую выставку открываете вы, но к зелёной 3 ничего не подходит: откажитесь — нажмите «Отказаться», выберите жёлтую 4 и коснитесь стартовой карты; 3 уйдёт к вам в руку, а 4 станет стартовой.",
    ),
    taps: declineTaps("y4"),
    rules: ["close", "score", "decline"],
  }),
  ...["open y5@1,0 y6@2,0 y7@3,0", "discard y4"],
  ...["draw", "lay r5@1,1 b5@1,2", "discard b4"],
  ...["draw", "lay r7@3,1 b7@3,2", "discard g4"],
  learner("draw", {
    say: text(
      "Bot 1 opened the new exhibition on your 4, and the bots crossed it with a set of 5s and a set of 7s. Start your turn: draw the top card of the draw pile.",
      "Бот 1 открыл новую выставку на вашей 4, а боты пересекли её наборами пятёрок и семёрок. Начните ход: возьмите верхнюю карту колоды.",
    ),
    taps: [TAP.draw],
    rules: ["draw"],
  }),
  learner("lay y8@4,0", {
    say: text(
      "A line that was on the table before your turn grows by one card at most in your turn. Add your yellow 8 to the right end of the yellow run.",
      "Линия, лежавшая на столе до вашего хода, за ваш ход вырастает не больше чем на одну карту. Добавьте жёлтую 8 справа к жёлтому ряду.",
    ),
    taps: stepTaps("lay y8@4,0"),
    rules: ["grow-one"],
  }),
  learner("discard r1", {
    say: text(
      "Discard the red 1: it fits nowhere. At the end every card left in your hand costs you its value.",
      "Сбросьте красную 1 — ей некуда лечь. В конце игры каждая карта, оставшаяся в руке, отнимает у вас столько очков, каков её номер.",
    ),
    taps: discardTaps("r1"),
    rules: ["hand-counts"],
  }),
  ...["draw", "lay g5@1,3", "discard g4"],
  ...["draw", "lay g7@3,3", "discard y5"],
  ...["draw", "lay y3@-1,0", "discard b5"],
  drawOn(29),
  learner("pass", {
    say: text(
      "None of your cards fits the exhibition now. A turn that lays nothing ends with Pass, and then there is no discard.",
      "Сейчас ни одна ваша карта не подходит к выставке. Ход, в котором ничего не выложено, заканчивается пасом — без сброса.",
    ),
    taps: [TAP.pass],
    rules: ["pass"],
  }),
  ...idleTurns(3),
  drawOn(25),
  passAgain(
    text(
      "Nothing fits again: pass. Laying is never compulsory.",
      "Снова ничего не подходит: пас. Выкладывать карты никто не обязан.",
    ),
  ),
  ...idleTurns(3),
  drawOn(21),
  passAgain(
    text(
      "Pass. The bots are waiting too: whoever lays the 15th card closes this exhibition and doubles.",
      "Пас. Боты тоже выжидают: кто положит 15-ю карту, тот закроет выставку и удвоит свои очки за неё.",
    ),
  ),
  ...idleTurns(3),
  drawOn(17),
  passAgain(text("Still nothing that fits: pass.", "По-прежнему ничего не подходит: пас.")),
  ...idleTurns(3),
  drawOn(13),
  passAgain(
    text(
      "Pass. A yellow 2 or a yellow 9 would extend the yellow run; you have neither yet.",
      "Пас. Жёлтый ряд продолжила бы жёлтая 2 или жёлтая 9, но их у вас пока нет.",
    ),
  ),
  ...idleTurns(3),
  drawOn(9),
  passAgain(text("Pass again.", "Снова пас.")),
  ...idleTurns(3),
  drawOn(5),
  passAgain(
    text(
      "Pass. Your low cards cost little at the end; the bots hold high ones.",
      "Пас. Мелкие карты в конце отнимут у вас немного, а у ботов в руках крупные.",
    ),
  ),
  ...idleTurns(2),
  ...["draw", "lay r6@2,1 b6@2,2", "discard g5"],
  learner("draw", {
    say: text(
      "Draw the last card of the draw pile. With the pile empty no new exhibition can open, so the next closing ends the game.",
      "Возьмите последнюю карту колоды. Когда колода пуста, новая выставка не открывается, и следующее закрытие завершит игру.",
    ),
    taps: [TAP.draw],
    rules: ["game-end"],
  }),
  learner("lay y9@5,0", {
    say: text(
      "The exhibition has 14 of its 15 cards. Put the yellow 9 at the right end of the yellow run: it closes the exhibition, and your points on it are doubled.",
      "На выставке 14 карт из 15. Положите жёлтую 9 справа в конец жёлтого ряда: она закроет выставку, и ваши очки за неё удвоятся.",
    ),
    taps: stepTaps("lay y9@5,0"),
    wrong: text(
      "That is a legal step, but this lesson closes with the yellow 9 at the right end of the yellow run.",
      "Так ходить можно, но в этом уроке выставку закрывает жёлтая 9 справа в конце жёлтого ряда.",
    ),
    rules: ["close"],
  }),
  learner("discard b1", {
    say: text(
      "A turn that closes still ends with a discard: the blue 1. Then the game is scored: the exhibitions' points, less the cards left in each hand.",
      "Ход с закрытием тоже заканчивается сбросом: синяя 1. Затем подводится итог: очки за выставки минус карты, оставшиеся у каждого в руке.",
    ),
    taps: discardTaps("b1"),
    rules: ["score"],
  }),
];

export const galleryGuide: Guide = {
  options: {},
  seats: 4,
  seed: null,
  learner: 0,
  names: { en: ["You", "Bot 1", "Bot 2", "Bot 3"], ru: ["Вы", "Бот 1", "Бот 2", "Бот 3"] },
  moves: movesOf(SCRIPT),
  intro: text(
    "Picture Gallery: the players lay their cards into a shared exhibition of runs and sets, and every card scores for the player whose token is on it. Whoever closes an exhibition doubles their points on it; when the draw pile has run out, the highest total wins. You play three bots on a chosen deal, and I will show each rule as it comes.",
    "«Картинная галерея»: игроки выкладывают карты на общую выставку рядами и наборами, и каждая карта приносит очки тому, чья на ней фишка. Кто закрывает выставку, удваивает свои очки за неё; когда колода кончится, побеждает набравший больше всех. Вы играете с тремя ботами на заранее выбранной раздаче, а я буду объяснять каждое правило, когда оно понадобится.",
  ),
  outro: text(
    "You won with 55 points; Bot 3 has 16, Bot 1 −1, Bot 2 −36. You opened on a start card and declined another, drew and took the bazaar, laid a run, a set and a card onto an old line, discarded, passed, and closed the last exhibition for double points. The bots kept high cards in hand, and those counted against them.",
    "Вы победили с 55 очками; у Бота 3 — 16, у Бота 1 — −1, у Бота 2 — −36. Вы открыли выставку на стартовой карте и отказались от другой, брали карту из колоды и забирали базар, выложили ряд, набор и карту к старой линии, сбрасывали, пасовали и закрыли последнюю выставку с удвоением. Боты держали в руках крупные карты, и они пошли им в минус.",
  ),
  steps: stepsOf(SCRIPT),
  covers: [
    "deal",
    "start-card",
    "open",
    "run",
    "discard",
    "bazaar",
    "set",
    "new-line",
    "keep-one",
    "close",
    "score",
    "decline",
    "draw",
    "grow-one",
    "hand-counts",
    "pass",
    "game-end",
  ],
};
