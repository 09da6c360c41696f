import type { JSX } from "preact";
import {
  BAR_W,
  BAR_X,
  BOTTOM_NUMBERS_Y,
  BOTTOM_ROW_Y,
  BOTTOM_TRAY_Y,
  FRAME,
  GAP_H,
  NUMBERS_H,
  POINT_W,
  ROW_H,
  STACK,
  TOP_NUMBERS_Y,
  TOP_ROW_Y,
  VIEW_WIDTH,
  checkerCentre,
  columnOf,
  columnX,
  isTopRow,
} from "./geometry";
import type { BoardPicture } from "./board-picture";
import { DestinationMark, Stack } from "./svg-parts";
import type { BoardTexts } from "./texts";

/** What makes a part of the board a target: focus, its label, taps, keys and drags. */
export type TargetProps = JSX.SVGAttributes<SVGGElement> &
  Readonly<Record<`data-${string}`, string | undefined>>;

/** The board's wood, felt and bar: drawn under everything, never a target. */
export function BoardFrame() {
  return (
    <>
      <rect
        class="bg-frame"
        x={0}
        y={TOP_NUMBERS_Y}
        width={VIEW_WIDTH}
        height={BOTTOM_TRAY_Y - TOP_NUMBERS_Y}
        rx={4}
      />
      <rect
        class="bg-felt"
        x={FRAME}
        y={TOP_ROW_Y}
        width={VIEW_WIDTH - 2 * FRAME}
        height={ROW_H * 2 + GAP_H}
      />
      <rect
        class="bg-bar"
        x={BAR_X}
        y={TOP_NUMBERS_Y}
        width={BAR_W}
        height={BOTTOM_TRAY_Y - TOP_NUMBERS_Y}
      />
    </>
  );
}

interface PointProps {
  /** 1–24 in the viewer's numbering. */
  readonly point: number;
  readonly picture: BoardPicture;
  /** The target a checker is being dragged from (drawn one short there), or null. */
  readonly lifted: number | null;
  readonly texts: BoardTexts;
  /** The board's target wiring for a target and its spoken label. */
  readonly target: (target: number, label: string) => TargetProps;
}

/** One point as a target: its triangle, number, checkers, last-move and destination marks. */
export function PointTarget({ point: p, picture, lifted, texts, target }: PointProps) {
  const { homeLeft } = picture;
  const column = columnOf(p, homeLeft);
  const x = columnX(column);
  const top = isTopRow(p);
  const mineHere = picture.mine[p - 1] - (lifted === p ? 1 : 0);
  const theirsHere = picture.theirs[24 - p];
  const count = mineHere || theirsHere;
  const colour = mineHere > 0 ? picture.myColour : picture.myColour === 0 ? 1 : 0;
  const label = texts.point(p, count, count > 0 ? texts.colour[colour] : null);
  return (
    <g class="bg-target bg-point" data-testid={`point-${p}`} {...target(p, label)}>
      <rect
        class="bg-hit"
        x={x}
        y={top ? TOP_NUMBERS_Y : BOTTOM_ROW_Y}
        width={POINT_W}
        height={ROW_H + NUMBERS_H}
      />
      <polygon
        class={`bg-triangle bg-triangle-${(column + (top ? 0 : 1)) % 2}`}
        points={
          top
            ? `${x},${TOP_ROW_Y} ${x + POINT_W},${TOP_ROW_Y} ${x + POINT_W / 2},${TOP_ROW_Y + ROW_H - 6}`
            : `${x},${BOTTOM_ROW_Y + ROW_H} ${x + POINT_W},${BOTTOM_ROW_Y + ROW_H} ${x + POINT_W / 2},${BOTTOM_ROW_Y + 6}`
        }
      />
      <text class="bg-number" x={x + POINT_W / 2} y={(top ? TOP_NUMBERS_Y : BOTTOM_NUMBERS_Y) + 11}>
        {p}
      </text>
      <Stack
        count={count}
        colour={colour}
        centre={(k) => checkerCentre(p, k, homeLeft)}
        selected={picture.selected === p}
        movable={picture.movable.has(p)}
      />
      {(picture.lastFrom?.has(p) || picture.lastTo?.has(p)) && (
        <rect
          class={`bg-last bg-last-${picture.lastTo?.has(p) ? "to" : "from"}`}
          x={x + 3}
          y={top ? TOP_NUMBERS_Y + NUMBERS_H - 3 : BOTTOM_ROW_Y + ROW_H + 1}
          width={POINT_W - 6}
          height={3}
          rx={1.5}
          aria-hidden="true"
        />
      )}
      {picture.destinations.has(p) && (
        <DestinationMark centre={checkerCentre(p, Math.min(count, STACK - 1), homeLeft)} />
      )}
    </g>
  );
}
