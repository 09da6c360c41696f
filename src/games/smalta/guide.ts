import type { Guide, GuideStep } from "../../engine/guide";

/**
 * Smalta's guided first game (src/engine/guide.ts; docs/games/smalta.md, "Guided first
 * game"): the default die, every roll written here (seed null), so the lesson is the
 * same game every time. The learner is seat 0 and moves first; the bot plays like a
 * beginner on purpose — it gives a point away, leaves squares open — so that each rule
 * shows up once, and the learner wins with a four-colour square on the 8th paint.
 */

/** The selector of a board cell: the board's own test id (BoardGrid.tsx). */
const cell = (name: string): string => `[data-testid="cell-${name}"]`;

/**
 * The whole game. Before every paint comes the die's `roll N` (1 red, 2 orange,
 * 3 yellow, 4 green, 5 blue, 6 violet); "L" marks the learner's paints.
 */
const MOVES: readonly string[] = [
  "first 0",
  ...["roll 1", "c3"], // 2 L: red in the middle
  ...["roll 4", "d4"], // the bot: green, touching c3 only at a corner
  ...["roll 1", "b4"], // 6 L: red again, at a corner of c3 (no point)
  ...["roll 4", "e4"], // the bot: green beside its green d4: a point for the learner
  ...["roll 3", "b3"], // 10 L: yellow, away from other yellows
  ...["roll 6", "c2"], // the bot: violet, leaving b2–c3 with three colours and a gap
  ...["roll 1", "b2"], // 14 L: red closes it with a repeated colour (a mixed square)
  ...["roll 2", "e2"], // the bot: orange, out of the way
  ...["roll 5", "e3"], // 18 L: blue where no square is left open (d3 would leave two)
  ...["roll 5", "d2"], // the bot: blue, leaving c2–d3 open at d3
  ...["roll 1", "d3"], // 22 L: red closes it, beside red c3: a point for the bot
  ...["roll 6", "c4"], // the bot: violet, quietly
  ...["roll 4", "f5"], // 26 L: green kept away from the greens d4 and e4
  ...["roll 1", "d5"], // the bot: red, leaving c4–d5 with violet, green, red and a gap
  ...["roll 3", "c5"], // 30 L: yellow: a four-colour square wins
];

