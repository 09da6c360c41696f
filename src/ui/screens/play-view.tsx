import { useSignal } from "@preact/signals";
import { useEffect, useMemo, useRef } from "preact/hooks";
import type { Seat } from "../../engine/game";
import { useApp, useT, type Translate } from "../app-context";
import { downloadText } from "../download";
import { findGameUi } from "../game-uis";
import { boardInput } from "../model/board-input";
import { exportFileName, exportGameFile, exportRevealsHands } from "../model/game-file";
import { seatsPlayedHere } from "../model/holders";
import { isPairedGame } from "../model/paired";
import { seatView } from "../model/seat-view";
import {
  alertTurn,
  isMyTurn,
  loadTurnAlert,
  shouldAlert,
  type TurnMoment,
} from "../model/turn-alert";
import type { GameSession } from "../model/session";
import { Announcer } from "./announcer";
import { BoardBox } from "./board-box";
import { Handover } from "./handover";
import { HintAnswer, HintButton, offersHint, useHint } from "./hint-panel";
import { LastMove } from "./last-move";
import { PlayBar } from "./play-bar";
import { ResultPanel } from "./result-panel";
import { TakeBackButton, TakeBackOffer } from "./take-back";
import { personName, seatNames } from "./seat-names";

/** The game as this device shows it: status, scores, the board (or a hand-over), the result. */
export function PlayView({ session }: { readonly session: GameSession }) {
  const { platform, settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const revealed = useSignal<Seat | null>(null);
  const record = session.record.value;
  const state = session.state.value;
  const report = session.report.value;
  const actor = session.actor();
  const ui = findGameUi(record.game);
  const names = seatNames(record.holders, t);
  const hidden = ui?.hiddenInformation(record.options) ?? false;
  // An imported fair game is watched, never played: this device reads none of its cards.
  const view = record.importedFair
    ? { viewer: null, handover: null }
    : seatView({ holders: record.holders, actor, hidden, revealed: revealed.value });
  const over = report.status === "over";
  const boardSettings = settings.boardSettings();
  // A seat of this device waits to roll (auto-roll off): the board shows dice to tap
  // (in pass-and-play, whichever seat of the device it is).
  const rollWaiting = session.rollWaiting();

  // A seat sees its own view, a device with no seat the spectator's; after the end, all.
  const board = useMemo(
    () =>
      boardInput({
        game: session.game,
        state,
        viewer: view.viewer,
        actor,
        legal: report.legal,
        over,
        ...(session.fair
          ? {
              view: (viewer: Seat | null) => session.viewFor(viewer),
              readsAll: view.viewer === null || session.readsAll(view.viewer),
            }
          : {}),
      }),
    // In fair play a card read changes the view, not the state: the record changes with every entry.
    [session.game, state, view.viewer, actor, report, over, session.fair && record],
  );
  useTurnAlert(session);
  const hintSeat = hintSeatOf(session, view, over);
  const hint = useHint(
    hintSeat === null
      ? null
      : { game: record.game, seat: hintSeat, view: board.state, moves: session.log().length },
  );
  // A game of this device alone takes back at once; a paired one asks the other side.
  void session.head.value;
  const takesBack = session.takeBacks.target() !== null && session.takeBacks.asked() === null;
  const damage = session.damage();
  const exportGame = () => {
    if (exportRevealsHands(record, hidden) && !confirm(t("exportHiddenConfirm"))) return;
    const chain = session.fairWalk()?.entries;
    const text = exportGameFile(record, session.log(), platform.device, chain);
    downloadText(exportFileName(record), text);
  };

  // data-moves, the log's length, shows that a move landed even when the board looks
  // the same after it (a pass, then the bot's pass at once).
  return (
    <main
      class="screen play"
      data-testid="play"
      data-game-id={record.id}
      data-status={report.status}
      data-moves={session.log().length}
    >
      <h1 class="visually-hidden">{ui ? ui.name[lang] : record.game}</h1>
      <PlayBar
        status={statusText(session, names, t)}
        scores={report.scores}
        names={names}
        boardShowsScores={ui?.boardShowsScores ?? false}
        onExport={exportGame}
      />
      {session.error.value && (
        <p class="error" role="alert" data-testid="move-error" data-code={session.error.value.code}>
          {t(session.error.value.code === "store-failed" ? "storeFailed" : "moveRefused", {
            reason: session.error.value.message,
          })}
        </p>
      )}
      {damage && (
        <p class="note" role="status" data-testid="damage-note">
          {t("damagedSave", { kept: damage.kept, leftOut: damage.leftOut })}
        </p>
      )}
      {record.importedFair && <ImportedFairNote session={session} />}
      {over && <ResultPanel session={session} names={names} />}
      <Announcer session={session} names={names} />
      <LastMove session={session} names={names}>
        {hintSeat !== null || takesBack ? (
          <>
            {hintSeat !== null && (
              <HintButton shown={hint.shown.value} onAsk={() => void hint.request()} />
            )}
            {takesBack && <TakeBackButton session={session} asks={isPairedGame(record)} />}
          </>
        ) : null}
      </LastMove>
      <TakeBackOffer session={session} names={names} />
      {hintSeat !== null && (
        <HintAnswer
          game={record.game}
          shown={hint.shown}
          onPlay={(move) => void session.play(move)}
        />
      )}
      <BoardBox>
        {view.handover !== null ? (
          <Handover
            name={personName(record.holders, view.handover, t)}
            onContinue={() => (revealed.value = view.handover)}
          />
        ) : ui ? (
          <ui.Board
            state={board.state}
            viewer={view.viewer}
            legal={board.legal}
            targets={board.targets}
            onMove={(text) => void session.play(text)}
            rollDue={rollWaiting !== null && view.viewer !== null}
            onRoll={() => void session.roll()}
            settings={boardSettings}
            seatNames={names}
            hint={hint.move}
            lastMove={
              record.lastMove !== null && record.lastMover !== undefined
                ? { text: record.lastMove, seat: record.lastMover }
                : null
            }
            log={over ? session.log().map((entry) => entry.text) : undefined}
          />
        ) : (
          <p class="error" role="alert">
            {t("noBoard", { game: record.game })}
          </p>
        )}
      </BoardBox>
    </main>
  );
}

/**
 * The seat a hint may be asked for: the viewer, when it is the one to move and its board
 * is shown (no hand-over), in a game the table plays with hints: a paired game only
 * when its table agreed to them at Invite (the header's `hints`), so no device of the
 * table has a helper the others lack.
 */
function hintSeatOf(
  session: GameSession,
  view: { readonly viewer: Seat | null; readonly handover: Seat | null },
  over: boolean,
): Seat | null {
  const record = session.record.value;
  if (over || view.handover !== null || view.viewer === null) return null;
  if (record.importedFair || !offersHint(record.game)) return null;
  if (isPairedGame(record) && record.hints !== true) return null;
  if (session.thinking.value !== null || session.rollWaiting() !== null) return null;
  return session.actor() === view.viewer ? view.viewer : null;
}

/** An imported fair game: read only here, and what its audit says so far. */
function ImportedFairNote(props: { readonly session: GameSession }) {
  const t = useT();
  const audit = props.session.fairAudit();
  const verdict =
    audit?.kind === "broken"
      ? audit.device === null
        ? t("fairModeBrokenUnknown")
        : t("fairModeBroken", { device: audit.device.slice(0, 8) })
      : t(audit?.kind === "fair" ? "fairAuditFair" : "fairAuditPending");
  return (
    <p class="note" role="note" data-testid="fair-imported" data-audit={audit?.kind ?? ""}>
      {t("fairImported")} {verdict}
    </p>
  );
}

function statusText(session: GameSession, names: readonly string[], t: Translate): string {
  const report = session.report.value;
  if (report.status === "over") return t("over");
  const thinking = session.thinking.value;
  if (thinking !== null) return t("botThinking", { name: names[thinking] });
  const actor = session.actor();
  if (actor === null) return t("over");
  const tap = session.rollWaiting();
  if (tap !== null) return t("tapToRoll", { name: names[tap] });
  if (actor === "chance") return t("randomDue");
  // An imported fair game: no seat is played here, so nobody is asked to move.
  const mine = seatsPlayedHere(session.record.value);
  return mine.includes(actor)
    ? t("yourTurn", { name: names[actor] })
    : t("turnOf", { name: names[actor] });
}

/** A short vibration (and a tone, if chosen) when another device's move makes it this device's turn. */
function useTurnAlert(session: GameSession): void {
  const { store } = useApp().platform;
  const record = session.record.value;
  const actor = session.actor();
  // Dice waiting for this device's tap are its turn too (auto-roll off).
  const mine = isMyTurn(record, actor, session.rollWaiting());
  const before = useRef<TurnMoment | null>(null);
  const now: TurnMoment = { mine, lastMover: record.lastMover, entryCount: record.entryCount };
  useEffect(() => {
    const previous = before.current;
    before.current = now;
    if (shouldAlert(previous, now, record.holders)) {
      void loadTurnAlert(store).then(alertTurn);
    }
  }, [mine, record.entryCount]);
}
