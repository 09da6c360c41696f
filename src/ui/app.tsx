import { useEffect, useRef } from "preact/hooks";
import { AppContext, useApp, useT, type AppServices } from "./app-context";
import { Header } from "./header";
import { lazyComponent } from "./kit/lazy";
import { HomeScreen } from "./screens/home";
import { NewGameScreen } from "./screens/new-game";
import { PlayScreen } from "./screens/play";
import { RulesScreen } from "./screens/rules";
import { SettingsScreen } from "./screens/settings";
import { PairScreen } from "./pairing/pair-screen";
import { href } from "./router";
import { TableLoading } from "./table/entry";
import { UpdatePrompt } from "./update/index";

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
    if (firstScreen.current) firstScreen.current = false;
    else focusTarget.current?.focus();
  }, [current]);
  return (
    <div class="screen-holder" ref={focusTarget} tabIndex={-1}>
      {screenFor(current)}
    </div>
  );
}

function screenFor(route: AppServices["route"]["value"]) {
  switch (route.screen) {
    case "home":
      return <HomeScreen />;
    case "new":
      return <NewGameScreen />;
    case "play":
      return <PlayScreen id={route.id} />;
    case "table":
      return <TableScreen id={route.id} />;
    case "rules":
      return <RulesScreen game={route.game} />;
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
