import type { Card } from "../state";
import type { BoardTexts } from "./texts";

/** The viewer's hand: a button per card; two chosen cards are the roll. */
export function Hand(props: {
  readonly hand: readonly Card[];
  readonly chosen: readonly number[];
  readonly enabled: boolean;
  readonly onToggle: (index: number) => void;
  readonly texts: BoardTexts;
}) {
  return (
    <div class="bg-hand" role="group" aria-label={props.texts.yourHand}>
      {props.hand.map((value, i) => {
        const selected = props.chosen.includes(i);
        return (
          <button
            key={i}
            type="button"
            class="bg-card"
            data-testid="hand-card"
            data-value={value === null ? "" : String(value)}
            data-selected={selected ? "true" : "false"}
            aria-pressed={selected}
            aria-label={value === null ? "?" : props.texts.card(value, selected)}
            disabled={!props.enabled || value === null}
            onClick={() => props.onToggle(i)}
          >
            {value ?? "?"}
          </button>
        );
      })}
    </div>
  );
}

/** The opponent's hidden hand as card backs, the discard pile and the deck. */
export function Table(props: {
  readonly hidden: number;
  readonly discard: readonly number[];
  readonly stock: number;
  readonly texts: BoardTexts;
}) {
  const top = props.discard.length > 0 ? props.discard[props.discard.length - 1] : null;
  return (
    <div class="bg-table">
      <span
        class="bg-backs"
        data-testid="opponent-hand"
        data-count={String(props.hidden)}
        aria-label={props.texts.hiddenHand(props.hidden)}
        role="img"
      >
        {Array.from({ length: props.hidden }, (_, i) => (
          <span key={i} class="bg-card-back" aria-hidden="true" />
        ))}
      </span>
      <span
        class="bg-discard"
        data-testid="discard"
        data-count={String(props.discard.length)}
        data-top={top === null ? "" : String(top)}
      >
        {props.texts.discard(props.discard.length, top)}
      </span>
      <span class="bg-stock">{props.texts.stock(props.stock)}</span>
    </div>
  );
}
