import type { GameError } from "../../engine/errors";
import { useApp, useT, type Translate } from "../app-context";
import type { MessageKey } from "../i18n/i18n";
import type { Lang } from "../kit/game-ui";
import { findGameUi } from "../game-uis";
import { href, navigate } from "../router";

/**
 * Imports a game file: a sound file is stored and opened; any fault refuses all of it;
 * a game that is here already is offered to be opened instead of imported twice.
 */
export function ImportControl() {
  const { library, settings } = useApp();
  const t = useT();
  const error = library.importError.value;
  const here = library.alreadyHere.value;
  const onChange = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const game = await library.importFile(file);
    input.value = ""; // choosing the same file again must fire a change
    if (game) navigate(href.play(game.id));
  };
  const name = here
    ? (findGameUi(here.game.game)?.name[settings.lang.value] ?? here.game.game)
    : "";
  return (
    <section class="import" aria-labelledby="import-title">
      <h2 id="import-title" class="visually-hidden">
        {t("importFile")}
      </h2>
      <label class="button file-button">
        {t("importFile")}
        <input
          type="file"
          accept=".json,application/json"
          data-testid="import-file"
          onChange={(e) => void onChange(e.currentTarget)}
        />
      </label>
      {error && (
        <p class="error" role="alert" data-testid="import-error" data-code={error.code}>
          {refusal(error, settings.lang.value, t)}
        </p>
      )}
      {here && (
        <div
          class="notice import-same"
          role="alert"
          data-testid="import-same"
          data-game-id={here.game.id}
        >
          <p>{t("importSame", { game: name })}</p>
          <div class="import-same-actions">
            <button
              type="button"
              class="button primary"
              data-testid="import-open-existing"
              onClick={() => {
                library.dismissAlreadyHere();
                navigate(href.play(here.game.id));
              }}
            >
              {t("importOpenExisting")}
            </button>
            <button
              type="button"
              class="button"
              data-testid="import-copy"
              onClick={() =>
                void library.importCopy().then((game) => game && navigate(href.play(game.id)))
              }
            >
              {t("importCopy")}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

const WHY: Readonly<Record<string, MessageKey>> = {
  "bad-file": "importWhy_file",
  "unknown-game": "importWhy_game",
  "bad-options": "importWhy_options",
  "bad-seats": "importWhy_seats",
  "unknown-level": "importWhy_level",
  "rules-unavailable": "importWhy_rules",
  "store-failed": "importWhy_store",
};

/**
 * Why a file was refused, in the player's language: the kind of fault in words (any
 * other code is a move the rules refuse), and in English the engine's own message too,
 * which says exactly where (it is written in English only).
 */
function refusal(error: GameError, lang: Lang, t: Translate): string {
  const why = t(WHY[error.code] ?? "importWhy_move");
  const detail = lang === "en" ? ` (${error.message})` : "";
  return t("importRefused", { reason: why + detail });
}
