import { useApp, useT } from "../app-context";
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
          {t("importRefused", { reason: error.message })}
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
