import type { Seat } from "../../engine/game";
import type { HintReason } from "../../engine/hint";
import { codeOf, WILD, type Model } from "./bot-model";
import { reachChance } from "./bot-reach";
import { targetsOf, type Leaf } from "./bot-search";
import type { StrongChoice } from "./bot-strong";
import { handSize, tableOf, type Weights } from "./bot-value";
import type { Card, SpiteMove, SpiteState } from "./state";

/**
 * The hint's one line (hintFor, bot.ts), from what the strong bot chose the entry for: the end
 * of its plan that gave the entry its value (a goal card reached, a hand played empty,
 * or the closing discard) and the planner's own estimates at that end — this seat's
 * chance to play its goal top next turn, and the best of the rivals' — against
 * stopping now. Each line states a fact of the position or a figure of the bot's; none
 * guesses at a card the seat cannot see.
 */

/** The reason in each language (the hint contract's, src/engine/hint.ts). */
export type { HintReason };

type Play = Extract<SpiteMove, { type: "play" }>;
type Discard = Extract<SpiteMove, { type: "discard" }>;

/** A change of chance smaller than this (5 points) is not worth a line of its own. */
const NOTABLE = 0.05;

const SUITS: Readonly<Record<string, string>> = { c: "♣", d: "♦", h: "♥", s: "♠" };

/** A card in short print, as the board's move summaries write it ("K♥", "10♠", "joker"). */
function cardOf(card: Card, ru: boolean): string {
  if (card === "*") return ru ? "джокер" : "joker";
  const suit = SUITS[card.slice(-1)];
  return suit ? `${card.slice(0, -1)}${suit}` : card;
}

const pct = (chance: number): number => Math.round(chance * 100);

function line(en: string, ru: string): HintReason {
  return { en, ru };
}

/** What the reason is drawn from: the seat's view, the bot's model of it, its choice. */
export interface Chosen {
  readonly s: SpiteState;
  readonly seat: Seat;
  readonly m: Model;
  readonly w: Weights;
  readonly choice: StrongChoice;
}

export function reasonOf(c: Chosen, move: SpiteMove): HintReason {
  switch (move.type) {
    case "play":
      return move.from === "g" ? goalReason(c.m) : playReason(c, move);
    case "discard":
      return holdBackReason(c) ?? discardReason(c.s, c.seat, move);
    case "end":
      return c.choice.plan.options.length > 1
        ? line(
            "Ends the turn here: by the bot's count none of the plays left is worth making.",
            "Ход лучше закончить здесь: по расчёту бота оставшиеся ходы ничего не дают.",
          )
        : line(
            "Nothing left to play and nothing to draw: the turn ends.",
            "Играть нечем, а брать больше нечего: ход окончен.",
          );
    default:
      throw new Error(`unreachable: a bot's entry is a play, a discard or end, not ${move.type}`);
  }
}

function goalReason(m: Model): HintReason {
  const left = m.goalLeft - 1;
  if (left === 0) {
    return line(
      "Your last goal card: playing it wins the hand.",
      "Последняя карта твоей стопки цели: с ней ты выигрываешь партию.",
    );
  }
  return line(
    `Plays from your goal pile: ${left} ${left === 1 ? "card" : "cards"} will be left in it.`,
    `Карта из твоей стопки цели: в ней останется ${left}.`,
  );
}

