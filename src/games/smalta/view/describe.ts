import type { Lang } from "../../../ui/kit/game-ui";
import { makeCell } from "../board";
import { parseMove } from "../notation";
import { colourName } from "./colours";

/**
 * A one-line human summary of a Smalta log entry ("rolled 3 (yellow)", "blue card on c4")
 * for the Continue list. Text that is not Smalta notation is returned as it is.
 */
export function describeSmaltaMove(text: string, lang: Lang): string {
  // A deal as the app shows it (publicText: its hidden cards written "?") is no log
  // notation; it reads like any deal.
  if (/^deal [0-9?]/.test(text))
    return lang === "ru" ? "колода перетасована" : "the deck was shuffled";
  const parsed = parseMove(text);
  if (!parsed.ok) return text;
  const move = parsed.value;
  const ru = lang === "ru";
  switch (move.type) {
    case "first":
      return ru ? `первым ходит игрок ${move.seat + 1}` : `player ${move.seat + 1} goes first`;
    case "roll": {
      const colour = colourName(move.value, lang);
      return ru ? `выпало ${move.value} (${colour})` : `rolled ${move.value} (${colour})`;
    }
    case "deal":
      return ru ? "колода перетасована" : "the deck was shuffled";
    case "paint":
      return ru ? `закрашена ${makeCell(move.cell)}` : `painted ${makeCell(move.cell)}`;
    case "card": {
      const colour = colourName(move.value, lang);
      const cell = makeCell(move.cell);
      return ru
        ? `карта ${move.value} (${colour}) на ${cell}`
        : `card ${move.value} (${colour}) on ${cell}`;
    }
  }
}

const REASONS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    monochrome: "monochrome 2 × 2 square",
    "four-colour": "four-colour 2 × 2 square",
    "board-full": "full board: the points decide",
  },
  ru: {
    monochrome: "монохромный квадрат 2 × 2",
    "four-colour": "четырёхцветный квадрат 2 × 2",
    "board-full": "поле заполнено: решают очки",
  },
};

/** How a Smalta game ended, in words (the result panel, the announcement). */
export function describeSmaltaReason(reason: string, lang: Lang): string {
  return REASONS[lang][reason] ?? reason;
}
