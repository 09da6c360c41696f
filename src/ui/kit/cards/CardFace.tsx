import { rankLabel, rankOf, suitOf, type Suit } from "../../../games/cards/french";
import type { CardLook, FramedValue } from "./looks";
import { FrameMark, Star, SuitSymbol } from "./Suit";

/**
 * A card drawn in SVG (60 × 84 units, scaled by CSS): a large index in the top-left
 * corner, readable when the card is overlapped in a fan; the suit in its colour (red
 * and black, or four colours as a setting, by CSS variables); our own artwork.
 */
export function CardFace(props: { look: CardLook; class?: string }) {
  const { look } = props;
  return (
    <svg
      class={`ck-face${props.class ? ` ${props.class}` : ""}`}
      viewBox="0 0 60 84"
      aria-hidden="true"
      focusable="false"
      data-card={lookKey(look)}
    >
      {look.kind === "back" ? (
        <Back />
      ) : look.kind === "french" ? (
        <French card={look.card} />
      ) : look.kind === "frame" ? (
        <Painting picture={look} />
      ) : (
        <Artist as={look.as} />
      )}
    </svg>
  );
}

/** A short stable name of a look, for tests and styles: "Qs", "frame:red:7", "back". */
export function lookKey(look: CardLook): string {
  switch (look.kind) {
    case "french":
      return look.card;
    case "frame":
      return `frame:${look.frame}:${look.value}`;
    case "artist":
      return look.as ? `artist:${look.as.frame}:${look.as.value}` : "artist";
    case "back":
      return "back";
  }
}

const Paper = () => <rect class="ck-paper" x="0.5" y="0.5" width="59" height="83" rx="5" />;

function French(props: { card: string }) {
  const suit = suitOf(props.card);
  if (suit === null) return <Joker />;
  const rank = rankOf(props.card);
  const label = rankLabel(rank);
  return (
    <>
      <Paper />
      <g class={`ck-ink ck-${suit}`}>
        <Index label={label} suit={suit} />
        <g transform="rotate(180 30 42)">
          <Index label={label} suit={suit} small />
        </g>
        {rank >= 11 ? (
          <Court rank={rank} suit={suit} label={label} />
        ) : (
          <SuitSymbol suit={suit} x={34} y={47} size={rank === 1 ? 32 : 26} />
        )}
      </g>
    </>
  );
}

/** The corner index: the rank in big bold print, the suit under it. */
function Index(props: { label: string; suit: Suit; small?: boolean }) {
  const k = props.small ? 0.6 : 1;
  const wide = props.label.length > 1;
  return (
    <>
      <text
        class="ck-index"
        x={3 * k + 1}
        y={19 * k + 1}
        font-size={(wide ? 16 : 19) * k}
        letter-spacing={wide ? -1.5 * k : 0}
        fill="currentColor"
      >
        {props.label}
      </text>
      <SuitSymbol suit={props.suit} x={10 * k} y={28 * k + 1} size={10 * k} />
    </>
  );
}

/** Court cards: a framed panel with a headdress, the letter and the suit. */
const HEADDRESS: Record<number, string> = {
  11: "M-10 5Q-10-7 0-7 10-7 10 5ZM4-7Q12-14 14-6", // the jack's cap and feather
  12: "M-10 5V-2Q-5-8 0-3 5-8 10-2V5Z", // the queen's tiara
  13: "M-10 5-12-7-5-1 0-10 5-1 12-7 10 5Z", // the king's crown
};

function Court(props: { rank: number; suit: Suit; label: string }) {
  return (
    <>
      <rect
        x="22"
        y="8"
        width="32"
        height="54"
        rx="3"
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
      />
      <path
        d={HEADDRESS[props.rank]}
        transform="translate(37.5 24)"
        fill="currentColor"
        stroke="currentColor"
        stroke-width="1"
        stroke-linejoin="round"
      />
      <text
        class="ck-court"
        x="37.5"
        y="50"
        text-anchor="middle"
        font-size="21"
        fill="currentColor"
      >
        {props.label}
      </text>
      <SuitSymbol suit={props.suit} x={37.5} y={56} size={7} />
    </>
  );
}

