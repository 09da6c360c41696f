import { CardTable } from "../../../ui/kit/cards/CardTable";
import type { BoardProps } from "../../../ui/kit/game-ui";
import type { SpiteState } from "../state";
import { Centre } from "./Centre";
import { placeName } from "./places";
import { OtherSeat } from "./Seat";
import { isSpiteState } from "./state-guard";
import { TEXTS } from "./texts";
import "./board.css";

const nothing = (): void => undefined;

/**
 * The table screen's board (a tablet in the middle of the table, read from across it):
 * the centre piles big, then every seat with its goal pile big, its discard tops and
 * its hand's size. It is given the spectator's view and offers nothing to tap.
 */
export function SpiteTableBoard(props: BoardProps) {
  const texts = TEXTS[props.settings.lang];
  if (!isSpiteState(props.state)) {
    return (
      <p class="sm-error" role="alert">
        {texts.bad}
      </p>
    );
  }
  const state: SpiteState = props.state;
  const seats = Array.from({ length: state.seats }, (_, i) => i);
  return (
    <div
      class="sm sm-at-table"
      data-testid="board"
      data-phase={state.phase}
      data-turn={String(state.turn)}
      data-seats={String(state.seats)}
    >
      <CardTable
        targets={{}}
        onPlay={nothing}
        placeName={(id) => placeName(id, texts, props.seatNames)}
        settings={props.settings}
        label={texts.table}
        class="sm-table"
      >
        <Centre state={state} texts={texts} />
        <div class="sm-others" data-count={String(seats.length)}>
          {seats.map((seat) => (
            <OtherSeat
              key={seat}
              state={state}
              seat={seat}
              name={props.seatNames[seat] ?? `#${seat + 1}`}
              texts={texts}
            />
          ))}
        </div>
      </CardTable>
    </div>
  );
}
