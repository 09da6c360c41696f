import { describe, expect, it } from "vitest";
import { loadRules } from "../../src/games/manifests";
import type { AnyGame } from "../../src/engine/game";
import { makeEntry, type Entry } from "../../src/log/entry";
import { SEED_AUTHOR } from "../../src/log/header";
import { mergeEntries, mergeSetup } from "../../src/log/merge";
import { checkSignature, nobleSigner, signEntry } from "../../src/log/signature";
import { Replica } from "../../src/net/replica";
import { headerOf } from "../../src/net/table/open-table";
import type { StoredGame } from "../../src/store/types";
import { createGame } from "../../src/ui/model/create-game";
import { exportGameFile } from "../../src/ui/model/game-file";
import { importGameFile } from "../../src/ui/model/import-file";
import { StoreGameLog } from "../../src/ui/model/store-log";
import { testKey } from "../net/table";
import { fakePlatform, FakeStore, FirstMoveBot } from "./fakes";

// Issue 9: "every new game is signed" — a game of this device only too, from its first
// entry, so that it can later be shared or shown on a table screen and every entry of
// it checked there; the games of this device stored before stay unsigned and playable.

const key = testKey("signed-local");
const signer = nobleSigner(key);

async function rules(id: string): Promise<AnyGame> {
  const loaded = await loadRules(id);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

/** A device with a key: a new game of Smalta, two seats here, opened as its log. */
async function newSignedGame(store = new FakeStore()) {
  const platform = { ...fakePlatform(store, new FirstMoveBot(), key.id), key: signer };
  const created = await createGame(platform, {
    game: "smalta",
    options: { fortune: "die", hand: 4 },
    holders: [{ kind: "device" }, { kind: "device" }],
  });
  if (!created.ok) throw new Error(created.error.message);
  const game = await rules("smalta");
  const opened = StoreGameLog.open(platform, game, (await store.loadGame(created.value.id))!);
  if (!opened.ok) throw new Error(opened.error.message);
  return { platform, store, game, log: opened.value, record: created.value };
}

/** Plays `moves` turns (the first legal move of the seat due; the seeded rolls follow by themselves). */
async function play(log: StoreGameLog, moves: number): Promise<void> {
  const { game } = log;
  for (let i = 0; i < moves; i++) {
    const state = log.state();
    const seat = game.toMove(state)[0];
    if (seat === undefined) return;
    const move = game.legalMoves(state, seat)[0];
    expect(await log.append(seat, game.formatMove(move), log.head())).toBeNull();
  }
}

/** The first seeded outcome (the lot), written as the engine draws it. */
async function startWithTheLot(log: StoreGameLog): Promise<void> {
  const { randomSourceFor } = await import("../../src/log/replay");
  const drawn = randomSourceFor(log.record().seed).draw(log.game, log.state(), 0)!;
  expect(await log.append("chance", log.game.formatMove(drawn), null)).toBeNull();
}

describe("a game of this device only is signed", () => {
  it("is signed from its first entry, and every entry of it verifies", async () => {
    const { store, log, record } = await newSignedGame();
    expect(record.signed).toBe(true);
    expect(store.games.get(record.id)?.signed).toBe(true);
    await startWithTheLot(log);
    await play(log, 6);
    const stored = store.entries.get(record.id)!;
    expect(stored.length).toBeGreaterThan(8);
    expect(stored).toEqual(log.entries());
    const moves = stored.filter((e) => e.kind === "move");
    expect(moves.length).toBe(6);
    for (const entry of stored) {
      if (entry.kind === "random") {
        // Outcomes of the seed are the seed's, as in a paired game: checked against it.
        expect(entry.author).toBe(SEED_AUTHOR);
        expect(entry).not.toHaveProperty("sig");
      } else {
        expect(entry.author).toBe(key.id);
        expect(checkSignature(entry)).toBeNull();
      }
    }
    // Opened again from the store (signatures and all), it is the same game.
    const reopened = StoreGameLog.open(
      { ...fakePlatform(store, new FirstMoveBot(), key.id), key: signer },
      log.game,
      (await store.loadGame(record.id))!,
    );
    expect(reopened.ok && reopened.value.head()).toBe(log.head());
    // The merge a table screen or a paired device runs over this game's header takes all of it.
    const game = await rules("smalta");
    const header = headerOf(game, store.games.get(record.id)!, key.id);
    expect(header.signed).toBe(true);
    const setup = mergeSetup(game, header);
    if (!setup.ok) throw new Error(setup.error.message);
    const merged = mergeEntries(setup.value, stored);
    expect(merged.rejected).toEqual([]);
    expect(merged.accepted.map((e) => e.hash)).toEqual(stored.map((e) => e.hash));
  });

  it("refuses an entry with a bad signature brought into the game, and changes nothing", async () => {
    const { store, log, record, game } = await newSignedGame();
    await startWithTheLot(log);
    await play(log, 3);
    const header = headerOf(game, store.games.get(record.id)!, key.id);
    const setup = mergeSetup(game, header);
    if (!setup.ok) throw new Error(setup.error.message);
    const persisted: Entry[][] = [];
    const replica = new Replica({
      setup: setup.value,
      persist: async (entries) => void persisted.push([...entries]),
    });
    // The game as stored: every entry verifies, so all of it is taken.
    const loaded = await replica.load(store.entries.get(record.id)!);
    expect(loaded.error).toBeNull();
    expect(loaded.added.length).toBe(log.entries().length);
    const before = replica.all();
    const merged = replica.merged;
    // The next legal move, in this device's name, three ways wrong.
    const seat = game.toMove(log.state())[0];
    const body = {
      game: record.id,
      prev: log.head(),
      author: key.id,
      seat,
      kind: "move" as const,
      text: game.formatMove(game.legalMoves(log.state(), seat)[0]),
    };
    const entry = makeEntry(body);
    const byAnother = signEntry(entry, testKey("someone else"));
    const garbled = { ...signEntry(entry, key), sig: "0".repeat(128) };
    const cases: readonly [string, Entry, string][] = [
      ["signed by another key", byAnother, "bad-signature"],
      ["a signature of nothing", garbled, "bad-signature"],
      ["no signature", entry, "unsigned"],
    ];
    for (const [name, bad, code] of cases) {
      const receipt = await replica.receive([bad], "peer");
      expect(receipt.error?.code, name).toBe(code);
      expect(receipt.added, name).toEqual([]);
    }
    expect(persisted).toEqual([]);
    expect(replica.all()).toEqual(before);
    expect(replica.merged).toBe(merged);
    expect(replica.has(entry.hash)).toBe(false);
    // The real one, signed by this device's key, is taken.
    const good = await replica.receive([signEntry(entry, key)], "peer");
    expect(good.error).toBeNull();
    expect(good.added.map((e) => e.hash)).toEqual([entry.hash]);
  });

  it("stores an imported game file signed too, and every entry of it verifies", async () => {
    const { store, log, record, game } = await newSignedGame();
    await startWithTheLot(log);
    await play(log, 5);
    const text = exportGameFile(store.games.get(record.id)!, log.entries(), key.id);
    const elsewhere = new FakeStore();
    const platform = { ...fakePlatform(elsewhere, new FirstMoveBot(), key.id), key: signer };
    const imported = await importGameFile(platform, text);
    if (!imported.ok) throw new Error(imported.error.message);
    const copy = imported.value.game;
    expect(copy.signed).toBe(true);
    const entries = elsewhere.entries.get(copy.id)!;
    expect(entries.map((e) => e.text)).toEqual(log.entries().map((e) => e.text));
    const setup = mergeSetup(game, headerOf(game, copy, key.id));
    if (!setup.ok) throw new Error(setup.error.message);
    const merged = mergeEntries(setup.value, entries);
    expect(merged.rejected).toEqual([]);
    expect(merged.accepted.length).toBe(entries.length);
    // Without a key (tests, the command line) a file is imported unsigned, as before.
    const keyless = await importGameFile(fakePlatform(new FakeStore()), text);
    expect(keyless.ok && keyless.value.game.signed).toBe(undefined);
  });

  it("keeps a game of before unsigned and playable (its entries in the old id's name)", async () => {
    const store = new FakeStore();
    const old: StoredGame = {
      id: "old",
      game: "smalta",
      options: { fortune: "die", hand: 4 },
      seats: 2,
      seed: "5eed",
      holders: [{ kind: "device" }, { kind: "device" }],
      created: 1,
      updated: 1,
      status: "playing",
      lastMove: null,
      entryCount: 0,
      winners: [],
    };
    await store.createGame(old, []);
    const game = await rules("smalta");
    const platform = { ...fakePlatform(store, new FirstMoveBot(), key.id), key: signer };
    const opened = StoreGameLog.open(platform, game, (await store.loadGame("old"))!);
    if (!opened.ok) throw new Error(opened.error.message);
    const log = opened.value;
    await startWithTheLot(log);
    await play(log, 3);
    const stored = store.entries.get("old")!;
    expect(stored.length).toBeGreaterThan(4);
    expect(stored.every((e) => !("sig" in e))).toBe(true);
    expect(store.games.get("old")?.signed).toBeUndefined();
  });

  it("refuses a move of a signed game on a device that has no key, and writes nothing", async () => {
    const { store, record } = await newSignedGame();
    const game = await rules("smalta");
    const keyless = fakePlatform(store, new FirstMoveBot(), key.id);
    const opened = StoreGameLog.open(keyless, game, (await store.loadGame(record.id))!);
    if (!opened.ok) throw new Error(opened.error.message);
    const { randomSourceFor } = await import("../../src/log/replay");
    const log = opened.value;
    const drawn = randomSourceFor(record.seed).draw(game, log.state(), 0)!;
    // The lot is the seed's (no signature), so it goes in; a seat's move needs the key.
    expect(await log.append("chance", game.formatMove(drawn), null)).toBeNull();
    const count = store.entries.get(record.id)!.length;
    const seat = game.toMove(log.state())[0];
    const move = game.formatMove(game.legalMoves(log.state(), seat)[0]);
    expect(await log.append(seat, move, log.head())).toMatchObject({ code: "no-key" });
    expect(store.entries.get(record.id)!.length).toBe(count);
  });
});
