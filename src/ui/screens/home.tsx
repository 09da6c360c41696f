import { useEffect } from "preact/hooks";
import { useApp, useT } from "../app-context";
import { navigate, href } from "../router";
import { ContinueItem } from "./continue-item";
import { continueOrder } from "./continue-lines";
import { ImportControl } from "./import-control";

/** Home: start a new game, continue a saved one, import a game file. */
export function HomeScreen() {
  const { library, storageProblem } = useApp();
  const t = useT();
  useEffect(() => {
    void library.refresh();
  }, [library]);
  const games = continueOrder(library.games.value);
  return (
    <main class="screen" data-testid="home">
      <h1>{t("appName")}</h1>
      <p class="tagline">{t("tagline")}</p>
      {storageProblem && (
        <p class="notice" role="status">
          {t("storageMemory")}
        </p>
      )}
      <button
        type="button"
        class="button primary"
        data-testid="new-game"
        onClick={() => navigate(href.newGame)}
      >
        {t("newGame")}
      </button>
      <nav class="pair-entry" aria-label={t("pairPresence")}>
        <a class="button" href={href.pairInvite} data-testid="pair-invite-link">
          {t("pairInvite")}
        </a>
        <a class="button" href={href.pairJoin} data-testid="pair-join-link">
          {t("pairJoin")}
        </a>
      </nav>
      <section aria-labelledby="continue-title">
        <h2 id="continue-title">{t("continueTitle")}</h2>
        {library.error.value && (
          <p class="error" role="alert">
            {t("storeFailed", { reason: library.error.value.message })}
          </p>
        )}
        {library.loaded.value && games.length === 0 ? <p class="empty">{t("noGames")}</p> : null}
        <ul
          class="continue-list"
          data-testid="continue-list"
          data-loaded={library.loaded.value ? "true" : "false"}
        >
          {games.map((game) => (
            <ContinueItem key={game.id} game={game} />
          ))}
        </ul>
      </section>
      <ImportControl />
    </main>
  );
}
