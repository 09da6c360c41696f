import type { Signal } from "@preact/signals";
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { StoreError } from "../store/errors";
import { translate, type MessageKey } from "./i18n/i18n";
import type { Library } from "./model/library";
import type { Platform } from "./model/platform";
import type { SettingsModel } from "./model/settings";
import type { Route } from "./router";

/** The app's models, shared by every screen. */
export interface AppServices {
  readonly platform: Platform;
  readonly settings: SettingsModel;
  readonly library: Library;
  readonly route: Signal<Route>;
  /** Why games are kept in memory only (no IndexedDB here), else null. */
  readonly storageProblem: StoreError | null;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const app = useContext(AppContext);
  if (!app) throw new Error("useApp outside <AppContext.Provider>");
  return app;
}

export type Translate = (
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The translation function of the current language. Reading the language signal here
 * subscribes the calling component, so it re-renders when the language changes.
 */
export function useT(): Translate {
  const lang = useApp().settings.lang.value;
  return (key, params) => translate(lang, key, params);
}
