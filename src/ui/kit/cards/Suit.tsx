import type { Suit } from "../../../games/cards/french";
import type { Frame } from "./looks";

/** Suit symbols drawn for this app, each in a 20 × 20 box. */
const HEART =
  "M10 18.5C4.5 14 0 10.5 0 5.8 0 2.7 2.4.5 5.3.5 7.4.5 9.1 1.7 10 3.6 10.9 1.7 12.6.5 14.7.5 17.6.5 20 2.7 20 5.8 20 10.5 15.5 14 10 18.5Z";
const DIAMOND = "M10 0 17.5 10 10 20 2.5 10Z";
const SPADE =
  "M10 0C12.5 4.5 20 8 20 12.6 20 15.3 18 17.2 15.4 17.2 13.6 17.2 12.1 16.3 11.2 15 11.5 17.2 12.5 18.8 14.2 20H5.8C7.5 18.8 8.5 17.2 8.8 15 7.9 16.3 6.4 17.2 4.6 17.2 2 17.2 0 15.3 0 12.6 0 8 7.5 4.5 10 0Z";
const CLUB_STEM = "M8.8 12C8.8 16 7.8 18.6 5.8 20H14.2C12.2 18.6 11.2 16 11.2 12Z";

/** A suit symbol centred on (x, y), `size` units wide, in the current colour. */
export function SuitSymbol(props: { suit: Suit; x: number; y: number; size: number }) {
  const s = props.size / 20;
  const at = `translate(${props.x - props.size / 2} ${props.y - props.size / 2}) scale(${s})`;
  return (
    <g transform={at} fill="currentColor">
      {props.suit === "c" ? (
        <>
          <circle cx="10" cy="5.3" r="4.8" />
          <circle cx="4.9" cy="12.2" r="4.8" />
          <circle cx="15.1" cy="12.2" r="4.8" />
          <circle cx="10" cy="11" r="3" />
          <path d={CLUB_STEM} />
        </>
      ) : (
        <path d={props.suit === "h" ? HEART : props.suit === "d" ? DIAMOND : SPADE} />
      )}
    </g>
  );
}

/** A five-pointed star centred on (x, y) with outer radius r: the jokers' sign. */
export function Star(props: { x: number; y: number; r: number }) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? props.r : props.r * 0.42;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const px = props.x + radius * Math.cos(angle);
    const py = props.y + radius * Math.sin(angle);
    return `${px.toFixed(2)},${py.toFixed(2)}`;
  });
  return <polygon points={points.join(" ")} fill="currentColor" />;
}

/**
 * A shape per frame colour (circle, triangle, square, diamond), so that a frame's
 * colour never has to be told by colour alone.
 */
export function FrameMark(props: { frame: Frame; x: number; y: number; size: number }) {
  const { x, y } = props;
  const h = props.size / 2;
  const common = { class: `ck-mark ck-frame-${props.frame}`, fill: "currentColor" };
  switch (props.frame) {
    case "red":
      return <circle {...common} cx={x} cy={y} r={h} />;
    case "yellow":
      return <polygon {...common} points={`${x},${y - h} ${x + h},${y + h} ${x - h},${y + h}`} />;
    case "blue":
      return <rect {...common} x={x - h * 0.9} y={y - h * 0.9} width={h * 1.8} height={h * 1.8} />;
    case "grey":
      return (
        <polygon {...common} points={`${x},${y - h} ${x + h},${y} ${x},${y + h} ${x - h},${y}`} />
      );
  }
}
