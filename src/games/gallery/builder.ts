import type { GameError } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { Board } from "./board";
import {
  cardOfCode,
  codeOfCard,
  countCards,
  handCardFor,
  isJoker,
  type GalleryCard,
} from "./cards";
import { cellName, indexOf, inReach, LINE_STEPS, makeCell, xOf, yOf, type Cell } from "./grid";
import {
  completionError,
  duplicateSetValue,
  placementError,
  segmentAt,
  segmentError,
  shortLineAt,
  isSet,
  type HandLeft,
  type LayCode,
  type LayRules,
} from "./laying";
import { layError } from "./messages";
import type { Placed, Placement } from "./state";

export type { Placement } from "./state";

/**
 * The lay builder: a step built one card at a time, as a player builds it on the board
 * (pick a card, or a joker and its name, then a cell). It says at once which lines the
 * step makes and whether each is a valid run or set, why a cell is refused, which cells
 * can take a card, and whether the step is complete and valid. `check` of a `lay` or
 * `open` entry runs the same builder over the entry's cards, so the board, the rules and
 * the bots share one copy of the laying rules (laying.ts).
 */

/** What a step is built against: the exhibition, the hand and the rules in force. */
export interface LayContext {
  readonly seat: Seat;
  readonly table: readonly Placed[];
  /** Cells laid earlier this turn. */
  readonly fresh: readonly string[];
  readonly hand: readonly GalleryCard[];
  readonly rules: LayRules;
}

/** A step being built (plain data: a board keeps it in a signal). */
export interface StepDraft {
  readonly context: LayContext;
  readonly placements: readonly Placement[];
}

/** A line of two or more cards through a card of the step. */
export interface LineReport {
  readonly cells: readonly Cell[];
  readonly direction: "row" | "column";
  /** What the line is when valid: a run or a set. */
  readonly kind: "run" | "set" | null;
  /** The rule the line breaks now, if any (a line of two: `short-line`). */
  readonly error: LayCode | null;
}

export interface StepReport {
  readonly lines: readonly LineReport[];
  /** null when the step is complete and valid ("Lay" enabled), else why not. */
  readonly error: GameError | null;
  /** Cards on the exhibition after the step, and whether that closes it. */
  readonly cards: number;
  readonly closes: boolean;
  /** The points the closer loses for a step one card past the limit (its last card). */
  readonly overshoot: number;
}

export function startStep(context: LayContext): StepDraft {
  return { context, placements: [] };
}

/** The step with one more card, or why that card may not go there. */
export function addCard(
  draft: StepDraft,
  placement: Placement,
): { ok: true; value: StepDraft } | { ok: false; error: GameError } {
  const work = replay(draft);
  const refusal = work.add(placement);
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, value: { ...draft, placements: [...draft.placements, placement] } };
}

/** The step without its last card. */
export function removeLast(draft: StepDraft): StepDraft {
  return { ...draft, placements: draft.placements.slice(0, -1) };
}

/** Why `card` may not go to x,y as the step's next card, or null. */
export function refusal(
  draft: StepDraft,
  card: GalleryCard,
  x: number,
  y: number,
): GameError | null {
  return replay(draft).refusal({ card, x, y });
}

/** The cells (reading order) that can take `card` (a hand card or a named joker) next. */
export function cellsFor(draft: StepDraft, card: GalleryCard): Cell[] {
  const work = replay(draft);
  return work
    .candidateCells()
    .filter((i) => work.refusal({ card, x: xOf(i), y: yOf(i) }) === null)
    .map((i) => ({ x: xOf(i), y: yOf(i) }));
}

/** The names (`*r7`) a joker may take at x,y as the step's next card. */
export function jokerNames(draft: StepDraft, x: number, y: number): GalleryCard[] {
  const work = replay(draft);
  const out: GalleryCard[] = [];
  for (let code = 1; code <= 40; code++) {
    const card = `*${cardOfCode(code)}`;
    if (work.refusal({ card, x, y }) === null) out.push(card);
  }
  return out;
}

