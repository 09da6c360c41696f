import { findOffered } from "../../games/manifests";
import { useApp, useT } from "../app-context";
import { href } from "../router";

/**
 * "Learn by playing": the link to a game's guided first game (#/learn/<game>), on its
 * Home card and its rules page; nothing for a game whose manifest has no `guide`.
 */
export function LearnLink(props: { readonly game: string; readonly class?: string }) {
  const { settings } = useApp();
  const t = useT();
  const manifest = findOffered(props.game);
  if (!manifest?.guide) return null;
  return (
    <a
      class={props.class ?? "button"}
      href={href.learn(props.game)}
      data-testid="learn"
      data-game={props.game}
      aria-label={t("learnOf", { game: manifest.ui.name[settings.lang.value] })}
    >
      {t("learnByPlaying")}
    </a>
  );
}