function playReason(c: Chosen, move: Play): HintReason {
  const { s, seat, m, choice } = c;
  const goal = s.goals[seat][0] ?? null;
  const leaf = choice.leaf;
  if (goal !== null && m.goalTop !== null) {
    const g = { en: cardOf(goal, false), ru: cardOf(goal, true) };
    const fitsNow = targetsOf({ heights: m.heights, m }, m.goalTop).length > 0;
    const after = { heights: heightsAfter(m, move.pile - 1), m };
    if (!fitsNow && targetsOf(after, m.goalTop).length > 0) {
      return line(
        `Opens the way for your goal top, the ${g.en}: it fits a centre pile now.`,
        `После неё верхняя карта твоей стопки цели (${g.ru}) подходит к центральной стопке.`,
      );
    }
    if (leaf?.kind === "goal") {
      return line(
        `First step of a run that brings your goal top, the ${g.en}, to the centre this turn.`,
        `Первый шаг цепочки: в этот ход в центр ляжет и верхняя карта твоей стопки цели (${g.ru}).`,
      );
    }
  }
  if (leaf?.kind === "draw") {
    return move.from === "h" && handSize(m.hand) === 1
      ? line(
          "Empties your hand: you draw five new cards at once.",
          "Рука опустеет, и ты сразу возьмёшь пять новых карт.",
        )
      : line(
          "A step to emptying your hand this turn, for five new cards.",
          "Шаг к тому, чтобы в этот ход опустошить руку и взять пять новых карт.",
        );
  }
  const stop = choice.plan.options.find((o) => o.step.kind === "discard" || o.step.kind === "end");
  const now = stop?.leaves[0];
  if (now === undefined || leaf === null) {
    // No stop to weigh against: with acesAndTwos an ace or two that fits must go first.
    return line(
      "Aces and twos go to the centre first; of those, this one suits you best.",
      "Тузы и двойки идут в центр первыми; из них эта карта тебе выгоднее всего.",
    );
  }
  return weighedReason(c, move, now, leaf);
}

/** A play on the way to the closing discard: what it changes against discarding now. */
function weighedReason(c: Chosen, move: Play, now: Leaf, leaf: Leaf): HintReason {
  const { s, seat, m, w, choice } = c;
  const goal = s.goals[seat][0] ?? null;
  const ownNow = now.potential / w.potential;
  const ownThen = leaf.potential / w.potential;
  if (goal !== null && ownThen - ownNow >= NOTABLE) {
    const [a, b] = [pct(ownNow), pct(ownThen)];
    return line(
      `Raises your chance to play your goal top (${cardOf(goal, false)}) next turn from ${a} % to ${b} %.`,
      `Шанс сыграть верхнюю карту стопки цели (${cardOf(goal, true)}) в следующий ход растёт с ${a} до ${b} %.`,
    );
  }
  const rivalNow = rivalChance(m, choice, now.heights);
  const rivalThen = rivalChance(m, choice, leaf.heights);
  if (rivalNow - rivalThen >= NOTABLE) {
    const [a, b] = [pct(rivalNow), pct(rivalThen)];
    return m.rivals.length === 1
      ? line(
          `Holds your rival back: its chance to play its goal top next turn falls from ${a} % to ${b} %.`,
          `Сдерживает соперника: его шанс сыграть карту цели в следующий ход падает с ${a} до ${b} %.`,
        )
      : line(
          `Holds your rivals back: their best chance to play a goal top next turn falls from ${a} % to ${b} %.`,
          `Сдерживает соперников: их лучший шанс сыграть карту цели в следующий ход падает с ${a} до ${b} %.`,
        );
  }
  // Neither chance moves much: what is left is the planner's small bonus for a card
  // played from the hand (one more drawn next turn) or from a discard pile.
  const p = { en: cardOf(move.card, false), ru: cardOf(move.card, true) };
  if (move.from === "h") {
    return m.drawable > 0
      ? line(
          `Gets the ${p.en} out of your hand: one more fresh card on your next draw.`,
          `Избавляет руку от карты ${p.ru}: в следующий раз возьмёшь на одну новую карту больше.`,
        )
      : line(
          `Lays the ${p.en} while it fits: one card fewer in your hand.`,
          `Карта ${p.ru} ложится, пока подходит: в руке на одну меньше.`,
        );
  }
  const n = move.from as number;
  const pile = s.discards[seat][n - 1];
  const below = pile.length > 1 ? pile[pile.length - 2] : null;
  return below !== null
    ? line(
        `Clears the ${p.en} off your discard pile ${n}, uncovering the ${cardOf(below, false)}.`,
        `Снимает ${p.ru} со стопки сброса ${n} и открывает ${cardOf(below, true)}.`,
      )
    : line(
        `Clears the ${p.en} off your discard pile ${n}: an empty pile for a later discard.`,
        `Снимает ${p.ru} со стопки сброса ${n}: она пустеет и ждёт следующего сброса.`,
      );
}

/** The centre after one card laid on `slot` (a completed pile frees its slot). */
function heightsAfter(m: Model, slot: number): number[] {
  const heights = [...m.heights];
  if (slot === heights.length) heights.push(0);
  heights[slot] = heights[slot] + 1 >= m.top ? 0 : heights[slot] + 1;
  return heights;
}

