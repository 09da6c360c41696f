// Owned by the pairing work (issue 3).
import type { SeatHolder } from "../../store/types";
import { useApp, useT } from "../app-context";
import { PresenceBar, RejoinLine, shortName } from "./presence-bar";
import { TableSlot } from "./table-slot";
import { FairModeLabel } from "./fair-mode-label";
import { FairLeaveOffer } from "./fair-leave-offer";
import { SeatNameFields } from "./seat-name-fields";

/**
 * The table of a paired game on the play screen, folded into one line so the board
 * keeps the screen's height (docs/ui.md, "The Table drawer"): "Table · ● Anna ○ Boris ·
 * Fair play · Hints" (the game's mode, docs/fair-play.md; hints if the table agreed to them) opens the devices at the table, the
 * names of this device's players, and the Table panel (seats, handovers, invitations).
 * Collapsed by default; its content stays in the DOM. While a device is away, the line
 * to reach it again shows outside, since it asks the player to act.
 */
export function TableDrawer(props: {
  readonly id: string;
  readonly holders: readonly SeatHolder[];
  /** The table agreed at Invite to play with hints: every device says so here. */
  readonly hints?: boolean;
}) {
  const t = useT();
  const { paired } = useApp().platform;
  const peers = paired.presenceOf(props.id).value;
  const names = paired.namesOf(props.id).value;
  if (peers.length === 0 && paired.holdersOf(props.id).value.length === 0) return null;
  const who = peers.map((p) => `${p.here ? "●" : "○"} ${names[p.device] ?? shortName(p.device)}`);
  return (
    <div class="table-drawer-holder">
      <details
        class="table-drawer"
        data-testid="table-drawer"
        onKeyDown={(e) => {
          if (e.key === "Escape") e.currentTarget.open = false;
        }}
      >
        <summary data-testid="table-drawer-toggle">
          <span class="table-drawer-title">{t("tableDrawer")}</span>
          <span class="table-drawer-who" data-testid="table-drawer-who">
            {who.length > 0 ? who.join("  ") : t("tableDrawerAlone")}
          </span>
          <FairModeLabel id={props.id} class="table-drawer-mode" />
          {props.hints && (
            <span class="table-drawer-mode" data-testid="table-hints" title={t("hintsOn")}>
              {t("hintsLabel")}
            </span>
          )}
        </summary>
        <div class="table-drawer-body">
          <PresenceBar id={props.id} />
          <SeatNameFields id={props.id} holders={props.holders} />
          <TableSlot id={props.id} holders={props.holders} />
        </div>
      </details>
      <RejoinLine id={props.id} />
      <FairLeaveOffer id={props.id} />
    </div>
  );
}
