import { fail, ok, type Result } from "../../engine/errors";
import { BAR, BOARD_SIZE, OPP, sameBoard, type Board } from "./board";
import { MAX_STEPS, legalStep, type PlayList } from "./movegen";
import { BAR_POINT, OFF_POINT, type Segment } from "./notation";

/**
 * The position a written move reaches when it plays EVERY die one step each (two
 * dice, or four for doubles) — most moves — or null when it does not, or when a
 * step is not legal in the written order: then the caller generates the plays and
 * calls resolvePlay. A play that uses all the dice legally is always a legal play (no
 * play can use more dice or pips), and steps of one die each can be read only one way
 * and hit the same blots in any order (see exactPlay), so this is resolvePlay's
 * answer without generating the plays. Each step's die is its length; a bear-off
 * counts only when exact (with a larger die, two readings could be possible).
 */
export function allDicePlayed(
  board: Board,
  d1: number,
  d2: number,
  segments: readonly Segment[],
): Board | null {
  const n = d1 === d2 ? 4 : 2;
  const from = codes;
  const to = otherCodes;
  let steps = 0;
  for (const s of segments) {
    for (let i = 0; i < s.count; i++) {
      if (steps === n) return null;
      from[steps] = s.from;
      to[steps] = s.to;
      steps++;
    }
  }
  if (steps !== n) return null;
  // Each die used once: for doubles every length is d1; else one of each.
  const length = (i: number): number => from[i] - to[i];
  if (d1 === d2) {
    for (let i = 0; i < n; i++) if (length(i) !== d1) return null;
  } else if (!((length(0) === d1 && length(1) === d2) || (length(0) === d2 && length(1) === d1))) {
    return null;
  }
  const work = board.slice();
  for (let i = 0; i < n; i++) {
    const index = from[i] === BAR_POINT ? BAR : from[i] - 1;
    if (work[index] === 0 || (work[BAR] > 0 && index !== BAR)) return null;
    if (!legalStep(work, 0, index, length(i))) return null;
    moveChecker(work, 0, index, to[i] === OFF_POINT ? 0 : to[i]);
  }
  return work;
}

/**
 * Finds the legal play a written move denotes. A move may be written one step per
 * die, with combined steps (`24/13`) or repeats (`8/5(2)`), in any order, with or
 * without hit marks: every way of playing the written steps with the dice is tried,
 * and the move denotes the legal play whose RESULTING POSITION it reaches. Hit marks
 * are ignored (a hit follows from the position). Two different legal results is an
 * ambiguous move; none is an illegal one.
 */
export function resolvePlay(
  board: Board,
  dice: readonly number[],
  segments: readonly Segment[],
  plays: PlayList,
): Result<number> {
  const moves: [number, number][] = [];
  for (const s of segments) for (let i = 0; i < s.count; i++) moves.push([s.from, s.to]);
  const exact = exactPlay(moves, plays);
  return exact >= 0 ? ok(exact) : searchPlay(board, dice, moves, plays);
}

/** The general matcher: tries every order of the written moves and every use of the dice. */
export function searchPlay(
  board: Board,
  dice: readonly number[],
  moves: readonly (readonly [number, number])[],
  plays: PlayList,
): Result<number> {
  const found = new Set<number>();
  const work = new Int8Array(BOARD_SIZE * 9);
  for (let i = 0; i < BOARD_SIZE; i++) work[i] = board[i];
  // Orders that list the same moves in the same sequence are tried once.
  const tried = new Set<string>();
  for (const order of permutations(moves.length)) {
    const ordered = order.map((k) => moves[k]);
    const key = ordered.join(" ");
    if (tried.has(key)) continue;
    tried.add(key);
    search(work, 0, ordered, [...dice], plays, found);
    if (found.size > 1) break; // ambiguous already
  }
  if (found.size === 1) return ok([...found][0]);
  if (found.size === 0) {
    return fail("illegal-play", "that play is not legal with these dice here");
  }
  return fail("ambiguous-play", "that play could mean different moves: write one step per die");
}

