import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { CardTable } from "../../../ui/kit/cards/CardTable";
import { Hand } from "../../../ui/kit/cards/Hand";
import { frenchLook } from "../../../ui/kit/cards/looks";
import { Pile } from "../../../ui/kit/cards/Pile";
import { targetsWithin } from "../../../ui/kit/cards/selection";
import { KIT_TEXTS } from "../../../ui/kit/cards/texts";
import type { BoardProps } from "../../../ui/kit/game-ui";
import type { SpiteState } from "../state";
import { Centre } from "./Centre";
import { shortCard } from "./describe";
import { placeName } from "./places";
import { HINTED, useHintMarks } from "./hint-marks";
import { goalLooks, OtherSeat } from "./Seat";
import { isSpiteState } from "./state-guard";
import { TEXTS, type SpiteTexts } from "./texts";
import "./board.css";

/**
 * The Spite and Malice board of a device: the other seats compact at the top, the
 * centre, then this seat's goal pile, its four discard piles fanned, and its hand. What
 * can go where comes from the game's targets (filtered by `legal`): the board holds no
 * rule. The closing discard is asked to be confirmed, since it ends the turn. A hinted
 * entry (`hint`) has its card and the pile it goes to marked (hint-marks.ts).
 */
export function SpiteBoard(props: BoardProps) {
  if (!isSpiteState(props.state)) {
    return (
      <p class="sm-error" role="alert">
        {TEXTS[props.settings.lang].bad}
      </p>
    );
  }
  return <SpiteBoardView {...props} state={props.state} />;
}

/** A closing discard chosen but not yet confirmed, for the position it was chosen in. */
interface Pending {
  readonly notation: string;
  readonly card: string;
  readonly pile: number;
  readonly position: string;
}

function SpiteBoardView(props: BoardProps<SpiteState>) {
  const { state, settings } = props;
  const texts = TEXTS[settings.lang];
  const position = props.legal.join("\n");
  const targets = useMemo(
    () =>
      props.targets && props.legal.length > 0 ? targetsWithin(props.targets, props.legal) : {},
    [props.targets, props.legal],
  );
  const [chosen, setChosen] = useState<Pending | null>(null);
  const board = useRef<HTMLDivElement>(null);
  useHintMarks(board, props.hint);
  const pending = chosen !== null && chosen.position === position ? chosen : null;
  // A discard stays shown until its move lands (or is taken back), and is forgotten as
  // soon as the position moves on: with two decks a later turn can offer exactly the
  // same moves (the twin of the discarded card drawn), and must start clean.
  useEffect(() => {
    if (chosen !== null && chosen.position !== position) setChosen(null);
  }, [position]);
  const me = props.viewer;
  const seats = Array.from({ length: state.seats }, (_, i) => i);
  // The other seats in turn order, starting with the one after this seat.
  const others = me === null ? seats : seats.map((i) => (me + 1 + i) % state.seats).slice(0, -1);
  const nameOf = (seat: number) => props.seatNames[seat] ?? `#${seat + 1}`;

  const onPlay = (notation: string, origin: string, destination: string) => {
    if (!notation.startsWith("discard ")) return props.onMove(notation);
    setChosen({
      notation,
      card: origin.slice("h:".length),
      pile: Number(destination.slice(1)),
      position,
    });
  };

  return (
    <div
      ref={board}
      class="sm"
      data-testid="board"
      data-viewer={me === null ? "" : String(me)}
      data-phase={state.phase}
      data-turn={String(state.turn)}
      data-seats={String(state.seats)}
    >
      <CardTable
        targets={pending ? {} : targets}
        onPlay={onPlay}
        placeName={(id) => placeName(id, texts, props.seatNames)}
        settings={settings}
        label={texts.table}
        class="sm-table"
      >
        <div class="sm-others" data-count={String(others.length)}>
          {others.map((seat) => (
            <OtherSeat key={seat} state={state} seat={seat} name={nameOf(seat)} texts={texts} />
          ))}
        </div>
        <Centre state={state} texts={texts} />
        {me !== null && <MySide state={state} seat={me} pending={pending} texts={texts} />}
      </CardTable>
      {me !== null && (
        <TurnBar
          legal={props.legal}
          pending={pending}
          endMove={targets.end?.end ?? (props.legal.includes("end") ? "end" : null)}
          onMove={props.onMove}
          onCancel={() => setChosen(null)}
          hinted={props.hint === "end"}
          texts={texts}
          lang={settings.lang}
        />
      )}
    </div>
  );
}

