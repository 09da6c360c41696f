import { useApp, useT } from "../app-context";
import { winnersText } from "./winners";
import { findGameUi } from "../game-uis";
import type { GameSession } from "../model/session";
import { href, navigate } from "../router";

/** The end of a game: who won (or a draw), why, and the way on. */
export function ResultPanel(props: {
  readonly session: GameSession;
  readonly names: readonly string[];
}) {
  const { settings } = useApp();
  const t = useT();
  const report = props.session.report.value;
  const ui = findGameUi(props.session.record.value.game);
  const reason = report.reason ?? "";
  // A game without its own words for a reason shows the code, made readable.
  const reasonText = ui?.describeReason?.(reason, settings.lang.value) ?? reason.replace(/-/g, " ");
  const headline =
    report.winners.length === 0 ? t("draw") : winnersText(report.winners, props.names, t);
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
      <div class="result-actions">
        <button type="button" class="button primary" onClick={() => navigate(href.newGame)}>
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
