import type { FrenchCard } from "../cards/french";
import { edgeNeighbours, type Cell } from "./cell";

/** A card laid face up on the table, where it lies. */
export interface Laid {
  readonly card: FrenchCard;
  readonly x: number;
  readonly y: number;
}

/**
 * The table of a mosaic game: the cards laid so far, in the order they were laid (so
 * the last one is the last move). Plain JSON; a sparse grid with no fixed origin.
 * Tables hold at most one deck, so a linear scan is as fast as any index.
 */
export type MosaicTable = readonly Laid[];

/** The smallest rectangle holding every card (inclusive), or null for an empty table. */
export interface Bounds {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

export function cardAt(table: MosaicTable, cell: Cell): FrenchCard | null {
  for (const laid of table) if (laid.x === cell.x && laid.y === cell.y) return laid.card;
  return null;
}

/** The cards sharing an edge with `cell` (however many, 0 to 4), in the order laid. */
export function neighbourCards(table: MosaicTable, cell: Cell): FrenchCard[] {
  const out: FrenchCard[] = [];
  // One pass, no allocation per card: replay checks every entry through here.
  for (const laid of table) {
    const dx = laid.x - cell.x;
    const dy = laid.y - cell.y;
    if ((dx === 0 && (dy === 1 || dy === -1)) || (dy === 0 && (dx === 1 || dx === -1))) {
      out.push(laid.card);
    }
  }
  return out;
}

export function boundsOf(table: MosaicTable): Bounds | null {
  if (table.length === 0) return null;
  let { x: minX, y: minY } = table[0];
  let maxX = minX;
  let maxY = minY;
  for (const { x, y } of table) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, maxX, minY, maxY };
}

/** The bounds once `cell` is added: the box a placement would make. */
export function boundsWith(bounds: Bounds | null, cell: Cell): Bounds {
  if (bounds === null) return { minX: cell.x, maxX: cell.x, minY: cell.y, maxY: cell.y };
  return {
    minX: Math.min(bounds.minX, cell.x),
    maxX: Math.max(bounds.maxX, cell.x),
    minY: Math.min(bounds.minY, cell.y),
    maxY: Math.max(bounds.maxY, cell.y),
  };
}

export const widthOf = (b: Bounds): number => b.maxX - b.minX + 1;
export const heightOf = (b: Bounds): number => b.maxY - b.minY + 1;

/** A new table with one more card (the caller has checked the placement). */
export function withCard(table: MosaicTable, card: FrenchCard, cell: Cell): MosaicTable {
  return [...table, { card, x: cell.x, y: cell.y }];
}

/** Every empty cell sharing an edge with a card, each once, in reading order (y, then x). */
export function frontier(table: MosaicTable): Cell[] {
  const taken = new Set(table.map((l) => key(l)));
  const seen = new Set<string>();
  const out: Cell[] = [];
  for (const laid of table) {
    for (const n of edgeNeighbours(laid)) {
      const k = key(n);
      if (taken.has(k) || seen.has(k)) continue;
      seen.add(k);
      out.push(n);
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

const key = (c: Cell): string => `${c.x},${c.y}`;
