import type { BoardProps } from "../../../ui/kit/game-ui";
import { isOver } from "../progress";
import { Grid } from "./Grid";
import { PassNote } from "./PassNote";
import { isMountainsState } from "./state-guard";
import { Teams } from "./Teams";
import { TEXTS } from "./texts";
import "../../../ui/kit/cards/cards.css";
import "./board.css";

/**
 * The table screen's Mountains: the mountains as big as the screen allows, with the
 * teams, their points and every hand's size, read from across the table. It is given
 * the spectator's view: no hand, nothing to tap.
 */
export function MountainsTableBoard(props: BoardProps) {
  const lang = props.settings.lang;
  if (!isMountainsState(props.state)) {
    return (
      <p class="mt-error" role="alert">
        {TEXTS[lang].bad}
      </p>
    );
  }
  const state = props.state;
  return (
    <div
      class="ck-table mountains mt-big"
      data-ck-suits={props.settings.fourColour ? "four" : "two"}
      data-testid="mountains-table-board"
    >
      <Teams state={state} seatNames={props.seatNames} lang={lang} />
      <div class="mt-stage" data-testid="board">
        <Grid state={state} targets={{}} over={isOver(state)} lang={lang} />
      </div>
      <PassNote state={state} seatNames={props.seatNames} lang={lang} />
    </div>
  );
}
