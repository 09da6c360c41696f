// Owned by the pairing work (issue 3).
import { useApp, useT } from "../app-context";
import { href } from "../router";

/**
 * Who of the other devices of a paired game is here, and who is away since when. A
 * device that is away holds the game only when it is its seat's turn (the others can
 * go on playing until then), which the status line already says.
 */
export function PresenceBar({ id }: { readonly id: string }) {
  const t = useT();
  const { settings, platform } = useApp();
  const lang = settings.lang.value;
  const peers = platform.paired.presenceOf(id).value;
  if (peers.length === 0) return null;
  const time = (ms: number): string =>
    new Date(ms).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });
  return (
    <ul class="presence" data-testid="presence" aria-label={t("pairPresence")}>
      {peers.map((p) => (
        <li
          key={p.device}
          data-testid="presence-peer"
          data-device={p.device}
          data-here={p.here ? "true" : "false"}
        >
          <span aria-hidden="true">{p.here ? "●" : "○"} </span>
          {p.here
            ? t("pairHere", { device: shortName(p.device) })
            : t("pairAway", { device: shortName(p.device), time: time(p.since) })}
          {!p.here && p.via === "direct" && (
            <a class="button" href={`${href.home.replace(/\/$/, "")}/pair/invite?game=${id}`}>
              {t("pairAgain")}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A device id is a UUID: its first group is enough to tell the devices at a table apart. */
function shortName(device: string): string {
  return device.slice(0, 8);
}
