import type { BoardProps, BoardSettings, GameUi } from "../kit/game-ui";
import { FitBox } from "./fit-box";

/** The table screen makes no move: a board that reports one anyway is not heard. */
const noMove = (): void => undefined;

/**
 * The board of the table screen: the game's own `TableBoard` filling the box, else its
 * play board, drawn at phone size and magnified to the box (FitBox). Either way it is
 * given the spectator's view (`state`: `view(state, null)` while the game runs), no
 * legal move and no targets, so it shows nothing a seat hides and offers nothing to tap.
 */
export function TableBoard(props: {
  readonly ui: GameUi;
  readonly state: unknown;
  readonly seatNames: readonly string[];
  readonly settings: BoardSettings;
}) {
  const board: BoardProps = {
    state: props.state,
    viewer: null,
    legal: [],
    onMove: noMove,
    settings: props.settings,
    seatNames: props.seatNames,
    layout: "table",
  };
  const Own = props.ui.TableBoard;
  if (Own) {
    return (
      <div class="table-board-own" data-testid="table-board-own">
        <Own {...board} />
      </div>
    );
  }
  const Board = props.ui.Board;
  return (
    <FitBox>
      <Board {...board} />
    </FitBox>
  );
}
