import { signal, type ReadonlySignal } from "@preact/signals";

/** The part of Chromium's BeforeInstallPromptEvent the offer uses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ readonly outcome: "accepted" | "dismissed" }>;
}

/** What the install offer reads of the browser (passed in, so tests can fake it). */
export interface InstallEnvironment {
  addEventListener(
    type: "beforeinstallprompt" | "appinstalled",
    listener: (e: Event) => void,
  ): void;
  /** Whether the app runs installed: `display-mode: standalone` (or iOS's navigator.standalone). */
  readonly standalone: () => boolean;
  readonly userAgent: string;
  /** navigator.maxTouchPoints: an iPad says it is a Mac, but has a touch screen. */
  readonly maxTouchPoints: number;
}

/** How the app can be installed here. */
export type InstallWay =
  /** Installed already (running from the home screen), or just installed. */
  | "installed"
  /** The browser offered to install (`beforeinstallprompt`): a button asks it. */
  | "prompt"
  /** iOS and iPadOS: Share, then Add to Home Screen (no prompt exists there). */
  | "ios"
  /** Any other browser with no prompt (yet): its menu's Install or Add to Home screen. */
  | "menu";

export interface InstallModel {
  readonly way: ReadonlySignal<InstallWay>;
  /** Shows the browser's own install dialog; resolves once the player answered. */
  install(): Promise<void>;
}

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Listens for the browser's offer to install (it may come before the app has drawn
 * anything: create the model first thing) and for the app being installed.
 */
export function createInstallModel(env: InstallEnvironment): InstallModel {
  const fallback: InstallWay = isIos(env.userAgent, env.maxTouchPoints) ? "ios" : "menu";
  const way = signal<InstallWay>(env.standalone() ? "installed" : fallback);
  let offer: InstallPromptEvent | null = null;
  env.addEventListener("beforeinstallprompt", (e) => {
    // Keep the browser from showing its own bar at a moment of its choosing: the
    // player asks from Home instead.
    e.preventDefault();
    if (way.value === "installed" || typeof (e as InstallPromptEvent).prompt !== "function") {
      return;
    }
    offer = e as InstallPromptEvent;
    way.value = "prompt";
  });
  env.addEventListener("appinstalled", () => {
    offer = null;
    way.value = "installed";
  });
  return {
    way,
    async install() {
      const asked = offer;
      if (!asked) return;
      // An offer can be used once; a declined one may come again later.
      offer = null;
      way.value = fallback;
      try {
        await asked.prompt();
        const choice = await asked.userChoice;
        if (choice?.outcome === "accepted") way.value = "installed";
      } catch {
        // The browser refused to show it now: the how-to stays.
      }
    },
  };
}

let current: InstallModel | null = null;

/** The app's install model (made by main.tsx through watchInstall, or on first use). */
export function installModel(): InstallModel {
  current ??= createInstallModel(browserEnvironment());
  return current;
}

/** Starts listening at once: the browser's offer may come before Home is drawn. */
export function watchInstall(): void {
  installModel();
}

function browserEnvironment(): InstallEnvironment {
  const standalone = matchMedia("(display-mode: standalone)");
  return {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    standalone: () =>
      standalone.matches || (navigator as { standalone?: boolean }).standalone === true,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}
