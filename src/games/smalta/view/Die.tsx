import type { Lang } from "../../../ui/kit/game-ui";
import { colourName, fillVar, inkVar } from "./colours";
import type { BoardTexts } from "./texts";

/** Pip positions on a 40-unit die face, per value. */
const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[20, 20]],
  [
    [11, 11],
    [29, 29],
  ],
  [
    [10, 10],
    [20, 20],
    [30, 30],
  ],
  [
    [11, 11],
    [29, 11],
    [11, 29],
    [29, 29],
  ],
  [
    [11, 11],
    [29, 11],
    [20, 20],
    [11, 29],
    [29, 29],
  ],
  [
    [11, 10],
    [29, 10],
    [11, 20],
    [29, 20],
    [11, 30],
    [29, 30],
  ],
];

/** The die of this turn in its colour, with the value and the colour's name in words. */
export function Die(props: {
  value: number | null;
  /** Table die: who entered the value (trust-based, so everyone sees who it was). */
  enteredBy: string | null;
  lang: Lang;
  texts: BoardTexts;
}) {
  const value = props.value;
  const label =
    value === null
      ? props.texts.dieWaiting
      : `${props.texts.die}: ${value}, ${colourName(value, props.lang)}`;
  return (
    <div class="smalta-die-box" data-testid="die" data-value={value === null ? "" : String(value)}>
      <svg class="smalta-die" viewBox="0 0 40 40" role="img" aria-label={label}>
        <rect
          x={1.5}
          y={1.5}
          width={37}
          height={37}
          rx={7}
          fill={value === null ? "var(--smalta-empty)" : fillVar(value)}
          class="smalta-die-face"
        />
        {value !== null &&
          PIPS[value].map(([cx, cy]) => (
            <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={3.6} fill={inkVar(value)} />
          ))}
      </svg>
      <span class="smalta-die-text" aria-hidden="true">
        {value === null ? "–" : colourName(value, props.lang)}
      </span>
      {value !== null && props.enteredBy !== null && (
        <span class="smalta-die-by" data-testid="die-entered-by">
          {props.texts.enteredBy(props.enteredBy)}
        </span>
      )}
    </div>
  );
}
