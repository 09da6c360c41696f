import { frenchLook } from "../../../ui/kit/cards/looks";
import { HiddenHand, Pile } from "../../../ui/kit/cards/Pile";
import type { SpiteState } from "../state";
import { theirDiscardId, theirGoalId } from "./places";
import type { SpiteTexts } from "./texts";

/** A goal pile bottom → top as looks: only its top is face up (the rest are backs). */
export function goalLooks(goal: readonly (string | null)[]) {
  return [...goal].reverse().map(frenchLook);
}

/**
 * Another seat, compact (or big, on the table screen: the same parts, sized by CSS):
 * its name, goal pile (top and count), the top of each discard pile, its hand's size.
 */
export function OtherSeat(props: {
  state: SpiteState;
  seat: number;
  name: string;
  texts: SpiteTexts;
}) {
  const { state, seat, texts } = props;
  const goal = state.goals[seat];
  const toMove = state.phase === "play" && state.turn === seat;
  return (
    <section
      class="sm-seat"
      aria-label={props.name}
      data-testid="sm-seat"
      data-seat={String(seat)}
      data-to-move={String(toMove)}
      data-goal={String(goal.length)}
    >
      <h3 class="sm-seat-name">
        {props.name}
        {toMove && <span class="sm-to-move"> · {texts.toMove}</span>}
        {state.options.match > 0 && (
          <span class="sm-points"> · {texts.points(state.totals[seat] ?? 0)}</span>
        )}
      </h3>
      <div class="sm-seat-piles">
        <div class="sm-pile sm-goal">
          <Pile
            id={theirGoalId(seat)}
            cards={goalLooks(goal)}
            label={texts.theirGoal(props.name)}
          />
          <span class="sm-note" aria-hidden="true">
            {goal.length}
          </span>
        </div>
        {state.discards[seat].map((pile, i) => (
          <Pile
            key={i}
            id={theirDiscardId(seat, i + 1)}
            cards={pile.map(frenchLook)}
            label={texts.theirDiscard(props.name, i + 1)}
          />
        ))}
        <HiddenHand count={state.hands[seat].length} label={texts.hand(props.name)} />
      </div>
    </section>
  );
}
