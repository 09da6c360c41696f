import { BAR_POINT, OFF_POINT } from "../notation";
import type { LegalPlay, Step } from "./offers";

/**
 * The partial play: the steps the player has made on the board but not yet confirmed.
 *
 * The board shows the position after those steps, so it moves checkers by arithmetic
 * (a checker leaves one point and lands on another; a lone opposing checker there goes
 * to the bar). Whether a step is allowed is never decided here: a step is offered only
 * when it leads on towards a play that `legal` lists, and Confirm sends that play's
 * own text, so whatever the player's order of steps, the engine receives a legal play.
 */

/** Both halves of the board, each 25 counts in its owner's numbering (index 24 = bar). */
export interface Halves {
  readonly mover: readonly number[];
  readonly opponent: readonly number[];
}

const BAR_INDEX = 24;

/** The position after one step, or null when the step cannot be made on this board. */
export function applyStep(h: Halves, step: Step): Halves | null {
  const fromIndex = step.from === BAR_POINT ? BAR_INDEX : step.from - 1;
  if (step.from < 1 || step.from > BAR_POINT || h.mover[fromIndex] <= 0) return null;
  if (step.to < OFF_POINT || step.to >= step.from) return null;
  const mover = [...h.mover];
  const opponent = [...h.opponent];
  mover[fromIndex] -= 1;
  if (step.to !== OFF_POINT) {
    // The mover's point p is the opponent's point 25 - p.
    const facing = BAR_INDEX - step.to;
    if (opponent[facing] >= 2) return null;
    if (opponent[facing] === 1) {
      opponent[facing] = 0;
      opponent[BAR_INDEX] += 1;
    }
    mover[step.to - 1] += 1;
  }
  return { mover, opponent };
}

export function applySteps(h: Halves, steps: readonly Step[]): Halves | null {
  let current: Halves | null = h;
  for (const step of steps) {
    if (current === null) return null;
    current = applyStep(current, step);
  }
  return current;
}

/**
 * The steps of a listed play in an order that can be made one after another on the
 * board (a checker must stand on a point before it leaves it), or null. The notation
 * does not promise its own order is that one, so the board finds it (at most 4! tries).
 */
export function playableOrder(h: Halves, steps: readonly Step[]): Step[] | null {
  if (steps.length === 0) return [];
  for (let i = 0; i < steps.length; i++) {
    if (i > 0 && sameStep(steps[i], steps[i - 1])) continue;
    const after = applyStep(h, steps[i]);
    if (after === null) continue;
    const rest = playableOrder(after, [...steps.slice(0, i), ...steps.slice(i + 1)]);
    if (rest) return [steps[i], ...rest];
  }
  return null;
}

function resultOf(h: Halves, steps: readonly Step[]): Halves | null {
  const order = playableOrder(h, steps);
  return order === null ? null : applySteps(h, order);
}

const keyOf = (h: Halves): string => `${h.mover.join(",")}|${h.opponent.join(",")}`;
const sameStep = (a: Step, b: Step): boolean => a.from === b.from && a.to === b.to;

