import { useT } from "../app-context";
import type { GameSession } from "../model/session";

/**
 * "Take back" (docs/ui.md): shown while this device has a move it may take back (on
 * this device alone: against bots its seat's last move with the bots' replies after
 * it; in pass-and-play the last move). The take-back is an entry of the log, stored
 * before the board goes back.
 */
export function TakeBackButton(props: { readonly session: GameSession }) {
  const t = useT();
  return (
    <button
      type="button"
      class="button small"
      data-testid="take-back"
      title={t("takeBackTitle")}
      onClick={() => void props.session.takeBack()}
    >
      {t("takeBack")}
    </button>
  );
}
