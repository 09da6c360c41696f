// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { GameError } from "../../engine/errors";
import { makeDirectOffer, type DirectOffer } from "../../net/links/direct";
import { ownPeerId } from "../../net/table/endpoint";
import type { Pairing } from "../../net/table/pairing";
import { defaultPeerServer, loadPairingInfo, savePeerServer } from "../../net/table/records";
import { loadPlayerNames, savePlayerNames } from "../model/new-game-memory";
import { rematchSeats } from "../model/rematch";
import { useApp, useT } from "../app-context";
import { gameUis } from "../game-uis";
import { choicesAcrossDevices } from "../kit/unchecked";
import { href, navigate } from "../router";
import { DeviceNameField } from "../names/device-name-field";
import { CodeCard } from "./code-card";
import {
  defaultChoice,
  InviteForm,
  wantsFair,
  type InviteChoice,
  type Transport,
} from "./invite-form";
import { IDLE, PairStatus, type PairState } from "./pair-status";
import { ScanButton } from "./scan-button";
import { pairingReason } from "./refusal-text";
import { PAIR_TEXTS } from "./texts";
import "./pair.css";

/**
 * Invite, in steps: choose the game, its options and who plays each seat; then (1) show
 * this code to the other device — a join link (peerjs) or an offer (direct) — and, for
 * a direct link, (2) scan the other device's answer. When it has joined, both go to
 * the game. Pairing a game both devices hold again (`game`) skips the choosing: one tap.
 */
