import { useApp, useT } from "../app-context";
import { href, navigate } from "../router";

/** Imports a game file: a sound file is stored and opened; any fault refuses all of it. */
export function ImportControl() {
  const { library } = useApp();
  const t = useT();
  const error = library.importError.value;
  const onChange = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const game = await library.importFile(file);
    input.value = ""; // choosing the same file again must fire a change
    if (game) navigate(href.play(game.id));
  };
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
    </section>
  );
}
