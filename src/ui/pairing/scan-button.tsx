// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { useT } from "../app-context";
import type { Scanner } from "./scan";

/** A button that opens the camera, reads one QR code, and hands over its text. */
export function ScanButton({ onText }: { readonly onText: (text: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useSignal<Scanner | null>(null);
  const problem = useSignal<string | null>(null);
  useEffect(() => () => scanner.value?.stop(), []);

  const toggle = async (): Promise<void> => {
    if (scanner.value) {
      scanner.value.stop();
      scanner.value = null;
      return;
    }
    if (!video.current) return;
    problem.value = null;
    try {
      const { startScanner } = await import("./scan");
      scanner.value = await startScanner(video.current, (text) => {
        scanner.value = null;
        onText(text);
      });
    } catch (e) {
      problem.value = e instanceof Error ? e.message : String(e);
    }
  };

  return (
    <div class="scan">
      <button type="button" class="button" data-testid="pair-scan" onClick={() => void toggle()}>
        {scanner.value ? t("pairStopScan") : t("pairScan")}
      </button>
      <video ref={video} class="scan-video" hidden={!scanner.value} muted />
      {problem.value && (
        <p class="error" role="alert">
          {t("pairFailed", { reason: problem.value })}
        </p>
      )}
    </div>
  );
}
