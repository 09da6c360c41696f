import { useT } from "../app-context";
import type { GameSession } from "../model/session";

/**
 * "Take back" (docs/ui.md): shown while this device has a move it may take back (on
 * this device alone: against bots its seat's last move with the bots' replies after
 * it; in pass-and-play the last move; in a paired game it asks the other side). The
 * take-back is an entry of the log, stored before the board goes back.
 */
export function TakeBackButton(props: { readonly session: GameSession; readonly asks: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      class="button small"
      data-testid="take-back"
      title={t(props.asks ? "takeBackAskTitle" : "takeBackTitle")}
      onClick={() => void props.session.takeBacks.takeBack()}
    >
      {t("takeBack")}
    </button>
  );
}

/**
 * A paired game's take-back request, like the backgammon resign offer: the side to
 * move sees "Ann asks to take back their last move" with Accept and Decline; the asker
 * sees that it waits, and then the answer (the board goes back, or "declined").
 */
export function TakeBackOffer(props: {
  readonly session: GameSession;
  readonly names: readonly string[];
}) {
  const t = useT();
  const { session, names } = props;
  // Read so that a request (a meta entry: no new state) shows at once.
  void session.head.value;
  const asked = session.takeBacks.asked();
  if (asked === null) {
    if (!session.takeBacks.declined()) return null;
    return (
      <p class="note" role="status" data-testid="takeback-declined">
        {t("takeBackDeclined")}
      </p>
    );
  }
  const asker = names[asked.seat] ?? String(asked.seat + 1);
  if (!session.takeBacks.answers()) {
    const actor = session.actor();
    const other = typeof actor === "number" ? names[actor] : "";
    return (
      <p class="note" role="status" data-testid="takeback-waiting">
        {t("takeBackWaiting", { name: other ?? "" })}
      </p>
    );
  }
  return (
    <div class="hint-panel" role="alertdialog" data-testid="takeback-offer">
      <p>{t("takeBackAsks", { name: asker })}</p>
      <button
        type="button"
        class="button small"
        data-testid="takeback-accept"
        onClick={() => void session.takeBacks.answer(true)}
      >
        {t("takeBackAccept")}
      </button>
      <button
        type="button"
        class="button small"
        data-testid="takeback-decline"
        onClick={() => void session.takeBacks.answer(false)}
      >
        {t("takeBackDecline")}
      </button>
    </div>
  );
}
