import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { findOffered } from "../../games/manifests";
import { useApp, useT } from "../app-context";
import { botPauseOf } from "../bot-client";
import { GuideRun } from "../model/guide-run";
import { href } from "../router";
import { GuideView } from "./guide-view";

type Opened = { readonly run: GuideRun } | { readonly failed: string } | null;

/**
 * "Learn by playing" (#/learn/<game>): loads the game's guide and rules and plays the
 * guided first game. The lesson lives in memory only: leaving the screen ends it.
 */
export function GuideScreen({ game }: { readonly game: string }) {
  const { settings } = useApp();
  const t = useT();
  const manifest = findOffered(game);
  const opened = useSignal<Opened>(null);

  useEffect(() => {
    if (!manifest?.guide) return;
    let run: GuideRun | null = null;
    let live = true;
    void Promise.all([manifest.guide(), manifest.rules()]).then(
      ([guide, rules]) => {
        if (!live) return;
        // The same pause as the play screen's bots, and ?bot-pause= as there.
        const started = GuideRun.start(rules, guide, {
          botPauseMs: botPauseOf(location.search),
          listsMove: manifest.ui.listsMove,
        });
        if (started.ok) run = started.value;
        opened.value = started.ok ? { run: started.value } : { failed: started.error.message };
      },
      (error: unknown) => {
        if (live) opened.value = { failed: error instanceof Error ? error.message : String(error) };
      },
    );
    return () => {
      live = false;
      run?.close();
    };
  }, [manifest]);

  const name = manifest ? manifest.ui.name[settings.lang.value] : game;
  const current = opened.value;
  if (!manifest?.guide || (current && "failed" in current)) {
    return (
      <main class="screen" data-testid="guide-error">
        <h1>{t("guideTitle", { game: name })}</h1>
        <p class="error" role="alert">
          {current && "failed" in current
            ? t("guideFailed", { reason: current.failed })
            : t("guideNone", { game: name })}
        </p>
        <a class="button" href={href.home}>
          {t("homeButton")}
        </a>
      </main>
    );
  }
  if (!current) {
    return (
      <main class="screen" aria-busy="true">
        <p role="status">{t("loading")}</p>
      </main>
    );
  }
  return <GuideView run={current.run} ui={manifest.ui} />;
}