/**
 * The fast path (nearly every logged move is a canonical one): the play whose generated
 * single-die steps are exactly the written steps, in any order; -1 if none. It gives
 * the same answer as the search below, without the search: each generated step uses
 * one die, the written steps are then playable in the generated order, and single-die
 * steps land only on their written points, so they hit the same blots in every order
 * and reach that play's resulting position. No other play can be reached from them
 * either: reading a step as several dice would need dice that the other steps use
 * (or, for a lone bear-off, a second die, and then a two-dice play would exist and a
 * one-die play would not be legal). Plays differ by result, so at most one matches.
 */
function exactPlay(moves: readonly (readonly [number, number])[], plays: PlayList): number {
  const n = moves.length;
  if (n === 0 || n > MAX_STEPS) return -1;
  const written = codes;
  for (let i = 0; i < n; i++) written[i] = stepCode(moves[i][0], moves[i][1]);
  sortPrefix(written, n);
  const generated = otherCodes;
  for (let p = 0; p < plays.count; p++) {
    if (plays.stepCounts[p] !== n) continue;
    const base = p * 2 * MAX_STEPS;
    // Board indices are points minus one: the bar (24) is point 25, off (-1) is 0.
    for (let i = 0; i < n; i++) {
      generated[i] = stepCode(plays.steps[base + 2 * i] + 1, plays.steps[base + 2 * i + 1] + 1);
    }
    sortPrefix(generated, n);
    let same = true;
    for (let i = 0; i < n && same; i++) same = generated[i] === written[i];
    if (same) return p;
  }
  return -1;
}

const codes = new Int32Array(MAX_STEPS);
const otherCodes = new Int32Array(MAX_STEPS);
const stepCode = (fromPoint: number, toPoint: number): number => fromPoint * 32 + toPoint;

/** Insertion sort of the first n (≤ 4) codes: no allocation, no comparator calls. */
function sortPrefix(a: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

/**
 * Plays moves[0] (from the board at work[at]) with any unused die, continuing one
 * die at a time until the checker reaches its written target, then the next move.
 */
function search(
  work: Int8Array,
  at: number,
  moves: readonly (readonly [number, number])[],
  dice: number[],
  plays: PlayList,
  found: Set<number>,
  checker = moves.length > 0 ? moves[0][0] : 0,
): void {
  if (moves.length === 0) {
    const result = work.subarray(at, at + BOARD_SIZE);
    const scratch = new Int8Array(BOARD_SIZE);
    for (let p = 0; p < plays.count; p++) {
      if (sameBoard(result, plays.resultInto(p, scratch))) found.add(p);
    }
    return;
  }
  const [, target] = moves[0];
  const from = checker === BAR_POINT ? BAR : checker - 1;
  if (work[at + from] === 0) return;
  if (work[at + BAR] > 0 && from !== BAR) return; // the bar enters first
  for (let d = 0; d < dice.length; d++) {
    const die = dice[d];
    if (die === 0 || dice.indexOf(die) < d) continue; // equal dice: try one
    if (!legalStep(work, at, from, die)) continue; // also enters from the bar
    const landing = checker - die;
    if (target !== OFF_POINT && landing < target) continue;
    const next = at + BOARD_SIZE;
    work.copyWithin(next, at, next);
    moveChecker(work, next, from, landing);
    dice[d] = 0;
    const arrived = target === OFF_POINT ? landing <= 0 : landing === target;
    if (arrived) search(work, next, moves.slice(1), dice, plays, found);
    else search(work, next, moves, dice, plays, found, landing);
    dice[d] = die;
  }
}

/** Moves the mover's checker from index `from` to point `landing` (≤ 0: off), hitting. */
function moveChecker(work: Int8Array, at: number, from: number, landing: number): void {
  work[at + from]--;
  if (landing <= 0) return;
  const theirs = at + OPP + 24 - landing;
  if (work[theirs] === 1) {
    work[theirs] = 0;
    work[at + OPP + BAR]++;
  }
  work[at + landing - 1]++;
}

/** All orders of 0..n-1 (n ≤ 4). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const rest of permutations(n - 1)) {
    for (let i = 0; i <= rest.length; i++) out.push([...rest.slice(0, i), n - 1, ...rest.slice(i)]);
  }
  return out;
}
