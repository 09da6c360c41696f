// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { answerDirectOffer, type DirectAnswer } from "../../net/links/direct";
import { useApp, useT } from "../app-context";
import { href, navigate } from "../router";
import { TABLE_TEXTS } from "../table/texts";
import { DeviceNameField } from "../names/device-name-field";
import { CodeCard } from "./code-card";
import { IDLE, PairStatus, type PairState } from "./pair-status";
import { pairingReason } from "./refusal-text";
import { ScanButton } from "./scan-button";
import { PAIR_TEXTS } from "./texts";
import "./pair.css";

/**
 * A join link as the inviting device shows it: …#/join/<peer id>?s=<server URL>, with
 * `&as=table` when it invites a table screen.
 */
const JOIN_LINK = /#\/join\/([A-Za-z0-9_-]{1,100})(?:\?s=([^#\s&]*))?(&as=table)?/;

/**
 * Join, in steps: (1) scan the inviting device's code — or paste it, or open it as a
 * join link — and connect; a direct offer is answered with (2) a code to show back to
 * the inviting device. The state line says waiting, connecting, or failed and why.
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
  const texts = PAIR_TEXTS[lang];
  const tableScreen = useSignal(asTable);
  const input = useSignal("");
  const answer = useSignal<DirectAnswer | null>(null);
  const state = useSignal<PairState>(IDLE);
  const { paired } = useApp().platform;
  const failed = (error: { code: string; message: string }): void => {
    state.value = { kind: "failed", code: error.code, message: error.message };
  };
  const opened = (id: string): void => {
    state.value = { kind: "connected" };
    navigate(tableScreen.value ? href.table(id) : href.play(id));
  };

  const viaPeer = async (hostPeer: string, peerServer: string): Promise<void> => {
    state.value = { kind: "connecting" };
    const pairing = await paired.pairing();
    const endpoint = await pairing.peerEndpoint(peerServer);
    if (!endpoint.ok) return failed(endpoint.error);
    const link = await endpoint.value.connect(hostPeer);
    if (!link.ok) return failed(link.error);
    const joined = await pairing.joinHost(link.value, null, {
      transport: "peerjs",
      server: peerServer,
      hostPeer,
    });
    if (!joined.ok) return failed({ ...joined.error, message: pairingReason(joined.error, t) });
    opened(joined.value);
  };

  const viaOffer = async (text: string): Promise<void> => {
    state.value = { kind: "connecting" };
    const pairing = await paired.pairing();
    const made = await answerDirectOffer(text);
    if (!made.ok) return failed(made.error);
    answer.value = made.value;
    state.value = { kind: "waiting" };
    const link = await made.value.link;
    state.value = { kind: "connecting" };
    const joined = await pairing.joinHost(link, null, {
      transport: "direct",
      server: "",
      hostPeer: null,
    });
    if (!joined.ok) return failed({ ...joined.error, message: pairingReason(joined.error, t) });
    opened(joined.value);
  };

  const busy = state.value.kind === "connecting";
  const connect = async (text: string): Promise<void> => {
    if (state.value.kind === "connecting") return;
    input.value = text;
    const link = JOIN_LINK.exec(text);
    if (link?.[3]) tableScreen.value = true;
    if (link) await viaPeer(link[1], decodeURIComponent(link[2] ?? ""));
    else await viaOffer(text.trim());
  };

  const retry = (): void => {
    answer.value?.cancel();
    answer.value = null;
    state.value = IDLE;
    if (peer) void viaPeer(peer, server);
  };

  useEffect(() => {
    if (peer) void viaPeer(peer, server);
    return () => answer.value?.cancel();
  }, [peer, server]);

  return (
    <main class="screen pair" data-testid="pair-join">
      <h1>{t("pairJoin")}</h1>
      <DeviceNameField ask>
        {!peer && (
          <ol class="pair-steps">
            <li
              class="pair-step"
              data-testid="pair-step-1"
              data-done={answer.value ? "true" : "false"}
            >
              <h2>
                <span class="step-n" aria-label={texts.step(1)}>
                  1
                </span>
                {texts.scanInvite}
              </h2>
              {!answer.value && (
                <>
                  <p class="hint">{texts.scanInviteHint}</p>
                  <ScanButton onText={(text) => void connect(text)} />
                  <label class="field">
                    <span>{texts.orPaste}</span>
                    <textarea
                      data-testid="pair-input"
                      rows={2}
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
                    disabled={busy}
                    onClick={() => void connect(input.value)}
                  >
                    {t("pairConnect")}
                  </button>
                </>
              )}
            </li>
            {answer.value && (
              <li class="pair-step" data-testid="pair-step-2">
                <h2>
                  <span class="step-n" aria-label={texts.step(2)}>
                    2
                  </span>
                  {texts.showAnswer}
                </h2>
                <p class="hint">{texts.showAnswerHint}</p>
                <CodeCard text={answer.value.text} />
              </li>
            )}
          </ol>
        )}
        <PairStatus state={state.value} onRetry={retry} />
      </DeviceNameField>
    </main>
  );
}
