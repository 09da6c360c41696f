import type { SmaltaState } from "../state";
import { HiddenHand } from "./Cards";
import type { BoardTexts } from "./texts";

/**
 * The two players: name, cluster points, whose turn it is, and (cards variant) how many
 * cards another seat holds. The app's header shows the official scores; this strip
 * keeps them next to the board on a phone.
 */
export function Seats(props: {
  state: SmaltaState;
  viewer: number | null;
  seatNames: readonly string[];
  texts: BoardTexts;
}) {
  const { state, texts } = props;
  const over = state.win !== null || state.cells.every((c) => c !== 0);
  return (
    <ol class="smalta-seats">
      {[0, 1].map((seat) => {
        const turn = !over && state.turn === seat;
        const hand = state.hands[seat] ?? [];
        const showBacks = state.options.fortune === "cards" && seat !== props.viewer;
        return (
          <li
            key={seat}
            class="smalta-seat"
            data-testid={`smalta-seat-${seat}`}
            data-points={String(state.points[seat] ?? 0)}
            data-turn={turn ? "true" : "false"}
          >
            <span class="smalta-seat-name">
              {turn && <span class="smalta-turn-mark">▶ </span>}
              {props.seatNames[seat] ?? `#${seat + 1}`}
              {turn && <span class="smalta-visually-hidden"> ({texts.toMove})</span>}
            </span>
            <span class="smalta-seat-points">{texts.points(state.points[seat] ?? 0)}</span>
            {showBacks && hand.length > 0 && <HiddenHand count={hand.length} texts={texts} />}
          </li>
        );
      })}
    </ol>
  );
}
