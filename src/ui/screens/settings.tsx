import { useApp, useT } from "../app-context";
import { THEMES, type Theme } from "../model/settings";
import { DeviceNameField } from "../names/device-name-field";
import { DiceFields } from "./dice-fields";
import { TurnAlertFields } from "./turn-alert-fields";

const THEME_KEYS = { auto: "themeAuto", light: "themeLight", dark: "themeDark" } as const;

/** Settings: this device's name, colour symbols, theme; the language is in the header of every screen. */
export function SettingsScreen() {
  const { settings } = useApp();
  const t = useT();
  return (
    <main class="screen" data-testid="settings">
      <h1>{t("settingsTitle")}</h1>
      <DeviceNameField />
      <form class="settings" onSubmit={(e) => e.preventDefault()}>
        <label class="field check">
          <input
            type="checkbox"
            data-testid="setting-symbols"
            checked={settings.symbols.value}
            onChange={(e) => void settings.setSymbols(e.currentTarget.checked)}
          />
          <span>{t("settingSymbols")}</span>
        </label>
        <label class="field check">
          <input
            type="checkbox"
            data-testid="setting-four-colour"
            checked={settings.fourColour.value}
            onChange={(e) => void settings.setFourColour(e.currentTarget.checked)}
          />
          <span>{t("settingFourColour")}</span>
        </label>
        <label class="field">
          <span>{t("settingTheme")}</span>
          <select
            data-testid="setting-theme"
            value={settings.theme.value}
            onChange={(e) => {
              const value = e.currentTarget.value as Theme;
              if (THEMES.includes(value)) void settings.setTheme(value);
            }}
          >
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(THEME_KEYS[theme])}
              </option>
            ))}
          </select>
        </label>
        <TurnAlertFields />
        <DiceFields />
        <p class="note">
          {t(settings.reducedMotion.value ? "reducedMotionOn" : "reducedMotionOff")}
        </p>
      </form>
    </main>
  );
}
