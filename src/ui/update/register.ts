import { signal, type ReadonlySignal } from "@preact/signals";
import { createUpdateModel, type UpdateModel } from "./update-model";

const current = signal<UpdateModel | null>(null);
const ready = signal(false);

/** The update flow of the registered service worker, once there is one. */
export const serviceWorkerUpdate: ReadonlySignal<UpdateModel | null> = current;

/**
 * A service worker is active: it installed only once every file of the app was in its
 * cache (the precache), so the app now starts and plays offline.
 */
export const serviceWorkerReady: ReadonlySignal<boolean> = ready;

/**
 * Registers the service worker built by vite-plugin-pwa (dist/sw.js), in production
 * builds only: in development a service worker would serve stale code. workbox-window
 * is loaded lazily, after the app has rendered, to keep it out of the first load.
 * Resolves to null where there is nothing to register; never rejects (the app works
 * online without a service worker).
 */
export async function registerServiceWorker(): Promise<UpdateModel | null> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return null;
  try {
    const { Workbox } = await import("workbox-window");
    // Relative to the page, like every URL of the build (base "./").
    const workbox = new Workbox("./sw.js", { scope: "./" });
    const model = createUpdateModel(workbox, () => window.location.reload());
    current.value = model;
    // Phones keep an installed app open for days: look for updates when it returns.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") model.check();
    });
    await workbox.register();
    void navigator.serviceWorker.ready.then(() => (ready.value = true));
    return model;
  } catch (error) {
    console.warn("Tabula: the service worker could not be registered; offline play is off.", error);
    return null;
  }
}
