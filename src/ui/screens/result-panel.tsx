import { useSignal } from "@preact/signals";
import { loadPairingInfo } from "../../net/table/records";
import { useApp, useT } from "../app-context";
import { winnersText } from "./winners";
import { DecisiveTurnLine, offersReview } from "./decisive-turn";
import { findGameUi } from "../game-uis";
import { createGame } from "../model/create-game";
import { isPairedGame } from "../model/paired";
import { rematchRequest } from "../model/rematch";
import type { GameSession } from "../model/session";
import { href, navigate } from "../router";

/** The end of a game: who won (or a draw), why, and the way on. */
export function ResultPanel(props: {
  readonly session: GameSession;
  readonly names: readonly string[];
}) {
  const { settings, platform } = useApp();
  const t = useT();
  const failed = useSignal<string | null>(null);
  const record = props.session.record.value;
  const report = props.session.report.value;
  const ui = findGameUi(props.session.record.value.game);
  const reason = report.reason ?? "";
  // A game without its own words for a reason shows the code, made readable.
  const lang = settings.lang.value;
  const reasonText =
    ui?.describeResult?.(props.session.state.value, lang) ??
    ui?.describeReason?.(reason, lang) ??
    reason.replace(/-/g, " ");
  const headline =
    report.winners.length === 0 ? t("draw") : winnersText(report.winners, props.names, t);
  // The same game, options and seats: at once on this device; a paired game pairs
  // again (the inviting device offers it, the other joins it).
  const rematch = async (): Promise<void> => {
    if (!isPairedGame(record)) {
      const made = await createGame(platform, rematchRequest(record));
      if (made.ok) navigate(href.play(made.value.id));
      else failed.value = made.error.message;
      return;
    }
    const info = await loadPairingInfo(platform.store, record.id);
    if (info?.role === "guest" && info.transport === "peerjs" && info.hostPeer) {
      navigate(`#/join/${info.hostPeer}?s=${encodeURIComponent(info.server)}`);
    } else if (info?.role === "guest") navigate(href.pairJoin);
    else navigate(`${href.pairInvite}?rematch=${encodeURIComponent(record.id)}`);
  };
  return (
    <section
      class="result"
      data-testid="result"
      data-winners={report.winners.join(",")}
      data-reason={reason}
      aria-labelledby="result-title"
    >
      <h2 id="result-title">{headline}</h2>
      {reasonText !== "" && <p>{capitalised(reasonText)}</p>}
      {offersReview(props.session) && (
        <DecisiveTurnLine session={props.session} names={props.names} />
      )}
      {failed.value && (
        <p class="error" role="alert">
          {failed.value}
        </p>
      )}
      <div class="result-actions">
        <button
          type="button"
          class="button primary"
          data-testid="rematch"
          onClick={() => void rematch()}
        >
          {t("rematch")}
        </button>
        <button type="button" class="button" onClick={() => navigate(href.newGame)}>
          {t("newGameButton")}
        </button>
        <a class="button" href={href.home}>
          {t("homeButton")}
        </a>
      </div>
    </section>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
