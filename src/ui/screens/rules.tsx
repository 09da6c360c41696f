import { useApp, useT } from "../app-context";
import { findGameUi, gameUis } from "../game-uis";
import { href } from "../router";
import { LearnLink } from "./learn-link";

/** The rules of a game in the current language; without a game, the list of games. */
export function RulesScreen({ game }: { readonly game: string | null }) {
  const { settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  // With one game there is nothing to choose: show its rules straight away.
  const ui = game === null ? (gameUis.length === 1 ? gameUis[0] : null) : findGameUi(game);
  if (!ui) {
    return (
      <main class="screen" data-testid="rules">
        <h1>{t("rulesTitle")}</h1>
        {game !== null && <p class="error">{t("notFound")}</p>}
        <ul class="link-list">
          {gameUis.map((g) => (
            <li key={g.id}>
              <a href={href.rules(g.id)}>{g.name[lang]}</a>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  return (
    <main class="screen rules" data-testid="rules" data-game={ui.id}>
      <h1>{t("rulesOf", { game: ui.name[lang] })}</h1>
      <LearnLink game={ui.id} class="button primary rules-learn" />
      <ui.Rules lang={lang} />
    </main>
  );
}
