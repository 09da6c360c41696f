import type { StoredGame } from "../../store/types";
import { useApp, useT } from "../app-context";
import { downloadText } from "../download";
import { findGameUi } from "../game-uis";
import { exportFileName, exportRevealsHands } from "../model/game-file";
import { href } from "../router";
import { standingLine } from "./continue-lines";
import { seatNames } from "./seat-names";

/** One saved game in the Continue list: what it is, where it stands, and its actions. */
export function ContinueItem({ game }: { readonly game: StoredGame }) {
  const { library, settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const ui = findGameUi(game.game);
  const name = ui ? ui.name[lang] : game.game;
  const names = seatNames(game.holders, t);
  const move =
    game.lastMove === null ? null : (ui?.describeMove?.(game.lastMove, lang) ?? game.lastMove);
  const by = game.lastMover === undefined ? undefined : names[game.lastMover];
  const last =
    move === null
      ? t("lastMove", { move: t("noMoves") })
      : by === undefined
        ? t("lastMove", { move })
        : t("lastMoveBy", { name: by, move });
  const date = new Date(game.updated).toLocaleString(lang, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const onExport = async () => {
    const hides = ui?.hiddenInformation(game.options) ?? false;
    if (exportRevealsHands(game, hides) && !confirm(t("exportHiddenConfirm"))) return;
    const text = await library.exportText(game.id);
    if (text !== null) downloadText(exportFileName(game), text);
  };
  const onDelete = () => {
    if (confirm(t("deleteConfirm"))) void library.remove(game.id);
  };
  return (
    <li
      class="continue-item"
      data-testid="continue-item"
      data-game-id={game.id}
      data-status={game.status}
    >
      <a class="continue-open" href={href.play(game.id)}>
        <span class="continue-name">{name}</span>
        <span class="continue-seats">{names.join(" · ")}</span>
        <span class={`continue-standing ${game.status}`} data-testid="continue-standing">
          {standingLine(game, names, t)}
        </span>
        <span class="continue-last" data-testid="continue-last">
          {last}
        </span>
        <span class="continue-meta">
          <time dateTime={new Date(game.updated).toISOString()}>{date}</time>
        </span>
      </a>
      <div class="continue-actions">
        <button
          type="button"
          class="button"
          data-testid="export-game"
          aria-label={`${t("export")}: ${name}, ${date}`}
          onClick={() => void onExport()}
        >
          {t("export")}
        </button>
        <button
          type="button"
          class="button danger"
          data-testid="delete-game"
          aria-label={`${t("delete")}: ${name}, ${date}`}
          onClick={onDelete}
        >
          {t("delete")}
        </button>
      </div>
    </li>
  );
}
