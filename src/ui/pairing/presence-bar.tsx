// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Translate } from "../app-context";
import { useApp, useT } from "../app-context";
import type { RejoinView } from "../model/paired";
import { href } from "../router";
import "./presence.css";

/**
 * Who of the other devices of a paired game is here, and who is away since when; while
 * one is away, what this device does to reach it again (waiting for the network,
 * trying, the next try) with "Try now" and "Pair again". A device that is away holds
 * the game only when it is its seat's turn (the others can go on playing until then),
 * which the status line already says. The rejoin line is `RejoinLine`.
 */
export function PresenceBar({ id }: { readonly id: string }) {
  const t = useT();
  const { settings, platform } = useApp();
  const lang = settings.lang.value;
  const peers = platform.paired.presenceOf(id).value;
  const names = platform.paired.namesOf(id).value;
  const players = platform.paired.playersOf(id).value;
  // A device's players (pass-and-play) beside its name: "Tablet (Anna, Vera)".
  const nameOf = (device: string): string => {
    const name = names[device] ?? shortName(device);
    const at = players[device] ?? [];
    return at.length > 0 ? `${name} (${at.join(", ")})` : name;
  };
  if (peers.length === 0) return null;
  const time = (ms: number): string =>
    new Date(ms).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });
  return (
    <section class="presence" aria-label={t("pairPresence")}>
      <ul data-testid="presence">
        {peers.map((p) => (
          <li
            key={p.device}
            data-testid="presence-peer"
            data-device={p.device}
            data-here={p.here ? "true" : "false"}
            data-name={names[p.device] ?? ""}
          >
            <span aria-hidden="true">{p.here ? "●" : "○"} </span>
            {p.here
              ? t("pairHere", { device: nameOf(p.device) })
              : t("pairAway", { device: nameOf(p.device), time: time(p.since) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * While a device of a paired game is away: what this device does to reach it again and
 * the one-tap ways to help it. Shown outside the collapsed Table drawer (table-drawer.tsx),
 * as it asks the player to act.
 */
export function RejoinLine({ id }: { readonly id: string }) {
  const { paired } = useApp().platform;
  const peers = paired.presenceOf(id).value;
  const rejoin = paired.rejoinOf(id).value;
  if (!peers.some((p) => !p.here)) return null;
  return <Rejoining id={id} rejoin={rejoin} />;
}

/** What this device does to reach the away devices again, and the one-tap ways to help it. */
function Rejoining({ id, rejoin }: { readonly id: string; readonly rejoin: RejoinView }) {
  const t = useT();
  const { paired } = useApp().platform;
  const now = useNow(rejoin.status.kind === "waiting");
  const { status, role } = rejoin;
  const peerjs = status.kind !== "manual" && status.kind !== "idle";
  const invite = `${href.pairInvite}?game=${encodeURIComponent(id)}${peerjs ? "&via=peerjs" : ""}`;
  const join = `${href.pairJoin}?game=${encodeURIComponent(id)}`;
  return (
    <div class="rejoin" data-testid="rejoin" data-state={status.kind}>
      <p role="status" data-testid="rejoin-status">
        {rejoinText(status, now, t)}
      </p>
      <div class="rejoin-actions">
        {status.kind === "waiting" && role === "guest" && (
          <button
            type="button"
            class="button"
            data-testid="rejoin-now"
            onClick={() => paired.retryNow(id)}
          >
            {t("rejoinNow")}
          </button>
        )}
        {(!peerjs || role !== "guest") && (
          <a class="button" href={invite} data-testid="pair-again">
            {t("pairAgain")}
          </a>
        )}
        {(!peerjs || role !== "host") && (
          <a class="button" href={join} data-testid="pair-again-scan">
            {t("pairAgainScan")}
          </a>
        )}
      </div>
    </div>
  );
}

function rejoinText(status: RejoinView["status"], now: number, t: Translate): string {
  switch (status.kind) {
    case "offline":
      return t("rejoinOffline");
    case "trying":
      return t("rejoinTrying");
    case "waiting":
      return t("rejoinWaiting", { seconds: Math.max(1, Math.ceil((status.at - now) / 1000)) });
    case "listening":
      return t("rejoinListening");
    case "manual":
    case "idle":
      return t("rejoinManual");
  }
}

/** The time now, kept fresh every second while `ticking` (a countdown on screen). */
function useNow(ticking: boolean): number {
  const now = useSignal(Date.now());
  useEffect(() => {
    if (!ticking) return;
    now.value = Date.now();
    const timer = setInterval(() => (now.value = Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now.value;
}

/** A device without a name: its id is a UUID, whose first group tells the devices at a table apart. */
export function shortName(device: string): string {
  return device.slice(0, 8);
}
