import type { Seat } from "../../engine/game";
import { FairModeLabel } from "../pairing/fair-mode-label";
import { useMemo } from "preact/hooks";
import { initialState } from "../../log/replay";
import { useApp, useT } from "../app-context";
import { findGameUi } from "../game-uis";
import { boardInput } from "../model/board-input";
import { isPairedGame } from "../model/paired";
import type { GameSession } from "../model/session";
import { href } from "../router";
import { seatNames } from "../screens/seat-names";
import { FullScreenButton } from "./full-screen";
import { MoveFeed, type FeedMove } from "./move-feed";
import { TableBoard } from "./table-board";
import { announcement, statusLine, tableSeats, tableStatus, type TableSeat } from "./table-model";
import { TABLE_TEXTS, type TableTexts } from "./texts";
import type { AwakeState } from "./wake-lock";

/** How many of the latest moves the side panel lists (the newest big). */
const MOVES_SHOWN = 4;

/**
 * The table screen of a game: the public view of the board as big as the screen allows,
 * and beside it (below it, on a screen taller than wide) the players with whose turn it
 * is and their scores, the latest moves in public words, and the result. Nothing here
 * makes a move. A live region tells each move and the result.
 */
export function TableView(props: { readonly session: GameSession; readonly awake: AwakeState }) {
  const { session } = props;
  const { settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const texts = TABLE_TEXTS[lang];
  const record = session.record.value;
  const state = session.state.value;
  const report = session.report.value;
  const actor = session.actor();
  const ui = findGameUi(record.game);
  const names = seatNames(record.holders, t);
  const over = report.status === "over";

  const fair = session.fairWalk();
  const feed = useMemo(() => {
    const start = initialState(session.game, record);
    if (!("state" in start)) return null;
    // A fair game's feed walks its fair entries too (they open the cards the moves play),
    // reading the public transcript only: tokens where cards are hidden.
    return new MoveFeed(session.game, start.state, undefined, fair ? () => fair.fold() : null);
  }, [session]);
  // Read again whenever the state changes (this component re-renders then); incremental.
  const moves = feed ? feed.update(fair ? fair.entries : session.log()) : [];
  const latest = moves.length > 0 ? moves[moves.length - 1] : null;
  const input = { holders: record.holders, names, report, actor, thinking: session.thinking.value };
  const status = tableStatus(input);
  const seats = tableSeats(input);
  const describe = (text: string) => ui?.describeMove?.(text, lang) ?? text;
  const describeReason = (reason: string) => ui?.describeReason?.(reason, lang) ?? reason;
  // The spectator's view while the game runs (nothing a seat hides), all of it after the end.
  const board = useMemo(
    () =>
      boardInput({
        game: session.game,
        state,
        viewer: null,
        actor,
        legal: [],
        over,
        ...(session.fair ? { view: (viewer: Seat | null) => session.viewFor(viewer) } : {}),
      }),
    [session.game, state, actor, over, session.fair && record],
  );
  const here = seats.filter((s) => s.here);
  // A game paired before devices had keys: its moves are not signed (as its Table panel says).
  const unprotected = isPairedGame(record) && record.signed !== true;

  return (
    <main
      class="table-screen"
      data-testid="table-screen"
      data-game-id={record.id}
      data-status={report.status}
    >
      <h1 class="visually-hidden">
        {ui ? ui.name[lang] : record.game}: {texts.title}
      </h1>
      <section class="table-stage" aria-label={texts.board} data-testid="table-board">
        {ui ? (
          <TableBoard
            ui={ui}
            state={board.state}
            seatNames={names}
            settings={settings.boardSettings()}
          />
        ) : (
          <p class="error" role="alert">
            {texts.noBoard(record.game)}
          </p>
        )}
      </section>
      <aside class="table-side">
        <div class="table-tools">
          <a class="button" href={href.play(record.id)} data-testid="table-leave">
            <span aria-hidden="true">‹ </span>
            {texts.leave}
          </a>
          <FullScreenButton on={texts.fullScreen} off={texts.leaveFullScreen} />
        </div>
        <p class="table-status" data-testid="table-status" data-kind={status.kind}>
          {statusLine(status, names, texts, describeReason)}
        </p>
        <p class="table-mode">
          <FairModeLabel id={record.id} />
        </p>
        {unprotected && (
          <p class="table-note" role="note" data-testid="table-not-protected">
            {t("tableNotProtected")}
          </p>
        )}
        <Seats seats={seats} texts={texts} />
        {here.length > 0 && (
          <p class="table-held" data-testid="table-held">
            {texts.heldHere(here.map((s) => s.name).join(", "))}{" "}
            <a class="button" href={href.play(record.id)}>
              {texts.play}
            </a>
          </p>
        )}
        <Moves moves={moves.slice(-MOVES_SHOWN)} names={names} texts={texts} describe={describe} />
        {props.awake !== "off" && (
          <p class="table-awake" data-testid="table-awake" data-state={props.awake}>
            {texts.awake[props.awake]}
          </p>
        )}
      </aside>
      <p
        class="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="table-announcer"
      >
        {announcement(latest, status, names, texts, describe, describeReason)}
      </p>
    </main>
  );
}

function Seats(props: { readonly seats: readonly TableSeat[]; readonly texts: TableTexts }) {
  return (
    <ol class="table-seats" aria-label={props.texts.players}>
      {props.seats.map((s) => (
        <li
          key={s.seat}
          class="table-seat"
          data-testid={`table-seat-${s.seat}`}
          data-turn={s.toMove ? "true" : "false"}
          data-winner={s.winner ? "true" : "false"}
          data-score={s.score === null ? "" : String(s.score)}
        >
          <span class="table-seat-mark" aria-hidden="true">
            {s.winner ? "★" : s.toMove ? "▶" : ""}
          </span>
          <span class="table-seat-name">
            {s.name}
            {s.toMove && <span class="visually-hidden"> ({props.texts.toMove})</span>}
          </span>
          {s.score !== null && (
            <span class="table-seat-score">
              <span class="visually-hidden">{props.texts.score}: </span>
              {s.score}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

function Moves(props: {
  readonly moves: readonly FeedMove[];
  readonly names: readonly string[];
  readonly texts: TableTexts;
  readonly describe: (text: string) => string;
}) {
  const newestFirst = [...props.moves].reverse();
  return (
    <section class="table-moves" aria-label={props.texts.moves}>
      {newestFirst.length === 0 ? (
        <p class="table-no-moves">{props.texts.noMoves}</p>
      ) : (
        <ol data-testid="table-moves">
          {newestFirst.map((m, i) => (
            <li
              key={m.index}
              class={i === 0 ? "table-move table-move-last" : "table-move"}
              data-testid="table-move"
              data-index={m.index}
              data-seat={m.seat}
            >
              {props.texts.moveBy(
                props.names[m.seat] ?? String(m.seat + 1),
                props.describe(m.text),
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
