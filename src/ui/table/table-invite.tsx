import { useSignal } from "@preact/signals";
import { defaultPeerServer } from "../../net/table/records";
import { useApp, useT } from "../app-context";
import { QrCode } from "../pairing/qr-code";
import { TABLE_LINK, TABLE_TEXTS } from "./texts";

/**
 * The Table panel's invitation of a table screen: one more device let into the game (as
 * the panel's own invitation does, through this device's join link), whose link ends in
 * `&as=table`, so the device that opens it — a tablet, scanning the code with its camera
 * — shows the table screen at once. It holds no seat; it can be handed one later.
 */
export function TableScreenInvite(props: { readonly id: string }) {
  const t = useT();
  const { platform, settings } = useApp();
  const texts = TABLE_TEXTS[settings.lang.value];
  const link = useSignal<string | null>(null);
  const error = useSignal<string | null>(null);

  const invite = async (): Promise<void> => {
    error.value = null;
    const server = await defaultPeerServer(platform.store);
    const pairing = await platform.paired.pairing();
    const peer = await pairing.inviteMore(props.id, server);
    if (!peer.ok) {
      error.value = peer.error.message;
      return;
    }
    const page = `${location.origin}${location.pathname}`;
    link.value = `${page}#/join/${peer.value}?s=${encodeURIComponent(server)}${TABLE_LINK}`;
  };

  return (
    <div class="table-invite">
      {error.value && (
        <p class="error" role="alert" data-testid="table-invite-error">
          {error.value}
        </p>
      )}
      {link.value === null ? (
        <button
          type="button"
          class="button"
          data-testid="invite-table-screen"
          onClick={() => void invite()}
        >
          {texts.inviteButton}
        </button>
      ) : (
        <>
          <p>{texts.inviteText}</p>
          <QrCode text={link.value} label={t("pairQrLabel")} />
          <textarea
            data-testid="invite-table-code"
            readOnly
            rows={2}
            value={link.value}
            aria-label={texts.inviteButton}
          />
        </>
      )}
    </div>
  );
}
