import type { OptionChoice } from "../../../ui/kit/game-ui";

/** Every option of the rules (rules/spite-malice.md, "Options"), as the new-game screen offers it. */
export const SPITE_OPTIONS: readonly OptionChoice[] = [
  {
    key: "goal",
    label: { en: "Goal pile", ru: "Стопка цели" },
    values: [
      { value: 13, label: { en: "13 cards (short)", ru: "13 карт (короткая)" } },
      { value: 20, label: { en: "20 cards", ru: "20 карт" } },
      { value: 26, label: { en: "26 cards (long)", ru: "26 карт (длинная)" } },
    ],
    default: 20,
  },
  {
    key: "piles",
    label: { en: "Centre piles", ru: "Стопки в центре" },
    values: [
      { value: 4, label: { en: "up to four", ru: "до четырёх" } },
      { value: 0, label: { en: "unlimited", ru: "без ограничения" } },
    ],
    default: 4,
  },
  {
    key: "wild",
    label: { en: "Wild cards", ru: "Универсальные карты" },
    values: [
      { value: "kings", label: { en: "kings (build to Q)", ru: "короли (до дамы)" } },
      { value: "jokers", label: { en: "jokers (build to K)", ru: "джокеры (до короля)" } },
    ],
    default: "kings",
  },
  {
    key: "acesAndTwos",
    label: { en: "Aces and twos", ru: "Тузы и двойки" },
    values: [
      { value: false, label: { en: "played at will", ru: "по желанию" } },
      { value: true, label: { en: "must be played first", ru: "обязательно первыми" } },
    ],
    default: false,
  },
  {
    key: "match",
    label: { en: "Match", ru: "Матч" },
    values: [
      { value: 0, label: { en: "a single hand", ru: "одна партия" } },
      { value: 25, label: { en: "to 25 points", ru: "до 25 очков" } },
      { value: 50, label: { en: "to 50 points", ru: "до 50 очков" } },
      { value: 100, label: { en: "to 100 points", ru: "до 100 очков" } },
    ],
    default: 0,
  },
];
