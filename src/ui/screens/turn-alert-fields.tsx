import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { useApp, useT } from "../app-context";
import {
  DEFAULT_TURN_ALERT,
  loadTurnAlert,
  saveTurnAlert,
  type TurnAlert,
} from "../model/turn-alert";

/** Settings: vibrate, and a tone, when another device's move makes it this device's turn. */
export function TurnAlertFields() {
  const t = useT();
  const { store } = useApp().platform;
  const alert = useSignal<TurnAlert>(DEFAULT_TURN_ALERT);
  useEffect(() => void loadTurnAlert(store).then((a) => (alert.value = a)), []);
  const set = (change: Partial<TurnAlert>): void => {
    alert.value = { ...alert.value, ...change };
    void saveTurnAlert(store, alert.value).catch(() => undefined);
  };
  return (
    <>
      <label class="field check">
        <input
          type="checkbox"
          data-testid="setting-vibrate"
          checked={alert.value.vibrate}
          onChange={(e) => set({ vibrate: e.currentTarget.checked })}
        />
        <span>{t("settingVibrate")}</span>
      </label>
      <label class="field check">
        <input
          type="checkbox"
          data-testid="setting-sound"
          checked={alert.value.sound}
          onChange={(e) => set({ sound: e.currentTarget.checked })}
        />
        <span>{t("settingSound")}</span>
      </label>
    </>
  );
}
