import { useMemo, useState } from "preact/hooks";
import type { BoardProps } from "../../../ui/kit/game-ui";
import type { Card, SmaltaState } from "../state";
import { BoardGrid } from "./BoardGrid";
import { Hand, Pile } from "./Cards";
import { Die } from "./Die";
import { moveForCell, readHint, readOffers, tappableCells, type Offers } from "./legal";
import { Seats } from "./Seats";
import { isSmaltaState } from "./state-guard";
import { TableRoll } from "./TableRoll";
import { TEXTS } from "./texts";
import "./board.css";

/**
 * The Smalta board as the app shows it. It renders the state it is given and reports
 * the player's intent as notation through `onMove`; what may be tapped comes from
 * `legal` alone, so the rules stay in the engine.
 */
export function SmaltaBoard(props: BoardProps) {
  if (!isSmaltaState(props.state)) {
    return (
      <p class="smalta-error" role="alert">
        {TEXTS[props.settings.lang].badState}
      </p>
    );
  }
  return <SmaltaBoardView {...props} state={props.state} />;
}

/** A chosen hand card, remembered only for the position it was chosen in. */
interface Selection {
  readonly index: number;
  readonly stamp: number;
}

function SmaltaBoardView(props: BoardProps<SmaltaState>) {
  const { state, settings } = props;
  const texts = TEXTS[settings.lang];
  const offers = useMemo(() => readOffers(props.legal), [props.legal]);
  const hinted = useMemo(() => readHint(props.hint), [props.hint]);
  const [selection, setSelection] = useState<Selection | null>(null);

  const cardsVariant = state.options.fortune === "cards";
  const hand: readonly Card[] = props.viewer === null ? [] : (state.hands[props.viewer] ?? []);
  // A new paint means a new position: a card chosen before it no longer counts.
  const stamp = state.cells.filter((c) => c !== 0).length;
  const selectedIndex = chosenCard(selection, stamp, hand, offers);
  const selectedValue = selectedIndex === null ? null : hand[selectedIndex];
  const tappable = tappableCells(offers, cardsVariant ? selectedValue : null);

  const onTap = (cell: string) =>
    props.onMove(moveForCell(cell, cardsVariant ? selectedValue : null));
  const hint =
    cardsVariant && offers.cards.size > 0
      ? selectedValue === null
        ? texts.chooseCard
        : texts.chooseCell
      : "";

  return (
    <div class="smalta" data-fortune={state.options.fortune}>
      <Seats state={state} viewer={props.viewer} seatNames={props.seatNames} texts={texts} />
      <BoardGrid
        state={state}
        tappable={tappable}
        onTap={onTap}
        preview={cardsVariant ? selectedValue : state.roll}
        hint={hinted?.cell ?? null}
        settings={settings}
        texts={texts}
      />
      <div class="smalta-fortune">
        {!cardsVariant && (
          <Die
            value={state.roll}
            enteredBy={enteredBy(state, props.seatNames)}
            lang={settings.lang}
            texts={texts}
          />
        )}
        <TableRoll
          rolls={offers.rolls}
          onRoll={(value) => props.onMove(`roll ${value}`)}
          lang={settings.lang}
          texts={texts}
        />
        {cardsVariant && (
          <Pile
            discard={state.discard}
            stock={state.stock.length}
            symbols={settings.symbols}
            lang={settings.lang}
            texts={texts}
          />
        )}
        {cardsVariant && hand.length > 0 && (
          <Hand
            hand={hand}
            selectedIndex={selectedIndex}
            hintValue={hinted?.value ?? null}
            playable={(value) => offers.cards.has(value)}
            onSelect={(index) => setSelection(index === null ? null : { index, stamp })}
            symbols={settings.symbols}
            lang={settings.lang}
            texts={texts}
          />
        )}
      </div>
      <p class="smalta-hint" data-testid="smalta-hint" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}

/**
 * The hand card in play: the one the player chose in this position, or, when every
 * playable card has the same value, that value's first card (there is nothing to choose).
 */
function chosenCard(
  selection: Selection | null,
  stamp: number,
  hand: readonly Card[],
  offers: Offers,
): number | null {
  if (selection !== null && selection.stamp === stamp) {
    const value = hand[selection.index];
    if (value !== null && value !== undefined && offers.cards.has(value)) return selection.index;
  }
  const playable = new Set(hand.filter((v): v is number => v !== null && offers.cards.has(v)));
  if (playable.size !== 1) return null;
  const [only] = playable;
  return hand.indexOf(only);
}

/**
 * With a table die the roll is a move of the seat to move (the engine accepts it from
 * no one else), so the roll on show was entered by `state.turn`.
 */
function enteredBy(state: SmaltaState, seatNames: readonly string[]): string | null {
  if (state.options.fortune !== "table" || state.roll === null || state.turn === null) return null;
  return seatNames[state.turn] ?? `#${state.turn + 1}`;
}
