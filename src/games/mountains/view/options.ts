import type { OptionChoice } from "../../../ui/kit/game-ui";

/**
 * The new-game pickers. The width is a preset (8, 9 or 10); the rules give the height
 * that goes with it and the deck (about 1.5 × the deck in cells: options.ts).
 */
export const MOUNTAINS_OPTIONS: readonly OptionChoice[] = [
  {
    key: "deck",
    label: { en: "Deck", ru: "Колода" },
    values: [
      { value: 36, label: { en: "36 cards (6 to ace)", ru: "36 карт (от шестёрки)" } },
      { value: 52, label: { en: "52 cards (2 to ace)", ru: "52 карты (от двойки)" } },
    ],
    default: 36,
  },
  {
    key: "width",
    label: { en: "Table", ru: "Стол" },
    values: [
      {
        value: 8,
        label: { en: "8 wide (× 7; × 10 with 52)", ru: "8 в ширину (× 7; × 10 при 52)" },
      },
      { value: 9, label: { en: "9 wide (× 6; × 9 with 52)", ru: "9 в ширину (× 6; × 9 при 52)" } },
      {
        value: 10,
        label: { en: "10 wide (× 5; × 8 with 52)", ru: "10 в ширину (× 5; × 8 при 52)" },
      },
    ],
    default: 9,
  },
  {
    key: "points",
    label: { en: "Card points", ru: "Очки карт" },
    values: [
      {
        value: "rank",
        label: {
          en: "by rank (J 11, Q 12, K 13, A 14)",
          ru: "по старшинству (В 11, Д 12, К 13, Т 14)",
        },
      },
      {
        value: "classic",
        label: { en: "classic (J 2, Q 3, K 4, A 11)", ru: "классические (В 2, Д 3, К 4, Т 11)" },
      },
    ],
    default: "rank",
  },
];
