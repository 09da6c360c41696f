// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { SeatHolder } from "../../store/types";
import { useApp, useT } from "../app-context";
import { botLevelName } from "../screens/seat-names";
import { defaultPeerServer } from "../../net/table/records";
import { handTargets } from "./hand-targets";
import { QrCode } from "./qr-code";
import { TableScreenInvite } from "../table/table-invite";
import { findGameUi } from "../game-uis";
import { uncheckedNotes } from "../kit/unchecked";
import { equivocators } from "../../log/equivocation";

/**
 * The Table panel of a paired game: who holds each seat now (this device, another
 * device, a bot run by some device), handing a seat this device holds to another
 * device of the game (linked now or away: hand-targets.ts), and inviting one more device (up to six at a table). It only reports
 * intents: the handover is a meta entry the table logs, the merge decides.
 */
export function TablePanel({
  id,
  holders,
}: {
  readonly id: string;
  /** The seats as the play screen has them now (after handovers). */
  readonly holders: readonly SeatHolder[];
}) {
  const t = useT();
  const { platform, settings } = useApp();
  const { paired } = platform;
  const devices = paired.holdersOf(id).value;
  const table = paired.live(id);
  // Who this device is in this game: its key, or in a game of before its key, its old id.
  const self = table?.device ?? platform.device;
  const signed = table?.setup.header.signed === true;
  // A fair game (not gone on in trusted mode): a seat goes only to another fair device,
  // and its hand then opens to every device (docs/fair-play.md, "Handing a seat over").
  const fair = table?.replica.merged.fair;
  const fairOnly = fair && !fair.trusted ? fair.participants : null;
  const targets = handTargets(paired.presenceOf(id).value, devices, self).filter(
    (x) => fairOnly === null || fairOnly.includes(x.device),
  );
  const names = paired.namesOf(id).value;
  const nameOf = (device: string): string => names[device] ?? device.slice(0, 8);
  const header = table?.setup.header;
  // Proofs in the log against a device (the same on every device that holds them).
  const caught = table ? equivocators(table.replica.merged.rejected) : [];
  const ui = header ? findGameUi(header.game) : undefined;
  // The same on every device: the game's options and who holds the seats now.
  const unchecked =
    header && ui ? uncheckedNotes(ui.options, header.options, devices, settings.lang.value) : [];
  const preferred = targets.find((x) => x.here)?.device ?? (fairOnly ? targets[0]?.device : "*");
  const target = useSignal<Record<number, string>>({});
  const error = useSignal<string | null>(null);
  const joinLink = useSignal<string | null>(null);

  useEffect(() => () => void paired.pairing().then((p) => p.stopInviting(id)), [id]);
  if (devices.length === 0) return null;

  const hand = async (seat: number): Promise<void> => {
    const to = target.value[seat] ?? preferred;
    const live = paired.live(id);
    if (!to || !live) return;
    const done = await live.handSeat(seat, to);
    error.value = done.ok ? null : done.error.message;
  };

  const invite = async (): Promise<void> => {
    const server = await defaultPeerServer(platform.store);
    const pairing = await paired.pairing();
    const peer = await pairing.inviteMore(id, server);
    if (!peer.ok) {
      error.value = peer.error.message;
      return;
    }
    const page = `${location.origin}${location.pathname}`;
    joinLink.value = `${page}#/join/${peer.value}?s=${encodeURIComponent(server)}`;
  };

  const holderText = (seat: number): string => {
    const holder = holders[seat];
    if (holder?.kind === "bot") return t("holderBot", { level: botLevelName(holder.level, t) });
    if (holder?.kind === "device") {
      return holder.name ? `${t("tableHeldHere")} (${holder.name})` : t("tableHeldHere");
    }
    const device = devices[seat] ?? "";
    if (device === "*") return t("tableOpenSeat");
    // The name that device's player gave this seat, else the device's own name.
    return holder?.name ?? names[device] ?? t("tableHeldBy", { device: device.slice(0, 8) });
  };

  return (
    <section
      class="table-panel"
      data-testid="table-panel"
      data-device={self}
      data-signed={signed ? "true" : "false"}
    >
      <h2>{t("tableTitle")}</h2>
      {table && !signed && (
        <p class="note" data-testid="table-not-protected">
          {t("tableNotProtected")}
        </p>
      )}
      {caught.map((device) => (
        <p key={device} class="note" role="alert" data-testid="table-equivocated">
          {t("tableEquivocated", { device: nameOf(device) })}
        </p>
      ))}
      {unchecked.map((note) => (
        <p key={note} class="note unchecked" role="note" data-testid="table-unchecked">
          {note}
        </p>
      ))}
      {error.value && (
        <p class="error" role="alert" data-testid="table-error">
          {error.value}
        </p>
      )}
      {fairOnly && (
        <p class="note" data-testid="table-fair-hand-over">
          {t("fairHandOverHint")}
        </p>
      )}
      <ul>
        {holders.map((holder, seat) => {
          const mine = holder.kind === "device";
          return (
            <li
              key={seat}
              data-testid="table-seat"
              data-seat={seat}
              data-holder={devices[seat] ?? ""}
              data-mine={mine ? "true" : "false"}
            >
              {t("seatLabel", { n: seat + 1 })}: {holderText(seat)}
              {mine && (fairOnly === null || targets.length > 0) && (
                <span class="hand-seat">
                  <select
                    data-testid={`hand-seat-${seat}`}
                    aria-label={t("tableHandTo", { n: seat + 1 })}
                    value={target.value[seat] ?? preferred}
                    onChange={(e) =>
                      (target.value = { ...target.value, [seat]: e.currentTarget.value })
                    }
                  >
                    {targets.map((x) => (
                      <option key={x.device} value={x.device}>
                        {x.here ? nameOf(x.device) : t("tableAway", { device: nameOf(x.device) })}
                      </option>
                    ))}
                    {fairOnly === null && <option value="*">{t("tableOpenSeat")}</option>}
                  </select>
                  <button
                    type="button"
                    class="button"
                    data-testid={`hand-seat-${seat}-go`}
                    onClick={() => void hand(seat)}
                  >
                    {t("tableHand")}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {joinLink.value === null ? (
        <button
          type="button"
          class="button"
          data-testid="invite-more"
          onClick={() => void invite()}
        >
          {t("tableInviteMore")}
        </button>
      ) : (
        <div>
          <p>{t("tableInviteText")}</p>
          <QrCode text={joinLink.value} label={t("pairQrLabel")} />
          <textarea data-testid="invite-more-code" readOnly rows={2} value={joinLink.value} />
        </div>
      )}
      <TableScreenInvite id={id} />
    </section>
  );
}
