import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Seat } from "../../engine/game";
import type { HintReply } from "../../games/hint";
import { findManifest } from "../../games/manifests";
import { useApp, useT } from "../app-context";
import { findGameUi } from "../game-uis";
import { askWorkerHint } from "../kit/bot-worker-channel";

/** What the panel shows: nothing asked yet, the question out, or the worker's answer. */
type HintShown = { readonly kind: "none" } | { readonly kind: "asking" } | HintAnswer;
type HintAnswer = { readonly kind: "answer"; readonly reply: HintReply };

export interface HintPanelProps {
  readonly game: string;
  /** The seat asking: the one to move, played on this device. */
  readonly seat: Seat;
  /** `rules.view(state, seat)`: all the hint is computed from. */
  readonly view: unknown;
  /** The log's length: a hint belongs to one position and goes once a move lands. */
  readonly moves: number;
  /** The hinted move (notation) for the board to draw, or null. */
  readonly onHint: (move: string | null) => void;
  readonly onPlay: (move: string) => void;
}

/** Whether the play screen offers a hint for `game` (its manifest has `hint`). */
export function offersHint(game: string): boolean {
  return findManifest(game)?.hint !== undefined;
}

/**
 * "What would you play?": asks the bot worker for the strong bot's move from this
 * seat's view (manifest `hint`), says it in words with the bot's reason, has the board
 * draw it, and offers to play it. The seat still chooses: nothing is played unasked.
 */
export function HintPanel(props: HintPanelProps) {
  const t = useT();
  const lang = useApp().settings.lang.value;
  const shown = useSignal<HintShown>({ kind: "none" });
  const ui = findGameUi(props.game);

  useEffect(() => {
    shown.value = { kind: "none" };
    props.onHint(null);
  }, [props.moves, props.seat]);

  const ask = async () => {
    shown.value = { kind: "asking" };
    const asked = props.moves;
    const reply = await askWorkerHint({ game: props.game, view: props.view, seat: props.seat });
    // A move landed while the bot thought: this answer is of a position gone.
    if (asked !== props.moves) return;
    shown.value = { kind: "answer", reply };
    props.onHint(reply.ok ? reply.move : null);
  };

  const state = shown.value;
  if (state.kind !== "answer") {
    return (
      <div class="hint-panel">
        <button
          type="button"
          class="button small"
          data-testid="hint-ask"
          disabled={state.kind === "asking"}
          onClick={() => void ask()}
        >
          {t(state.kind === "asking" ? "hintThinking" : "hintAsk")}
        </button>
      </div>
    );
  }
  const reply = state.reply;
  if (!reply.ok) {
    return (
      <div class="hint-panel">
        <p role="status" data-testid="hint" data-code={reply.code}>
          {t("hintNone", { reason: reply.message })}
        </p>
      </div>
    );
  }
  const words = ui?.describeMove?.(reply.move, lang) ?? reply.move;
  return (
    <div class="hint-panel">
      <p role="status" data-testid="hint" data-move={reply.move}>
        {t("hintSays", { move: words, reason: reply.reason[lang] })}
      </p>
      <button
        type="button"
        class="button small"
        data-testid="hint-play"
        onClick={() => props.onPlay(reply.move)}
      >
        {t("hintPlay")}
      </button>
      <button
        type="button"
        class="button small"
        data-testid="hint-hide"
        onClick={() => {
          shown.value = { kind: "none" };
          props.onHint(null);
        }}
      >
        {t("hintHide")}
      </button>
    </div>
  );
}
