import { describe, expect, it } from "vitest";
import { findOffered } from "../../src/games/manifests";
import {
  defaultChoice,
  loadNewGameMemory,
  loadPlayerNames,
  NEW_GAME_KEY,
  PLAYER_NAMES_KEY,
  rememberedChoice,
  saveNewGameChoice,
  savePlayerNames,
  type NewGameChoice,
} from "../../src/ui/model/new-game-memory";
import { FakeStore } from "./fakes";

const backgammon = findOffered("backgammon")!;
const choice: NewGameChoice = {
  options: { cube: true, match: 5, cards: false, hand: 4 },
  seating: 0,
  choices: ["device", "bot:easy"],
};

describe("the new-game screen's memory", () => {
  it("keeps each game's last choices and the game last started", async () => {
    const store = new FakeStore();
    const empty = await loadNewGameMemory(store);
    expect(empty).toEqual({ last: null, games: {} });
    await saveNewGameChoice(store, empty, "backgammon", choice);
    const again = await loadNewGameMemory(store);
    expect(again.last).toBe("backgammon");
    expect(rememberedChoice(backgammon, again)).toEqual(choice);
    // Another game's memory is its own.
    expect(rememberedChoice(findOffered("smalta")!, again)).toBeNull();
  });

  const stale: [string, unknown][] = [
    [
      "an option value the game no longer offers",
      { ...choice, options: { ...choice.options, match: 9 } },
    ],
    ["a table it has not", { ...choice, seating: 4 }],
    ["a bot level gone", { ...choice, choices: ["device", "bot:godlike"] }],
    ["a choice per seat missing", { ...choice, choices: ["device"] }],
    ["not an object", "smalta"],
  ];
  for (const [what, stored] of stale) {
    it(`forgets a game's memory with ${what} (the defaults apply)`, async () => {
      const store = new FakeStore();
      await store.setSetting(NEW_GAME_KEY, { last: "backgammon", games: { backgammon: stored } });
      expect(rememberedChoice(backgammon, await loadNewGameMemory(store))).toBeNull();
    });
  }

  it("reads an unreadable memory as none", async () => {
    const store = new FakeStore();
    await store.setSetting(NEW_GAME_KEY, 42);
    expect(await loadNewGameMemory(store)).toEqual({ last: null, games: {} });
  });

  it("starts from each option's default, the first table, this device then a bot", () => {
    expect(defaultChoice(backgammon)).toEqual({
      options: { cube: false, match: 0, cards: false, hand: 4 },
      seating: 0,
      choices: ["device", "bot:strong"],
    });
  });
});

describe("the players' names", () => {
  it("are remembered by person, cleaned; a person not asked now keeps their name", async () => {
    const store = new FakeStore();
    expect(await loadPlayerNames(store)).toEqual([]);
    await savePlayerNames(store, [], [" Anna\u0000 ", "Boris"]);
    expect(await loadPlayerNames(store)).toEqual(["Anna", "Boris"]);
    // Person 2 is a bot this time (null): Boris is kept; person 1 cleared their name.
    await savePlayerNames(store, await loadPlayerNames(store), ["", null, "Vera"]);
    expect(await loadPlayerNames(store)).toEqual(["", "Boris", "Vera"]);
  });

  const rows: [string, unknown, string[]][] = [
    ["not a list", { a: 1 }, []],
    ["not text", ["Anna", 5, null], ["Anna", "", ""]],
    ["too many", Array.from({ length: 20 }, () => "x"), Array.from({ length: 8 }, () => "x")],
  ];
  it.each(rows)("an unreadable memory is read as far as it goes: %s", async (_, raw, expected) => {
    const store = new FakeStore();
    await store.setSetting(PLAYER_NAMES_KEY, raw);
    expect(await loadPlayerNames(store)).toEqual(expected);
  });
});