/** This seat's goal pile, discard piles (fanned: every card reads) and hand. */
function MySide(props: {
  state: SpiteState;
  seat: number;
  pending: Pending | null;
  texts: SpiteTexts;
}) {
  const { state, seat, pending, texts } = props;
  const goal = state.goals[seat];
  const hand = [...(state.hands[seat] ?? [])].filter((c): c is string => c !== null);
  // A discard waiting for its confirmation is shown where it would go.
  if (pending) hand.splice(hand.indexOf(pending.card), 1);
  const discards = state.discards[seat].map((pile, i) =>
    pending && pending.pile === i + 1 ? [...pile, pending.card] : pile,
  );
  return (
    <>
      <section class="sm-mine" aria-label={texts.you} data-testid="sm-mine">
        <div class="sm-pile sm-goal">
          <Pile id="g" cards={goalLooks(goal)} label={texts.myGoal} />
          <span class="sm-note" data-testid="my-goal-count">
            {texts.goalLeft(goal.length)}
          </span>
        </div>
        {discards.map((pile, i) => (
          <Pile
            key={i}
            id={`d${i + 1}`}
            cards={pile.map(frenchLook)}
            label={texts.myDiscard(i + 1)}
            layout="cascade"
            class="sm-discard"
          />
        ))}
      </section>
      <Hand cards={hand} lookOf={frenchLook} originOf={(card) => `h:${card}`} class="sm-hand" />
    </>
  );
}

/** The line under the board: what to do, the confirmation of a discard, or `end`. */
function TurnBar(props: {
  legal: readonly string[];
  pending: Pending | null;
  endMove: string | null;
  onMove: (text: string) => void;
  onCancel: () => void;
  /** The hint is `end`: its button is marked as a hinted slot is. */
  hinted: boolean;
  texts: SpiteTexts;
  lang: "en" | "ru";
}) {
  const { pending, texts } = props;
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) confirm.current?.focus();
  }, [pending?.notation, pending?.position]);
  if (pending) {
    const card = KIT_TEXTS[props.lang].cardName(frenchLook(pending.card));
    return (
      <div class="sm-bar" data-testid="sm-confirm-bar">
        <p class="sm-hint">
          <span aria-hidden="true">{texts.confirmShort(shortCard(pending.card, props.lang))}</span>
          <span class="visually-hidden">{texts.confirm(card, pending.pile)}</span>
        </p>
        <button
          ref={confirm}
          type="button"
          class="button primary"
          data-testid="sm-confirm"
          onClick={() => props.onMove(pending.notation)}
        >
          {texts.endTurn}
        </button>
        <button type="button" class="button" data-testid="sm-take-back" onClick={props.onCancel}>
          {texts.takeBack}
        </button>
      </div>
    );
  }
  if (props.endMove !== null) {
    const end = props.endMove;
    return (
      <div class="sm-bar">
        <p class="sm-hint">{texts.emptyHand}</p>
        <button
          type="button"
          class={`button primary${props.hinted ? ` ${HINTED}` : ""}`}
          data-testid="sm-end"
          data-hint={props.hinted ? "true" : undefined}
          onClick={() => props.onMove(end)}
        >
          {texts.endTurn}
        </button>
      </div>
    );
  }
  return (
    <div class="sm-bar">
      <p class="sm-hint" data-testid="sm-hint">
        {props.legal.length > 0 ? texts.hint : ""}
      </p>
    </div>
  );
}
