import type { Guide, GuideStep } from "../../engine/guide";

/**
 * The guided first game of Mountains (issue 29, item 1): two v two on a small table
 * (36 cards, 5 × 5), the learner at seat 0 with a bot partner at seat 2 (Red) against
 * two bots (Black), on a deal chosen for the lesson (seed null: the deal is written
 * below). The learner lays 7 cards and passes once, each move showing one rule; the
 * other seats' moves are simply legal entries of the log. docs/games/mountains.md,
 * "Guided first game", says how the deal was chosen.
 */

/** The hand card to tap (the kit's Hand names each slot by the card's notation). */
const handCard = (card: string): string => `[data-testid="hand-card"][data-ck-slot="${card}"]`;

/** A place on the table the picked card may go (Grid's cell test id, `x,y` as notation). */
const cell = (x: number, y: number): string => `[data-testid="cell-${x},${y}"]`;

/** The Pass button, shown only when `pass` is the seat's legal entry. */
const PASS_BUTTON = '[data-testid="mountains-pass"]';

/** A placement's two taps: the card in the hand, then the lit place. */
const lay = (card: string, x: number, y: number): readonly string[] => [handCard(card), cell(x, y)];

const DEAL =
  "deal red=A first=0" +
  " 0:6d,9d,10d,7d,Kh,Ad,Ah,8d,Qh" +
  " 1:Qc,Ks,Kc,8s,6s,Ac,7s,7c,9c" +
  " 2:Jd,8h,10h,6h,7h,Qd,Kd,9h,Jh" +
  " 3:Jc,10s,9s,6c,8c,10c,Js,As,Qs";

/**
 * The whole game. Seat 0 (the learner) plays entries 1, 5, 9 … 29; the game ends at
 * entry 30, the fourth pass in a row. Columns, left to right: x = −3 … 1.
 */
const MOVES: readonly string[] = [
  DEAL,
  "7d@0,0",
  "Kc@-1,0",
  "7h@1,0",
  "9s@-2,0",
  "Ah@-3,0",
  "Ac@-2,1",
  "Qd@-3,1",
  "As@-2,2",
  "Ad@-1,1",
  "9c@-2,3",
  "10h@0,1",
  "10c@-3,2",
  "9d@1,1",
  "Ks@-3,3",
  "Jh@-2,4",
  "Jc@0,2",
  "8d@-3,4",
  "7s@1,2",
  "Kd@1,3",
  "Js@0,3",
  "Qh@0,4",
  "pass",
  "9h@-1,2",
  "pass",
  "6d@-1,3",
  "Qc@-1,4",
  "pass",
  "pass",
  "pass",
  "pass",
];

