import { signal, type Signal } from "@preact/signals";
import type { Store } from "../../store/types";
import { detectLang, isLang } from "../i18n/i18n";
import {
  DICE_DEFAULTS,
  ONE_TAPS,
  type BoardSettings,
  type DicePrefs,
  type Lang,
  type PointerMode,
} from "../kit/game-ui";

export type Theme = "auto" | "light" | "dark";
export const THEMES: readonly Theme[] = ["auto", "light", "dark"];

const isTheme = (v: unknown): v is Theme => THEMES.includes(v as Theme);

/** Stored dice settings, each field checked; what is missing or wrong takes its default. */
export function readDicePrefs(raw: unknown): DicePrefs {
  const v = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    autoRoll: typeof v.autoRoll === "boolean" ? v.autoRoll : DICE_DEFAULTS.autoRoll,
    oneTap: ONE_TAPS.find((o) => o === v.oneTap) ?? DICE_DEFAULTS.oneTap,
    autoBearOff: typeof v.autoBearOff === "boolean" ? v.autoBearOff : DICE_DEFAULTS.autoBearOff,
  };
}

/** Keys of the settings kept in the store. */
export const SettingKey = {
  Lang: "lang",
  Symbols: "symbols",
  FourColour: "fourColour",
  Theme: "theme",
  /** Dice games: auto-roll, one-tap moves, automatic bear-off (DicePrefs). */
  Dice: "dice",
  /** The random id a device had before it had a key: its alias now (src/ui/model/device-key.ts). */
  Device: "device",
} as const;

/** What the browser tells us, passed in so the model runs in tests without a DOM. */
export interface Environment {
  readonly languages: readonly string[];
  readonly reducedMotion: boolean;
}

/**
 * The user's settings: one signal each, read by components; changes are persisted
 * through the Store. Reduced motion is not a setting of ours: it follows the device
 * (prefers-reduced-motion), and the app updates it when the device changes.
 */
export class SettingsModel {
  readonly lang: Signal<Lang>;
  readonly symbols: Signal<boolean>;
  readonly fourColour: Signal<boolean>;
  readonly theme: Signal<Theme>;
  readonly dice: Signal<DicePrefs>;
  readonly reducedMotion: Signal<boolean>;
  /**
   * How the player points (a finger or a mouse), for "Tap" or "Click" in the texts;
   * like reduced motion it follows the device (the app keeps it in step), never stored.
   */
  readonly pointer: Signal<PointerMode> = signal("touch");

  private constructor(
    private readonly store: Store,
    lang: Lang,
    symbols: boolean,
    fourColour: boolean,
    theme: Theme,
    dice: DicePrefs,
    reducedMotion: boolean,
  ) {
    this.lang = signal(lang);
    this.symbols = signal(symbols);
    this.fourColour = signal(fourColour);
    this.theme = signal(theme);
    this.dice = signal(dice);
    this.reducedMotion = signal(reducedMotion);
  }

  /** Reads the stored settings; what was never set comes from the browser or a default. */
  static async load(store: Store, env: Environment): Promise<SettingsModel> {
    const [lang, symbols, fourColour, theme, dice] = await Promise.all([
      store.getSetting<unknown>(SettingKey.Lang),
      store.getSetting<unknown>(SettingKey.Symbols),
      store.getSetting<unknown>(SettingKey.FourColour),
      store.getSetting<unknown>(SettingKey.Theme),
      store.getSetting<unknown>(SettingKey.Dice),
    ]);
    return new SettingsModel(
      store,
      isLang(lang) ? lang : detectLang(env.languages),
      symbols === true,
      fourColour === true,
      isTheme(theme) ? theme : "auto",
      readDicePrefs(dice),
      env.reducedMotion,
    );
  }

  setLang(lang: Lang): Promise<void> {
    this.lang.value = lang;
    return this.store.setSetting(SettingKey.Lang, lang);
  }

  setSymbols(on: boolean): Promise<void> {
    this.symbols.value = on;
    return this.store.setSetting(SettingKey.Symbols, on);
  }

  setFourColour(on: boolean): Promise<void> {
    this.fourColour.value = on;
    return this.store.setSetting(SettingKey.FourColour, on);
  }

  setTheme(theme: Theme): Promise<void> {
    this.theme.value = theme;
    return this.store.setSetting(SettingKey.Theme, theme);
  }

  setDice(change: Partial<DicePrefs>): Promise<void> {
    this.dice.value = { ...this.dice.value, ...change };
    return this.store.setSetting(SettingKey.Dice, this.dice.value);
  }

  /** What every board is given. */
  boardSettings(): BoardSettings {
    return {
      symbols: this.symbols.value,
      fourColour: this.fourColour.value,
      reducedMotion: this.reducedMotion.value,
      lang: this.lang.value,
      pointer: this.pointer.value,
      dice: this.dice.value,
    };
  }
}
