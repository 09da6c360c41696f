import { effect } from "@preact/signals";
import type { SettingsModel } from "./model/settings";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** A finger (or a pen) is the primary pointer: texts say "Tap"; otherwise "Click". */
const COARSE_POINTER = "(pointer: coarse)";

/**
 * Keeps <html> in step with the settings: its lang attribute, data-theme ("light" or
 * "dark" when chosen; absent for auto, so the CSS follows prefers-color-scheme) and
 * data-reduced-motion; and keeps the reduced-motion and pointer signals in step with
 * the device.
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
  const coarse = matchMedia(COARSE_POINTER);
  settings.pointer.value = coarse.matches ? "touch" : "mouse";
  coarse.addEventListener("change", (event) => {
    settings.pointer.value = event.matches ? "touch" : "mouse";
  });
}

export function prefersReducedMotion(): boolean {
  return matchMedia(REDUCED_MOTION).matches;
}
