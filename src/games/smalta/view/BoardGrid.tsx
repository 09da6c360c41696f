import { useRef, useState } from "preact/hooks";
import type { JSX } from "preact";
import { blockCells, CELLS, makeCell, SIZE } from "../board";
import type { SmaltaState } from "../state";
import type { BoardSettings } from "../../../ui/kit/game-ui";
import { colourName, fillVar } from "./colours";
import { ColourSymbol } from "./ColourSymbol";
import {
  BOARD_PX,
  CELL,
  cellCentre,
  cellOrigin,
  GROUT,
  GUTTER,
  TOP,
  VIEW_HEIGHT,
  VIEW_WIDTH,
} from "./geometry";
import { nextFocus } from "./navigation";
import type { BoardTexts } from "./texts";

interface GridProps {
  readonly state: SmaltaState;
  /** Names of the cells a tap may paint now. */
  readonly tappable: ReadonlySet<string>;
  readonly onTap: (cell: string) => void;
  /** The colour a tap would paint (roll or selected card), for the hover preview. */
  readonly preview: number | null;
  /** The cell of the hinted move (BoardProps.hint), or null. */
  readonly hint: number | null;
  readonly settings: BoardSettings;
  readonly texts: BoardTexts;
}

const FILES = "abcdef";
const CELL_INDEXES = Array.from({ length: CELLS }, (_, i) => i);
/** Visual order for rendering: top row first, so the DOM and tab order read like the page. */
const VISUAL_ORDER = [...CELL_INDEXES].sort(
  (a, b) => Math.floor(b / SIZE) - Math.floor(a / SIZE) || a - b,
);

/**
 * The 6 × 6 board as SVG: tiles, coordinates, last move, hinted move, cluster point,
 * winning block.
 */
