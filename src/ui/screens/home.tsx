import { useEffect } from "preact/hooks";
import { useApp, useT } from "../app-context";
import { InstallOffer } from "../install/install-offer";
import { navigate, href } from "../router";
import { ContinueItem } from "./continue-item";
import { continueOrder } from "./continue-lines";
import { GameCards } from "./game-cards";
import { ImportControl } from "./import-control";

/** Home: continue a saved game, start one (a card per game), play with other devices, import. */
export function HomeScreen() {
  const { library, storageProblem } = useApp();
  const t = useT();
  useEffect(() => {
    void library.refresh();
  }, [library]);
  const games = continueOrder(library.games.value);
  return (
    <main class="screen home" data-testid="home">
      {/* The header's name is the one title a reader sees; this is the page's heading. */}
      <h1 class="visually-hidden">{t("appName")}</h1>
      <p class="tagline">{t("tagline")}</p>
      {storageProblem && (
        <p class="notice" role="status">
          {t("storageMemory")}
        </p>
      )}
      <button
        type="button"
        class="button primary home-new"
        data-testid="new-game"
        onClick={() => navigate(href.newGame)}
      >
        {t("newGame")}
      </button>
      <section aria-labelledby="continue-title">
        <h2 id="continue-title">{t("continueTitle")}</h2>
        {library.error.value && (
          <p class="error" role="alert">
            {t("storeFailed", { reason: library.error.value.message })}
          </p>
        )}
        {/* Its line is kept (unseen) until the list is read, so nothing below it shifts. */}
        {games.length === 0 && (
          <p
            class={library.loaded.value ? "empty" : "empty unread"}
            aria-hidden={library.loaded.value ? undefined : "true"}
          >
            {t("noGames")}
          </p>
        )}
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
      <section aria-labelledby="games-title">
        <h2 id="games-title">{t("gamesTitle")}</h2>
        <GameCards />
      </section>
      <section aria-labelledby="together-title">
        <h2 id="together-title">{t("togetherTitle")}</h2>
        <p class="note">{t("togetherText")}</p>
        <nav class="pair-entry" aria-label={t("pairPresence")}>
          <a class="button" href={href.pairInvite} data-testid="pair-invite-link">
            {t("pairInvite")}
          </a>
          <a class="button" href={href.pairJoin} data-testid="pair-join-link">
            {t("pairJoin")}
          </a>
        </nav>
      </section>
      <ImportControl />
      {/* Last: what it shows changes as the browser offers to install and the cache
          fills, and nothing below it may shift. */}
      <InstallOffer />
    </main>
  );
}
