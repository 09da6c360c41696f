import { useSignal, type Signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Seat } from "../../engine/game";
import type { HintReply } from "../model/bot-protocol";
import { findManifest } from "../../games/manifests";
import { useApp, useT } from "../app-context";
import { findGameUi } from "../game-uis";
import { askWorkerHint } from "../kit/bot-worker-channel";

/** What is shown of a hint: nothing asked yet, the question out, or the worker's answer. */
export type HintShown =
  | { readonly kind: "none" }
  | { readonly kind: "asking" }
  | { readonly kind: "answer"; readonly reply: HintReply };

/** Whether the play screen offers a hint for `game` (its manifest has `hint`). */
export function offersHint(game: string): boolean {
  return findManifest(game)?.hint !== undefined;
}

export interface HintAsk {
  readonly game: string;
  /** The seat asking: the one to move, played on this device. */
  readonly seat: Seat;
  /** `rules.view(state, seat)`: all the hint is computed from. */
  readonly view: unknown;
  /** The log's length: a hint belongs to one position and goes once a move lands. */
  readonly moves: number;
}

/**
 * One hint's life on the play screen: asked of the bot worker from the seat's view
 * (manifest `hint`), answered, and gone once a move lands or another seat is to move.
 * The hinted move (or null) is `move`, for the board to draw.
 */
export function useHint(ask: HintAsk | null): {
  readonly shown: Signal<HintShown>;
  readonly move: string | null;
  readonly request: () => Promise<void>;
} {
  const shown = useSignal<HintShown>({ kind: "none" });
  useEffect(() => {
    shown.value = { kind: "none" };
  }, [ask?.moves, ask?.seat]);
  const request = async () => {
    if (ask === null) return;
    shown.value = { kind: "asking" };
    const reply = await askWorkerHint({ game: ask.game, view: ask.view, seat: ask.seat });
    // A move landed while the bot thought: that answer is of a position gone.
    if (shown.value.kind !== "asking") return;
    shown.value = { kind: "answer", reply };
  };
  const now = shown.value;
  const move = ask !== null && now.kind === "answer" && now.reply.ok ? now.reply.move : null;
  return { shown, move, request };
}

/** "What would you play?": the small button of the last-move line. */
export function HintButton(props: { readonly shown: HintShown; readonly onAsk: () => void }) {
  const t = useT();
  const asking = props.shown.kind === "asking";
  return (
    <button
      type="button"
      class="button small"
      data-testid="hint-ask"
      title={t("hintAsk")}
      aria-label={t("hintAsk")}
      disabled={asking}
      onClick={props.onAsk}
    >
      {t(asking ? "hintThinking" : "hintButton")}
    </button>
  );
}

/**
 * The answer, under the last-move line once asked: the move in words with the bot's
 * reason, Play it and Hide. The seat still chooses: nothing is played unasked.
 */
export function HintAnswer(props: {
  readonly game: string;
  readonly shown: Signal<HintShown>;
  readonly onPlay: (move: string) => void;
}) {
  const t = useT();
  const lang = useApp().settings.lang.value;
  const state = props.shown.value;
  if (state.kind !== "answer") return null;
  const reply = state.reply;
  const hide = () => (props.shown.value = { kind: "none" });
  if (!reply.ok) {
    return (
      <div class="hint-panel">
        <p role="status" data-testid="hint" data-code={reply.code}>
          {t("hintNone", { reason: reply.message })}
        </p>
      </div>
    );
  }
  const words = findGameUi(props.game)?.describeMove?.(reply.move, lang) ?? reply.move;
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
      <button type="button" class="button small" data-testid="hint-hide" onClick={hide}>
        {t("hintHide")}
      </button>
    </div>
  );
}
