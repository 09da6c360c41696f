import type { JSX } from "preact";
import { fillVar } from "./colours";
import { ColourSymbol } from "./ColourSymbol";

/**
 * A small picture of a few tiles for the rules page: `rows` lists colour values top row
 * first (0 = empty). Symbols are always drawn here, so the examples read without colour.
 */
export function Tiles(props: { rows: readonly (readonly number[])[]; label: string }) {
  const size = 30;
  const width = props.rows[0].length * size;
  const height = props.rows.length * size;
  const tiles: JSX.Element[] = [];
  props.rows.forEach((row, r) =>
    row.forEach((value, c) => {
      const x = c * size;
      const y = r * size;
      tiles.push(
        <g key={`${r}-${c}`}>
          <rect
            x={x + 1.5}
            y={y + 1.5}
            width={size - 3}
            height={size - 3}
            rx={3}
            fill={value === 0 ? "var(--smalta-empty)" : fillVar(value)}
          />
          {value !== 0 && (
            <ColourSymbol value={value} x={x + size / 2} y={y + size / 2} scale={0.8} />
          )}
        </g>,
      );
    }),
  );
  return (
    <svg
      class="smalta-tiles"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={props.label}
    >
      <rect width={width} height={height} rx={4} class="smalta-grout" />
      {tiles}
    </svg>
  );
}
