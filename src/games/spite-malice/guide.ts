import type { Guide, GuideStep } from "../../engine/guide";
import { LESSON, type LessonEntry } from "./guide-lesson";
import { parseMove } from "./notation";
import { endsOf } from "./targets";

/**
 * The guided first game of Spite and Malice (src/engine/guide.ts): two players, goal
 * piles of 13, a chosen deal (guide-deal.ts) in which the learner wins in two turns and
 * 20 moves, each way to play shown once or more (guide-lesson.ts has the moves and the
 * coach's words). docs/games/spite-malice.md, "Guided first game", says why it is so.
 */

const LEARNER = 0;

/** A hand card on the board (the kit's slot id of a hand card is `h:<card>`). */
const handCard = (card: string) => `[data-testid="hand-card"][data-ck-slot="h:${card}"]`;
/** A pile of this seat or the centre: `g`, `d1`–`d4`, `c1`–`c4`. */
const pile = (id: string) => `[data-testid="pile-${id}"]`;
const CONFIRM_DISCARD = '[data-testid="sm-confirm"]';

/**
 * What the learner taps to play `move`, as the board takes it: the card (a hand card,
 * the goal top or a discard top), then the pile it goes to; a closing discard is then
 * confirmed with End turn.
 */
function tapsOf(move: string): string[] {
  const parsed = parseMove(move);
  if (!parsed.ok) return [];
  const [origin, destination] = endsOf(parsed.value);
  const first = origin.startsWith("h:") ? handCard(origin.slice(2)) : pile(origin);
  const taps = [first, pile(destination)];
  return parsed.value.type === "discard" ? [...taps, CONFIRM_DISCARD] : taps;
}

function stepsOf(lesson: readonly LessonEntry[]): GuideStep[] {
  return lesson.flatMap((entry, at) =>
    typeof entry === "string"
      ? []
      : [
          {
            at,
            say: entry.say,
            taps: tapsOf(entry.move),
            rules: entry.rules,
            ...(entry.wrong ? { wrong: entry.wrong } : {}),
          },
        ],
  );
}

export const spiteMaliceGuide: Guide = {
  options: { goal: 13, piles: 4, acesAndTwos: false, wild: "kings", match: 0 },
  seats: 2,
  seed: null,
  learner: LEARNER,
  names: { en: ["You", "Bot"], ru: ["Вы", "Бот"] },
  moves: LESSON.map((entry) => (typeof entry === "string" ? entry : entry.move)),
  intro: {
    en: "Spite and Malice is a race: whoever first plays every card of their goal pile onto the centre wins. Here each goal pile has 13 cards. You were dealt your goal pile (its top card face up) and five cards in hand, with room for four discard piles of your own; the four centre piles in the middle are shared and still empty.",
    ru: "«Злоба и коварство» — это гонка: побеждает тот, кто первым выложит в центр все карты своей стопки цели. Здесь в стопке цели 13 карт. Вам сданы стопка цели (верхняя карта открыта) и пять карт в руку, и у вас есть место для четырёх своих стопок сброса; четыре центральные стопки посередине общие и пока пусты.",
  },
  outro: {
    en: "You won: your goal pile is empty, and you score 5 + 12 = 17 points, one for each card left in the bot's goal pile. Now you know the game: an ace starts a pile, you play from your hand, your goal pile and your discard piles, a king stands for any rank, an empty hand draws five more, and every turn ends with a discard.",
    ru: "Победа! Стопка цели пуста, и вы получаете 5 + 12 = 17 очков — по одному за каждую карту, оставшуюся в стопке цели бота. Теперь вы знаете игру: стопку начинает туз, играть можно из руки, из стопки цели и со стопок сброса, король заменяет любой ранг, опустевшая рука сразу добирает пять карт, а каждый ход заканчивается сбросом.",
  },
  steps: stepsOf(LESSON),
  covers: [
    "deal",
    "ace-starts",
    "from-hand",
    "from-goal",
    "wild-king",
    "refill",
    "pile-complete",
    "discard",
    "draw",
    "from-discard",
    "win",
    "score",
  ],
};
