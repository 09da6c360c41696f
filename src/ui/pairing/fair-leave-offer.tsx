import { useSignal } from "@preact/signals";
import { useApp, useT } from "../app-context";
import { shortName } from "./presence-bar";

/**
 * A fair game waits for a device that is gone (docs/fair-play.md, "A device that leaves
 * mid-game"): "Go on without <device> (trusted from here)". Each device here confirms
 * (a `trust` entry each); once all have, the game is trusted from that move on, and the
 * mode label says since when. Shown outside the folded drawer: it asks the player to act.
 */
export function FairLeaveOffer({ id }: { readonly id: string }) {
  const t = useT();
  const { paired } = useApp().platform;
  const offer = paired.leaveOf(id).value;
  const names = paired.namesOf(id).value;
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  if (!offer) return null;
  const name = (d: string): string => names[d] ?? shortName(d);
  const device = name(offer.device);
  const go = async (): Promise<void> => {
    busy.value = true;
    const done = await paired.goOnWithout(id, offer.device);
    busy.value = false;
    error.value = done.ok ? null : `${t("fairLeaveFailed")} ${done.error.message}`;
  };
  return (
    <section class="fair-leave" data-testid="fair-leave" data-device={offer.device}>
      <p>{t("fairLeaveGone", { device })}</p>
      {offer.agreed.length > 0 && (
        <p data-testid="fair-leave-agreed">
          {t("fairLeaveAgreed", { who: offer.agreed.map(name).join(", ") })}
        </p>
      )}
      {offer.mine ? (
        <p data-testid="fair-leave-waiting">{t("fairLeaveWaiting")}</p>
      ) : (
        <button
          type="button"
          class="button"
          data-testid="fair-leave-go"
          disabled={busy.value}
          title={t("fairLeaveHint", { device })}
          onClick={() => void go()}
        >
          {t("fairLeaveGo", { device })}
        </button>
      )}
      <p class="note">{t("fairLeaveHint", { device })}</p>
      {error.value && (
        <p class="error" role="alert">
          {error.value}
        </p>
      )}
    </section>
  );
}