/** The lines the step makes, and whether it is complete and valid. */
export function assess(draft: StepDraft): StepReport {
  const work = replay(draft);
  return work.report();
}

/** Why the whole step `placements` may not be laid now, or null (what `check` runs). */
export function stepError(context: LayContext, placements: readonly Placement[]): GameError | null {
  const work = new StepWork(context);
  for (const p of placements) {
    const refused = work.add(p);
    if (refused) return refused;
  }
  return work.completion();
}

function replay(draft: StepDraft): StepWork {
  const work = new StepWork(draft.context);
  // A draft only ever holds placements the builder accepted.
  for (const p of draft.placements) work.add(p);
  return work;
}

/** A step on a Board, checked card by card. */
class StepWork {
  readonly board: Board;
  readonly hand: HandLeft;
  readonly cells: number[] = [];
  private last: GalleryCard | null = null;

  constructor(readonly context: LayContext) {
    this.board = Board.of(context.table, context.fresh);
    this.hand = { counts: countCards(context.hand), size: context.hand.length };
  }

  refusal(p: Placement): GameError | null {
    const code = codeOfCard(p.card);
    const detail = { card: p.card, cell: makeCell(p.x, p.y), limit: this.context.rules.limit };
    const error = placementError(
      this.board,
      this.context.rules,
      this.hand,
      this.cells,
      p.x,
      p.y,
      code,
    );
    return error ? layError(error, detail) : null;
  }

  add(p: Placement): GameError | null {
    const refused = this.refusal(p);
    if (refused) return refused;
    const index = indexOf(p.x, p.y);
    this.board.place(index, codeOfCard(p.card), this.context.seat);
    const handCode = codeOfCard(handCardFor(p.card));
    this.hand.counts[handCode]--;
    this.hand.size--;
    this.cells.push(index);
    this.last = p.card;
    return null;
  }

  completion(): GameError | null {
    const code = completionError(this.board, this.context.rules, this.cells);
    if (code === null) return null;
    if (code === "short-line") {
      return layError(code, { cell: cellName(shortLineAt(this.board, this.cells)) });
    }
    if (code === "second-set") return layError(code, { value: duplicateSetValue(this.board) });
    return layError(code, { limit: this.context.rules.limit });
  }

  /** Empty cells in reach that touch a card, in reading order. */
  candidateCells(): number[] {
    const out: number[] = [];
    const b = this.board;
    for (let y = b.minY - 1; y <= b.maxY + 1; y++) {
      for (let x = b.minX - 1; x <= b.maxX + 1; x++) {
        if (!inReach(x, y)) continue;
        const i = indexOf(x, y);
        if (b.cells[i] === 0) out.push(i);
      }
    }
    return out;
  }

  report(): StepReport {
    const lines: LineReport[] = [];
    const seen = new Set<string>();
    for (const index of this.cells) {
      for (const step of LINE_STEPS) {
        const [start, length] = segmentAt(this.board, index, step);
        const key = `${start}/${step}`;
        if (length < 2 || seen.has(key)) continue;
        seen.add(key);
        lines.push(this.line(start, length, step));
      }
    }
    const limit = this.context.rules.limit;
    const cards = this.board.count;
    const over = cards > limit && this.last !== null && !isJoker(this.last);
    return {
      lines,
      error: this.completion(),
      cards,
      closes: cards >= limit,
      overshoot: over ? Number((this.last ?? "x0").slice(1)) : 0,
    };
  }

  private line(start: number, length: number, step: number): LineReport {
    const cells: Cell[] = [];
    for (let k = 0; k < length; k++) {
      cells.push({ x: xOf(start + k * step), y: yOf(start + k * step) });
    }
    const broken = segmentError(this.board, start, length, step, this.context.rules.distinct);
    const kind = broken ? null : isSet(this.board, start, length, step) ? "set" : "run";
    return {
      cells,
      direction: step === 1 ? "row" : "column",
      kind,
      error: broken ?? (length === 2 ? "short-line" : null),
    };
  }
}