const STEPS: readonly GuideStep[] = [
  {
    at: 2,
    say: {
      en: "The lot chose you to start. Each turn the die picks your colour (red now) and you paint any empty cell with it: paint c3.",
      ru: "Жребий выбрал вас: вы начинаете. Каждый ход кубик выбирает цвет (сейчас красный), а вы красите им любую пустую клетку: закрасьте c3.",
    },
    taps: [cell("c3")],
    wrong: {
      en: "Any empty cell is allowed, but this lesson starts in the middle: paint c3.",
      ru: "Можно любую пустую клетку, но урок начинается с середины: закрасьте c3.",
    },
    rules: ["lot", "roll", "paint"],
  },
  {
    at: 6,
    say: {
      en: "Red again. If the cell you paint shares a side with a cell of its colour, your opponent scores a point; corners do not count, and b4 touches the red c3 only at a corner.",
      ru: "Снова красный. Если закрашенная клетка касается стороной клетки того же цвета, очко получает соперник; касание углом не в счёт, а b4 касается красной c3 только углом.",
    },
    taps: [cell("b4")],
    wrong: {
      en: "A cell beside the red c3 (b3, c2, c4 or d3) would give the bot a point; this lesson paints b4, which touches c3 only at a corner.",
      ru: "Клетка рядом с красной c3 (b3, c2, c4 или d3) дала бы боту очко; в этом уроке закрасьте b4 — она касается c3 только углом.",
    },
    rules: ["cluster"],
  },
  {
    at: 10,
    say: {
      en: "The bot painted e4 green beside the green d4, so you scored a point. Points decide only when all 36 cells are painted with no winning square; now paint b3 yellow.",
      ru: "Бот закрасил e4 зелёным рядом с зелёной d4, и очко досталось вам. Очки решают, только если все 36 клеток закрашены, а победного квадрата так и не было; теперь закрасьте b3 жёлтым.",
    },
    taps: [cell("b3")],
    wrong: {
      en: "This lesson goes on at b3: no yellow touches it, so nobody scores.",
      ru: "Урок продолжается на b3: рядом с ней нет жёлтых клеток, и очка никто не получит.",
    },
    rules: ["cluster", "board-full"],
  },
  {
    at: 14,
    say: {
      en: "The square b2–c3 has violet, yellow and red around an empty b2: orange, green or blue there would win it. Your red at b2 fills it with a repeated colour, which wins nothing, and the danger is gone.",
      ru: "В квадрате b2–c3 уже есть фиолетовый, жёлтый и красный, а b2 пуста: оранжевый, зелёный или синий на ней выиграли бы. Ваш красный на b2 заполнит квадрат с повтором цвета — такой квадрат ничего не даёт, и угроза снята.",
    },
    taps: [cell("b2")],
    wrong: {
      en: "Anywhere else b2 stays open, and the bot wins if its die shows one of those three colours. Paint b2.",
      ru: "Если красить в другом месте, b2 останется открытой, и бот выиграет, если у него выпадет один из этих трёх цветов. Закрасьте b2.",
    },
    rules: ["live-square", "mixed-square"],
  },
  {
    at: 18,
    say: {
      en: "Before you paint, look at the squares around the cell: blue at d3 would leave the bot two squares of three different colours and a gap. Blue at e3 leaves none: paint e3.",
      ru: "Прежде чем красить, посмотрите на квадраты вокруг клетки: синяя d3 оставила бы боту два квадрата с тремя разными цветами и пустой клеткой. Синяя e3 не оставит ни одного: закрасьте e3.",
    },
    taps: [cell("e3")],
    wrong: {
      en: "This lesson paints e3: it leaves the bot no square to win and gives no point.",
      ru: "В этом уроке красим e3: она не оставляет боту квадрата для победы и не даёт очка.",
    },
    rules: ["live-square"],
  },
  {
    at: 22,
    say: {
      en: "Now the square c2–d3 waits for orange, yellow or green at d3. Your red there touches the red c3 and gives the bot a point, but a point costs less than the game: paint d3.",
      ru: "Теперь квадрат c2–d3 ждёт оранжевый, жёлтый или зелёный на d3. Ваш красный там касается красной c3 и даст боту очко, но очко дешевле партии: закрасьте d3.",
    },
    taps: [cell("d3")],
    wrong: {
      en: "With d3 left open the bot wins if its die shows one of those three colours; the point it gets at d3 costs less.",
      ru: "Если оставить d3 открытой, бот выиграет, если у него выпадет один из этих трёх цветов; очко за d3 обойдётся дешевле.",
    },
    rules: ["cluster", "live-square"],
  },
  {
    at: 26,
    say: {
      en: "Green. At d5 or e5 it would touch a green and give a point, and three greens in one square let a fourth green win it as a monochrome square. Keep greens apart: paint f5.",
      ru: "Зелёный. На d5 или e5 он коснулся бы зелёной клетки и дал бы очко, а при трёх зелёных в одном квадрате четвёртая зелёная выиграет его как монохромный. Держите зелёные порознь: закрасьте f5.",
    },
    taps: [cell("f5")],
    wrong: {
      en: "This lesson paints f5: no green touches it, and no square is left open.",
      ru: "В этом уроке красим f5: рядом нет зелёных, и ни один квадрат не остаётся открытым.",
    },
    rules: ["monochrome", "cluster"],
  },
  {
    at: 30,
    say: {
      en: "The bot left violet, green and red in the square c4–d5 around an empty c5, and you rolled yellow: paint c5 to make four different colours and win at once.",
      ru: "Бот оставил в квадрате c4–d5 фиолетовый, зелёный и красный вокруг пустой c5, а у вас жёлтый: закрасьте c5 — четыре разных цвета, и вы сразу побеждаете.",
    },
    taps: [cell("c5")],
    wrong: {
      en: "Yellow at c5 completes a four-colour square and ends the game: paint c5.",
      ru: "Жёлтый на c5 замыкает четырёхцветный квадрат и заканчивает партию: закрасьте c5.",
    },
    rules: ["four-colour"],
  },
];

export const smaltaGuide: Guide = {
  options: { fortune: "die", hand: 4 },
  seats: 2,
  seed: null,
  learner: 0,
  names: { en: ["You", "Bot"], ru: ["Вы", "Бот"] },
  moves: MOVES,
  intro: {
    en: "In Smalta you and the bot take turns painting the cells of a 6 × 6 mosaic in the colour the die rolls. Whoever completes a 2 × 2 square of four different colours, or of one colour, wins at once.",
    ru: "В Смальте вы с ботом по очереди закрашиваете клетки мозаики 6 × 6 в цвет, выпавший на кубике. Кто замкнёт квадрат 2 × 2 из четырёх разных цветов или из одного цвета, сразу побеждает.",
  },
  outro: {
    en: "You won with a four-colour square; the points (1 : 1) would have counted only on a full board. Remember: the die picks the colour, a same-colour neighbour gives a point away, and three different colours around a gap are a square waiting for its winner.",
    ru: "Вы победили четырёхцветным квадратом; очки (1 : 1) считались бы, только если бы поле заполнилось. Запомните: цвет выбирает кубик, сосед того же цвета дарит очко сопернику, а три разных цвета вокруг пустой клетки — квадрат, который ждёт своего победителя.",
  },
  steps: STEPS,
  covers: [
    "lot",
    "roll",
    "paint",
    "cluster",
    "board-full",
    "live-square",
    "mixed-square",
    "monochrome",
    "four-colour",
  ],
};
