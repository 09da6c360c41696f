// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { findManifest } from "../../games/manifests";
import { makeDirectOffer, type DirectOffer } from "../../net/links/direct";
import { useApp, useT } from "../app-context";
import { gameUis } from "../game-uis";
import type { GameUi } from "../kit/game-ui";
import { choicesAcrossDevices } from "../kit/unchecked";
import { href, navigate } from "../router";
import type { SeatPlan } from "../../net/table/context";
import { ownPeerId } from "../../net/table/endpoint";
import { defaultPeerServer, savePeerServer } from "../../net/table/records";
import { QrCode } from "./qr-code";
import { botLevelName } from "../screens/seat-names";
import { ScanButton } from "./scan-button";

type Transport = "peerjs" | "direct";

/**
 * Invite: choose the game, its options and who plays each seat, then show a code for
 * the other device — a join link (peerjs) or an offer (direct, followed by the
 * other device's answer). When it has joined, both go to the game.
 */
export function InviteView({ game: again }: { readonly game: string | null }) {
  const { platform, settings } = useApp();
  const lang = settings.lang.value;
  const t = useT();
  const gameId = useSignal(gameUis[0].id);
  const ui = gameUis.find((g) => g.id === gameId.value) ?? gameUis[0];
  // Pairing a game again is for a direct link (peerjs links come back by themselves).
  const transport = useSignal<Transport>(again ? "direct" : "peerjs");
  const server = useSignal("");
  const seats = useSignal<SeatPlan[]>(defaultSeats(ui.id));
  const options = useSignal<Record<string, string>>(defaultOptions(ui));
  const chooseGame = (id: string): void => {
    const chosen = gameUis.find((g) => g.id === id);
    if (!chosen) return;
    gameId.value = id;
    seats.value = defaultSeats(id);
    options.value = defaultOptions(chosen);
  };
  const code = useSignal<string | null>(null);
  const offer = useSignal<DirectOffer | null>(null);
  const answer = useSignal("");
  const error = useSignal<string | null>(null);
  const waiting = useSignal(false);

  useEffect(() => {
    void defaultPeerServer(platform.store).then((s) => (server.value = s));
    return () => {
      void platform.paired.pairing().then((pairing) => pairing.setInvitation(null));
      offer.value?.cancel();
    };
  }, []);

  const start = async (): Promise<void> => {
    error.value = null;
    const pairing = await platform.paired.pairing();
    const chosen = Object.fromEntries(
      choicesAcrossDevices(ui.options).map((o) => {
        const picked = o.values.find((v) => String(v.value) === options.value[o.key]);
        return [o.key, picked ? picked.value : o.default];
      }),
    );
    const onPaired = (id: string): void => navigate(href.play(id));
    const base = {
      game: ui.id,
      options: chosen,
      seats: seats.value,
      onPaired,
      ...(again ? { existing: again } : {}),
    };
    if (transport.value === "peerjs") {
      await savePeerServer(platform.store, server.value);
      pairing.setInvitation({ ...base, transport: "peerjs", server: server.value });
      const peer = await pairing.peerEndpoint(server.value);
      if (!peer.ok) {
        error.value = peer.error.message;
        return;
      }
      const page = `${location.origin}${location.pathname}`;
      code.value = `${page}#/join/${ownPeerId(pairing.platform)}?s=${encodeURIComponent(server.value)}`;
      return;
    }
    pairing.setInvitation({ ...base, transport: "direct", server: "" });
    const made = await makeDirectOffer();
    if (!made.ok) {
      error.value = made.error.message;
      return;
    }
    offer.value = made.value;
    code.value = made.value.text;
    void made.value.link.then((link) => pairing.welcomeGuest(link, "direct", ""));
  };

  const accept = async (): Promise<void> => {
    if (!offer.value) return;
    const accepted = await offer.value.accept(answer.value);
    if (!accepted.ok) error.value = accepted.error.message;
    else waiting.value = true;
  };

  return (
    <main class="screen pair" data-testid="pair-invite">
      <h1>{t("pairInvite")}</h1>
      {error.value && (
        <p class="error" role="alert" data-testid="pair-error">
          {t("pairFailed", { reason: error.value })}
        </p>
      )}
      {code.value === null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <label>
            {t("chooseGame")}
            <select
              data-testid="pair-game"
              value={ui.id}
              onChange={(e) => chooseGame(e.currentTarget.value)}
            >
              {gameUis.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name[lang]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("pairTransport")}
            <select
              data-testid="pair-transport"
              value={transport.value}
              onChange={(e) => (transport.value = e.currentTarget.value as Transport)}
            >
              <option value="peerjs">{t("pairViaPeerjs")}</option>
              <option value="direct">{t("pairViaDirect")}</option>
            </select>
          </label>
          {transport.value === "peerjs" && (
            <label>
              {t("pairServer")}
              <input
                data-testid="pair-server"
                type="url"
                value={server.value}
                onInput={(e) => (server.value = e.currentTarget.value)}
              />
            </label>
          )}
          {choicesAcrossDevices(ui.options).map((o) => (
            <label key={o.key}>
              {o.label[lang]}
              <select
                data-testid={`pair-option-${o.key}`}
                value={options.value[o.key]}
                onChange={(e) =>
                  (options.value = { ...options.value, [o.key]: e.currentTarget.value })
                }
              >
                {o.values.map((v) => (
                  <option key={String(v.value)} value={String(v.value)}>
                    {v.label[lang]}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {seats.value.map((plan, seat) => (
            <label key={seat}>
              {t("seatLabel", { n: seat + 1 })}
              <select
                data-testid={`pair-seat-${seat}`}
                value={plan}
                onChange={(e) =>
                  (seats.value = seats.value.map((p, i) =>
                    i === seat ? (e.currentTarget.value as SeatPlan) : p,
                  ))
                }
              >
                <option value="host">{t("pairSeatHost")}</option>
                <option value="guest">{t("pairSeatGuest")}</option>
                {ui.botLevels.map((level) => (
                  <option key={level} value={`bot:${level}`}>
                    {t("holderBot", { level: botLevelName(level, t) })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" class="button primary" data-testid="pair-start">
            {t("pairShowCode")}
          </button>
        </form>
      ) : (
        <section>
          <p>{t("pairScanThis")}</p>
          <QrCode text={code.value} label={t("pairQrLabel")} />
          <label>
            {t("pairCodeText")}
            <textarea data-testid="pair-code" readOnly rows={3} value={code.value} />
          </label>
          {offer.value && (
            <>
              <label>
                {t("pairAnswerPrompt")}
                <textarea
                  data-testid="pair-answer"
                  rows={3}
                  value={answer.value}
                  onInput={(e) => (answer.value = e.currentTarget.value)}
                />
              </label>
              <ScanButton onText={(text) => (answer.value = text)} />
              <button
                type="button"
                class="button primary"
                data-testid="pair-accept"
                onClick={() => void accept()}
              >
                {t("pairAccept")}
              </button>
            </>
          )}
          {(offer.value === null || waiting.value) && (
            <p role="status" data-testid="pair-waiting">
              {t("pairWaiting")}
            </p>
          )}
        </section>
      )}
    </main>
  );
}

/** This device takes the first seat, the invited device the others. */
function defaultSeats(game: string): SeatPlan[] {
  const count = findManifest(game)?.seatings[0]?.seats ?? 2;
  return Array.from({ length: count }, (_, i) => (i === 0 ? "host" : "guest"));
}

function defaultOptions(ui: GameUi): Record<string, string> {
  return Object.fromEntries(
    choicesAcrossDevices(ui.options).map((o) => [o.key, String(o.default)]),
  );
}
