import type { GuideText } from "../../engine/guide";
import { lessonDeal } from "./guide-deal";

/**
 * The guided first game's entries in order (guide.ts turns them into the Guide): the
 * deal, the learner's moves each with what the coach says, and the bot's moves as plain
 * notation. The learner's first turn shows every way to play but the discard piles'; the
 * bot then builds a pile the learner's second turn continues from the discard pile and
 * the goal pile until it is empty.
 */

/** A move of the learner and the coach's words for it. */
export interface LessonMove {
  readonly move: string;
  readonly say: GuideText;
  readonly wrong?: GuideText;
  /** The names in the guide's `covers` this move teaches. */
  readonly rules: readonly string[];
}

export type LessonEntry = string | LessonMove;

const FIRST_TURN: readonly LessonMove[] = [
  {
    move: "Ah h>c1",
    rules: ["deal", "ace-starts"],
    say: {
      en: "Your goal pile shows a 3 and you hold five cards. A centre pile always starts with an ace and goes up one rank at a time: tap your ace, then the first centre pile.",
      ru: "Сверху на вашей стопке цели тройка, в руке пять карт. Центральная стопка всегда начинается с туза и растёт на один ранг за раз: коснитесь туза, затем первой центральной стопки.",
    },
    wrong: {
      en: "Any free place would take the ace, but this lesson builds on the first centre pile: put it there.",
      ru: "Туза можно положить на любое свободное место, но в этом уроке мы строим первую центральную стопку: положите его туда.",
    },
  },
  {
    move: "2c h>c1",
    rules: ["from-hand"],
    say: {
      en: "The pile now needs a 2. A card from your hand may go onto any centre pile that needs its rank: play your 2.",
      ru: "Теперь стопке нужна двойка. Карту из руки можно положить на любую центральную стопку, которой нужен её ранг: сыграйте двойку.",
    },
    wrong: {
      en: "Play the real 2 and keep your king: a wild card is worth most where a rank is missing.",
      ru: "Сыграйте настоящую двойку, а короля приберегите: универсальная карта ценнее всего там, где нужного ранга нет.",
    },
  },
  {
    move: "3d g>c1",
    rules: ["from-goal"],
    say: {
      en: "Now your goal's 3 fits. Goal cards are what win the game: tap your goal pile, then the centre pile.",
      ru: "Теперь подходит тройка из цели. Именно карты цели ведут к победе: коснитесь стопки цели, затем центральной стопки.",
    },
    wrong: {
      en: "Play the 3 from your goal pile: only goal cards bring you closer to winning.",
      ru: "Сыграйте тройку из стопки цели: к победе приближают только карты цели.",
    },
  },
  {
    move: "4s g>c1",
    rules: ["from-goal"],
    say: {
      en: "The card below was turned up: a 4, and it fits as well. Play it too; 11 goal cards will be left.",
      ru: "Под тройкой открылась следующая карта — четвёрка, и она тоже подходит. Сыграйте и её: в цели останется 11 карт.",
    },
  },
  {
    move: "Ks h>c1=5",
    rules: ["wild-king"],
    say: {
      en: "Your goal shows a 6, but the pile needs a 5 and you have none. Kings are wild: a king stands for any rank from 2 to queen. Play your king; the board makes it the 5.",
      ru: "В цели открылась шестёрка, а стопке нужна пятёрка, которой у вас нет. Короли универсальны: король заменяет любой ранг от двойки до дамы. Сыграйте короля — доска сама сделает его пятёркой.",
    },
    wrong: {
      en: "Use the king here: as the 5 it lets your goal's 6 go next.",
      ru: "Сыграйте здесь короля: он станет пятёркой, и следом пойдёт шестёрка из цели.",
    },
  },
  {
    move: "6h g>c1",
    rules: ["from-goal"],
    say: {
      en: "The king counts as a 5, so your goal's 6 fits. Play it.",
      ru: "Король считается пятёркой, так что шестёрка из цели подходит. Сыграйте её.",
    },
  },
  {
    move: "7d h>c1",
    rules: ["from-hand"],
    say: {
      en: "Your goal now shows an 8. Close the gap with the 7 from your hand.",
      ru: "Теперь в цели восьмёрка. Закройте разрыв семёркой из руки.",
    },
  },
  {
    move: "8c g>c1",
    rules: ["from-goal"],
    say: {
      en: "The 8 from your goal goes on the 7. Play it; 9 goal cards will be left.",
      ru: "Восьмёрка из цели ложится на семёрку. Сыграйте её: в цели останется 9 карт.",
    },
  },
  {
    move: "9h h>c1",
    rules: ["refill"],
    say: {
      en: "Your goal shows a 10: play the 9, your last card. Whoever plays out the whole hand draws five new cards at once and goes on.",
      ru: "В цели десятка: сыграйте девятку — последнюю карту в руке. Кто сыграл всю руку, сразу берёт из колоды пять новых карт и продолжает ход.",
    },
  },
  {
    move: "10d g>c1",
    rules: ["from-goal"],
    say: {
      en: "Five new cards are in your hand. Your goal's 10 goes on the 9: play it.",
      ru: "В руке пять новых карт. Десятка из цели ложится на девятку: сыграйте её.",
    },
  },
  {
    move: "Jc g>c1",
    rules: ["from-goal"],
    say: {
      en: "A jack is next. You hold jacks too, but play the one from your goal pile: only goal cards bring you closer to winning.",
      ru: "Дальше нужен валет. Валеты есть и в руке, но сыграйте валета из цели: к победе приближают только карты цели.",
    },
    wrong: {
      en: "Play the jack from your goal pile: each goal card in the centre is a step towards winning, a hand card is not.",
      ru: "Сыграйте валета из стопки цели: каждая карта цели в центре — шаг к победе, а карта из руки — нет.",
    },
  },
  {
    move: "Qs g>c1",
    rules: ["pile-complete"],
    say: {
      en: "Your goal's queen completes the pile. A pile that reaches the queen is finished: it is set aside and its place is free for a new ace.",
      ru: "Дама из цели завершает стопку. Стопка, дошедшая до дамы, собрана: её откладывают, и место снова свободно для нового туза.",
    },
  },
  {
    move: "discard 5s>d1",
    rules: ["discard"],
    say: {
      en: "Nothing else fits, so end your turn by putting one hand card onto a discard pile of yours. Put the 5 on the first one and confirm with End turn: you may play it from there later.",
      ru: "Больше ничего не подходит, так что закончите ход, отправив одну карту из руки на свою стопку сброса. Положите пятёрку на первую и подтвердите кнопкой «Закончить ход» — позже её можно сыграть оттуда.",
    },
    wrong: {
      en: "For this lesson, discard the 5 onto your first discard pile: a low card there is easy to play later.",
      ru: "В этом уроке сбросьте пятёрку на первую стопку сброса: младшую карту оттуда легко сыграть позже.",
    },
  },
];

