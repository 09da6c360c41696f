import { useMemo, useRef } from "preact/hooks";
import { useApp, useT } from "../app-context";
import { BOARD_DICE_DEFAULTS, type BoardSettings, type GameUi } from "../kit/game-ui";
import { boardInput } from "../model/board-input";
import type { GuideRun } from "../model/guide-run";
import { href } from "../router";
import { BoardBox } from "./board-box";
import { Coach, COACH_SAY_ID } from "./guide-coach";
import { useCoachMark } from "./guide-mark";
import { winnersText } from "./winners";
import "./guide.css";

/**
 * The guided first game on screen: the coach above the game's real board, given the
 * same props as on the play screen, and the result once the game is over.
 */
export function GuideView(props: { readonly run: GuideRun; readonly ui: GameUi }) {
  const { run, ui } = props;
  const { settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const root = useRef<HTMLElement>(null);
  const { game, guide } = run;
  const state = run.state.value;
  const at = run.step.value;
  const outcome = run.outcome.value;
  const names = guide.names[lang];

  const board = useMemo(
    () =>
      boardInput({
        game,
        state,
        viewer: guide.learner,
        // Moves are offered only while a step waits for the learner (not while the bot plays).
        actor: at === null ? null : guide.learner,
        legal:
          at === null
            ? []
            : game.legalMoves(state, guide.learner).map((move) => game.formatMove(move)),
        over: outcome !== null,
      }),
    [game, state, at, outcome],
  );
  // The app's display settings, but dice as a board without settings plays them: a tap
  // then always does what the step's taps expect, whatever this device's Settings say.
  const boardSettings: BoardSettings = { ...settings.boardSettings(), dice: BOARD_DICE_DEFAULTS };

  const selector = at === null ? null : (at.step.taps[run.tap.value] ?? null);
  useCoachMark({
    root,
    selector,
    describedBy: COACH_SAY_ID,
    reducedMotion: settings.reducedMotion.value,
    onTapped: () => run.tapped(run.tap.value),
    onLost: () => run.restartTaps(),
  });

  return (
    <main
      ref={root}
      class="screen play guide"
      data-testid="guide"
      data-game={ui.id}
      data-status={outcome ? "over" : "playing"}
      data-moves={run.played.value}
    >
      <h1 class="guide-title">{t("guideTitle", { game: ui.name[lang] })}</h1>
      <Coach run={run} names={names} />
      {outcome && (
        <section class="result" data-testid="guide-result" aria-labelledby="guide-result-title">
          <h2 id="guide-result-title">
            {outcome.winners.includes(guide.learner)
              ? t("guideYouWon")
              : outcome.winners.length === 0
                ? t("draw")
                : winnersText(outcome.winners, names, t)}
          </h2>
          <p>{ui.describeResult?.(state, lang) ?? ui.describeReason?.(outcome.reason, lang)}</p>
          <div class="result-actions">
            <a class="button primary" href={href.newGameOf(ui.id)} data-testid="guide-play-real">
              {t("guidePlayReal")}
            </a>
            <a class="button" href={href.home} data-testid="home-button">
              {t("homeButton")}
            </a>
          </div>
        </section>
      )}
      <BoardBox>
        {/* Drawn anew after a wrong try: nothing of the try stays picked on the board. */}
        <ui.Board
          key={run.tries.value}
          state={board.state}
          viewer={guide.learner}
          legal={board.legal}
          targets={board.targets}
          onMove={(text) => void run.play(text)}
          settings={boardSettings}
          seatNames={names}
          lastMove={run.lastMove.value}
          log={outcome ? guide.moves : undefined}
        />
      </BoardBox>
    </main>
  );
}
