import { useEffect, useRef } from "preact/hooks";
import { AppContext, useApp, useT, type AppServices } from "./app-context";
import { Header } from "./header";
import { lazyComponent, type LoadState } from "./kit/lazy";
import { HomeScreen } from "./screens/home";
import { PairScreen } from "./pairing/pair-screen";
import { href } from "./router";
import { TableLoading } from "./table/entry";
import { UpdatePrompt } from "./update/index";

/** A screen placeholder while its chunk loads, or when it could not be loaded. */
function ScreenLoading({ state }: { readonly state: LoadState }) {
  const t = useT();
  return (
    <main class="screen" aria-busy={state === "loading"}>
      <p role={state === "failed" ? "alert" : "status"}>
        {t(state === "failed" ? "screenFailed" : "loading")}
      </p>
    </main>
  );
}

/**
 * Every screen but Home is a chunk of its own, loaded when it is first opened (the
 * service worker precaches them, so they open offline): the first load carries Home
 * alone (docs/ui.md, "The first load").
 */
const NewGameScreen = lazyComponent(
  () => import("./screens/new-game").then((m) => m.NewGameScreen),
  (state) => <ScreenLoading state={state} />,
);
const PlayScreen = lazyComponent(
  () => import("./screens/play").then((m) => m.PlayScreen),
  (state) => <ScreenLoading state={state} />,
);
const RulesScreen = lazyComponent(
  () => import("./screens/rules").then((m) => m.RulesScreen),
  (state) => <ScreenLoading state={state} />,
);
const GuideScreen = lazyComponent(
  () => import("./screens/guide").then((m) => m.GuideScreen),
  (state) => <ScreenLoading state={state} />,
);
const SettingsScreen = lazyComponent(
  () => import("./screens/settings").then((m) => m.SettingsScreen),
  (state) => <ScreenLoading state={state} />,
);
/** The table screen is a chunk of its own: only a device in the middle of the table loads it. */
const TableScreen = lazyComponent(
  () => import("./table/table-screen").then((m) => m.TableScreen),
  (state) => <TableLoading state={state} />,
);

/** The app: a header and the screen of the current hash route. */
export function App({ services }: { readonly services: AppServices }) {
  return (
    <AppContext.Provider value={services}>
      <Header />
      <Screen />
      <UpdatePrompt lang={services.settings.lang.value} />
    </AppContext.Provider>
  );
}

function Screen() {
  const { route } = useApp();
  const current = route.value;
  const focusTarget = useRef<HTMLDivElement>(null);
  const firstScreen = useRef(true);
  // A new screen (not the first one, where the page's own order applies): move focus
  // to its top, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    // A new screen starts at its top, the app's header in view.
    window.scrollTo?.(0, 0);
    focusTarget.current?.focus({ preventScroll: true });
  }, [current]);
  return (
    <div class="screen-holder" ref={focusTarget} tabIndex={-1} data-screen={current.screen}>
      {screenFor(current)}
    </div>
  );
}

function screenFor(route: AppServices["route"]["value"]) {
  switch (route.screen) {
    case "home":
      return <HomeScreen />;
    case "new":
      return <NewGameScreen key={route.game ?? ""} game={route.game} />;
    case "play":
      return <PlayScreen id={route.id} />;
    case "table":
      return <TableScreen id={route.id} />;
    case "rules":
      return <RulesScreen game={route.game} />;
    case "learn":
      // A new lesson for each game: nothing of one is kept when another opens.
      return <GuideScreen key={route.game} game={route.game} />;
    case "settings":
      return <SettingsScreen />;
    case "pair":
      return <PairScreen path={route.path} />;
    case "not-found":
      return <NotFound />;
  }
}

function NotFound() {
  const t = useT();
  return (
    <main class="screen">
      <h1>{t("notFound")}</h1>
      <a class="button" href={href.home}>
        {t("homeButton")}
      </a>
    </main>
  );
}
