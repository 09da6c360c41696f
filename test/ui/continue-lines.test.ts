import { describe, expect, it } from "vitest";
import type { SeatHolder, StoredGame } from "../../src/store/types";
import type { Translate } from "../../src/ui/app-context";
import { translate } from "../../src/ui/i18n/i18n";
import { continueOrder, scoreLine, standingLine } from "../../src/ui/screens/continue-lines";

const en: Translate = (key, params) => translate("en", key, params);
const ru: Translate = (key, params) => translate("ru", key, params);

function stored(change: Partial<StoredGame>): StoredGame {
  return {
    id: "g",
    game: "smalta",
    options: {},
    seats: 2,
    seed: null,
    holders: [{ kind: "device" }, { kind: "bot", level: "normal" }],
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
    ...change,
  };
}

const device: SeatHolder = { kind: "device" };
const anna: SeatHolder = { kind: "remote", device: "phone-anna", name: "Anna" };

describe("the Continue list's standing line", () => {
  const rows: readonly [string, Partial<StoredGame>, readonly string[], string, string][] = [
    ["your turn", { toMove: [0] }, ["You", "Bot"], "Your turn", "Ваш ход"],
    [
      "a bot's turn",
      { toMove: [1] },
      ["You", "Bot (normal)"],
      "Bot (normal) thinking",
      "Bot (normal) думает",
    ],
    [
      "another device's turn",
      { toMove: [1], holders: [device, anna] },
      ["You", "Anna"],
      "Anna's turn",
      "Ходит Anna",
    ],
    [
      "pass and play: the person's name",
      { toMove: [1], holders: [device, device] },
      ["Player 1", "Player 2"],
      "Player 2's turn",
      "Ходит Player 2",
    ],
    ["a random event due", { toMove: [] }, ["You", "Bot"], "playing", "идёт"],
    ["an older record", {}, ["You", "Bot"], "playing", "идёт"],
    [
      "won, with the score",
      { status: "over", winners: [0], scores: [3, 1] },
      ["You", "Bot"],
      "You won · 3–1",
      "Победа: You · 3–1",
    ],
    [
      "a draw",
      { status: "over", winners: [], scores: [2, 2] },
      ["You", "Bot"],
      "Draw · 2–2",
      "Ничья · 2–2",
    ],
    [
      "won, older record",
      { status: "over", winners: [1] },
      ["You", "Bot"],
      "Bot won",
      "Победа: Bot",
    ],
    // An imported fair game (docs/game-file.md): read only, so never "Your turn" or "thinking".
    [
      "imported fair game, a person's seat to move (stored as this device's)",
      { toMove: [0], importedFair: { id: "paired" } },
      ["Anna", "Bot"],
      "Imported fair game, read only · Anna's turn",
      "Честная игра из файла, только просмотр · Ходит Anna",
    ],
    [
      "imported fair game, a bot's seat to move",
      { toMove: [1], importedFair: { id: "paired" } },
      ["You", "Bot (normal)"],
      "Imported fair game, read only · Bot (normal)'s turn",
      "Честная игра из файла, только просмотр · Ходит Bot (normal)",
    ],
    [
      "imported fair game, over",
      { status: "over", winners: [1], scores: [1, 3], importedFair: { id: "paired" } },
      ["Player 1", "Player 2"],
      "Imported fair game, read only · Player 2 won · 1–3",
      "Честная игра из файла, только просмотр · Победа: Player 2 · 1–3",
    ],
  ];
  for (const [name, change, names, english, russian] of rows) {
    it(name, () => {
      expect(standingLine(stored(change), names, en)).toBe(english);
      expect(standingLine(stored(change), names, ru)).toBe(russian);
    });
  }

  it("names each seat's score at a table of more than two", () => {
    expect(scoreLine([3, 0, 5], ["You", "Anna", "Bot"])).toBe("You 3 · Anna 0 · Bot 5");
  });
});

describe("the Continue list's order", () => {
  it("puts finished games below running ones, newest first within each", () => {
    const games = [
      stored({ id: "over-new", status: "over", updated: 9 }),
      stored({ id: "run-new", updated: 8 }),
      stored({ id: "over-old", status: "over", updated: 5 }),
      stored({ id: "run-old", updated: 2 }),
    ];
    expect(continueOrder(games).map((g) => g.id)).toEqual([
      "run-new",
      "run-old",
      "over-new",
      "over-old",
    ]);
  });
});