/** The best of the rivals' chances to play their goal tops next turn (the planner's estimate). */
function rivalChance(m: Model, choice: StrongChoice, heights: readonly number[]): number {
  let best = 0;
  for (const rival of m.rivals) {
    const who = { goal: rival.goalTop, hand: null, discards: rival.discards, draws: 5 };
    best = Math.max(best, reachChance(tableOf(m, heights), who, choice.plan.odds));
  }
  return best;
}

/**
 * Stopping while plays are left: when the best of them would raise a rival's chance to
 * play its goal top next turn, that is why the bot stops (the planner's estimate).
 */
function holdBackReason(c: Chosen): HintReason | null {
  const { m, choice } = c;
  const plays = choice.plan.options.filter((o) => o.step.kind === "play");
  if (plays.length === 0) return null;
  const best = plays.reduce((a, b) => (b.value > a.value ? b : a));
  const leaf = best.leaves.reduce<Leaf | null>(
    (a, b) => (a === null || b.value > a.value ? b : a),
    null,
  );
  if (leaf === null) return null;
  const [now, then] = [rivalChance(m, choice, m.heights), rivalChance(m, choice, leaf.heights)];
  if (then - now < NOTABLE) return null;
  const [a, b] = [pct(now), pct(then)];
  return m.rivals.length === 1
    ? line(
        `Stops here: playing on would lift your rival's chance at its goal top next turn from ${a} % to ${b} %.`,
        `Лучше остановиться: если играть дальше, шанс соперника сыграть карту цели вырастет с ${a} до ${b} %.`,
      )
    : line(
        `Stops here: playing on would lift your rivals' best chance at a goal top next turn from ${a} % to ${b} %.`,
        `Лучше остановиться: если играть дальше, лучший шанс соперников сыграть карту цели вырастет с ${a} до ${b} %.`,
      );
}

/** The closing discard: how the card sits on the pile it goes to (the planner's discardFit). */
function discardReason(s: SpiteState, seat: Seat, move: Discard): HintReason {
  const pile = s.discards[seat][move.pile - 1];
  const top = pile.length > 0 ? pile[pile.length - 1] : null;
  const n = move.pile;
  const c = { en: cardOf(move.card, false), ru: cardOf(move.card, true) };
  const code = codeOf(move.card, s);
  if (code === WILD) {
    return line(
      `Ends the turn: the wild ${c.en} waits on your discard pile ${n} for later.`,
      `Конец хода: универсальная карта ${c.ru} ждёт своего часа на стопке сброса ${n}.`,
    );
  }
  if (top === null) {
    return line(
      `Ends the turn: the ${c.en} starts your empty discard pile ${n}.`,
      `Конец хода: ${c.ru} ложится на пустую стопку сброса ${n}.`,
    );
  }
  const t = { en: cardOf(top, false), ru: cardOf(top, true) };
  const under = codeOf(top, s);
  if (under !== WILD && code === under - 1) {
    return line(
      `Ends the turn: the ${c.en} goes on the ${t.en} of your discard pile ${n}, keeping it in order.`,
      `Конец хода: ${c.ru} ложится на ${t.ru} в стопке сброса ${n} — стопка идёт по порядку.`,
    );
  }
  if (code === under) {
    return line(
      `Ends the turn: the ${c.en} goes on the ${t.en} of your discard pile ${n}, a card of its rank.`,
      `Конец хода: ${c.ru} ложится на карту того же ранга (${t.ru}) в стопке сброса ${n}.`,
    );
  }
  if (under !== WILD && code < under) {
    return line(
      `Ends the turn: the ${c.en} goes on the higher ${t.en} of your discard pile ${n}.`,
      `Конец хода: ${c.ru} ложится на старшую карту (${t.ru}) в стопке сброса ${n}.`,
    );
  }
  return line(
    `Ends the turn: the ${c.en} covers the ${t.en} of your discard pile ${n}, the least harm by the bot's count.`,
    `Конец хода: ${c.ru} накрывает ${t.ru} в стопке сброса ${n} — по расчёту бота это меньшее из зол.`,
  );
}
