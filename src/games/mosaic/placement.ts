import type { GameError } from "../../engine/errors";
import type { FrenchCard } from "../cards/french";
import type { Cell } from "./cell";
import {
  continuity,
  diversity,
  firstCard,
  occupied,
  rectangle,
  seniority,
  type RectangleSize,
} from "./principles";
import { boundsOf, frontier, neighbourCards, type Bounds, type MosaicTable } from "./table";

/**
 * What a mosaic game adds on top of the shared position (as a chessops variant
 * overrides a few hooks of Position): the agreed rectangle, and optionally a rule of
 * its own and the cells worth trying. The family's 15 games differ only in these and
 * in their goals; this module knows none of them.
 */
export interface MosaicRules {
  readonly size: RectangleSize;
  /**
   * The game's own placement rule, checked after the four principles (Mountains: the
   * base row, then straight up). null when the cell is allowed.
   */
  readonly extra?: (table: MosaicTable, card: FrenchCard, cell: Cell) => GameError | null;
  /**
   * The cells a placement can possibly go to, to enumerate legal placements; it must
   * include every cell `extra` allows. Default: the origin on an empty table, else the
   * frontier (every empty cell next to a card).
   */
  readonly candidates?: (table: MosaicTable) => readonly Cell[];
}

/**
 * Whether `card` may be laid at `cell`: the cell is empty, then the first-card rule
 * (empty table) or Continuity, then Rectangle, Diversity, Seniority, then the game's
 * own rule. The first broken rule is returned.
 */
export function checkPlacement(
  rules: MosaicRules,
  table: MosaicTable,
  card: FrenchCard,
  cell: Cell,
): GameError | null {
  return checkAt(rules, table, card, cell, surroundings(table, cell));
}

/** What the checks need to know about a cell, the same for every card tried there. */
interface Surroundings {
  readonly taken: GameError | null;
  readonly neighbours: readonly FrenchCard[];
  readonly bounds: Bounds | null;
}

function surroundings(table: MosaicTable, cell: Cell): Surroundings {
  return {
    taken: occupied(table, cell),
    neighbours: neighbourCards(table, cell),
    bounds: boundsOf(table),
  };
}

function checkAt(
  rules: MosaicRules,
  table: MosaicTable,
  card: FrenchCard,
  cell: Cell,
  around: Surroundings,
): GameError | null {
  if (around.taken) return around.taken;
  if (table.length === 0) return firstCard(card, cell) ?? rules.extra?.(table, card, cell) ?? null;
  const { neighbours } = around;
  return (
    continuity(table, cell, neighbours) ??
    rectangle(table, cell, rules.size, around.bounds) ??
    diversity(card, neighbours) ??
    seniority(card, neighbours) ??
    rules.extra?.(table, card, cell) ??
    null
  );
}

export interface Placement {
  readonly card: FrenchCard;
  readonly cell: Cell;
}

/** The cells to try: the game's own list, else the origin or the frontier. */
export function candidateCells(rules: MosaicRules, table: MosaicTable): readonly Cell[] {
  if (rules.candidates) return rules.candidates(table);
  return table.length === 0 ? [{ x: 0, y: 0 }] : frontier(table);
}

/** Every legal placement of a card of `hand`, in the order of `hand`, then of the cells. */
export function legalPlacements(
  rules: MosaicRules,
  table: MosaicTable,
  hand: readonly FrenchCard[],
): Placement[] {
  const cells = candidateCells(rules, table);
  const around = cells.map((cell) => surroundings(table, cell));
  const out: Placement[] = [];
  for (const card of hand) {
    cells.forEach((cell, i) => {
      if (checkAt(rules, table, card, cell, around[i]) === null) out.push({ card, cell });
    });
  }
  return out;
}

/** Whether any card of `hand` has a legal placement (stops at the first). */
export function canPlace(
  rules: MosaicRules,
  table: MosaicTable,
  hand: readonly FrenchCard[],
): boolean {
  const cells = candidateCells(rules, table);
  const around = cells.map((cell) => surroundings(table, cell));
  return hand.some((card) =>
    cells.some((cell, i) => checkAt(rules, table, card, cell, around[i]) === null),
  );
}
