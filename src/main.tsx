import { render } from "preact";
import { openStoreOrMemory } from "./store/open";
import { App } from "./ui/app";
import { botPauseOf, WorkerBotRunner } from "./ui/bot-client";
import { findManifest, loadRules } from "./games/manifests";
import { Library } from "./ui/model/library";
import { PairedGames } from "./ui/model/paired";
import { browserPlatform } from "./ui/model/platform";
import { loadDeviceIdentity } from "./ui/model/device-key";
import { SettingsModel } from "./ui/model/settings";
import { routeSignal } from "./ui/router";
import { applySettingsToDocument, prefersReducedMotion } from "./ui/theme";
import { registerServiceWorker } from "./ui/update/index";
import { watchInstall } from "./ui/install/install-model";
import "./ui/styles.css";

/** The moves the Continue list shows as the last move of a paired game (its view's word). */
const listsMoveById = (game: string) => findManifest(game)?.ui?.listsMove;

/** Opens the store, loads the settings, and renders the app into #app. */
async function start(root: HTMLElement): Promise<void> {
  const { store, problem } = await openStoreOrMemory();
  // The device's key, made once; its public key is the device id (the old random id, if any, its alias).
  const identity = await loadDeviceIdentity(store);
  const settings = await SettingsModel.load(store, {
    languages: navigator.languages,
    reducedMotion: prefersReducedMotion(),
  });
  applySettingsToDocument(settings);
  // The network code is loaded with import() only when a paired game or a pairing screen opens.
  const paired = new PairedGames((hooks) =>
    import("./net/table/browser").then((m) =>
      m.browserPairing(store, identity, loadRules, hooks, listsMoveById),
    ),
  );
  // The address may ask for another pause before a bot's move (?bot-pause=0 in the browser tests).
  const botPause = botPauseOf(location.search);
  const bots = new WorkerBotRunner(() => botPause);
  const platform = browserPlatform(store, identity.key, bots, paired);
  const services = {
    platform,
    settings,
    library: new Library(platform),
    route: routeSignal(),
    storageProblem: problem,
  };
  root.textContent = "";
  render(<App services={services} />, root);
  void registerServiceWorker();
}

// The browser's offer to install may come before the app has drawn anything.
watchInstall();
const root = document.getElementById("app")!;
start(root).catch((error: unknown) => {
  // Only a blocked database upgrade gets here (another tab holds an old version open).
  const message = error instanceof Error ? error.message : String(error);
  const p = document.createElement("p");
  p.setAttribute("role", "alert");
  p.className = "fatal";
  p.textContent = message;
  root.replaceChildren(p);
});
