import type { Lang } from "../../../ui/kit/game-ui";
import type { Card } from "../state";
import { colourName, fillVar, inkVar } from "./colours";
import { ColourSymbol } from "./ColourSymbol";
import type { BoardTexts } from "./texts";

/** A face-up card: its value in big print, in its colour, with the colour's symbol if asked. */
function CardFace(props: { value: number; symbols: boolean }) {
  return (
    <span class="smalta-card-face" style={`background: ${fillVar(props.value)}`}>
      <span class="smalta-card-value" style={`color: ${inkVar(props.value)}`}>
        {props.value}
      </span>
      {props.symbols && (
        <svg class="smalta-card-symbol" viewBox="-13 -13 26 26" aria-hidden="true">
          <ColourSymbol value={props.value} x={0} y={0} />
        </svg>
      )}
    </span>
  );
}

/** The viewer's own hand: each card a toggle button; choosing one arms the board. */
export function Hand(props: {
  hand: readonly Card[];
  selectedIndex: number | null;
  /** The card value of a hinted move, whose first card in the hand is marked. */
  hintValue: number | null;
  playable: (value: number) => boolean;
  onSelect: (index: number | null) => void;
  symbols: boolean;
  lang: Lang;
  texts: BoardTexts;
}) {
  // One card of the value is marked: the move lays one, whichever of equal cards it is.
  const hinted = props.hintValue === null ? -1 : props.hand.indexOf(props.hintValue);
  return (
    <div class="smalta-hand" role="group" aria-label={props.texts.yourHand}>
      {props.hand.map((value, index) => {
        if (value === null) return <CardBack key={index} />;
        const selected = props.selectedIndex === index;
        return (
          <button
            key={index}
            type="button"
            class="smalta-card"
            data-testid="hand-card"
            data-value={String(value)}
            data-selected={selected ? "true" : "false"}
            data-hint={index === hinted ? "true" : undefined}
            aria-pressed={selected}
            aria-label={`${props.texts.card} ${value}, ${colourName(value, props.lang)}`}
            disabled={!props.playable(value)}
            onClick={() => props.onSelect(selected ? null : index)}
          >
            <CardFace value={value} symbols={props.symbols} />
          </button>
        );
      })}
    </div>
  );
}

export function CardBack() {
  return <span class="smalta-card smalta-card-back" data-testid="hand-back" aria-hidden="true" />;
}

/** Another seat's hand as card backs: the count is public, the values are not. */
export function HiddenHand(props: { count: number; texts: BoardTexts }) {
  return (
    <span class="smalta-hidden-hand" role="img" aria-label={props.texts.hiddenHand(props.count)}>
      {Array.from({ length: props.count }, (_, i) => (
        <CardBack key={i} />
      ))}
    </span>
  );
}

/** The open discard pile (its top card) and the size of the face-down stock. */
export function Pile(props: {
  discard: readonly number[];
  stock: number;
  symbols: boolean;
  lang: Lang;
  texts: BoardTexts;
}) {
  const top = props.discard.length > 0 ? props.discard[props.discard.length - 1] : null;
  const label =
    top === null
      ? props.texts.discardEmpty
      : `${props.texts.discardTop}: ${top}, ${colourName(top, props.lang)}`;
  return (
    <div class="smalta-pile">
      <span
        class="smalta-card smalta-discard"
        data-testid="discard-top"
        data-value={top === null ? "" : String(top)}
        role="img"
        aria-label={label}
      >
        {top !== null && <CardFace value={top} symbols={props.symbols} />}
      </span>
      <span class="smalta-stock" data-testid="stock" data-count={String(props.stock)}>
        {props.texts.stock(props.stock)}
      </span>
    </div>
  );
}
