// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import type { ComponentType } from "preact";
import { useEffect } from "preact/hooks";
import type { SeatHolder } from "../../store/types";
import { useApp } from "../app-context";

interface PanelProps {
  readonly id: string;
  readonly holders: readonly SeatHolder[];
}

/**
 * Where the Table panel of a paired game goes on the play screen. It shows nothing
 * for a game of this device alone, and the panel's code is loaded with import() only
 * once a paired game's table is open, so the app's first load does not carry it.
 */
export function TableSlot(props: PanelProps) {
  const paired = useApp().platform.paired.holdersOf(props.id).value.length > 0;
  const panel = useSignal<{ readonly Panel: ComponentType<PanelProps> } | null>(null);
  useEffect(() => {
    if (!paired || panel.value) return;
    void import("./table-panel")
      .then((m) => (panel.value = { Panel: m.TablePanel }))
      .catch(() => undefined);
  }, [paired]);
  const loaded = panel.value;
  return paired && loaded ? <loaded.Panel {...props} /> : null;
}
