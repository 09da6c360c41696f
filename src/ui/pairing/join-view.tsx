// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { answerDirectOffer, type DirectAnswer } from "../../net/links/direct";
import { useApp, useT } from "../app-context";
import { href, navigate } from "../router";
import { TABLE_TEXTS } from "../table/texts";
import { QrCode } from "./qr-code";
import { pairingReason } from "./refusal-text";
import { ScanButton } from "./scan-button";

/**
 * A join link as the inviting device shows it: …#/join/<peer id>?s=<server URL>, with
 * `&as=table` when it invites a table screen.
 */
const JOIN_LINK = /#\/join\/([A-Za-z0-9_-]{1,100})(?:\?s=([^#\s&]*))?(&as=table)?/;

/**
 * Join: take the inviting device's code — scanned, pasted, or opened as a join link
 * — and connect. A direct offer is answered with a code to show back to the host.
 */
export function JoinView({
  peer,
  server,
  asTable = false,
}: {
  readonly peer: string | null;
  readonly server: string;
  /** Open the table screen once joined, not the play screen (a tablet in the middle). */
  readonly asTable?: boolean;
}) {
  const t = useT();
  const lang = useApp().settings.lang.value;
  const tableScreen = useSignal(asTable);
  const opened = (id: string): void => navigate(tableScreen.value ? href.table(id) : href.play(id));
  const input = useSignal("");
  const answer = useSignal<DirectAnswer | null>(null);
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const { paired } = useApp().platform;

  const viaPeer = async (hostPeer: string, peerServer: string): Promise<void> => {
    const pairing = await paired.pairing();
    const endpoint = await pairing.peerEndpoint(peerServer);
    if (!endpoint.ok) return void (error.value = endpoint.error.message);
    const link = await endpoint.value.connect(hostPeer);
    if (!link.ok) return void (error.value = link.error.message);
    const joined = await pairing.joinHost(link.value, null, {
      transport: "peerjs",
      server: peerServer,
      hostPeer,
    });
    if (!joined.ok) return void (error.value = pairingReason(joined.error, t));
    opened(joined.value);
  };

  const viaOffer = async (text: string): Promise<void> => {
    const pairing = await paired.pairing();
    const made = await answerDirectOffer(text);
    if (!made.ok) return void (error.value = made.error.message);
    answer.value = made.value;
    const link = await made.value.link;
    const joined = await pairing.joinHost(link, null, {
      transport: "direct",
      server: "",
      hostPeer: null,
    });
    if (!joined.ok) return void (error.value = pairingReason(joined.error, t));
    opened(joined.value);
  };

  const connect = async (text: string): Promise<void> => {
    if (busy.value) return;
    busy.value = true;
    error.value = null;
    try {
      const link = JOIN_LINK.exec(text);
      if (link?.[3]) tableScreen.value = true;
      if (link) await viaPeer(link[1], decodeURIComponent(link[2] ?? ""));
      else await viaOffer(text);
    } finally {
      busy.value = false;
    }
  };

  useEffect(() => {
    if (peer) void viaPeer(peer, server);
    return () => answer.value?.cancel();
  }, [peer, server]);

  return (
    <main class="screen pair" data-testid="pair-join">
      <h1>{t("pairJoin")}</h1>
      {error.value && (
        <p class="error" role="alert" data-testid="pair-error">
          {t("pairFailed", { reason: error.value })}
        </p>
      )}
      {answer.value ? (
        <section>
          <p>{t("pairShowAnswer")}</p>
          <QrCode text={answer.value.text} label={t("pairQrLabel")} />
          <textarea data-testid="pair-code" readOnly rows={3} value={answer.value.text} />
          <p role="status" data-testid="pair-waiting">
            {t("pairWaiting")}
          </p>
        </section>
      ) : peer ? (
        <p role="status" data-testid="pair-waiting">
          {t("pairWaiting")}
        </p>
      ) : (
        <section>
          <ScanButton onText={(text) => void connect(text)} />
          <label>
            {t("pairPaste")}
            <textarea
              data-testid="pair-input"
              rows={3}
              value={input.value}
              onInput={(e) => (input.value = e.currentTarget.value)}
            />
          </label>
          <label class="check">
            <input
              type="checkbox"
              data-testid="join-as-table"
              checked={tableScreen.value}
              onChange={(e) => (tableScreen.value = e.currentTarget.checked)}
            />{" "}
            {TABLE_TEXTS[lang].joinAsTable}
          </label>
          <button
            type="button"
            class="button primary"
            data-testid="pair-connect"
            disabled={busy.value}
            onClick={() => void connect(input.value)}
          >
            {t("pairConnect")}
          </button>
        </section>
      )}
    </main>
  );
}
