import { describe, expect, it } from "vitest";
import { deriveSeed, seededSource } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import { parseGameFileText } from "../../src/log/gamefile";
import { createGame } from "../../src/ui/model/create-game";
import { Library } from "../../src/ui/model/library";
import { GameSession } from "../../src/ui/model/session";
import { FakeStore, fakePlatform } from "./fakes";

const file = (fields: Record<string, unknown>) =>
  JSON.stringify({
    format: "tabula-game/1",
    game: "smalta",
    options: { fortune: "die" },
    seats: 2,
    seed: null,
    moves: ["first 0", "roll 3", "c4", "roll 3", "c5"],
    ...fields,
  });

describe("importing a game file", () => {
  it("stores a sound file and opens it exactly where the file left it", async () => {
    const store = new FakeStore();
    const platform = fakePlatform(store);
    const library = new Library(platform);
    const imported = await library.importText(file({}));
    expect(imported).not.toBeNull();
    expect(library.importError.value).toBeNull();
    expect(library.games.value.map((g) => g.id)).toEqual([imported!.id]);
    const entries = store.entries.get(imported!.id)!;
    expect(entries.map((e) => e.text)).toEqual(["first 0", "roll 3", "c4", "roll 3", "c5"]);
    expect(entries.map((e) => e.seat)).toEqual(["chance", "chance", 0, "chance", 1]);
    const session = await GameSession.open(platform, imported!.id);
    expect(session.ok).toBe(true);
    if (!session.ok) return;
    expect(session.value.report.value.pending).toBe("roll");
    expect(session.value.report.value.scores).toEqual([1, 0]); // c5 next to c4, same colour
    expect(imported!.lastMove).toBe("c5");
    expect(imported!.entryCount).toBe(5);
    // Now there is a game to lose: the browser is asked to keep saved games.
    expect(platform.keepSavedCalls()).toBe(1);
  });

  const bad: [string, string, string][] = [
    ["not JSON", "{nope", "bad-file"],
    ["a wrong format", file({ format: "other/1" }), "bad-file"],
    ["an unknown game", file({ game: "chess" }), "unknown-game"],
    ["bad options", file({ options: { fortune: "coin" } }), "bad-options"],
    ["a wrong seat count", file({ seats: 3 }), "bad-seats"],
    ["an illegal move", file({ moves: ["first 0", "roll 3", "c4", "roll 2", "c4"] }), "occupied"],
    ["bad notation", file({ moves: ["first 0", "roll 3", "zz"] }), "syntax"],
  ];
  for (const [what, text, code] of bad) {
    it(`refuses ${what} and stores nothing`, async () => {
      const store = new FakeStore();
      const platform = fakePlatform(store);
      const library = new Library(platform);
      expect(await library.importText(text)).toBeNull();
      expect(platform.keepSavedCalls()).toBe(0);
      expect(library.importError.value?.code).toBe(code);
      expect(library.importError.value?.message.length).toBeGreaterThan(0);
      expect(store.games.size).toBe(0);
      expect(store.entries.size).toBe(0);
    });
  }

  it("refuses a roll that does not match the file's seed, naming the move", async () => {
    const seed = deriveSeed(["x"]);
    const start = smalta.setup({ fortune: "die", hand: 4 }, 2);
    if (!start.ok) throw new Error("setup");
    const lotMove = seededSource(seed).draw(smalta, start.value, 0)!;
    const afterLot = smalta.apply(start.value, "chance", lotMove);
    const roll = seededSource(seed).draw(smalta, afterLot, 1)!;
    const forgedRoll = roll.type === "roll" && roll.value === 1 ? "roll 2" : "roll 1";
    const store = new FakeStore();
    const library = new Library(fakePlatform(store));
    const honest = file({ seed, moves: [smalta.formatMove(lotMove), smalta.formatMove(roll)] });
    const forged = file({ seed, moves: [smalta.formatMove(lotMove), forgedRoll] });
    expect(await library.importText(forged)).toBeNull();
    expect(library.importError.value?.code).toBe("random-mismatch");
    expect(library.importError.value?.message).toContain("move 2");
    expect(store.games.size).toBe(0);
    expect(await library.importText(honest)).not.toBeNull();
    expect(store.games.size).toBe(1);
  });
});

