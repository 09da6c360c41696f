import { BAR_POINT, OFF_POINT } from "../notation";
import { columnOf } from "./geometry";

/**
 * Keyboard focus across the board's targets: the 24 points, the bar (25) and the
 * player's bear-off tray (0). Arrows move as the eye reads the board: left and right
 * along a row (the bar sits between the halves), up and down between the rows, and
 * down from the bottom row into the tray. Focus stops at the edges.
 */
const SLOTS = 13;
const BAR_SLOT = 6;

interface Place {
  readonly row: 0 | 1 | 2;
  readonly slot: number;
}

function placeOf(target: number, homeLeft: boolean, barRow: 0 | 1): Place {
  if (target === OFF_POINT) return { row: 2, slot: homeLeft ? 3 : 9 };
  if (target === BAR_POINT) return { row: barRow, slot: BAR_SLOT };
  const column = columnOf(target, homeLeft);
  return { row: target > 12 ? 0 : 1, slot: column < 6 ? column : column + 1 };
}

function targetAt(place: Place, homeLeft: boolean): number {
  if (place.row === 2) return OFF_POINT;
  if (place.slot === BAR_SLOT) return BAR_POINT;
  const column = place.slot < BAR_SLOT ? place.slot : place.slot - 1;
  const visual = homeLeft ? 11 - column : column;
  return place.row === 0 ? visual + 13 : 12 - visual;
}

/** The target focus moves to from `target` for `key`, or null when the key does not move it. */
export function nextTarget(
  target: number,
  key: string,
  homeLeft: boolean,
  barRow: 0 | 1 = 0,
): number | null {
  const here = placeOf(target, homeLeft, barRow);
  const clamp = (slot: number) => Math.max(0, Math.min(SLOTS - 1, slot));
  switch (key) {
    case "ArrowLeft":
      return here.row === 2 ? null : targetAt({ ...here, slot: clamp(here.slot - 1) }, homeLeft);
    case "ArrowRight":
      return here.row === 2 ? null : targetAt({ ...here, slot: clamp(here.slot + 1) }, homeLeft);
    case "ArrowUp":
      if (here.row === 2) return targetAt({ row: 1, slot: here.slot }, homeLeft);
      return targetAt({ row: 0, slot: here.slot }, homeLeft);
    case "ArrowDown":
      if (here.row === 1) return OFF_POINT;
      return here.row === 0 ? targetAt({ row: 1, slot: here.slot }, homeLeft) : null;
    case "Home":
      return here.row === 2 ? null : targetAt({ ...here, slot: 0 }, homeLeft);
    case "End":
      return here.row === 2 ? null : targetAt({ ...here, slot: SLOTS - 1 }, homeLeft);
    default:
      return null;
  }
}
