import type { OptionChoice } from "../../../ui/kit/game-ui";

/** The new-game options of Smalta; keys and values are those of smalta.parseOptions. */
export const SMALTA_OPTIONS: readonly OptionChoice[] = [
  {
    key: "fortune",
    label: { en: "Colour from", ru: "Цвет даёт" },
    values: [
      { value: "die", label: { en: "Die (app rolls)", ru: "Кубик (бросает приложение)" } },
      { value: "cards", label: { en: "Cards instead of the die", ru: "Карты вместо кубика" } },
      {
        value: "table",
        label: { en: "Table die (enter your roll)", ru: "Настоящий кубик (ввод вручную)" },
        // Another device cannot see a die thrown at a table: each player enters their own
        // roll, so over the network a player could choose it (docs/threat-model.md).
        unchecked: {
          en: "Dice not checked: each player enters their own roll, and no other device can see it.",
          ru: "Кубик не проверяется: каждый вводит свой бросок, и другие устройства его не видят.",
        },
      },
    ],
    default: "die",
  },
  {
    key: "hand",
    label: { en: "Cards in hand (cards only)", ru: "Карт в руке (только с картами)" },
    values: [
      { value: 3, label: { en: "3", ru: "3" } },
      { value: 4, label: { en: "4", ru: "4" } },
    ],
    default: 4,
  },
];
