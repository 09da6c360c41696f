import { Board } from "./board";
import type { LayContext } from "./builder";
import * as cards from "./cards";
import * as grid from "./grid";
import * as laying from "./laying";
import type { HandLeft } from "./laying";

// Hot-path bindings: the searches call these millions of times, and a call through an
// imported binding costs a property getter under the CommonJS interop tsx runs the
// bench in. Read once here, each call stays direct.
const { cardOfCode, codeOfParts, colourOfCode, countCards, isJokerCode, JOKER_BIT, valueOfCode } =
  cards;
const { GRID_SIZE, GRID_W, inReach, LINE_STEPS, NEIGHBOUR_STEPS, xOf, yOf, indexOf } = grid;
const { completionError, placementError, segmentAt } = laying;
import type { Placement } from "./state";

/**
 * Every valid step from a position, each once. A step is a set of cards on empty cells
 * that, with the table, stays edge-connected; it is enumerated as a growing connected
 * set (Redelmeier's algorithm for polyominoes: each set is reached by exactly one path,
 * its cards in an order in which each touches the table or an earlier card). Every
 * prefix is checked by laying.ts's placementError (the rules that hold for any part of
 * a valid step), so dead branches stop at once; each set is a step when completionError
 * accepts it. No rule is written here.
 */
export interface StepSearch {
  readonly board: Board;
  readonly hand: HandLeft;
  /** Cells and codes of the step being visited, in a valid order (do not keep: copy). */
  readonly cells: number[];
  readonly codes: number[];
  /** The points of the step's cards (jokers 0). */
  sum: number;
}

export interface StepLimits {
  /** The most cards a step may have (default: no bound but the hand). */
  readonly maxCards?: number;
  /**
   * Called before the search grows the current step further: true skips every larger
   * step that contains it (a branch-and-bound search's cut).
   */
  readonly prune?: (search: StepSearch) => boolean;
  /**
   * A budget of cards placed (valid prefixes) after which the search stops as if
   * `visit` had asked to: the bots' searches stay within their time. Default: none.
   */
  readonly maxNodes?: number;
}

/**
 * Calls `visit` for every valid step, in a deterministic order. `visit` may return
 * true to stop the search. Returns whether it was stopped.
 */
export function forEachStep(
  context: LayContext,
  visit: (search: StepSearch) => unknown,
  limits: StepLimits = {},
): boolean {
  const board = Board.of(context.table, context.fresh);
  const hand: HandLeft = { counts: countCards(context.hand), size: context.hand.length };
  const search: StepSearch = { board, hand, cells: [], codes: [], sum: 0 };
  const maxCards = Math.min(limits.maxCards ?? Infinity, hand.size);
  const maxNodes = limits.maxNodes ?? Infinity;
  let nodes = 0;
  // Redelmeier's marks: a cell is unseen, pending (in an untried list of this path) or
  // excluded (tried at an earlier sibling: sets holding it are enumerated elsewhere).
  const mark = new Uint8Array(GRID_SIZE);
  const frontier: number[] = [];
  for (const index of board.occupied()) {
    for (const step of NEIGHBOUR_STEPS) addIfNew(board, mark, index + step, frontier);
  }
  frontier.sort((a, b) => a - b);
  // One buffer of options per depth: a deeper call must not overwrite its caller's.
  const buffers = Array.from({ length: maxCards + 2 }, () => new Int32Array(OPTIONS_ROOM));
  const probe = new Int32Array(OPTIONS_ROOM);

  /** Whether a card of the hand may still go to `end` in this branch. */
  const open = (end: number): boolean => {
    if (mark[end] === EXCLUDED || board.cells[end] !== 0) return false;
    const x = xOf(end);
    const y = yOf(end);
    if (!inReach(x, y)) return false;
    const n = optionsAt(board, hand, end, probe);
    for (let o = 0; o < n; o++) {
      if (placementError(board, context.rules, hand, search.cells, x, y, probe[o]) === null) {
        return true;
      }
    }
    return false;
  };

  /** A line of two cards of the step that no card can make three any more. */
  const deadEnd = (): boolean => {
    if (search.cells.length >= maxCards) return true;
    for (const cell of search.cells) {
      for (const step of LINE_STEPS) {
        const [start, length] = segmentAt(board, cell, step);
        if (length === 2 && !open(start - step) && !open(start + 2 * step)) return true;
      }
    }
    return false;
  };

  const grow = (untried: readonly number[]): boolean => {
    for (let u = 0; u < untried.length; u++) {
      const cell = untried[u];
      const x = xOf(cell);
      const y = yOf(cell);
      const options = buffers[search.cells.length];
      const n = optionsAt(board, hand, cell, options);
      for (let o = 0; o < n; o++) {
        const code = options[o];
        if (placementError(board, context.rules, hand, search.cells, x, y, code) !== null) continue;
        const handCode = isJokerCode(code) ? 0 : code;
        board.place(cell, code, context.seat);
        hand.counts[handCode]--;
        hand.size--;
        search.cells.push(cell);
        search.codes.push(code);
        const points = isJokerCode(code) ? 0 : valueOfCode(code);
        search.sum += points;
        let stop =
          ++nodes > maxNodes ||
          (completionError(board, context.rules, search.cells) === null && visit(search) === true);
        if (!stop && !deadEnd() && !(limits.prune?.(search) ?? false)) {
          const added: number[] = [];
          for (const step of NEIGHBOUR_STEPS) addIfNew(board, mark, cell + step, added);
          stop = grow(
            added.length === 0 ? untried.slice(u + 1) : untried.slice(u + 1).concat(added),
          );
          for (const a of added) mark[a] = UNSEEN;
        }
        search.sum -= points;
        search.cells.pop();
        search.codes.pop();
        hand.size++;
        hand.counts[handCode]++;
        board.unplace(cell);
        if (stop) return true;
      }
      mark[cell] = EXCLUDED;
    }
    for (const cell of untried) mark[cell] = PENDING;
    return false;
  };
  return grow(frontier);
}

