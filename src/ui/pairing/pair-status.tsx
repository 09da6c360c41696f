import { useApp } from "../app-context";
import { PAIR_TEXTS, pairWhy } from "./texts";

/** Where a pairing stands, as its screen says it. */
export type PairState =
  | { readonly kind: "idle" }
  | { readonly kind: "waiting"; readonly more?: number }
  | { readonly kind: "connecting" }
  | { readonly kind: "connected" }
  | { readonly kind: "failed"; readonly code: string; readonly message: string };

export const IDLE: PairState = { kind: "idle" };

/** The state line of a pairing screen: waiting, connecting, connected, or failed and why. */
export function PairStatus({
  state,
  onRetry,
}: {
  readonly state: PairState;
  readonly onRetry?: () => void;
}) {
  const texts = PAIR_TEXTS[useApp().settings.lang.value];
  if (state.kind === "idle") return null;
  if (state.kind === "failed") {
    return (
      <div class="pair-state failed" data-testid="pair-state" data-state="failed">
        <p role="alert" data-testid="pair-error" data-code={state.code}>
          <strong>{texts.failed}.</strong> {pairWhy(texts, state)}
        </p>
        {onRetry && (
          <button type="button" class="button" data-testid="pair-retry" onClick={onRetry}>
            {texts.tryAgain}
          </button>
        )}
      </div>
    );
  }
  const words =
    state.kind === "waiting"
      ? state.more
        ? texts.waitingMore(state.more)
        : texts.waiting
      : state.kind === "connecting"
        ? texts.connecting
        : texts.connected;
  return (
    <p
      class={`pair-state ${state.kind}`}
      role="status"
      data-testid="pair-state"
      data-state={state.kind}
      data-more={state.kind === "waiting" ? (state.more ?? 0) : undefined}
    >
      {state.kind !== "connected" && <span class="spinner" aria-hidden="true" />}
      {words}
    </p>
  );
}
