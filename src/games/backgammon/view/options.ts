import type { OptionChoice } from "../../../ui/kit/game-ui";

const yesNo = (en: [string, string], ru: [string, string]) => [
  { value: false, label: { en: en[0], ru: ru[0] } },
  { value: true, label: { en: en[1], ru: ru[1] } },
];

/**
 * The new-game options of backgammon; keys and values are those of
 * backgammon's parseOptions (options.ts). A single game is `match: 0` there.
 */
export const BACKGAMMON_OPTIONS: readonly OptionChoice[] = [
  {
    key: "cube",
    label: { en: "Doubling cube", ru: "Куб удвоения" },
    values: yesNo(["Off", "On"], ["Нет", "Да"]),
    default: false,
  },
  {
    key: "match",
    label: { en: "Match length", ru: "Длина матча" },
    values: [
      { value: 0, label: { en: "Single game", ru: "Одна партия" } },
      { value: 3, label: { en: "3 points", ru: "До 3 очков" } },
      { value: 5, label: { en: "5 points", ru: "До 5 очков" } },
      { value: 7, label: { en: "7 points", ru: "До 7 очков" } },
    ],
    default: 0,
  },
  {
    key: "cards",
    label: { en: "Dice or cards", ru: "Кубики или карты" },
    values: yesNo(["Dice", "Cards instead of dice"], ["Кубики", "Карты вместо кубиков"]),
    default: false,
  },
  {
    key: "hand",
    label: { en: "Cards in hand (cards only)", ru: "Карт в руке (только с картами)" },
    values: [3, 4, 5].map((n) => ({ value: n, label: { en: String(n), ru: String(n) } })),
    default: 4,
  },
];

/** The bot levels of bot.ts (BOT_LEVELS), named here so the app's first load skips the bots. */
export const BACKGAMMON_BOT_LEVELS: readonly string[] = [
  "easy",
  "normal",
  "strong",
  "expert",
  "pubeval",
];
