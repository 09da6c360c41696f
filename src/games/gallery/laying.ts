import type { Board } from "./board";
import * as cards from "./cards";
import * as grid from "./grid";

// Hot-path bindings: the searches call these millions of times, and a call through an
// imported binding costs a property getter under the CommonJS interop tsx runs the
// bench in. Read once here, each call stays direct.
const { colourOfCode, isJokerCode, valueOfCode } = cards;
const { AREA_HEIGHT, AREA_WIDTH, indexOf, inReach, LINE_STEPS, NEIGHBOUR_STEPS, xOf, yOf } = grid;

/**
 * The laying rules of the rules file, on a Board, as the one place they are written:
 * the lay builder (and through it `check`), the step generator and every bot use these
 * functions. Each rule has its own error code (messages.ts puts them in words).
 *
 * A step is checked card by card in the order listed (placementError, the rules that
 * hold for every prefix of a step), then as a whole (completionError: the rules a
 * step may break half-way, such as a new group that has two of its three cards yet).
 */
export type LayCode =
  | "not-in-hand"
  | "outside-area"
  | "occupied"
  | "not-adjacent"
  | "open-one-line"
  | "keep-one-card"
  | "over-limit"
  | "not-run-or-set"
  | "colour-repeated"
  | "two-jokers"
  | "extends-twice"
  | "empty-step"
  | "open-too-few"
  | "short-line"
  | "second-set";

export interface LayRules {
  /** Option distinctColours: a set may not repeat a colour. */
  readonly distinct: boolean;
  /** The exhibition's size limit; a step may end one card past it. */
  readonly limit: number;
  /** The keep-one-card rule (it lapses once the draw pile has run out). */
  readonly keepOne: boolean;
  /** An opening step: one line through the start card, of it and two or more cards. */
  readonly opening: boolean;
}

/** The hand while a step is built: cards left by code (index 0 the jokers) and in all. */
export interface HandLeft {
  readonly counts: Int8Array;
  size: number;
}

/**
 * Why the card `code` may not be laid at x,y as the next card of the step (whose cells
 * so far are `stepCells`), or null. The rules in the order they are checked.
 */
export function placementError(
  board: Board,
  rules: LayRules,
  hand: HandLeft,
  stepCells: readonly number[],
  x: number,
  y: number,
  code: number,
): LayCode | null {
  if (hand.counts[isJokerCode(code) ? 0 : code] <= 0) return "not-in-hand";
  if (!inReach(x, y)) return "outside-area";
  const index = indexOf(x, y);
  if (board.cells[index] !== 0) return "occupied";
  if (!fitsWith(board, x, y)) return "outside-area";
  if (!touchesCard(board, index)) return "not-adjacent";
  if (rules.opening && !inOneLine(stepCells, index)) return "open-one-line";
  if (rules.keepOne && hand.size <= 1) return "keep-one-card";
  if (board.count + 1 > rules.limit + 1) return "over-limit";
  board.place(index, code, -1);
  const error = lineError(board, rules, index) ?? extensionError(board, index);
  board.unplace(index);
  return error;
}

/** Why the step (its cells, already on the board) is not a valid whole step, or null. */
export function completionError(
  board: Board,
  rules: LayRules,
  stepCells: readonly number[],
): LayCode | null {
  if (stepCells.length === 0) return "empty-step";
  if (rules.opening && stepCells.length < 2) return "open-too-few";
  if (shortLineAt(board, stepCells) >= 0) return "short-line";
  if (duplicateSetValue(board) > 0) return "second-set";
  return null;
}

function fitsWith(board: Board, x: number, y: number): boolean {
  const width = Math.max(board.maxX, x) - Math.min(board.minX, x) + 1;
  const height = Math.max(board.maxY, y) - Math.min(board.minY, y) + 1;
  return width <= AREA_WIDTH && height <= AREA_HEIGHT;
}

export function touchesCard(board: Board, index: number): boolean {
  for (const step of NEIGHBOUR_STEPS) if (board.cells[index + step] !== 0) return true;
  return false;
}

/** The opening step's cards all lie in the start card's row, or all in its column. */
function inOneLine(stepCells: readonly number[], index: number): boolean {
  let inRow = yOf(index) === 0;
  let inColumn = xOf(index) === 0;
  for (const i of stepCells) {
    if (yOf(i) !== 0) inRow = false;
    if (xOf(i) !== 0) inColumn = false;
  }
  return inRow || inColumn;
}