const STEPS: readonly GuideStep[] = [
  {
    at: 1,
    rules: ["deal", "first-card"],
    say: {
      en: "Each team is dealt only its own colour: you hold hearts and diamonds, your partner the other red cards, the bots the black ones. The first card of the game goes in the middle and must be a 6 to 10: lay the 7♦.",
      ru: "Каждой команде сдают карты только её цвета: у вас черви и бубны, у партнёра остальные красные карты, у ботов чёрные. Первая карта игры ложится в центр и должна быть от шестёрки до десятки: выложите бубновую семёрку.",
    },
    taps: lay("7d", 0, 0),
    wrong: {
      en: "Any 6 to 10 may open the game; this lesson opens with the 7♦, so the bigger cards stay for later.",
      ru: "Открыть игру может любая карта от шестёрки до десятки; в этом уроке начинаем с бубновой семёрки, а старшие карты бережём на потом.",
    },
  },
  {
    at: 5,
    rules: ["base", "seniority"],
    say: {
      en: "The first row, the base, grows at either end, card touching card by an edge, until it holds 5. A card whose neighbours are all of the other colour must be higher than one of them: the A♥ beats the 9♠, so lay it at the left end.",
      ru: "Первый ряд, основание, растёт с любого конца, карта к карте стороной, пока в нём не станет 5 карт. Если все соседи карты другого цвета, она должна быть старше хотя бы одного из них: червовый туз старше пиковой девятки — положите его слева.",
    },
    taps: lay("Ah", -3, 0),
    wrong: {
      en: "That card fits too, but the lesson lays the A♥ at the left end: an ace is higher than any card, so it is safe next to the 9♠.",
      ru: "Эта карта тоже подходит, но в уроке кладём червового туза слева: туз старше любой карты, так что рядом с пиковой девяткой ему ничто не мешает.",
    },
  },
  {
    at: 9,
    rules: ["mountain", "seniority"],
    say: {
      en: "The base is full, so every column is now a mountain: a card goes only straight up, on top of a column. The A♦ on the K♣ of the middle mountain touches the K♣ and the A♣: it is higher than the king, and one is enough.",
      ru: "Основание заполнено, и каждый столбец теперь гора: карта кладётся только сверху на столбец. Бубновый туз на трефовом короле средней горы касается короля и трефового туза: он старше короля, а этого достаточно.",
    },
    taps: lay("Ad", -1, 1),
    wrong: {
      en: "That fits too; the lesson plays the A♦ on the middle mountain, to show that beating one neighbour is enough (an equal ace does not count).",
      ru: "Так тоже можно; в уроке кладём бубнового туза на среднюю гору: достаточно быть старше одного соседа (равный туз не в счёт).",
    },
  },
  {
    at: 13,
    rules: ["diversity"],
    say: {
      en: "Two cards of the same suit never touch, whoever laid them. The 9♦ may go on your partner's 7♥ in the right mountain: its neighbours are hearts, not diamonds.",
      ru: "Две карты одной масти никогда не соседствуют, кто бы их ни выложил. Бубновую девятку можно положить на червовую семёрку партнёра в правой горе: рядом черви, а не бубны.",
    },
    taps: lay("9d", 1, 1),
    wrong: {
      en: "That fits too; this step puts the 9♦ on the right mountain, next to hearts only.",
      ru: "Так тоже можно; на этом шаге кладём бубновую девятку на правую гору, где рядом одни черви.",
    },
  },
  {
    at: 17,
    rules: ["own-colour", "height"],
    say: {
      en: "If any neighbour is of your own colour, the rank does not matter: the 8♦ is lower than the K♠ below it, yet the J♥ beside it is red. It tops the left mountain: 5 cards, as high as a mountain may grow.",
      ru: "Если хоть один сосед вашего цвета, старшинство не важно: бубновая восьмёрка младше пикового короля под ней, но рядом червовый валет. Она венчает левую гору: 5 карт, выше гора не растёт.",
    },
    taps: lay("8d", -3, 4),
    wrong: {
      en: "That fits too; the lesson lays the low 8♦ on the left mountain, where the red J♥ beside it lets it go above the K♠.",
      ru: "Так тоже можно; в уроке кладём младшую бубновую восьмёрку на левую гору: червовый валет рядом позволяет ей лечь на пикового короля.",
    },
  },
  {
    at: 21,
    rules: ["score"],
    say: {
      en: "A mountain belongs to the colour whose cards in it add up to more, and scores a point per card. Black leads the fourth mountain 22 to 17; the Q♥ beats the J♠ and turns it red, 29 to 22.",
      ru: "Гора достаётся цвету, чьи карты в ней дают большую сумму, и приносит по очку за каждую карту. В четвёртой горе впереди чёрные, 22 против 17; червовая дама старше пикового валета и делает гору красной: 29 против 22.",
    },
    taps: lay("Qh", 0, 4),
    wrong: {
      en: "That fits too, but the Q♥ on the fourth mountain takes it from Black: that is this step's move.",
      ru: "Так тоже можно, но червовая дама на четвёртой горе отбирает её у чёрных — именно этот ход здесь и нужен.",
    },
  },
  {
    at: 25,
    rules: ["card-points"],
    say: {
      en: "A card scores its rank: 6 to 10 as printed, jack 11, queen 12, king 13, ace 14. The middle mountain is red, 23 to 13; the 6♦ fits above your partner's 9♥ and makes it 29.",
      ru: "Очки карты — её достоинство: от шестёрки до десятки по номиналу, валет 11, дама 12, король 13, туз 14. Средняя гора у красных, 23 против 13; бубновая шестёрка ложится над червовой девяткой партнёра, и сумма становится 29.",
    },
    taps: lay("6d", -1, 3),
    wrong: {
      en: "The 10♦ fits there too; the lesson lays the 6♦, a low card that fits because the 9♥ below is red.",
      ru: "Бубновая десятка тоже подходит; в уроке кладём шестёрку: младшая карта проходит, потому что червовая девятка под ней красная.",
    },
  },
  {
    at: 29,
    rules: ["pass", "end"],
    say: {
      en: "Only the top of the right mountain is free, and it touches the K♦ and the Q♥: your 10♦ and K♥ would each touch their own suit. With no card that fits, you must pass; when every seat passes in turn, the game ends.",
      ru: "Свободна только вершина правой горы, а она касается бубнового короля и червовой дамы: ваши бубновая десятка и червовый король легли бы рядом со своей мастью. Если ни одна карта не подходит, нужно пасовать; когда все игроки спасовали подряд, игра окончена.",
    },
    taps: [PASS_BUTTON],
  },
];

export const mountainsGuide: Guide = {
  options: { deck: 36, width: 5, height: 5, points: "rank" },
  seats: 4,
  seed: null,
  learner: 0,
  names: {
    en: ["You", "Bot 1", "Partner (bot)", "Bot 2"],
    ru: ["Вы", "Бот 1", "Партнёр (бот)", "Бот 2"],
  },
  moves: MOVES,
  intro: {
    en: "Mountains: two teams, Red and Black, lay cards on one table, first a row and then columns on it, the mountains. Each mountain goes to the colour whose cards in it add up to more, and the team with more points wins. You and your partner (a bot) are Red against two bots; the table here is 5 cards wide and 5 high.",
    ru: "Горы: две команды, красные и чёрные, выкладывают карты на общий стол — сначала ряд, а на нём столбцы, горы. Каждая гора достаётся цвету, чьи карты в ней дают большую сумму, а побеждает команда, набравшая больше очков. Вы с партнёром (ботом) играете за красных против двух ботов; стол здесь 5 карт в ширину и 5 в высоту.",
  },
  outro: {
    en: "Red wins 19 to 5: four mountains are red (5 + 5 + 5 + 4 cards), one is black (5). You have seen the own-colour deal, the first card, the base, mountains growing straight up, seniority and its exception for your own colour, that one suit never touches itself, passing, the end and the scoring.",
    ru: "Красные побеждают со счётом 19 : 5. Четыре горы красные (5 + 5 + 5 + 4 карты), одна чёрная (5). Вы узнали раздачу по цветам, первую карту, основание, горы, растущие строго вверх, старшинство и исключение для своего цвета, запрет на соседство одной масти, пас, конец игры и подсчёт очков.",
  },
  steps: STEPS,
  covers: [
    "deal",
    "first-card",
    "base",
    "seniority",
    "mountain",
    "diversity",
    "own-colour",
    "height",
    "score",
    "card-points",
    "pass",
    "end",
  ],
};
