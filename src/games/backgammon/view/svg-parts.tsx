import { DIE } from "./Dice";
import {
  BAR_W,
  BAR_X,
  BOTTOM_ROW_Y,
  CHECKER,
  GAP_H,
  GAP_Y,
  ROW_H,
  STACK,
  TOP_ROW_Y,
  TRAY_H,
} from "./geometry";

/** The cube as the board draws it: its value, whose side it is on, and in words. */
export interface CubePicture {
  readonly value: number;
  readonly owner: "mine" | "theirs" | null;
  readonly label: string;
}

/** The checkers of one point, bar or stack, the last one marked when it may move. */
export function Stack(props: {
  readonly count: number;
  readonly colour: 0 | 1;
  readonly centre: (k: number) => [number, number];
  readonly selected: boolean;
  readonly movable: boolean;
  readonly limit?: number;
}) {
  const limit = props.limit ?? STACK;
  const shown = Math.min(props.count, limit);
  const items = [];
  for (let k = 0; k < shown; k++) {
    const [cx, cy] = props.centre(k);
    const last = k === shown - 1;
    items.push(
      <g key={k} class={`bg-checker bg-checker-${props.colour}`}>
        <circle cx={cx} cy={cy} r={CHECKER / 2 - 1} />
        {/* The dark side wears an inner ring, so the sides differ by more than shade. */}
        {props.colour === 1 && <circle class="bg-ring" cx={cx} cy={cy} r={CHECKER / 4} />}
        {last && props.count > limit && (
          <text class="bg-count" x={cx} y={cy + 4}>
            {props.count}
          </text>
        )}
        {last && (props.selected || props.movable) && (
          <circle
            class={props.selected ? "bg-selected" : "bg-movable"}
            cx={cx}
            cy={cy}
            r={CHECKER / 2 + 0.5}
          />
        )}
      </g>,
    );
  }
  return <>{items}</>;
}

/** A "+" where the picked checker can go. */
export function DestinationMark(props: { readonly centre: [number, number] }) {
  const [cx, cy] = props.centre;
  return (
    <g class="bg-destination">
      <circle cx={cx} cy={cy} r={CHECKER / 2 - 2} />
      <path d={`M${cx - 4} ${cy}h8M${cx} ${cy - 4}v8`} />
    </g>
  );
}

/** A tray beside the board: the checkers borne off, as slabs. */
export function Tray(props: {
  readonly y: number;
  readonly from: number;
  readonly to: number;
  readonly count: number;
  readonly colour: 0 | 1;
}) {
  return (
    <g class="bg-tray">
      <rect
        class="bg-tray-bed"
        x={props.from}
        y={props.y + 2}
        width={props.to - props.from}
        height={TRAY_H - 4}
        rx={4}
      />
      {Array.from({ length: props.count }, (_, k) => (
        <rect
          key={k}
          class={`bg-slab bg-checker-${props.colour}`}
          x={props.from + 4 + k * 8}
          y={props.y + 5}
          width={6}
          height={TRAY_H - 10}
          rx={1.5}
        />
      ))}
    </g>
  );
}

/**
 * The cube stands on the bar: in the middle while nobody owns it (showing 64, as a
 * real one does), at its owner's end of the bar once taken (the viewer's at the
 * bottom). It lets taps through to the bar beneath (board.css).
 */
export function Cube(props: { readonly cube: CubePicture }) {
  const { owner, value } = props.cube;
  const y =
    owner === "mine"
      ? BOTTOM_ROW_Y + ROW_H - DIE - 2
      : owner === "theirs"
        ? TOP_ROW_Y + 2
        : GAP_Y + (GAP_H - DIE) / 2;
  const x = BAR_X + (BAR_W - DIE) / 2;
  return (
    <g
      class="bg-cube"
      data-testid="cube"
      data-value={String(value)}
      data-owner={owner ?? "middle"}
      role="img"
      aria-label={props.cube.label}
    >
      <rect x={x} y={y} width={DIE} height={DIE} rx={3} />
      <text x={x + DIE / 2} y={y + 16}>
        {owner === null && value === 1 ? 64 : value}
      </text>
    </g>
  );
}

/** Two blank dice in the dice's place, a button: the player's tap rolls (auto-roll off). */
export function RollDice(props: {
  readonly x: number;
  readonly label: string;
  readonly onRoll: () => void;
}) {
  const y = GAP_Y + (GAP_H - DIE) / 2;
  const roll = (e: Event) => {
    e.preventDefault();
    props.onRoll();
  };
  return (
    <g
      class="bg-roll-dice"
      data-testid="roll-dice"
      role="button"
      tabindex={0}
      aria-label={props.label}
      onClick={roll}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") roll(e);
      }}
    >
      <rect
        class="bg-roll-hit"
        x={props.x - DIE - 8}
        y={GAP_Y}
        width={2 * DIE + 16}
        height={GAP_H}
      />
      {[props.x - DIE - 2, props.x + 2].map((x) => (
        <g key={x} class="bg-die">
          <rect x={x} y={y} width={DIE} height={DIE} rx={4} />
          <text class="bg-roll-mark" x={x + DIE / 2} y={y + 17}>
            ?
          </text>
        </g>
      ))}
    </g>
  );
}
