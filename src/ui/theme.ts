import { effect } from "@preact/signals";
import type { SettingsModel } from "./model/settings";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Keeps <html> in step with the settings: its lang attribute, data-theme ("light" or
 * "dark" when chosen; absent for auto, so the CSS follows prefers-color-scheme) and
 * data-reduced-motion; and keeps the reduced-motion signal in step with the device.
 */
export function applySettingsToDocument(settings: SettingsModel): void {
  const root = document.documentElement;
  effect(() => {
    root.lang = settings.lang.value;
    const theme = settings.theme.value;
    if (theme === "auto") delete root.dataset.theme;
    else root.dataset.theme = theme;
    root.dataset.reducedMotion = String(settings.reducedMotion.value);
  });
  matchMedia(REDUCED_MOTION).addEventListener("change", (event) => {
    settings.reducedMotion.value = event.matches;
  });
}

export function prefersReducedMotion(): boolean {
  return matchMedia(REDUCED_MOTION).matches;
}
