import type { Lang } from "../kit/game-ui";
import { en, type MessageKey, type Messages } from "./en";
import { ru } from "./ru";

export type { MessageKey, Messages };

export const LANGS: readonly Lang[] = ["en", "ru"];

const dictionaries: Readonly<Record<Lang, Messages>> = { en, ru };

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "ru";
}

/** The first of the browser's preferred languages that we speak; English otherwise. */
export function detectLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLang(base)) return base;
  }
  return "en";
}

/** A message in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return dictionaries[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
