import { useT } from "../app-context";
import { serviceWorkerReady } from "../update/register";
import { installModel } from "./install-model";

/**
 * Installing, on Home: the browser's own install dialog behind a button when it offers
 * one; where none exists (iOS Safari) or not yet, how to add Tabula to the home screen;
 * nothing once installed. And "Ready to play offline" once the service worker holds
 * every file of the app.
 */
export function InstallOffer() {
  const t = useT();
  const model = installModel();
  const way = model.way.value;
  return (
    <div class="install">
      {way === "prompt" && (
        <div class="install-offer">
          <button
            type="button"
            class="button primary"
            data-testid="install-app"
            onClick={() => void model.install()}
          >
            {t("installButton")}
          </button>
          <span class="note">{t("installWhy")}</span>
        </div>
      )}
      {(way === "ios" || way === "menu") && (
        <details class="install-howto" data-testid="install-howto" data-way={way}>
          <summary>{t("installButton")}</summary>
          <p>{t(way === "ios" ? "installIos" : "installMenu")}</p>
        </details>
      )}
      {serviceWorkerReady.value && (
        <p class="offline-ready" role="status" data-testid="offline-ready">
          <span aria-hidden="true">✓ </span>
          {t("offlineReady")}
        </p>
      )}
    </div>
  );
}
