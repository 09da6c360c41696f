/** Pip positions on a die face of size 1 (fractions of the side), per value. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

export const DIE = 24;

/**
 * One die drawn in SVG at (x, y). A used die is dimmed and struck through, so it
 * reads as used without relying on its shade alone.
 */
export function SvgDie(props: {
  readonly x: number;
  readonly y: number;
  readonly value: number;
  readonly used: boolean;
  readonly label: string;
}) {
  const { x, y, value, used } = props;
  return (
    <g
      class={`bg-die${used ? " bg-die-used" : ""}`}
      data-testid="die"
      data-value={String(value)}
      data-used={used ? "true" : "false"}
      role="img"
      aria-label={props.label}
    >
      <rect x={x} y={y} width={DIE} height={DIE} rx={4} />
      {(PIPS[value] ?? []).map(([px, py], i) => (
        <circle key={i} class="bg-pip" cx={x + px * DIE} cy={y + py * DIE} r={2.4} />
      ))}
      {used && (
        <line class="bg-die-strike" x1={x + 3} y1={y + DIE - 3} x2={x + DIE - 3} y2={y + 3} />
      )}
    </g>
  );
}
