import type { ComponentChildren } from "preact";
import { useT } from "../app-context";
import { href } from "../router";

interface PlayBarProps {
  /** Whose turn it is, or the end: read out when it changes. */
  readonly status: string;
  readonly scores: readonly number[];
  readonly names: readonly string[];
  /** The board shows every seat's score itself: the bar keeps them for screen readers only. */
  readonly boardShowsScores: boolean;
  readonly onExport: () => void;
  readonly children?: ComponentChildren;
}

/**
 * The one line above the board: Home, whose turn it is, the scores, Export. One line
 * and not a row of buttons under the board, so the board keeps the height.
 */
export function PlayBar(props: PlayBarProps) {
  const t = useT();
  return (
    <div class="play-bar">
      <a class="button play-home" href={href.home} data-testid="home-button">
        <span aria-hidden="true">‹ </span>
        {t("homeButton")}
      </a>
      <div class="play-state">
        <p class="status" data-testid="status" aria-live="polite">
          {props.status}
        </p>
        <p
          class={props.boardShowsScores ? "scores visually-hidden" : "scores"}
          data-testid="scores"
          data-scores={props.scores.join(",")}
        >
          <span>{t("scores")}: </span>
          {props.scores.map((score, seat) => (
            <span key={seat} class="score">
              {props.names[seat]} {score}
              {seat < props.scores.length - 1 ? " · " : ""}
            </span>
          ))}
        </p>
      </div>
      <button type="button" class="button" data-testid="export-game" onClick={props.onExport}>
        {t("export")}
      </button>
    </div>
  );
}
