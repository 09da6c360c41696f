import { gameError, type GameError } from "../../engine/errors";
import type { FrenchCard } from "../cards/french";
import { makeCell, type Cell } from "../mosaic/cell";
import type { MosaicRules } from "../mosaic/placement";
import { boundsOf, cardAt, type MosaicTable } from "../mosaic/table";
import type { MountainsOptions } from "./options";

/**
 * Mountains' own placement rules on top of the four principles: stage 1 lays the base,
 * one row extended at either end until it holds W cards; stage 2 grows the mountains
 * (the base's columns) straight up, each card directly above a card. The height limit
 * H is the Rectangle principle's: nothing can go below the base, so a column H high
 * fills the rectangle's height.
 */
export const MountainsError = {
  NotInBase: "not-in-base",
  NotStraightUp: "not-straight-up",
} as const;

/** Whether the base is still being laid (it holds fewer than W cards). */
export function inBaseStage(table: MosaicTable, width: number): boolean {
  return table.length < width;
}

function shapeRule(width: number) {
  return (table: MosaicTable, _card: FrenchCard, cell: Cell): GameError | null => {
    const bounds = boundsOf(table);
    if (bounds === null) return null;
    if (inBaseStage(table, width)) {
      if (cell.y === 0 && (cell.x === bounds.minX - 1 || cell.x === bounds.maxX + 1)) return null;
      return gameError(
        MountainsError.NotInBase,
        `until the base holds ${width} cards, a card extends it at its left or right end ` +
          `(${bounds.minX - 1},0 or ${bounds.maxX + 1},0), not ${makeCell(cell)}`,
      );
    }
    if (cardAt(table, { x: cell.x, y: cell.y - 1 }) !== null) return null;
    return gameError(
      MountainsError.NotStraightUp,
      `mountains only grow straight up: ${makeCell(cell)} has no card below it`,
    );
  };
}

/** Column heights of the base, from its left end (stage 2; the base row included). */
export function columnHeights(table: MosaicTable): { minX: number; heights: number[] } {
  const bounds = boundsOf(table);
  if (bounds === null) return { minX: 0, heights: [] };
  const heights = Array<number>(bounds.maxX - bounds.minX + 1).fill(0);
  for (const laid of table) heights[laid.x - bounds.minX] += 1;
  return { minX: bounds.minX, heights };
}

function candidates(width: number) {
  return (table: MosaicTable): Cell[] => {
    const bounds = boundsOf(table);
    if (bounds === null) return [{ x: 0, y: 0 }];
    if (inBaseStage(table, width)) {
      return [
        { x: bounds.minX - 1, y: 0 },
        { x: bounds.maxX + 1, y: 0 },
      ];
    }
    const { minX, heights } = columnHeights(table);
    return heights.map((h, i) => ({ x: minX + i, y: h }));
  };
}

/** By options object: states share theirs, so each check finds its rules at once. */
const cache = new WeakMap<object, MosaicRules>();

/** The mosaic position Mountains plays on: the agreed rectangle and its own hooks. */
export function mountainsRules(options: Pick<MountainsOptions, "width" | "height">): MosaicRules {
  let rules = cache.get(options);
  if (!rules) {
    rules = {
      size: { width: options.width, height: options.height },
      extra: shapeRule(options.width),
      candidates: candidates(options.width),
    };
    cache.set(options, rules);
  }
  return rules;
}
