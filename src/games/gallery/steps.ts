import { Board } from "./board";
import type { LayContext } from "./builder";
import {
  cardOfCode,
  codeOfParts,
  colourOfCode,
  countCards,
  isJokerCode,
  JOKER_BIT,
  valueOfCode,
} from "./cards";
import { GRID_SIZE, inReach, NEIGHBOUR_STEPS, xOf, yOf, indexOf } from "./grid";
import { completionError, placementError, type HandLeft } from "./laying";
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
}

export interface StepLimits {
  /** The most cards a step may have (default: no bound but the hand). */
  readonly maxCards?: number;
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
  const search: StepSearch = { board, hand, cells: [], codes: [] };
  const maxCards = Math.min(limits.maxCards ?? Infinity, hand.size);
  const seen = new Uint8Array(GRID_SIZE);
  const frontier: number[] = [];
  for (const index of board.occupied()) {
    for (const step of NEIGHBOUR_STEPS) addIfNew(board, seen, index + step, frontier);
  }
  frontier.sort((a, b) => a - b);
  // One buffer of options per depth: a deeper call must not overwrite its caller's.
  const buffers = Array.from({ length: maxCards + 1 }, () => new Int32Array(OPTIONS_ROOM));

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
        let stop =
          completionError(board, context.rules, search.cells) === null && visit(search) === true;
        if (!stop && search.cells.length < maxCards) {
          const added: number[] = [];
          for (const step of NEIGHBOUR_STEPS) addIfNew(board, seen, cell + step, added);
          stop = grow(
            added.length === 0 ? untried.slice(u + 1) : untried.slice(u + 1).concat(added),
          );
          for (const a of added) seen[a] = 0;
        }
        search.cells.pop();
        search.codes.pop();
        hand.size++;
        hand.counts[handCode]++;
        board.unplace(cell);
        if (stop) return true;
      }
    }
    return false;
  };
  return grow(frontier);
}

function addIfNew(board: Board, seen: Uint8Array, index: number, into: number[]): void {
  if (seen[index] || board.cells[index] !== 0) return;
  if (!inReach(xOf(index), yOf(index))) return;
  seen[index] = 1;
  into.push(index);
}

/**
 * The codes worth trying at an empty cell: the hand's cards (each kind once), and for a
 * joker the names that agree with one neighbour (its value in any colour, or its colour
 * one value up or down) — a line through a neighbour allows no other. Written into
 * `out`; real cards are filtered the same way. Returns how many (at most OPTIONS_ROOM:
 * 6 real kinds and 6 joker names).
 */
const OPTIONS_ROOM = 12;

function optionsAt(board: Board, hand: HandLeft, cell: number, out: Int32Array): number {
  let neighbour = 0;
  for (const step of NEIGHBOUR_STEPS) {
    if (board.cells[cell + step] !== 0) {
      neighbour = board.cells[cell + step];
      break;
    }
  }
  const value = valueOfCode(neighbour);
  const colour = colourOfCode(neighbour);
  const up = codeOfParts(colour, (value % 10) + 1);
  const down = codeOfParts(colour, ((value + 8) % 10) + 1);
  let n = 0;
  const push = (code: number): void => {
    out[n++] = code;
  };
  for (let c = 0; c < 4; c++) {
    const same = codeOfParts(c, value);
    if (hand.counts[same] > 0) push(same);
  }
  if (hand.counts[up] > 0) push(up);
  if (hand.counts[down] > 0 && down !== up) push(down);
  if (hand.counts[0] > 0) {
    for (let c = 0; c < 4; c++) push(codeOfParts(c, value) | JOKER_BIT);
    push(up | JOKER_BIT);
    if (down !== up) push(down | JOKER_BIT);
  }
  return n;
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
  let best: Placement[] | null = null;
  let bestCost = Infinity;
  for (let i = placements.length - 1; i >= 0; i--) {
    const rest = placements.filter((_, k) => k !== i);
    const ordered = readingOrder(context, rest);
    if (ordered.length !== rest.length || !touchesAny(context, ordered, placements[i])) continue;
    const cost = placements[i].card.startsWith("*") ? 0 : Number(placements[i].card.slice(1));
    if (cost < bestCost) {
      bestCost = cost;
      best = [...ordered, placements[i]];
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