export function InviteView({
  game: again,
  via = "direct",
  rematch = null,
}: {
  readonly game: string | null;
  readonly via?: Transport;
  /** A finished paired game to play again: the same game, options and seats, a new deal. */
  readonly rematch?: string | null;
}) {
  const { platform, settings } = useApp();
  const t = useT();
  const texts = PAIR_TEXTS[settings.lang.value];
  const choice = useSignal<InviteChoice>(defaultChoice(gameUis[0].id, "", again ? via : "peerjs"));
  const againName = useSignal<string | null>(null);
  const code = useSignal<string | null>(null);
  const offer = useSignal<DirectOffer | null>(null);
  const answer = useSignal("");
  const state = useSignal<PairState>(IDLE);
  const failed = (error: { code: string; message: string }): void => {
    state.value = { kind: "failed", code: error.code, message: error.message };
  };

  // Whether the user has typed a server: the default, looked up in the store and on the
  // network, may arrive after the typing, and must not replace it (the code would then
  // name another server than the one the user chose).
  const serverTyped = useRef(false);
  const change = (next: InviteChoice): void => {
    if (next.server !== choice.value.server) serverTyped.current = true;
    choice.value = next;
  };

  useEffect(() => {
    void Promise.all([defaultPeerServer(platform.store), loadPlayerNames(platform.store)]).then(
      ([found, names]) => {
        const server = serverTyped.current ? choice.value.server : found;
        choice.value = { ...choice.value, server, ...(choice.value.names.length ? {} : { names }) };
        if (again) void pairAgain(server);
        else if (rematch) void rematchOf(rematch, server);
      },
    );
    return () => {
      void platform.paired.pairing().then((pairing) => pairing.setInvitation(null));
      offer.value?.cancel();
    };
  }, []);

  const pairAgain = async (server: string): Promise<void> => {
    if (!again) return;
    const loaded = await platform.store.loadGame(again).catch(() => null);
    if (!loaded) return failed({ code: "unknown-game", message: t("gameNotFound") });
    const ui = gameUis.find((g) => g.id === loaded.game.game);
    againName.value = ui ? ui.name[settings.lang.value] : loaded.game.game;
    choice.value = { ...choice.value, game: loaded.game.game, server };
    await start();
  };

  const rematchOf = async (id: string, server: string): Promise<void> => {
    const loaded = await platform.store.loadGame(id).catch(() => null);
    if (!loaded) return failed({ code: "unknown-game", message: t("gameNotFound") });
    const { game } = loaded;
    const info = await loadPairingInfo(platform.store, id);
    // The seats as held at the end (handed seats included: the record keeps the deal's).
    const seats = rematchSeats(platform.paired.live(id)?.record().holders ?? game.holders);
    const options = Object.fromEntries(
      Object.entries(game.options).map(([key, value]) => [key, String(value)]),
    );
    choice.value = {
      game: game.game,
      options: { ...choice.value.options, ...options },
      seats: seats ?? choice.value.seats,
      // The same players at this device's seats, by their names.
      names: game.holders.map((h) => (h.kind === "device" ? (h.name ?? "") : "")),
      transport: info?.transport ?? "direct",
      server: info?.server ?? server,
      // A rematch keeps the mode of the game before.
      fair: game.fair !== undefined || game.fairRefused === true,
      hints: game.hints === true,
    };
    // More than one other device: the form, filled in, to invite them one by one.
    if (seats) await start();
  };

  const start = async (): Promise<void> => {
    state.value = { kind: "connecting" };
    const pairing = await platform.paired.pairing();
    const { game, server, transport, seats, names } = choice.value;
    if (!again) {
      const given = seats.map((plan, seat) => (plan === "host" ? (names[seat] ?? "") : null));
      await savePlayerNames(platform.store, await loadPlayerNames(platform.store), given);
    }
    const ui = gameUis.find((g) => g.id === game) ?? gameUis[0];
    const options = Object.fromEntries(
      choicesAcrossDevices(ui.options).map((o) => {
        const picked = o.values.find((v) => String(v.value) === choice.value.options[o.key]);
        return [o.key, picked ? picked.value : o.default];
      }),
    );
    const onPaired = (id: string): void => {
      state.value = { kind: "connected" };
      navigate(href.play(id));
    };
    // A device joined and more are invited: the same join link serves the next one; a
    // direct offer is good for one device only, so a new one is shown.
    const onJoined = (more: number): void => {
      state.value = { kind: "waiting", more };
      if (transport === "direct") void offerDirect(pairing, { kind: "waiting", more });
    };
    const base = {
      game: ui.id,
      options,
      seats: again ? [] : seats,
      names: again
        ? []
        : seats.map((plan, seat) => (plan === "host" ? (names[seat] ?? null) : null)),
      fair: !again && wantsFair(choice.value),
      hints: !again && choice.value.hints,
      onPaired,
      // A device refused (an older Tabula, say): this screen says why, as the other's does.
      onRefused: (error: GameError) => failed({ ...error, message: pairingReason(error, t) }),
      onJoined,
      ...(again ? { existing: again } : {}),
    };
    if (transport === "peerjs") {
      await savePeerServer(platform.store, server);
      pairing.setInvitation({ ...base, transport: "peerjs", server });
      const peer = await pairing.peerEndpoint(server);
      if (!peer.ok) return failed(peer.error);
      const page = `${location.origin}${location.pathname}`;
      code.value = `${page}#/join/${ownPeerId(pairing.platform)}?s=${encodeURIComponent(server)}`;
      state.value = { kind: "waiting" };
      return;
    }
    pairing.setInvitation({ ...base, transport: "direct", server: "" });
    await offerDirect(pairing, IDLE);
  };

  /** Shows a new direct offer; the device that answers it is welcomed to the invitation. */
  const offerDirect = async (pairing: Pairing, then: PairState): Promise<void> => {
    offer.value?.cancel();
    answer.value = "";
    const made = await makeDirectOffer();
    if (!made.ok) return failed(made.error);
    offer.value = made.value;
    code.value = made.value.text;
    state.value = then;
    void made.value.link.then((link) => pairing.welcomeGuest(link, "direct", ""));
  };

  const accept = async (text: string): Promise<void> => {
    if (!offer.value) return;
    answer.value = text;
    state.value = { kind: "connecting" };
    const accepted = await offer.value.accept(text);
    if (!accepted.ok) failed(accepted.error);
    else state.value = { kind: "waiting" };
  };

  const retry = (): void => {
    offer.value?.cancel();
    offer.value = null;
    code.value = null;
    answer.value = "";
    state.value = IDLE;
    if (again) void start();
  };

  // Pairing again over peerjs: the other device may come back by itself (its own retry
  // names the game, so no onPaired): once every device is here, back to the game.
  const peers = again ? platform.paired.presenceOf(again).value : [];
  const allHere = peers.length > 0 && peers.every((p) => p.here);
  useEffect(() => {
    if (again && allHere && code.value !== null) navigate(href.play(again));
  }, [allHere, code.value]);

  const title = againName.value ? texts.pairAgainTitle(againName.value) : t("pairInvite");
  return (
    <main class="screen pair" data-testid="pair-invite" data-again={again ?? ""}>
      <h1>{title}</h1>
      <DeviceNameField ask>
        {code.value === null ? (
          !again && (
            <InviteForm choice={choice.value} onChange={change} onStart={() => void start()} />
          )
        ) : (
          <ol class="pair-steps">
            <li class="pair-step" data-testid="pair-step-1">
              <h2>
                <span class="step-n" aria-label={texts.step(1)}>
                  1
                </span>
                {texts.showThis}
              </h2>
              <p class="hint">{texts.showThisHint}</p>
              <CodeCard text={code.value} />
            </li>
            {offer.value && (
              <li class="pair-step" data-testid="pair-step-2">
                <h2>
                  <span class="step-n" aria-label={texts.step(2)}>
                    2
                  </span>
                  {texts.scanAnswer}
                </h2>
                <p class="hint">{texts.scanAnswerHint}</p>
                <ScanButton onText={(text) => void accept(text)} />
                <label class="field">
                  <span>{texts.orPaste}</span>
                  <textarea
                    data-testid="pair-answer"
                    rows={2}
                    value={answer.value}
                    onInput={(e) => (answer.value = e.currentTarget.value)}
                  />
                </label>
                <button
                  type="button"
                  class="button primary"
                  data-testid="pair-accept"
                  onClick={() => void accept(answer.value)}
                >
                  {t("pairAccept")}
                </button>
              </li>
            )}
          </ol>
        )}
        <PairStatus state={state.value} onRetry={retry} />
      </DeviceNameField>
    </main>
  );
}
