import { useApp, useT } from "../app-context";
import { ONE_TAPS, type OneTap } from "../kit/game-ui";

const ONE_TAP_KEYS = {
  larger: "oneTapLarger",
  smaller: "oneTapSmaller",
  off: "oneTapOff",
} as const;

/** Settings of dice games (backgammon): auto-roll, what a tap on a checker does, auto bear-off. */
export function DiceFields() {
  const { settings } = useApp();
  const t = useT();
  const dice = settings.dice.value;
  return (
    <fieldset class="settings-group" data-testid="dice-settings">
      <legend>{t("settingDiceTitle")}</legend>
      <label class="field check">
        <input
          type="checkbox"
          data-testid="setting-auto-roll"
          checked={dice.autoRoll}
          onChange={(e) => void settings.setDice({ autoRoll: e.currentTarget.checked })}
        />
        <span>{t("settingAutoRoll")}</span>
      </label>
      <label class="field">
        <span>{t("settingOneTap")}</span>
        <select
          data-testid="setting-one-tap"
          value={dice.oneTap}
          onChange={(e) => {
            const value = ONE_TAPS.find((o) => o === e.currentTarget.value);
            if (value) void settings.setDice({ oneTap: value as OneTap });
          }}
        >
          {ONE_TAPS.map((o) => (
            <option key={o} value={o}>
              {t(ONE_TAP_KEYS[o])}
            </option>
          ))}
        </select>
      </label>
      <label class="field check">
        <input
          type="checkbox"
          data-testid="setting-auto-bear-off"
          checked={dice.autoBearOff}
          onChange={(e) => void settings.setDice({ autoBearOff: e.currentTarget.checked })}
        />
        <span>{t("settingAutoBearOff")}</span>
      </label>
    </fieldset>
  );
}