const UNSEEN = 0;
const PENDING = 1;
const EXCLUDED = 2;

function addIfNew(board: Board, mark: Uint8Array, index: number, into: number[]): void {
  if (mark[index] !== UNSEEN || board.cells[index] !== 0) return;
  if (!inReach(xOf(index), yOf(index))) return;
  mark[index] = PENDING;
  into.push(index);
}

/**
 * The codes worth trying at an empty cell: the hand's cards (each kind once), and for a
 * joker its names, that agree with every neighbour — a line through a neighbour holds
 * only its value in some colour, or its colour one value up or down. Written into
 * `out`; returns how many (at most OPTIONS_ROOM: 6 real kinds and 6 joker names).
 */
const OPTIONS_ROOM = 12;

function optionsAt(board: Board, hand: HandLeft, cell: number, out: Int32Array): number {
  const cells = board.cells;
  const a = cells[cell + 1];
  const b = cells[cell - 1];
  const c = cells[cell + GRID_W];
  const d = cells[cell - GRID_W];
  const first = a || b || c || d;
  const value = valueOfCode(first);
  const colour = colourOfCode(first);
  const jokers = hand.counts[0] > 0;
  let n = 0;
  for (let k = 0; k < 6; k++) {
    const code =
      k < 4
        ? codeOfParts(k, value)
        : codeOfParts(colour, k === 4 ? (value % 10) + 1 : ((value + 8) % 10) + 1);
    if (!(fits(code, a) && fits(code, b) && fits(code, c) && fits(code, d))) continue;
    if (hand.counts[code] > 0) out[n++] = code;
    if (jokers) out[n++] = code | JOKER_BIT;
  }
  return n;
}

/** Whether `code` may stand next to the card `other` (0: no card) in some valid line. */
function fits(code: number, other: number): boolean {
  if (other === 0) return true;
  const v = valueOfCode(code);
  const w = valueOfCode(other);
  if (v === w) return true;
  return colourOfCode(code) === colourOfCode(other) && (v === (w % 10) + 1 || w === (v % 10) + 1);
}

/** A step's placements from the codes of a search. */
export function placementsOf(cells: readonly number[], codes: readonly number[]): Placement[] {
  return cells.map((cell, i) => ({ card: cardOfCode(codes[i]), x: xOf(cell), y: yOf(cell) }));
}

/**
 * The canonical order of a step's cards, the order `legal` lists and the reference bot
 * writes: each next card is the first in reading order among the remaining ones that
 * touch the table or an earlier card. A step that ends one card past the size limit
 * instead ends with its cheapest card that can come last (the lowest value, a joker
 * counting 0; ties: the later cell), since that card's value is the closer's penalty.
 */
export function canonicalOrder(context: LayContext, placements: readonly Placement[]): Placement[] {
  const cards = context.table.length + placements.length;
  if (cards <= context.rules.limit) return readingOrder(context, placements);
  // Cells in reading order, so that walking them backwards breaks a tie of cost by the
  // later cell whatever order the caller found the placements in.
  const inOrder = [...placements].sort((a, b) => indexOf(a.x, a.y) - indexOf(b.x, b.y));
  let best: Placement[] | null = null;
  let bestCost = Infinity;
  for (let i = inOrder.length - 1; i >= 0; i--) {
    const rest = inOrder.filter((_, k) => k !== i);
    const ordered = readingOrder(context, rest);
    if (ordered.length !== rest.length || !touchesAny(context, ordered, inOrder[i])) continue;
    const cost = inOrder[i].card.startsWith("*") ? 0 : Number(inOrder[i].card.slice(1));
    if (cost < bestCost) {
      bestCost = cost;
      best = [...ordered, inOrder[i]];
    }
  }
  return best ?? readingOrder(context, placements);
}

/** The placements in reading order as far as edge contact allows (fewer if some never touch). */
function readingOrder(context: LayContext, placements: readonly Placement[]): Placement[] {
  const occupied = new Set(context.table.map((p) => indexOf(p.x, p.y)));
  const left = [...placements].sort((a, b) => indexOf(a.x, a.y) - indexOf(b.x, b.y));
  const out: Placement[] = [];
  while (left.length > 0) {
    const at = left.findIndex((p) => touches(occupied, indexOf(p.x, p.y)));
    if (at < 0) break;
    const [p] = left.splice(at, 1);
    occupied.add(indexOf(p.x, p.y));
    out.push(p);
  }
  return out;
}

function touchesAny(context: LayContext, laid: readonly Placement[], p: Placement): boolean {
  const occupied = new Set([...context.table, ...laid].map((q) => indexOf(q.x, q.y)));
  return touches(occupied, indexOf(p.x, p.y));
}

function touches(occupied: ReadonlySet<number>, index: number): boolean {
  return NEIGHBOUR_STEPS.some((step) => occupied.has(index + step));
}
