import { render } from "preact";
import { openStoreOrMemory } from "./store/open";
import { App } from "./ui/app";
import { WorkerBotRunner } from "./ui/bot-client";
import { Library } from "./ui/model/library";
import { pairedStore } from "./ui/pairing/live";
import { browserPlatform } from "./ui/model/platform";
import { loadDeviceId, SettingsModel } from "./ui/model/settings";
import { routeSignal } from "./ui/router";
import { applySettingsToDocument, prefersReducedMotion } from "./ui/theme";
import { registerServiceWorker } from "./ui/update/index";
import { watchInstall } from "./ui/install/install-model";
import "./ui/styles.css";

/** Opens the store, loads the settings, and renders the app into #app. */
async function start(root: HTMLElement): Promise<void> {
  const { store, problem } = await openStoreOrMemory();
  const device = await loadDeviceId(store, () => crypto.randomUUID());
  const settings = await SettingsModel.load(store, {
    languages: navigator.languages,
    reducedMotion: prefersReducedMotion(),
  });
  applySettingsToDocument(settings);
  // Paired games go through their table (loaded with import() only when one is opened).
  const routed = pairedStore(store, device, (ctx, id) =>
    import("./ui/pairing/hub").then((hub) => hub.startTable(ctx, id)),
  );
  const platform = browserPlatform(routed, device, new WorkerBotRunner());
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
