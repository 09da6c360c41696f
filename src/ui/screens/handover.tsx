import { useEffect, useRef } from "preact/hooks";
import { useT } from "../app-context";

/**
 * Pass-and-play with hidden hands: a screen that shows nothing secret until the next
 * player says they hold the device.
 */
export function Handover(props: { readonly name: string; readonly onContinue: () => void }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [props.name]);
  return (
    <section class="handover" data-testid="handover" aria-labelledby="handover-title">
      <h2 id="handover-title">{t("handoverTitle")}</h2>
      <p>{t("handoverText", { name: props.name })}</p>
      <button
        ref={button}
        type="button"
        class="button primary"
        data-testid="handover-continue"
        onClick={props.onContinue}
      >
        {t("handoverContinue", { name: props.name })}
      </button>
    </section>
  );
}
