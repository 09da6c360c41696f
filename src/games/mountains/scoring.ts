import { isRed, rankOf, type FrenchCard } from "../cards/french";
import type { Colour } from "../mosaic/order";
import type { MosaicTable } from "../mosaic/table";
import { seatsOf, type Team } from "../mosaic/teams";
import type { PointsScheme } from "./options";
import { columnHeights } from "./shape";

/** Classic points of the court cards and the ace (number cards count as printed). */
const CLASSIC: Readonly<Record<number, number>> = { 1: 11, 11: 2, 12: 3, 13: 4 };

/** A card's points: `rank` 2–10, J 11, Q 12, K 13, A 14; `classic` J 2, Q 3, K 4, A 11. */
export function cardPoints(card: FrenchCard, scheme: PointsScheme): number {
  const rank = rankOf(card);
  if (scheme === "classic") return CLASSIC[rank] ?? rank;
  return rank === 1 ? 14 : rank;
}

/** One mountain: a column of the base, with its cards' sums by colour. */
export interface Mountain {
  readonly x: number;
  /** Cards in the column, the base card included: the points its owner scores. */
  readonly height: number;
  readonly red: number;
  readonly black: number;
  /** The colour with the larger sum; null when the sums are equal. */
  readonly owner: Colour | null;
}

export function mountainsOf(table: MosaicTable, scheme: PointsScheme): Mountain[] {
  const { minX, heights } = columnHeights(table);
  const red = heights.map(() => 0);
  const black = heights.map(() => 0);
  for (const laid of table) {
    const sums = isRed(laid.card) ? red : black;
    sums[laid.x - minX] += cardPoints(laid.card, scheme);
  }
  return heights.map((height, i) => ({
    x: minX + i,
    height,
    red: red[i],
    black: black[i],
    owner: red[i] > black[i] ? "red" : black[i] > red[i] ? "black" : null,
  }));
}

/** Points per team: the heights of the mountains its colour owns. */
export function teamPoints(
  table: MosaicTable,
  scheme: PointsScheme,
  red: Team,
): Record<Team, number> {
  const points: Record<Team, number> = { A: 0, B: 0 };
  const black: Team = red === "A" ? "B" : "A";
  for (const m of mountainsOf(table, scheme)) {
    if (m.owner === "red") points[red] += m.height;
    else if (m.owner === "black") points[black] += m.height;
  }
  return points;
}

/** Per seat, its team's points. */
export function seatScores(points: Record<Team, number>, seats: number): number[] {
  const out = Array<number>(seats).fill(0);
  for (const team of ["A", "B"] as const)
    for (const s of seatsOf(team, seats)) out[s] = points[team];
  return out;
}