describe("who held each seat", () => {
  it("survives export and import: a bot stays a bot, a person keeps a name", async () => {
    const store = new FakeStore();
    const platform = fakePlatform(store);
    const created = await createGame(platform, {
      game: "smalta",
      options: {},
      holders: [
        { kind: "device", name: "Anna" },
        { kind: "bot", level: "strong" },
      ],
    });
    if (!created.ok) throw new Error(created.error.message);
    const library = new Library(platform);
    const text = (await library.exportText(created.value.id))!;
    const parsed = parseGameFileText(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.holders).toEqual([
      { kind: "person", name: "Anna" },
      { kind: "bot", level: "strong" },
    ]);
    const other = new Library(fakePlatform(new FakeStore()));
    const imported = await other.importText(text);
    expect(imported?.holders).toEqual([
      { kind: "device", name: "Anna" },
      { kind: "bot", level: "strong" },
    ]);
  });

  it("makes every seat this device's for a file without holders (older files)", async () => {
    const imported = await new Library(fakePlatform()).importText(file({}));
    expect(imported?.holders).toEqual([{ kind: "device" }, { kind: "device" }]);
  });

  it("keeps one person's hands together, and another device's person becomes ours", async () => {
    const holders = [
      { kind: "person", player: 0 },
      { kind: "person", name: "Boris" },
    ];
    const imported = await new Library(fakePlatform()).importText(file({ holders }));
    expect(imported?.holders).toEqual([
      { kind: "device", player: 0 },
      { kind: "device", name: "Boris" },
    ]);
  });

  const bad: [string, unknown, string][] = [
    ["not one per seat", [{ kind: "person" }], "bad-file"],
    ["an unknown kind", [{ kind: "alien" }, { kind: "person" }], "bad-file"],
    ["a bot without a level", [{ kind: "bot" }, { kind: "person" }], "bad-file"],
    [
      "a name of control characters",
      [{ kind: "person", name: "a\u0007" }, { kind: "person" }],
      "bad-file",
    ],
    ["an empty name", [{ kind: "person", name: " " }, { kind: "person" }], "bad-file"],
    [
      "a level the game has not",
      [{ kind: "bot", level: "godlike" }, { kind: "person" }],
      "unknown-level",
    ],
  ];
  for (const [what, holders, code] of bad) {
    it(`refuses ${what} and stores nothing`, async () => {
      const store = new FakeStore();
      const library = new Library(fakePlatform(store));
      expect(await library.importText(file({ holders }))).toBeNull();
      expect(library.importError.value?.code).toBe(code);
      expect(store.games.size).toBe(0);
    });
  }
});

describe("importing a game twice", () => {
  it("offers the game that is here; a longer log of it is another game", async () => {
    const store = new FakeStore();
    const library = new Library(fakePlatform(store));
    const first = await library.importText(file({}));
    expect(await library.importText(file({}))).toBeNull();
    expect(library.alreadyHere.value?.game.id).toBe(first!.id);
    // Options spelled out (the default hand) are the same options.
    expect(await library.importText(file({ options: { fortune: "die", hand: 4 } }))).toBeNull();
    expect(store.games.size).toBe(1);
    const longer = file({ moves: ["first 0", "roll 3", "c4", "roll 3", "c5", "roll 1"] });
    expect(await library.importText(longer)).not.toBeNull();
    expect(library.alreadyHere.value).toBeNull();
    expect(store.games.size).toBe(2);
  });
});

describe("exporting a game", () => {
  it("writes the game file of the log, which imports back to the same game", async () => {
    const store = new FakeStore();
    const platform = fakePlatform(store);
    const created = await createGame(platform, {
      game: "smalta",
      options: { fortune: "cards", hand: 3 },
      holders: [{ kind: "device" }, { kind: "device" }],
    });
    if (!created.ok) throw new Error(created.error.message);
    const opened = await GameSession.open(platform, created.value.id);
    if (!opened.ok) throw new Error(opened.error.message);
    const session = opened.value;
    await session.advance();
    for (let i = 0; i < 4; i++) await session.play(session.report.value.legal[0]);
    const library = new Library(platform);
    const text = await library.exportText(created.value.id);
    const parsed = parseGameFileText(text!);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.seed).toBe(created.value.seed);
    expect(parsed.value.options).toEqual({ fortune: "cards", hand: 3 });
    expect(parsed.value.moves).toEqual(session.log().map((e) => e.text));
    // It is the very game stored here: importing it offers that game, and stores nothing.
    expect(await library.importText(text!)).toBeNull();
    expect(library.alreadyHere.value?.game.id).toBe(created.value.id);
    expect(store.games.size).toBe(1);
    // A copy all the same, on request.
    const back = await library.importCopy();
    expect(back).not.toBeNull();
    expect(back!.id).not.toBe(created.value.id);
    expect(library.alreadyHere.value).toBeNull();
    const reopened = await GameSession.open(platform, back!.id);
    if (!reopened.ok) throw new Error(reopened.error.message);
    expect(reopened.value.state.value).toEqual(session.state.value);
    expect(await library.exportText("missing")).toBeNull();
  });

  it("deletes a game with its entries", async () => {
    const store = new FakeStore();
    const library = new Library(fakePlatform(store));
    const imported = await library.importText(file({}));
    await library.remove(imported!.id);
    expect(library.games.value).toEqual([]);
    expect(store.entries.has(imported!.id)).toBe(false);
  });

  it("says the list is loaded only once it has been read", async () => {
    const store = new FakeStore();
    await new Library(fakePlatform(store)).importText(file({}));
    const library = new Library(fakePlatform(store));
    expect(library.loaded.value).toBe(false);
    expect(library.games.value).toEqual([]); // not read yet: not "no games"
    await library.refresh();
    expect(library.loaded.value).toBe(true);
    expect(library.games.value.length).toBe(1);
  });
});