/** The bot's turn: its goal's ace starts the free pile, two hand cards, a discard. */
const BOT_TURN: readonly string[] = ["Ad g>c1", "2d h>c1", "3h h>c1", "discard 10c>d1"];

const SECOND_TURN: readonly LessonMove[] = [
  {
    move: "4h g>c1",
    rules: ["draw", "from-goal"],
    say: {
      en: "The bot started a new pile and built it up to 3. Your turn began by drawing back up to five cards. Your goal's 4 fits: play it.",
      ru: "Бот начал новую стопку и довёл её до тройки. Ваш ход начался с добора: в руке снова пять карт. Четвёрка из цели подходит — сыграйте её.",
    },
  },
  {
    move: "5s d1>c1",
    rules: ["from-discard"],
    say: {
      en: "The pile needs a 5, and yours lies on top of your first discard pile. The top card of a discard pile can be played too: tap it, then the centre pile.",
      ru: "Стопке нужна пятёрка, а ваша лежит сверху на первой стопке сброса. Верхнюю карту стопки сброса тоже можно играть: коснитесь её, затем центральной стопки.",
    },
  },
  {
    move: "6d g>c1",
    rules: ["from-goal"],
    say: {
      en: "Your goal's 6 goes on your 5. Play it; 4 goal cards will be left.",
      ru: "Шестёрка из цели ложится на вашу пятёрку. Сыграйте её: в цели останется 4 карты.",
    },
  },
  {
    move: "7c g>c1",
    rules: ["from-goal"],
    say: {
      en: "A 7 turned up in your goal, just what the pile needs. Play it.",
      ru: "В цели открылась семёрка — как раз то, что нужно стопке. Сыграйте её.",
    },
  },
  {
    move: "8h g>c1",
    rules: ["from-goal"],
    say: {
      en: "And an 8: play it, and only two goal cards will be left.",
      ru: "Теперь восьмёрка: сыграйте её, и в цели останется всего две карты.",
    },
  },
  {
    move: "9s g>c1",
    rules: ["from-goal"],
    say: {
      en: "A 9: after it one goal card is left, while the bot still has 12 to go.",
      ru: "Девятка: после неё в цели останется одна карта, а боту выкладывать ещё 12.",
    },
  },
  {
    move: "10h g>c1",
    rules: ["win", "score"],
    say: {
      en: "Your last goal card, a 10, fits. Emptying your goal pile wins the hand at once, with no discard: you score 5 points plus one for each card left in the bot's goal pile.",
      ru: "Последняя карта цели, десятка, подходит. Опустевшая стопка цели сразу приносит победу, без сброса: вы получаете 5 очков и ещё по одному за каждую карту, оставшуюся в стопке цели бота.",
    },
  },
];

export const LESSON: readonly LessonEntry[] = [
  lessonDeal(),
  ...FIRST_TURN,
  ...BOT_TURN,
  ...SECOND_TURN,
];
