import { describe, expect, it } from "vitest";
import type { Report } from "../../../src/log/report";
import type { SeatHolder } from "../../../src/store/types";
import {
  announcement,
  statusLine,
  tableSeats,
  tableStatus,
  type TableInput,
} from "../../../src/ui/table/table-model";
import { TABLE_TEXTS } from "../../../src/ui/table/texts";

const en = TABLE_TEXTS.en;
const ru = TABLE_TEXTS.ru;
const names = ["Anna", "Bot (easy)", "Ivan"];
const remote = (device: string): SeatHolder => ({ kind: "remote", device });
const holders: SeatHolder[] = [remote("a"), { kind: "bot", level: "easy" }, remote("b")];

function report(extra: Partial<Report> = {}): Report {
  return {
    status: "playing",
    toMove: [],
    pending: null,
    winners: [],
    scores: [3, 1, 0],
    reason: null,
    legal: [],
    ...extra,
  };
}

function input(extra: Partial<TableInput> = {}): TableInput {
  return { holders, names, report: report(), actor: 0, thinking: null, ...extra };
}

describe("the table screen's status", () => {
  const rows: readonly [string, Partial<TableInput>, string, string][] = [
    ["a seat to move", { actor: 2 }, "Ivan to move", "Ходит Ivan"],
    [
      "a bot of this device thinking",
      { actor: 1, thinking: 1 },
      "Bot (easy) is thinking…",
      "Bot (easy) думает…",
    ],
    ["a random event due", { actor: "chance" }, "Chance is drawing…", "Решает случай…"],
    ["nobody can move", { actor: null }, "", ""],
    [
      "a winner, with the reason in words",
      { actor: null, report: report({ status: "over", winners: [0], reason: "monochrome" }) },
      "Game over. Anna won (one colour).",
      "Игра окончена. Победа: Anna (one colour).",
    ],
    [
      "two winners",
      { actor: null, report: report({ status: "over", winners: [0, 2], reason: null }) },
      "Game over. Anna, Ivan won.",
      "Игра окончена. Победа: Anna, Ivan.",
    ],
    [
      "a draw",
      { actor: null, report: report({ status: "over", winners: [], reason: null }) },
      "Game over. A draw.",
      "Игра окончена. Ничья.",
    ],
  ];
  it.each(rows)("%s", (_name, given, english, russian) => {
    const status = tableStatus(input(given));
    const reason = (r: string) => (r === "monochrome" ? "one colour" : r);
    expect(statusLine(status, names, en, reason)).toBe(english);
    expect(statusLine(status, names, ru, reason)).toBe(russian);
  });
});

describe("the table screen's seats", () => {
  it("names every seat with its score and marks the one to move", () => {
    expect(tableSeats(input({ actor: 2 }))).toEqual([
      {
        seat: 0,
        name: "Anna",
        score: 3,
        toMove: false,
        thinking: false,
        winner: false,
        here: false,
      },
      {
        seat: 1,
        name: "Bot (easy)",
        score: 1,
        toMove: false,
        thinking: false,
        winner: false,
        here: false,
      },
      {
        seat: 2,
        name: "Ivan",
        score: 0,
        toMove: true,
        thinking: false,
        winner: false,
        here: false,
      },
    ]);
  });

  it("marks a thinking bot as to move, nobody during a random event, the winners at the end", () => {
    const thinking = tableSeats(input({ actor: 1, thinking: 1 }));
    expect(thinking.map((s) => [s.toMove, s.thinking])).toEqual([
      [false, false],
      [true, true],
      [false, false],
    ]);
    expect(tableSeats(input({ actor: "chance" })).some((s) => s.toMove)).toBe(false);
    const over = input({ actor: null, report: report({ status: "over", winners: [2] }) });
    expect(tableSeats(over).map((s) => [s.toMove, s.winner])).toEqual([
      [false, false],
      [false, false],
      [false, true],
    ]);
  });

  it("says which seats this device plays itself, and has no score where the report has none", () => {
    const mine: SeatHolder[] = [remote("a"), { kind: "device" }];
    const seats = tableSeats(input({ holders: mine, report: report({ scores: [5] }) }));
    expect(seats.map((s) => [s.here, s.score])).toEqual([
      [false, 5],
      [true, null],
    ]);
  });
});

describe("the table screen's live region", () => {
  const describe_ = (text: string) => `«${text}»`;
  const latest = { index: 7, seat: 0, text: "c4" };

  it("tells the latest move in words and who moves next", () => {
    expect(announcement(latest, tableStatus(input({ actor: 2 })), names, en, describe_)).toBe(
      "Anna: «c4». Ivan to move",
    );
    expect(announcement(latest, tableStatus(input({ actor: 2 })), names, ru, describe_)).toBe(
      "Anna: «c4». Ходит Ivan",
    );
  });

  it("tells only the status before the first move, the move alone when nobody is to move", () => {
    expect(announcement(null, tableStatus(input({ actor: 0 })), names, en, describe_)).toBe(
      "Anna to move",
    );
    expect(announcement(latest, tableStatus(input({ actor: null })), names, en, describe_)).toBe(
      "Anna: «c4».",
    );
  });

  it("tells the result at the end, not the last move", () => {
    const over = tableStatus(
      input({ actor: null, report: report({ status: "over", winners: [1] }) }),
    );
    expect(announcement(latest, over, names, en, describe_)).toBe("Game over. Bot (easy) won.");
  });
});

describe("the table screen's texts", () => {
  it("has every text in both languages, none left empty", () => {
    const keys = (texts: object) => Object.keys(texts).sort();
    expect(keys(ru)).toEqual(keys(en));
    for (const texts of [en, ru]) {
      for (const [key, value] of Object.entries(texts)) {
        const shown =
          typeof value === "function" ? (value as (...a: string[]) => string)("X", "Y") : value;
        expect(JSON.stringify(shown).length, key).toBeGreaterThan(4);
      }
    }
  });

  it("writes Russian in Russian (no English word of its English twin)", () => {
    for (const [key, value] of Object.entries(ru)) {
      if (typeof value !== "string") continue;
      expect(/[A-Za-z]{3,}/.test(value), `${key}: ${value}`).toBe(false);
    }
  });
});
