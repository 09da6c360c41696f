import { offeredManifests } from "../../games/manifests";
import { useApp, useT } from "../app-context";
import { href } from "../router";
import { LearnLink } from "./learn-link";

/** A table for a game that brings no drawing of its own. */
function PlainTable() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="6" fill="#2e6b4f" />
      <rect x="10" y="16" width="20" height="30" rx="3" fill="#fbf8f1" stroke="#1d1f24" />
      <rect x="34" y="18" width="20" height="30" rx="3" fill="#fbf8f1" stroke="#1d1f24" />
    </svg>
  );
}

/**
 * A card per game, from the manifests (src/games/manifests.ts): its drawing, its name,
 * a line about it; a tap starts a new game of it (with its last choices), and its rules
 * and its guided first game ("Learn by playing", when it has one) are one more tap away.
 */
export function GameCards() {
  const { settings } = useApp();
  const t = useT();
  const lang = settings.lang.value;
  return (
    <ul class="game-cards" data-testid="game-cards">
      {offeredManifests.map(({ ui }) => {
        const Thumbnail = ui.Thumbnail ?? PlainTable;
        return (
          <li key={ui.id} class="game-card" data-testid="game-card" data-game={ui.id}>
            <a class="game-card-start" href={href.newGameOf(ui.id)}>
              <span class="game-card-picture">
                <Thumbnail />
              </span>
              <span class="game-card-name">{ui.name[lang]}</span>
              {ui.blurb && <span class="game-card-blurb">{ui.blurb[lang]}</span>}
            </a>
            <div class="game-card-links">
              <a
                class="game-card-rules"
                href={href.rules(ui.id)}
                aria-label={t("rulesOf", { game: ui.name[lang] })}
              >
                {t("navRules")}
              </a>
              <LearnLink game={ui.id} class="game-card-rules" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
