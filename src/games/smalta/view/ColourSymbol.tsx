import { inkVar } from "./colours";

/**
 * One shape per colour, so that no information relies on colour alone (settings.symbols):
 * 1 circle, 2 triangle, 3 square, 4 plus, 5 diamond, 6 star. Drawn centred on (0, 0)
 * within a radius of about 11 units; the caller translates and scales it.
 */
const SHAPES: readonly string[] = [
  "",
  "M0-10a10 10 0 1 0 0.01 0z",
  "M0-11L10 8H-10z",
  "M-9-9h18v18h-18z",
  "M-3.5-11h7v7.5h7.5v7h-7.5v7.5h-7v-7.5h-7.5v-7h7.5z",
  "M0-12L11 0L0 12L-11 0z",
  "M0-12L3 -4L11.5-3.7L4.8 1.6L7.1 9.7L0 5L-7.1 9.7L-4.8 1.6L-11.5-3.7L-3-4z",
];

export function symbolPath(value: number): string {
  return SHAPES[value] ?? "";
}

export function ColourSymbol(props: { value: number; x: number; y: number; scale?: number }) {
  const path = symbolPath(props.value);
  if (path === "") return null;
  const scale = props.scale ?? 1;
  return (
    <path
      class="smalta-symbol"
      d={path}
      transform={`translate(${props.x} ${props.y}) scale(${scale})`}
      fill={inkVar(props.value)}
      aria-hidden="true"
    />
  );
}