/** The first cell of the segment through `index` along `step`, and its length. */
export function segmentAt(board: Board, index: number, step: number): [number, number] {
  let start = index;
  while (board.cells[start - step] !== 0) start -= step;
  let end = index;
  while (board.cells[end + step] !== 0) end += step;
  return [start, (end - start) / step + 1];
}

/** The rule a line of two or more cards breaks, or null for a valid run or set. */
export function segmentError(
  board: Board,
  start: number,
  length: number,
  step: number,
  distinct: boolean,
): LayCode | null {
  const first = board.cells[start];
  const v0 = valueOfCode(first);
  const c0 = colourOfCode(first);
  let sameValue = true;
  let sameColour = true;
  let up = true;
  let down = true;
  let jokers = 0;
  let colours = 0;
  let repeated = false;
  let previous = v0;
  for (let k = 0; k < length; k++) {
    const code = board.cells[start + k * step];
    const value = valueOfCode(code);
    const colour = colourOfCode(code);
    if (isJokerCode(code)) jokers++;
    if (value !== v0) sameValue = false;
    if (colour !== c0) sameColour = false;
    if (colours & (1 << colour)) repeated = true;
    colours |= 1 << colour;
    if (k > 0) {
      if (value !== (previous % 10) + 1) up = false;
      if (value !== ((previous + 8) % 10) + 1) down = false;
    }
    previous = value;
  }
  if (!sameValue && !(sameColour && (up || down))) return "not-run-or-set";
  if (sameValue && distinct && repeated) return "colour-repeated";
  if (jokers > 1) return "two-jokers";
  return null;
}

/** Whether the segment is a set (one value); valid segments only. */
export function isSet(board: Board, start: number, length: number, step: number): boolean {
  const v0 = valueOfCode(board.cells[start]);
  for (let k = 1; k < length; k++) {
    if (valueOfCode(board.cells[start + k * step]) !== v0) return false;
  }
  return true;
}

function lineError(board: Board, rules: LayRules, index: number): LayCode | null {
  for (const step of LINE_STEPS) {
    const [start, length] = segmentAt(board, index, step);
    if (length < 2) continue;
    const error = segmentError(board, start, length, step, rules.distinct);
    if (error) return error;
  }
  return null;
}

/**
 * A group on the table at the start of the turn (two neighbouring cards not laid this
 * turn lie in one) grows by one card over the whole turn: its line may hold at most
 * one card laid this turn.
 */
function extensionError(board: Board, index: number): LayCode | null {
  for (const step of LINE_STEPS) {
    const [start, length] = segmentAt(board, index, step);
    if (length < 3) continue;
    let fresh = 0;
    let oldPair = false;
    for (let k = 0; k < length; k++) {
      const i = start + k * step;
      if (board.fresh[i]) fresh++;
      else if (k > 0 && !board.fresh[i - step]) oldPair = true;
    }
    if (oldPair && fresh > 1) return "extends-twice";
  }
  return null;
}

/** A cell of the step that stands in a line of exactly two cards, or −1. */
export function shortLineAt(board: Board, stepCells: readonly number[]): number {
  for (const index of stepCells) {
    for (const step of LINE_STEPS) {
      if (segmentAt(board, index, step)[1] === 2) return index;
    }
  }
  return -1;
}

/** The value of which the exhibition holds two sets, or 0 when each value has one set at most. */
export function duplicateSetValue(board: Board): number {
  let seen = 0;
  for (const step of LINE_STEPS) {
    for (let y = board.minY; y <= board.maxY; y++) {
      for (let x = board.minX; x <= board.maxX; x++) {
        const i = indexOf(x, y);
        // Each segment once: from its first cell.
        if (board.cells[i] === 0 || board.cells[i - step] !== 0) continue;
        let length = 1;
        while (board.cells[i + length * step] !== 0) length++;
        if (length < 2 || !isSet(board, i, length, step)) continue;
        const bit = 1 << valueOfCode(board.cells[i]);
        if (seen & bit) return valueOfCode(board.cells[i]);
        seen |= bit;
      }
    }
  }
  return 0;
}
