import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { useApp } from "../app-context";
import { href } from "../router";
import { TableView } from "./table-view";
import { TABLE_TEXTS } from "./texts";
import { useOpenSession } from "../model/use-open-session";
import { browserAwakeHost, ScreenAwake, type AwakeState } from "./wake-lock";
import "./table-screen.css";

/**
 * The table screen (#/table/<id>): a device in the middle of the table (a tablet, a
 * desktop) shows the game's public view, big, following every move live. Its code is a
 * chunk of its own. While it shows, the app's header gives way and the screen is kept on.
 */
export function TableScreen({ id }: { readonly id: string }) {
  const { platform, settings } = useApp();
  const texts = TABLE_TEXTS[settings.lang.value];
  // It only watches: it takes no game from a tab that plays it (game-locks.ts).
  const watching = useMemo(() => ({ ...platform, locks: null }), [platform]);
  const { session, failure } = useOpenSession(watching, id);
  const awake = useSignal<AwakeState>("off");

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute("data-table-screen", "");
    const keeper = new ScreenAwake(browserAwakeHost());
    const stopWatching = keeper.state.subscribe((state) => (awake.value = state));
    keeper.start();
    return () => {
      stopWatching();
      keeper.stop();
      root.removeAttribute("data-table-screen");
    };
  }, []);

  if (failure.value) {
    return (
      <main class="screen" data-testid="table-error">
        <h1>{texts.title}</h1>
        <p class="error" role="alert">
          {failure.value.code === "not-found"
            ? texts.notFound
            : texts.loadFailed(failure.value.message)}
        </p>
        <a class="button" href={href.home} data-testid="home-button">
          {texts.leave}
        </a>
      </main>
    );
  }
  if (!session.value) {
    return (
      <main class="screen" aria-busy="true">
        <p role="status">{texts.loading}</p>
      </main>
    );
  }
  return (
    <TableView key={session.value.record.value.id} session={session.value} awake={awake.value} />
  );
}
