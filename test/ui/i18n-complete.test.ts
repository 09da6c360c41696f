// Every text of the app in both languages: a key in one language only fails, and so
// does an English word left in a Russian text (app messages, each game's view texts,
// the kits', the manifests' names, options and bot levels).
import { describe, expect, it } from "vitest";
import { offeredManifests } from "../../src/games/manifests";
import { en } from "../../src/ui/i18n/en";
import { ru } from "../../src/ui/i18n/ru";
import type { Lang } from "../../src/ui/kit/game-ui";
import { latinWords } from "./latin-words";

/** Sample arguments for a text that is a function: numbers, else Russian names. */
const SAMPLES: readonly (readonly unknown[])[] = [
  [3, 2, 1],
  ["Анна", "Борис", "Вера"],
  [3, "Анна", 2],
  ["Анна", 3, 2],
];

/** Every string a text value gives: itself, its fields, or a function's results. */
function strings(value: unknown, path: string, out: [string, string][]): void {
  if (typeof value === "string") out.push([path, value]);
  else if (typeof value === "function") {
    for (const args of SAMPLES) {
      try {
        const result = (value as (...a: unknown[]) => unknown)(...args);
        // A NaN in the result: the sample is of the wrong type for this text (a number
        // formatted from a name); another sample fits.
        if (typeof result === "string" && !result.includes("NaN")) {
          out.push([`${path}(${args.join(", ")})`, result]);
        }
      } catch {
        // Not this signature: another sample may fit.
      }
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  }
}

/** Keys at every depth ("a.b.c"), functions and strings as leaves. */
function keysOf(value: unknown, path = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, path ? `${path}.${k}` : k));
}

/** The texts modules: each exported { en, ru } record is one set of texts. */
const modules = import.meta.glob<Record<string, unknown>>(
  ["../../src/games/*/view/*texts*.ts", "../../src/ui/**/texts.ts"],
  { eager: true },
);
const isByLang = (v: unknown): v is Record<Lang, unknown> =>
  typeof v === "object" && v !== null && Object.keys(v).sort().join(",") === "en,ru";
const textSets: [string, Record<Lang, unknown>][] = Object.entries(modules).flatMap(
  ([file, exports]) =>
    Object.entries(exports)
      .filter(([, v]) => isByLang(v))
      .map(([name, v]): [string, Record<Lang, unknown>] => [
        `${file.replace("../../", "")} ${name}`,
        v as Record<Lang, unknown>,
      ]),
);

describe("both languages, everywhere", () => {
  it("finds the texts modules of every game and kit", () => {
    const names = textSets.map(([name]) => name).join("\n");
    for (const m of offeredManifests) expect(names).toContain(`src/games/${m.id}/view/`);
    expect(names).toContain("src/ui/kit/cards/texts.ts");
  });

  it("has the same keys in English and Russian in the app's dictionary", () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  for (const [name, set] of textSets) {
    it(`has the same keys in English and Russian: ${name}`, () => {
      expect(keysOf(set.ru).sort()).toEqual(keysOf(set.en).sort());
    });
  }

  it("leaves no English word in a Russian text", () => {
    const found: [string, string][] = [];
    strings(ru, "i18n/ru", found);
    for (const [name, set] of textSets) strings(set.ru, name, found);
    for (const m of offeredManifests) {
      strings(m.ui.name.ru, `${m.id}.name`, found);
      for (const o of m.ui.options) {
        strings(o.label.ru, `${m.id}.option ${o.key}`, found);
        o.values.forEach((v) => strings(v.label.ru, `${m.id}.option ${o.key}=${v.value}`, found));
      }
      for (const s of m.seatings) if (s.label) strings(s.label.ru, `${m.id}.seating`, found);
      if (!m.ui.describeReason) found.push([`${m.id}.describeReason`, "missing"]);
      for (const reason of [
        "single",
        "gammon",
        "backgammon",
        "drop",
        "monochrome",
        "four-colour",
        "board-full",
      ]) {
        const said = m.ui.describeReason?.(reason, "ru");
        if (said !== undefined && said !== reason) strings(said, `${m.id}.reason ${reason}`, found);
      }
      // Every bot level the game offers has a name (the app's botLevel_<level>).
      for (const level of m.ui.botLevels) {
        const key = `botLevel_${level}` as keyof typeof ru;
        if (ru[key] === undefined) found.push([`${m.id}.level`, level]);
      }
    }
    const english = found
      .map(([path, text]) => [path, text, latinWords(text)] as const)
      .filter(([, , words]) => words.length > 0)
      .map(([path, text, words]) => `${path}: ${words.join(" ")} in "${text}"`);
    expect(english).toEqual([]);
  });

  it("catches an English word, not a placeholder", () => {
    expect(latinWords("Бот ({level})")).toEqual([]);
    expect(latinWords("Бот (easy)")).toEqual(["easy"]);
    expect(latinWords("Причина: four colour")).toEqual(["four", "colour"]);
  });
});