export function BoardGrid(props: GridProps) {
  const { state, tappable, settings } = props;
  const refs = useRef<(SVGGElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const firstTappable = VISUAL_ORDER.find((c) => tappable.has(makeCell(c)));
  // Roving tabindex: exactly one cell is in the tab order.
  const tabStop = focused ?? firstTappable ?? VISUAL_ORDER[0];

  const tap = (cell: number) => {
    const name = makeCell(cell);
    if (tappable.has(name)) props.onTap(name);
  };
  const onKeyDown = (cell: number, event: JSX.TargetedKeyboardEvent<SVGGElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      tap(cell);
      return;
    }
    const next = nextFocus(cell, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    refs.current[next]?.focus();
  };

  const style = props.preview === null ? undefined : `--smalta-preview: ${fillVar(props.preview)}`;
  return (
    <svg
      class="smalta-board"
      data-testid="board"
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      role="group"
      aria-label={props.texts.boardLabel}
      style={style}
    >
      <rect class="smalta-grout" x={GUTTER} y={TOP} width={BOARD_PX} height={BOARD_PX} rx={6} />
      <Coordinates />
      {VISUAL_ORDER.map((cell) => (
        <Cell
          key={cell}
          cell={cell}
          colour={state.cells[cell]}
          enabled={tappable.has(makeCell(cell))}
          tabStop={cell === tabStop}
          isLast={state.last?.cell === cell}
          isHint={props.hint === cell}
          settings={settings}
          refCallback={(el) => (refs.current[cell] = el)}
          onTap={() => tap(cell)}
          onFocus={() => setFocused(cell)}
          onKeyDown={(event) => onKeyDown(cell, event)}
        />
      ))}
      <ClusterMarker state={state} settings={settings} texts={props.texts} />
      <WinningBlock state={state} texts={props.texts} />
    </svg>
  );
}

function Coordinates() {
  return (
    <g class="smalta-coords" aria-hidden="true">
      {Array.from({ length: SIZE }, (_, i) => (
        <text key={`f${i}`} x={GUTTER + i * CELL + CELL / 2} y={TOP + BOARD_PX + GUTTER - 4}>
          {FILES[i]}
        </text>
      ))}
      {Array.from({ length: SIZE }, (_, i) => (
        <text key={`r${i}`} x={GUTTER / 2} y={TOP + (SIZE - 1 - i) * CELL + CELL / 2 + 5}>
          {i + 1}
        </text>
      ))}
    </g>
  );
}

interface CellProps {
  readonly cell: number;
  readonly colour: number;
  readonly enabled: boolean;
  readonly tabStop: boolean;
  readonly isLast: boolean;
  readonly isHint: boolean;
  readonly settings: BoardSettings;
  readonly refCallback: (el: SVGGElement | null) => void;
  readonly onTap: () => void;
  readonly onFocus: () => void;
  readonly onKeyDown: (event: JSX.TargetedKeyboardEvent<SVGGElement>) => void;
}

function Cell(props: CellProps) {
  const { cell, colour } = props;
  const name = makeCell(cell);
  const { x, y } = cellOrigin(cell);
  const centre = cellCentre(cell);
  const inset = GROUT / 2;
  return (
    <g
      ref={props.refCallback}
      class="smalta-cell"
      data-testid={`cell-${name}`}
      data-colour={String(colour)}
      data-enabled={props.enabled ? "true" : "false"}
      data-last={props.isLast ? "true" : undefined}
      data-hint={props.isHint ? "true" : undefined}
      role="button"
      // Lower case on purpose: Preact sets SVG props as attributes verbatim, and a
      // "tabIndex" attribute on an SVG element is not the tabindex the browser reads.
      tabindex={props.tabStop ? 0 : -1}
      aria-label={`${name}, ${colourName(colour, props.settings.lang)}`}
      aria-disabled={props.enabled ? undefined : "true"}
      onClick={props.onTap}
      onFocus={props.onFocus}
      onKeyDown={props.onKeyDown}
    >
      <rect
        class="smalta-tile"
        x={x + inset}
        y={y + inset}
        width={CELL - GROUT}
        height={CELL - GROUT}
        rx={4}
        fill={colour === 0 ? "var(--smalta-empty)" : fillVar(colour)}
      />
      {colour !== 0 && props.settings.symbols && (
        <ColourSymbol value={colour} x={centre.x} y={centre.y} />
      )}
      {props.isLast && (
        <circle
          class="smalta-last"
          cx={x + CELL - 10}
          cy={y + CELL - 10}
          r={4}
          aria-hidden="true"
        />
      )}
      {props.isHint && (
        // A dashed frame inside the tile: a shape, so the hint does not rely on colour,
        // and unlike the last move's dot it outlines the whole cell to be painted.
        <rect
          class="smalta-hint-mark"
          x={x + inset + 4}
          y={y + inset + 4}
          width={CELL - GROUT - 8}
          height={CELL - GROUT - 8}
          rx={3}
          aria-hidden="true"
        />
      )}
      <rect
        class="smalta-focus"
        x={x + 1}
        y={y + 1}
        width={CELL - 2}
        height={CELL - 2}
        rx={6}
        aria-hidden="true"
      />
    </g>
  );
}

/** A "+1" by the cell whose paint just gave the opponent a cluster point. */
function ClusterMarker(props: { state: SmaltaState; settings: BoardSettings; texts: BoardTexts }) {
  const last = props.state.last;
  if (last === null || !last.cluster) return null;
  const { x, y } = cellOrigin(last.cell);
  // Keyed by the number of painted cells, so each new cluster point starts its own animation.
  const painted = props.state.cells.filter((c) => c !== 0).length;
  const animated = props.settings.reducedMotion ? "" : " smalta-cluster-animated";
  return (
    <g key={painted} class={`smalta-cluster${animated}`} data-testid="cluster-point">
      <title>{props.texts.clusterPoint}</title>
      <rect x={x + CELL - 32} y={y + 3} width={29} height={18} rx={9} />
      <text x={x + CELL - 17.5} y={y + 16.5}>
        +1
      </text>
    </g>
  );
}

function WinningBlock(props: { state: SmaltaState; texts: BoardTexts }) {
  const win = props.state.win;
  if (win === null) return null;
  // The top-left of the block on screen is its top-left cell: corner + SIZE (one row up).
  const [, , topLeft] = blockCells(win.corner);
  const { x, y } = cellOrigin(topLeft);
  // Inset so the thick outline stays inside the board and off the coordinates.
  const inset = 3;
  const frame = {
    x: x + inset,
    y: y + inset,
    width: CELL * 2 - 2 * inset,
    height: CELL * 2 - 2 * inset,
    rx: 7,
  };
  return (
    <g
      class="smalta-winning"
      data-testid="winning-block"
      data-kind={win.kind}
      data-corner={makeCell(win.corner)}
    >
      <title>{props.texts.winning(win.kind)}</title>
      <rect class="smalta-winning-halo" {...frame} />
      <rect class="smalta-winning-line" {...frame} />
    </g>
  );
}
