import type { Translate } from "../app-context";
import { useApp, useT } from "../app-context";
import { winnersText } from "./winners";
import { findGameUi } from "../game-uis";
import type { Lang } from "../kit/game-ui";
import type { GameSession } from "../model/session";

/**
 * What a screen reader is told of what this device did not do itself: the move of a
 * bot or of another device ("Bot (normal): painted c4"), and the result at the end.
 * The status line says whose turn it is; this says what happened.
 */
export function Announcer(props: {
  readonly session: GameSession;
  readonly names: readonly string[];
}) {
  const { settings } = useApp();
  const t = useT();
  return (
    <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {announcement(props.session, props.names, settings.lang.value, t)}
    </p>
  );
}

export function announcement(
  session: Pick<GameSession, "record" | "report"> & Partial<Pick<GameSession, "state">>,
  names: readonly string[],
  lang: Lang,
  t: Translate,
): string {
  const record = session.record.value;
  const report = session.report.value;
  const ui = findGameUi(record.game);
  if (report.status === "over") {
    const headline =
      report.winners.length === 0 ? t("draw") : winnersText(report.winners, names, t);
    const whole = session.state ? ui?.describeResult?.(session.state.value, lang) : null;
    const reason = whole ?? (report.reason ? ui?.describeReason?.(report.reason, lang) : undefined);
    return reason ? `${t("over")}. ${headline}: ${reason}.` : `${t("over")}. ${headline}.`;
  }
  const seat = record.lastMover;
  if (seat === undefined || record.lastMove === null) return "";
  // Our own moves are not read back to us.
  if (record.holders[seat]?.kind === "device") return "";
  const move = ui?.describeMove?.(record.lastMove, lang) ?? record.lastMove;
  return t("announceMove", { name: names[seat] ?? String(seat + 1), move });
}
