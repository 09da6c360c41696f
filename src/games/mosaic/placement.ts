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
import { frontier, neighbourCards, type MosaicTable } from "./table";

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
  const taken = occupied(table, cell);
  if (taken) return taken;
  if (table.length === 0) return firstCard(card, cell) ?? rules.extra?.(table, card, cell) ?? null;
  const neighbours = neighbourCards(table, cell);
  return (
    continuity(table, cell, neighbours) ??
    rectangle(table, cell, rules.size) ??
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
  const out: Placement[] = [];
  for (const card of hand) {
    for (const cell of cells) {
      if (checkPlacement(rules, table, card, cell) === null) out.push({ card, cell });
    }
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
  return hand.some((card) =>
    cells.some((cell) => checkPlacement(rules, table, card, cell) === null),
  );
}
