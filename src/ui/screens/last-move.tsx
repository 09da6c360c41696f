import type { ComponentChildren } from "preact";
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { useApp, useT } from "../app-context";
import { findGameUi } from "../game-uis";
import { moveList } from "../model/move-list";
import type { GameSession } from "../model/session";
import { shownMove } from "../model/shown-move";

/**
 * The opponent's move, written: "Bot (easy) played 24/18 13/11" (a bot's, or another
 * device's: this device's own moves it has just seen), and a button that opens the
 * move list — every seat's move so far, as anyone at the table may read it.
 */
export function LastMove(props: {
  readonly session: GameSession;
  readonly names: readonly string[];
  /** More small buttons of the same line (the hint's), after Moves. */
  readonly children?: ComponentChildren;
}) {
  const t = useT();
  const lang = useApp().settings.lang.value;
  const open = useSignal(false);
  const record = props.session.record.value;
  const ui = findGameUi(record.game);
  const seat = record.lastMover;
  const mine = seat !== undefined && record.holders[seat]?.kind === "device";
  const describe = (text: string): string => ui?.describeMove?.(text, lang) ?? text;
  const said = (who: number, text: string): string => {
    const name = props.names[who] ?? String(who + 1);
    const words = describe(text);
    // Notation reads as a play ("played 24/18"); words stand alone ("doubles").
    return words === text
      ? t("lastMovePlayed", { name, move: text })
      : t("announceMove", { name, move: words });
  };
  // A move asked to be shown (the decisive turn's Show) opens the list at it.
  const asked = shownMove.value?.game === record.id ? shownMove.value.entry : null;
  useEffect(() => {
    if (asked !== null) open.value = true;
  }, [asked, shownMove.value]);
  const shown = seat !== undefined && record.lastMove !== null && !mine;
  if (!shown && record.entryCount === 0 && !props.children) return null;
  return (
    <div class="last-move">
      <p data-testid="last-move" data-seat={shown ? String(seat) : undefined}>
        {shown ? said(seat, record.lastMove!) : ""}
      </p>
      <button
        type="button"
        class="button small"
        data-testid="move-list-open"
        aria-expanded={open.value ? "true" : "false"}
        onClick={() => (open.value = !open.value)}
      >
        {t("moveList")}
      </button>
      {props.children}
      {open.value && (
        <MoveList
          session={props.session}
          names={props.names}
          said={said}
          marked={asked}
          onClose={() => {
            open.value = false;
            shownMove.value = null;
          }}
        />
      )}
    </div>
  );
}

/** "+12", or U+2212 for a loss: a sign that reads as one in every language. */
const signed = (n: number): string => (n > 0 ? `+${n}` : `\u2212${-n}`);

/**
 * What a move did to the scores, after it: the mover's change alone ("+12"), or each
 * seat whose score moved, named ("Anna +12, Boris −3"); nothing when none moved.
 */
function ScoreChange(props: {
  readonly change: readonly number[];
  readonly mover: number;
  readonly names: readonly string[];
}) {
  const moved = props.change.flatMap((n, seat) => (n === 0 ? [] : [seat]));
  if (moved.length === 0) return null;
  const text =
    moved.length === 1 && moved[0] === props.mover
      ? signed(props.change[props.mover])
      : moved
          .map((seat) => `${props.names[seat] ?? String(seat + 1)} ${signed(props.change[seat])}`)
          .join(", ");
  return (
    <span class="move-score" data-testid="move-score" data-change={props.change.join(",")}>
      {" "}
      {text}
    </span>
  );
}

function MoveList(props: {
  readonly session: GameSession;
  readonly names: readonly string[];
  readonly said: (seat: number, text: string) => string;
  /** The log index of a move to mark and scroll to (its turn's first entry), or null. */
  readonly marked: number | null;
  readonly onClose: () => void;
}) {
  const t = useT();
  const { session } = props;
  const record = session.record.value;
  // Read the state, so the list follows the game while it is open.
  void session.state.value;
  // A fair game's moves are walked with its fair entries, which open the cards they play.
  const fair = session.fairWalk();
  const lists = findGameUi(record.game)?.listsMove;
  const moves = fair
    ? moveList(session.game, record, fair.entries, lists, fair.fold())
    : moveList(session.game, record, session.log(), lists);
  // The turn's first listed move: a turn may begin with an entry the list leaves out.
  const marked = props.marked === null ? -1 : moves.findIndex((m) => m.entry >= props.marked!);
  const markedRef = useRef<HTMLLIElement>(null);
  useEffect(() => markedRef.current?.scrollIntoView?.({ block: "nearest" }), [marked]);
  return (
    <section class="move-list" data-testid="move-list" aria-label={t("moveList")}>
      <div class="move-list-head">
        <h2>{t("moveList")}</h2>
        <button
          type="button"
          class="button small"
          data-testid="move-list-close"
          onClick={props.onClose}
        >
          {t("close")}
        </button>
      </div>
      {moves.length === 0 ? (
        <p class="note">{t("noMovesYet")}</p>
      ) : (
        <ol>
          {moves.map((m, i) => (
            <li
              key={i}
              ref={i === marked ? markedRef : undefined}
              class={i === marked ? "marked" : undefined}
              aria-current={i === marked ? "true" : undefined}
              data-testid="move-list-item"
              data-seat={String(m.seat)}
              data-entry={String(m.entry)}
            >
              {props.said(m.seat, m.text)}
              <ScoreChange change={m.change} mover={m.seat} names={props.names} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
