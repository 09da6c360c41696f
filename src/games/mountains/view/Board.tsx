import { useLayoutEffect, useMemo, useRef } from "preact/hooks";
import type { LegalTargets } from "../../../engine/game";
import { CardTable } from "../../../ui/kit/cards/CardTable";
import { Hand } from "../../../ui/kit/cards/Hand";
import { frenchLook } from "../../../ui/kit/cards/looks";
import { targetsWithin } from "../../../ui/kit/cards/selection";
import type { BoardProps } from "../../../ui/kit/game-ui";
import type { FrenchCard } from "../../cards/french";
import { parseCell } from "../../mosaic/cell";
import { seniorityRank } from "../../mosaic/order";
import { isOver } from "../progress";
import type { MountainsState } from "../state";
import { frameOf } from "./geometry";
import { Grid } from "./Grid";
import { hintMark } from "./hint-mark";
import { PassNote } from "./PassNote";
import { isMountainsState } from "./state-guard";
import { Teams } from "./Teams";
import { TEXTS } from "./texts";
import "./board.css";

/**
 * The Mountains board: the teams and their points, the table as it grows, and the
 * viewer's hand. It holds no rule: the places a card may go are the game's `targets`,
 * kept to the moves the app lists as legal, and a placement is reported as the
 * notation found there. In one v one the app hands it the seat to move of the person
 * holding two (BoardProps.viewer), so it shows that hand with nothing in between.
 */
export function MountainsBoard(props: BoardProps) {
  if (!isMountainsState(props.state)) {
    return (
      <p class="mt-error" role="alert">
        {TEXTS[props.settings.lang].bad}
      </p>
    );
  }
  return <BoardView {...props} state={props.state} />;
}

const NONE: LegalTargets = {};

function BoardView(props: BoardProps<MountainsState>) {
  const { state, settings, viewer } = props;
  const lang = settings.lang;
  const texts = TEXTS[lang];
  const targets = useMemo(
    () =>
      props.legal.length > 0 && props.targets ? targetsWithin(props.targets, props.legal) : NONE,
    [props.targets, props.legal],
  );
  const over = isOver(state);
  const frame = frameOf(state.table, state.options.width, state.options.height);
  const hand = viewer === null ? [] : inHandOrder(state.hands[viewer] ?? []);
  const canPass = props.legal.includes("pass");
  const mark = useMemo(() => hintMark(props.hint, props.legal), [props.hint, props.legal]);
  const placed = mark?.kind === "place" ? mark : null;
  const handBox = useRef<HTMLDivElement>(null);
  useHandMark(handBox, placed?.card ?? null);
  const placeName = (id: string): string => {
    const cell = parseCell(id);
    return cell ? texts.cell(cell.x - frame.minX + 1, cell.y + 1) : id;
  };
  const hint = over
    ? ""
    : canPass
      ? texts.passOnly
      : Object.keys(targets).length > 0
        ? texts.yourTurn
        : state.turn !== null
          ? texts.waiting(props.seatNames[state.turn] ?? `#${state.turn + 1}`)
          : texts.notDealt;
  return (
    <CardTable
      targets={targets}
      onPlay={(notation) => props.onMove(notation)}
      placeName={placeName}
      settings={settings}
      label={texts.table}
      class="mountains"
    >
      <Teams state={state} seatNames={props.seatNames} lang={lang} />
      <div class="mt-stage" data-testid="board">
        <Grid state={state} targets={targets} over={over} lang={lang} hint={placed} />
      </div>
      <div class="mt-foot">
        <p class="mt-hint" data-testid="mountains-hint" aria-live="polite">
          {hint}
        </p>
        {over && <PassNote state={state} seatNames={props.seatNames} lang={lang} />}
        {canPass && (
          <button
            type="button"
            class={`button mt-pass${mark?.kind === "pass" ? " mt-hinted" : ""}`}
            data-testid="mountains-pass"
            data-hint={mark?.kind === "pass" ? "true" : undefined}
            onClick={() => props.onMove("pass")}
          >
            {texts.pass}
          </button>
        )}
      </div>
      {viewer !== null && hand.length > 0 && (
        <div class="mt-hand-box" ref={handBox}>
          <Hand
            cards={hand}
            lookOf={frenchLook}
            originOf={(card) => card}
            label={texts.yourHand(props.seatNames[viewer] ?? `#${viewer + 1}`)}
            class="mt-hand"
          />
        </div>
      )}
    </CardTable>
  );
}

/**
 * Marks the hinted card in the hand (data-hint, drawn by board.css). The kit's Hand
 * takes no mark per card and is shared by every card game, so the mark is set on its
 * slot after each render (a re-render may replace the element) and taken off after.
 */
function useHandMark(box: { readonly current: HTMLElement | null }, card: string | null): void {
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || card === null) return;
    // A card's notation is letters and digits only (hintMark parsed it): safe in a selector.
    const slots = [...el.querySelectorAll(`[data-ck-slot="${card}"]`)];
    for (const slot of slots) slot.setAttribute("data-hint", "true");
    return () => {
      for (const slot of slots) slot.removeAttribute("data-hint");
    };
  });
}

/** The hand by suit (c, d, h, s), low to high within a suit (the ace highest). */
function inHandOrder(hand: readonly (FrenchCard | null)[]): FrenchCard[] {
  const order = "cdhs";
  return hand
    .filter((c): c is FrenchCard => c !== null)
    .sort(
      (a, b) =>
        order.indexOf(a.slice(-1)) - order.indexOf(b.slice(-1)) ||
        seniorityRank(a) - seniorityRank(b),
    );
}
