import { gameError, type GameError } from "../../engine/errors";
import type { FrenchCard } from "../cards/french";
import { makeCell, sameCell, ORIGIN, type Cell } from "./cell";
import { isNumberCard, sameColour, sameSuit, seniorityRank } from "./order";
import { boundsOf, boundsWith, cardAt, heightOf, neighbourCards, widthOf } from "./table";
import type { Bounds, MosaicTable } from "./table";

/**
 * The four principles shared by every mosaic game of the family (СКИМ), and the rule of
 * the first card. Each is a separate check with its own stable code, returning null
 * when the placement obeys it. A game adds its own rules on top (placement.ts).
 */
export const MosaicError = {
  /** Continuity: a card after the first shares an edge with a card on the table. */
  NotAdjacent: "not-adjacent",
  /** Rectangle: the cards' bounding box stays within W columns and H rows. */
  OutsideRectangle: "outside-rectangle",
  /** Diversity: two cards of one suit never share an edge. */
  SameSuit: "same-suit",
  /** Seniority: among other-colour neighbours only, a card beats at least one. */
  NotSenior: "not-senior",
  /** The first card of the game is a number card (2 to 10)… */
  FirstCard: "first-card",
  /** …laid at 0,0, the cell every other cell is named from. */
  FirstAtOrigin: "first-at-origin",
  /** A cell holds one card. */
  Occupied: "occupied",
} as const;

/** The agreed size of the rectangle: W columns by H rows. */
export interface RectangleSize {
  readonly width: number;
  readonly height: number;
}

export function occupied(table: MosaicTable, cell: Cell): GameError | null {
  const card = cardAt(table, cell);
  return card === null
    ? null
    : gameError(MosaicError.Occupied, `${makeCell(cell)} already holds ${card}`);
}

/**
 * Continuity: every card after the first touches, by an edge, a card already laid.
 * (`neighbours`, the cards next to `cell`, may be given when already known.)
 */
export function continuity(
  table: MosaicTable,
  cell: Cell,
  neighbours: readonly FrenchCard[] = neighbourCards(table, cell),
): GameError | null {
  if (table.length === 0 || neighbours.length > 0) return null;
  return gameError(
    MosaicError.NotAdjacent,
    `${makeCell(cell)} shares no edge with a card on the table`,
  );
}

/**
 * Rectangle: the W × H window has no fixed place; it is wherever the cards end up. A
 * card may not make the bounding box of all cards wider than W or taller than H.
 */
export function rectangle(
  table: MosaicTable,
  cell: Cell,
  size: RectangleSize,
  bounds: Bounds | null = boundsOf(table),
): GameError | null {
  const box = boundsWith(bounds, cell);
  if (widthOf(box) <= size.width && heightOf(box) <= size.height) return null;
  return gameError(
    MosaicError.OutsideRectangle,
    `${makeCell(cell)} would make the table ${widthOf(box)} × ${heightOf(box)}, ` +
      `beyond the agreed ${size.width} × ${size.height}`,
  );
}

/** Diversity: no two cards of the same suit share an edge, whoever laid them. */
export function diversity(card: FrenchCard, neighbours: readonly FrenchCard[]): GameError | null {
  const twin = neighbours.find((n) => sameSuit(n, card));
  return twin === undefined
    ? null
    : gameError(MosaicError.SameSuit, `${card} may not touch ${twin}, a card of its own suit`);
}

/**
 * Seniority. If every neighbour is of the other colour, the card must be higher than
 * at least one of them (sub-rule 1: one is enough, equal is not higher). If any
 * neighbour is of its own colour (another suit, by Diversity), any rank may go there,
 * even next to higher cards of the other colour (sub-rule 2). No neighbour (the first
 * card): nothing to obey.
 */
export function seniority(card: FrenchCard, neighbours: readonly FrenchCard[]): GameError | null {
  if (neighbours.length === 0) return null;
  if (neighbours.some((n) => sameColour(n, card))) return null;
  const rank = seniorityRank(card);
  if (neighbours.some((n) => rank > seniorityRank(n))) return null;
  return gameError(
    MosaicError.NotSenior,
    `${card} must be higher than at least one of ${neighbours.join(", ")}`,
  );
}

/** The first card of the game: any suit, a number card (2–10; 6–10 with 36), at 0,0. */
export function firstCard(card: FrenchCard, cell: Cell): GameError | null {
  if (!isNumberCard(card)) {
    return gameError(MosaicError.FirstCard, `the first card is a 2 to 10, not ${card}`);
  }
  if (!sameCell(cell, ORIGIN)) {
    return gameError(
      MosaicError.FirstAtOrigin,
      `the first card lies at 0,0 (cells are named from it), not ${makeCell(cell)}`,
    );
  }
  return null;
}
