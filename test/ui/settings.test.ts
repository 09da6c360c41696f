import { describe, expect, it } from "vitest";
import { en } from "../../src/ui/i18n/en";
import { detectLang, translate } from "../../src/ui/i18n/i18n";
import { ru } from "../../src/ui/i18n/ru";
import { seatChoices, holderOfChoice, deviceSeats } from "../../src/ui/model/holders";
import { DICE_DEFAULTS } from "../../src/ui/kit/game-ui";
import { SettingsModel } from "../../src/ui/model/settings";
import { FakeStore } from "./fakes";

describe("i18n", () => {
  it("picks the first preferred language we speak", () => {
    expect(detectLang(["de-DE", "ru-RU", "en"])).toBe("ru");
    expect(detectLang(["en-GB", "ru"])).toBe("en");
    expect(detectLang(["fr"])).toBe("en");
    expect(detectLang([])).toBe("en");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("en", "player", { n: 2 })).toBe("Player 2");
    expect(translate("ru", "player", { n: 2 })).toBe("Игрок 2");
    expect(translate("en", "player")).toBe("Player {n}");
  });

  it("has every message in both languages, with the same placeholders", () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ru[key].length, key).toBeGreaterThan(0);
      expect(placeholders(ru[key]), key).toEqual(placeholders(en[key]));
    }
  });
});

describe("settings", () => {
  it("start from the browser and persist every change", async () => {
    const store = new FakeStore();
    const settings = await SettingsModel.load(store, { languages: ["ru-RU"], reducedMotion: true });
    expect(settings.lang.value).toBe("ru");
    expect(settings.theme.value).toBe("auto");
    expect(settings.symbols.value).toBe(false);
    expect(settings.fourColour.value).toBe(false);
    expect(settings.boardSettings()).toEqual({
      symbols: false,
      fourColour: false,
      reducedMotion: true,
      lang: "ru",
      pointer: "touch",
      dice: DICE_DEFAULTS,
    });
    await settings.setLang("en");
    await settings.setSymbols(true);
    await settings.setFourColour(true);
    await settings.setTheme("dark");
    await settings.setDice({ autoRoll: false, oneTap: "smaller" });
    const again = await SettingsModel.load(store, { languages: ["ru"], reducedMotion: false });
    expect(again.lang.value).toBe("en");
    expect(again.symbols.value).toBe(true);
    expect(again.fourColour.value).toBe(true);
    expect(again.boardSettings().fourColour).toBe(true);
    expect(again.theme.value).toBe("dark");
    expect(again.dice.value).toEqual({ autoRoll: false, oneTap: "smaller", autoBearOff: false });
    expect(again.reducedMotion.value).toBe(false);
  });

  it("ignores stored values that make no sense", async () => {
    const store = new FakeStore();
    store.settings.set("lang", "xx");
    store.settings.set("theme", 7);
    store.settings.set("dice", { autoRoll: "yes", oneTap: "middle", autoBearOff: true });
    const settings = await SettingsModel.load(store, { languages: ["en"], reducedMotion: false });
    expect(settings.dice.value).toEqual({ ...DICE_DEFAULTS, autoBearOff: true });
    expect(settings.lang.value).toBe("en");
    expect(settings.theme.value).toBe("auto");
  });
});

describe("seat holders", () => {
  it("map the seat pickers' values both ways", () => {
    expect(seatChoices(["easy", "strong"])).toEqual(["device", "bot:easy", "bot:strong"]);
    expect(holderOfChoice("device")).toEqual({ kind: "device" });
    expect(holderOfChoice("bot:normal")).toEqual({ kind: "bot", level: "normal" });
    expect(holderOfChoice("robot")).toBeNull();
    expect(deviceSeats([{ kind: "bot", level: "easy" }, { kind: "device" }])).toEqual([1]);
  });
});
