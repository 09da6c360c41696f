import type { StoredGame } from "../../store/types";
import { useApp, useT } from "../app-context";
import { downloadText } from "../download";
import { findGameUi } from "../game-uis";
import { exportFileName, exportRevealsHands } from "../model/game-file";
import { href } from "../router";
import { seatNames } from "./seat-names";

/** One saved game in the Continue list: what it is, where it stands, and its actions. */
export function ContinueItem({ game }: { readonly game: StoredGame }) {
  const { library, settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  const ui = findGameUi(game.game);
  const name = ui ? ui.name[lang] : game.game;
  const last =
    game.lastMove === null
      ? t("noMoves")
      : (ui?.describeMove?.(game.lastMove, lang) ?? game.lastMove);
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
        <span class="continue-seats">{seatNames(game.holders, t).join(" · ")}</span>
        <span class="continue-last">{t("lastMove", { move: last })}</span>
        <span class="continue-meta">
          <span class={`badge ${game.status}`}>
            {t(game.status === "over" ? "statusOver" : "statusPlaying")}
          </span>{" "}
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
