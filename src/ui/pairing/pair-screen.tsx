// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import type { ComponentType } from "preact";
import { useEffect } from "preact/hooks";
import { useT } from "../app-context";

type Views = ComponentType<{ readonly path: string }>;

/**
 * The pairing screens (#/pair/…, #/join/…). Their code — links, peerjs, QR drawing and
 * scanning — is loaded with import() on the first visit, so the app's first load
 * does not carry it.
 */
export function PairScreen({ path }: { readonly path: string }) {
  const t = useT();
  const views = useSignal<{ readonly View: Views } | null>(null);
  const failed = useSignal<string | null>(null);
  useEffect(() => {
    void import("./pair-views")
      .then((m) => (views.value = { View: m.PairViews }))
      .catch((e: unknown) => (failed.value = e instanceof Error ? e.message : String(e)));
  }, []);
  if (failed.value) {
    return (
      <main class="screen">
        <p class="error" role="alert">
          {t("pairFailed", { reason: failed.value })}
        </p>
      </main>
    );
  }
  const loaded = views.value;
  return loaded ? (
    <loaded.View path={path} />
  ) : (
    <main class="screen" aria-busy="true">
      <p>{t("loading")}</p>
    </main>
  );
}