/** Whether every step of `part` occurs in `whole` (as many times, in any order). */
function containsAll(whole: readonly Step[], part: readonly Step[]): Step[] | null {
  const rest = [...whole];
  for (const step of part) {
    const i = rest.findIndex((s) => sameStep(s, step));
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/**
 * Which die each step used, for dimming the dice: the die equal to the step's length,
 * else (bearing off from below) the smallest larger one. Display only.
 */
export function diceUsed(dice: readonly number[], steps: readonly Step[]): boolean[] {
  const used = dice.map(() => false);
  for (const step of steps) {
    const length = step.from - step.to;
    let pick = dice.findIndex((d, i) => !used[i] && d === length);
    if (pick < 0) {
      let best = -1;
      dice.forEach((d, i) => {
        if (!used[i] && d > length && (best < 0 || d < dice[best])) best = i;
      });
      pick = best;
    }
    if (pick >= 0) used[pick] = true;
  }
  return used;
}

/** The dice of a turn: two, or four of a double. */
export function turnDice(dice: readonly [number, number]): number[] {
  return dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [dice[0], dice[1]];
}

/** A turn being put together: the position, the legal plays, the dice and the steps so far. */
export interface Turn {
  readonly start: Halves;
  readonly plays: readonly LegalPlay[];
  readonly dice: readonly number[];
  readonly steps: readonly Step[];
}

interface Prepared {
  readonly current: Halves;
  readonly length: number;
  readonly results: ReadonlySet<string>;
}

interface Targets {
  readonly start: Halves;
  readonly length: number;
  readonly results: ReadonlySet<string>;
}

/**
 * The resulting positions of the legal plays, worked out once per list of plays (the
 * board asks many times per tap while it looks for combined destinations).
 */
const targetsOf = new WeakMap<readonly LegalPlay[], Targets>();

function targets(turn: Turn): Targets {
  const known = targetsOf.get(turn.plays);
  if (known && known.start === turn.start) return known;
  const results = new Set<string>();
  let length = 0;
  for (const play of turn.plays) {
    const after = resultOf(turn.start, play.steps);
    if (after) results.add(keyOf(after));
    length = Math.max(length, play.steps.length);
  }
  const made = { start: turn.start, length, results };
  targetsOf.set(turn.plays, made);
  return made;
}

function prepare(turn: Turn): Prepared {
  const { length, results } = targets(turn);
  return { current: applySteps(turn.start, turn.steps) ?? turn.start, length, results };
}

/** The position the board shows: the start with the partial steps made. */
export const currentPosition = (turn: Turn): Halves => prepare(turn).current;

/** The legal play the partial steps amount to, once they are complete; else null. */
export function completedPlay(turn: Turn): LegalPlay | null {
  const { current } = prepare(turn);
  const key = keyOf(current);
  for (const play of turn.plays) {
    if (play.steps.length !== turn.steps.length) continue;
    const after = resultOf(turn.start, play.steps);
    if (after && keyOf(after) === key) return play;
  }
  return null;
}

const onlyHome = (mover: readonly number[]): boolean => mover.every((n, i) => n === 0 || i < 6);

/**
 * The single steps the player may make next. A step is offered when the steps so far
 * plus it are all steps of one legal play (in any order), or when it is the last step
 * and reaches a legal play's position another way round (the engine lists each
 * position once, with one order of steps; the player may prefer another).
 * Two display filters keep the shown position believable and never block a play
 * (every legal play's own order passes them): a checker on the bar moves first, and
 * bearing off waits until the checkers are home.
 */
export function offeredSteps(turn: Turn): Step[] {
  const { current, length, results } = prepare(turn);
  if (turn.steps.length >= length) return [];
  const found: Step[] = [];
  const add = (step: Step) => {
    if (!found.some((s) => sameStep(s, step)) && applyStep(current, step)) found.push(step);
  };
  for (const play of turn.plays) {
    const rest = containsAll(play.steps, turn.steps);
    if (rest) rest.forEach(add);
  }
  if (turn.steps.length + 1 === length) {
    const used = diceUsed(turn.dice, turn.steps);
    const left = [...new Set(turn.dice.filter((_, i) => !used[i]))];
    for (let from = 1; from <= BAR_POINT; from++) {
      for (const die of left) {
        const step = { from, to: Math.max(from - die, OFF_POINT) };
        const after = applyStep(current, step);
        if (after && results.has(keyOf(after))) add(step);
      }
    }
  }
  const onBar = current.mover[BAR_INDEX] > 0;
  return found.filter((s) => {
    if (onBar && s.from !== BAR_POINT) return false;
    if (s.to === OFF_POINT) {
      const after = applyStep(current, s);
      // Bearing off needs every checker home; check the others, not the one leaving.
      return after !== null && onlyHome(after.mover);
    }
    return true;
  });
}

/** The points (and the bar) holding a checker the player may move now. */
export function movableFrom(turn: Turn): Set<number> {
  return new Set(offeredSteps(turn).map((s) => s.from));
}

/**
 * Where a checker on `from` may go, each destination with the steps that take it
 * there: one step, or the same checker moved on with further dice. A destination
 * reached by several different ways with different outcomes (one hits a blot on the
 * way, one does not) is left out: the player then goes one step at a time.
 */
export function destinations(turn: Turn, from: number): Map<number, Step[]> {
  const ways = new Map<number, { steps: Step[]; key: string; clash: boolean }>();
  const walk = (steps: readonly Step[], at: number) => {
    const here: Turn = { ...turn, steps };
    for (const step of offeredSteps(here)) {
      if (step.from !== at) continue;
      const chain = [...steps.slice(turn.steps.length), step];
      const after = applySteps(turn.start, [...steps, step]);
      if (after === null) continue;
      const key = keyOf(after);
      const known = ways.get(step.to);
      if (!known || chain.length < known.steps.length) {
        ways.set(step.to, { steps: chain, key, clash: false });
      } else if (chain.length === known.steps.length && known.key !== key) {
        known.clash = true;
      }
      if (step.to !== OFF_POINT) walk([...steps, step], step.to);
    }
  };
  walk(turn.steps, from);
  const out = new Map<number, Step[]>();
  for (const [to, way] of ways) if (!way.clash) out.set(to, way.steps);
  return out;
}