function Joker() {
  return (
    <>
      <Paper />
      <g class="ck-ink ck-joker">
        <Star x={10} y={11} r={7} />
        <Star x={34} y={46} r={18} />
        <g transform="rotate(180 30 42)">
          <Star x={7} y={7} r={4.5} />
        </g>
      </g>
    </>
  );
}

/** Picture Gallery: a numbered painting (value v shows v trees) in a coloured frame. */
function Painting(props: { picture: FramedValue }) {
  const { frame, value } = props.picture;
  return (
    <>
      <Paper />
      <FrameBorder frame={frame} />
      <Landscape value={value} />
      <Badge picture={props.picture} />
    </>
  );
}

function FrameBorder(props: { frame: string }) {
  return (
    <rect
      class={`ck-frame ck-frame-${props.frame}`}
      x="3"
      y="3"
      width="54"
      height="78"
      rx="3"
      fill="none"
      stroke="currentColor"
      stroke-width="5"
    />
  );
}

function Landscape(props: { value: number }) {
  const v = props.value;
  const trees = Array.from({ length: v }, (_, i) => {
    const x = 9 + i * 4.4;
    return `M${x} 72l2.2-7.5 2.2 7.5Z`;
  }).join("");
  const hill = `M6 62Q${16 + (v % 4) * 3} ${46 - (v % 3) * 3} 30 58T54 ${54 - (v % 5) * 2}V78H6Z`;
  return (
    <g>
      <rect class="ck-sky" x="5.5" y="5.5" width="49" height="73" />
      <circle class="ck-sun" cx={32 + ((v * 7) % 18)} cy={18 + (v % 3) * 4} r="5" />
      <path class="ck-hill" d={hill} />
      <path class="ck-tree" d={trees} />
    </g>
  );
}

/** The value in a white plate with the frame's shape under it, in the top-left corner. */
function Badge(props: { picture: FramedValue | null; joker?: boolean }) {
  const p = props.picture;
  return (
    <g class="ck-badge">
      <rect class="ck-plate" x="1.5" y="1.5" width="22" height="30" rx="3" />
      {p && (
        <text
          class="ck-index"
          x="12.5"
          y="18"
          text-anchor="middle"
          font-size="16"
          letter-spacing={p.value > 9 ? -1.5 : 0}
        >
          {p.value}
        </text>
      )}
      {p && <FrameMark frame={p.frame} x={12.5} y={25.5} size={7} />}
      {props.joker && (
        <g class="ck-joker">
          <Star x={p ? 21 : 12.5} y={p ? 4 : 16} r={p ? 4 : 8} />
        </g>
      )}
    </g>
  );
}

/** Gallery's joker, the artist: a palette of the four frame colours and a brush. */
function Artist(props: { as: FramedValue | null }) {
  return (
    <>
      <Paper />
      <FrameBorder frame="artist" />
      <g transform="translate(32 50)">
        <path class="ck-palette" d="M-16 0C-16-12 0-16 10-12S20 4 10 6-4 2-6 10-16 8-16 0Z" />
        <circle class="ck-frame-red" fill="currentColor" cx="-9" cy="-4" r="3" />
        <circle class="ck-frame-yellow" fill="currentColor" cx="-1" cy="-9" r="3" />
        <circle class="ck-frame-blue" fill="currentColor" cx="8" cy="-7" r="3" />
        <circle class="ck-frame-grey" fill="currentColor" cx="11" cy="1" r="3" />
        <path class="ck-brush" d="M-4 26 14-20" />
      </g>
      <Badge picture={props.as} joker />
    </>
  );
}

/** The back of every card: a lattice of our own in deep blue. */
function Back() {
  return (
    <>
      <rect class="ck-back" x="0.5" y="0.5" width="59" height="83" rx="5" />
      <rect class="ck-back-line" x="4.5" y="4.5" width="51" height="75" rx="3" fill="none" />
      <path class="ck-back-line" d={LATTICE} fill="none" />
    </>
  );
}

/** Diamonds in 5 columns and 8 rows inside the back's inner border. */
const LATTICE = Array.from({ length: 40 }, (_, i) => {
  const x = 10 + (i % 5) * 10;
  const y = 9.5 + Math.floor(i / 5) * 9.3;
  return `M${x} ${y - 4}l4 4-4 4-4-4Z`;
}).join("");
