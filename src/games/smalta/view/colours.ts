import type { Lang } from "../../../ui/kit/game-ui";

/** Colour names by value (1–6, the die face), per language; index 0 is the empty cell. */
export const COLOUR_NAMES: Readonly<Record<Lang, readonly string[]>> = {
  en: ["empty", "red", "orange", "yellow", "green", "blue", "violet"],
  ru: ["пусто", "красный", "оранжевый", "жёлтый", "зелёный", "синий", "фиолетовый"],
};

/** The name of colour `value` (1–6), or the word for an empty cell (0). */
export function colourName(value: number, lang: Lang): string {
  return COLOUR_NAMES[lang][value] ?? String(value);
}

/**
 * CSS custom properties of a colour's fill and of the ink drawn on it (symbols, pips).
 * The values live in board.css, so the light and dark themes can tune them.
 */
export function fillVar(value: number): string {
  return `var(--smalta-c${value})`;
}

export function inkVar(value: number): string {
  return `var(--smalta-ink${value})`;
}
