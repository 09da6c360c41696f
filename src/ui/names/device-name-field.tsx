import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect } from "preact/hooks";
import { loadDeviceName, MAX_NAME_LENGTH, saveDeviceName } from "../../net/table/names";
import { useApp, useT } from "../app-context";

const ASKED_KEY = "device/name-asked";

/**
 * This device's name, as the other devices at a table see it. `ask`: shown only while
 * the device has no name and the question was not put aside ("Not now"), as the
 * pairing screens ask it once, with the screen's `children` under it; otherwise always
 * (Settings). While asking, nothing is drawn until it is known whether to ask, so that
 * the question never pushes a drawn screen down (a layout shift).
 */
export function DeviceNameField({
  ask = false,
  children,
}: {
  readonly ask?: boolean;
  readonly children?: ComponentChildren;
}) {
  const t = useT();
  const { store } = useApp().platform;
  const name = useSignal("");
  const shown = useSignal(!ask);
  const known = useSignal(!ask);
  const saved = useSignal(false);
  useEffect(() => {
    void (async () => {
      const current = await loadDeviceName(store);
      name.value = current ?? "";
      if (ask) {
        const asked = await store.getSetting<boolean>(ASKED_KEY).catch(() => undefined);
        shown.value = current === null && asked !== true;
        known.value = true;
      }
    })();
  }, []);
  if (!known.value) return null;

  const save = async (): Promise<void> => {
    const kept = await saveDeviceName(store, name.value).catch(() => null);
    name.value = kept ?? "";
    saved.value = true;
    if (ask && kept !== null) {
      await store.setSetting(ASKED_KEY, true).catch(() => undefined);
      shown.value = false;
    }
  };
  const notNow = async (): Promise<void> => {
    await store.setSetting(ASKED_KEY, true).catch(() => undefined);
    shown.value = false;
  };

  // The children keep their place whether the question is shown or not, so that
  // answering it does not mount the screen under it again.
  return (
    <>
      {shown.value && (
        <form
          class={ask ? "device-name ask" : "device-name"}
          data-testid="device-name"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label class="field">
            <span>{t("deviceName")}</span>
            <input
              data-testid="device-name-input"
              type="text"
              autoComplete="nickname"
              maxLength={MAX_NAME_LENGTH}
              placeholder={t("deviceNamePlaceholder")}
              value={name.value}
              onInput={(e) => {
                name.value = e.currentTarget.value;
                saved.value = false;
              }}
            />
          </label>
          <p class="note">{t("deviceNameWhy")}</p>
          <div class="device-name-actions">
            <button type="submit" class="button primary" data-testid="device-name-save">
              {t("deviceNameSave")}
            </button>
            {ask && (
              <button
                type="button"
                class="button"
                data-testid="device-name-later"
                onClick={() => void notNow()}
              >
                {t("deviceNameLater")}
              </button>
            )}
            <span role="status" class="note">
              {saved.value ? t("deviceNameSaved") : ""}
            </span>
          </div>
        </form>
      )}
      {children}
    </>
  );
}
