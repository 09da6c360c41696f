import { useSignal } from "@preact/signals";
import { useApp, useT } from "../app-context";
import { QrCode } from "./qr-code";
import { PAIR_TEXTS } from "./texts";

interface ShareNavigator {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
}

/**
 * A pairing code to hand to the other device: a large QR code, its text, Copy, and
 * Share where the browser has the Web Share API (a join link is shared as a URL, a
 * direct code as text).
 */
export function CodeCard({ text }: { readonly text: string }) {
  const t = useT();
  const texts = PAIR_TEXTS[useApp().settings.lang.value];
  const copied = useSignal(false);
  const nav = navigator as Navigator & ShareNavigator;
  const isLink = /^https?:\/\//.test(text);

  const copy = async (): Promise<void> => {
    copied.value = await copyText(text);
    if (copied.value) setTimeout(() => (copied.value = false), 2_000);
  };
  const share = (): void => {
    const data = isLink
      ? { title: texts.shareTitle, url: text }
      : { title: texts.shareTitle, text };
    // A share the user closes rejects: nothing to say.
    void nav.share?.(data).catch(() => undefined);
  };

  return (
    <div class="code-card">
      <QrCode text={text} label={t("pairQrLabel")} />
      <textarea
        class="code-text"
        data-testid="pair-code"
        aria-label={t("pairCodeText")}
        readOnly
        rows={2}
        value={text}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div class="code-actions">
        <button type="button" class="button" data-testid="pair-copy" onClick={() => void copy()}>
          {copied.value ? texts.copied : texts.copy}
        </button>
        {typeof nav.share === "function" && (
          <button type="button" class="button" data-testid="pair-share" onClick={share}>
            {texts.share}
          </button>
        )}
        <span class="visually-hidden" role="status">
          {copied.value ? texts.copied : ""}
        </span>
      </div>
    </div>
  );
}

/** Writes `text` to the clipboard (the async API, else a selected textarea); true if done. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    document.body.append(area);
    area.select();
    const done = document.execCommand("copy");
    area.remove();
    return done;
  }
}
