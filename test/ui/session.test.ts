import { effect } from "@preact/signals";
import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import type { SmaltaState } from "../../src/games/smalta/state";
import { checkChain } from "../../src/log/entry";
import type { SeatHolder } from "../../src/store/types";
import type { BotRunner } from "../../src/ui/model/bot-protocol";
import { createGame } from "../../src/ui/model/create-game";
import { GameSession } from "../../src/ui/model/session";
import { FakeStore, FirstMoveBot, fakePlatform } from "./fakes";

const me: SeatHolder = { kind: "device" };

async function newSession(
  options: Record<string, unknown>,
  holders: SeatHolder[] = [me, me],
  store = new FakeStore(),
  bots: BotRunner = new FirstMoveBot(),
) {
  const platform = fakePlatform(store, bots);
  const created = await createGame(platform, { game: "smalta", options, holders });
  if (!created.ok) throw new Error(created.error.message);
  const opened = await GameSession.open(platform, created.value.id);
  if (!opened.ok) throw new Error(opened.error.message);
  return { platform, store, bots, session: opened.value, id: created.value.id };
}

const cellsOf = (s: GameSession) => (s.state.value as SmaltaState).cells;
const firstLegal = (s: GameSession) => s.report.value.legal[0];

describe("creating a game", () => {
  it("stores a seeded game with normalised options and no entries", async () => {
    const { store, id, platform } = await newSession({ fortune: "die" });
    // A new game is something to lose: the browser is asked to keep saved games.
    expect(platform.keepSavedCalls()).toBe(1);
    const stored = store.games.get(id)!;
    expect(stored.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.options).toEqual({ fortune: "die", hand: 4 });
    expect(stored.status).toBe("playing");
    expect(store.entries.get(id)).toEqual([]);
  });

  it("refuses bad options and stores nothing", async () => {
    const store = new FakeStore();
    const platform = fakePlatform(store);
    const created = await createGame(platform, {
      game: "smalta",
      options: { fortune: "coin" },
      holders: [me, me],
    });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.code).toBe("bad-options");
    expect(store.games.size).toBe(0);
    expect(platform.keepSavedCalls()).toBe(0);
  });

  it("refuses a wrong number of seats and an unknown game", async () => {
    const platform = fakePlatform();
    const three = await createGame(platform, {
      game: "smalta",
      options: {},
      holders: [me, me, me],
    });
    expect(three.ok ? "" : three.error.code).toBe("bad-seats");
    const chess = await createGame(platform, { game: "chess", options: {}, holders: [me, me] });
    expect(chess.ok ? "" : chess.error.code).toBe("unknown-game");
  });
});

describe("the game session", () => {
  it("draws the lot and the first roll automatically, from the game's seed", async () => {
    const { session, store, id } = await newSession({ fortune: "die" });
    await session.advance();
    const texts = store.entries.get(id)!.map((e) => e.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^first [01]$/);
    expect(texts[1]).toMatch(/^roll [1-6]$/);
    expect(store.entries.get(id)!.map((e) => e.seat)).toEqual(["chance", "chance"]);
    expect(typeof session.actor()).toBe("number");
    expect(session.report.value.legal).toHaveLength(36);
  });

  it("writes a move to the store before the shown state changes", async () => {
    const { session, store, id } = await newSession({ fortune: "die" });
    await session.advance();
    const before = session.state.value;
    // Every time the shown state changes, the store already holds the entries shown.
    const seenCounts: [number, number][] = [];
    const stop = effect(() => {
      void session.state.value;
      seenCounts.push([session.log().length, store.entries.get(id)!.length]);
    });
    let release!: () => void;
    store.beforeAppend = () => {
      store.beforeAppend = null;
      return new Promise<void>((resolve) => (release = resolve));
    };
    const played = session.play(firstLegal(session));
    await new Promise((r) => setTimeout(r, 10));
    // The write has not committed yet: nothing is shown.
    expect(session.state.value).toBe(before);
    expect(store.entries.get(id)).toHaveLength(2);
    release();
    expect(await played).toBeNull();
    stop();
    expect(session.state.value).not.toBe(before);
    expect(seenCounts.length).toBeGreaterThan(1);
    for (const [shown, stored] of seenCounts) expect(stored).toBe(shown);
  });

  it("refuses an illegal move, changes nothing and shows the error", async () => {
    const { session, store, id } = await newSession({ fortune: "die" });
    await session.advance();
    await session.play(firstLegal(session));
    const cell = store.entries.get(id)![2].text;
    const state = session.state.value;
    const count = store.entries.get(id)!.length;
    const occupied = await session.play(cell);
    expect(occupied?.code).toBe("occupied");
    expect(session.error.value?.code).toBe("occupied");
    const garbage = await session.play("z9");
    expect(garbage?.code).toBe("syntax");
    expect(session.state.value).toBe(state);
    expect(store.entries.get(id)).toHaveLength(count);
    // A good move clears the error.
    expect(await session.play(firstLegal(session))).toBeNull();
    expect(session.error.value).toBeNull();
  });

  it("keeps the state unchanged when the store fails", async () => {
    const { session, store, id } = await newSession({ fortune: "die" });
    await session.advance();
    const state = session.state.value;
    store.failWrites = "quota exceeded";
    const error = await session.play(firstLegal(session));
    expect(error?.code).toBe("store-failed");
    expect(error?.message).toContain("quota exceeded");
    expect(session.state.value).toBe(state);
    expect(session.log()).toHaveLength(2);
    expect(store.entries.get(id)).toHaveLength(2);
  });

  it("reopens a game exactly where it was, with a sound hash chain", async () => {
    const { session, store, platform, id } = await newSession({ fortune: "die" });
    await session.advance();
    for (let i = 0; i < 5; i++) await session.play(firstLegal(session));
    const entries = store.entries.get(id)!;
    expect(entries).toHaveLength(2 + 5 * 2);
    expect(checkChain(entries)).toBeNull();
    expect(entries.every((e) => e.author === "device-test")).toBe(true);
    const reopened = await GameSession.open(platform, id);
    expect(reopened.ok).toBe(true);
    if (!reopened.ok) return;
    expect(reopened.value.state.value).toEqual(session.state.value);
    expect(reopened.value.record.value).toEqual(session.record.value);
    expect(reopened.value.report.value).toEqual(session.report.value);
  });

  it("opens a game whose stored log was tampered with up to its last good entry, saying so", async () => {
    const { session, store, platform, id } = await newSession({ fortune: "die" });
    await session.advance();
    await session.play(firstLegal(session));
    const entries = store.entries.get(id)!;
    // A forged roll: the entry's own hash no longer matches its contents.
    entries[1] = { ...entries[1], text: entries[1].text === "roll 1" ? "roll 2" : "roll 1" };
    const reopened = await GameSession.open(platform, id);
    if (!reopened.ok) throw new Error(reopened.error.message);
    // The forged roll is left out, and what was built on it with it.
    expect(reopened.value.log()).toEqual(entries.slice(0, 1));
    expect(reopened.value.damage()).toMatchObject({
      kept: 1,
      leftOut: entries.length - 1,
      reason: expect.stringMatching(/entry 1/),
    });
    expect(session.damage()).toBeNull();
    const missing = await GameSession.open(platform, "nope");
    expect(missing.ok ? "" : missing.error.code).toBe("not-found");
  });

  it("plays a whole game to its end and records the outcome in the summary", async () => {
    const { session, store, id } = await newSession({ fortune: "die" });
    await session.advance();
    for (let i = 0; i < 40 && session.actor() !== null; i++) {
      expect(await session.play(firstLegal(session))).toBeNull();
    }
    expect(session.actor()).toBeNull();
    const stored = store.games.get(id)!;
    const outcome = smalta.result(session.state.value as SmaltaState)!;
    expect(stored.status).toBe("over");
    expect(stored.winners).toEqual(outcome.winners);
    expect(stored.entryCount).toBe(store.entries.get(id)!.length);
    expect(stored.lastMove).toBe(store.entries.get(id)!.at(-1)!.text);
    expect((await session.play("a1"))?.code).toBe("game-over");
  });

  it("lets the player enter the table die, then paint", async () => {
    const { session, store, id } = await newSession({ fortune: "table" });
    await session.advance();
    // Only the lot is drawn by the app; the roll is the player's to enter.
    expect(store.entries.get(id)!.map((e) => e.text)).toHaveLength(1);
    expect(session.report.value.legal).toContain("roll 4");
    expect(await session.play("roll 4")).toBeNull();
    expect((session.state.value as SmaltaState).roll).toBe(4);
    expect(store.entries.get(id)![1]).toMatchObject({ text: "roll 4", kind: "move" });
    expect(await session.play("roll 5")).not.toBeNull();
  });

  it("lets a bot move for its seat, logged like anyone's, seeing only its view", async () => {
    const bots = new FirstMoveBot();
    const holders: SeatHolder[] = [me, { kind: "bot", level: "normal" }];
    const { session, store, id } = await newSession(
      { fortune: "cards", hand: 4 },
      holders,
      undefined,
      bots,
    );
    await session.advance();
    for (let i = 0; i < 6 && session.actor() !== null; i++) {
      expect(session.actor()).toBe(0);
      await session.play(firstLegal(session));
    }
    expect(bots.requests.length).toBeGreaterThan(0);
    for (const request of bots.requests) {
      expect(request.seat).toBe(1);
      expect(request.level).toBe("normal");
      const view = request.view as SmaltaState;
      expect(view.hands[0].every((c) => c === null)).toBe(true);
      expect(view.stock.every((c) => c === null)).toBe(true);
    }
    const botEntries = store.entries.get(id)!.filter((e) => e.seat === 1);
    expect(botEntries.length).toBe(bots.requests.length);
    expect(botEntries.every((e) => e.kind === "move" && e.author === "device-test")).toBe(true);
  });

  it("refuses a human move for a bot's seat and shows a bot's failure", async () => {
    const failing: BotRunner = {
      choose: async () => ({ ok: false, code: "bot-broken", message: "no idea" }),
    };
    const holders: SeatHolder[] = [
      { kind: "bot", level: "easy" },
      { kind: "bot", level: "easy" },
    ];
    const { session } = await newSession({ fortune: "die" }, holders, undefined, failing);
    await session.advance();
    expect(session.error.value?.code).toBe("bot-broken");
    const human = await session.play(firstLegal(session));
    expect(human?.code).toBe("not-your-seat");
    expect(cellsOf(session).every((c) => c === 0)).toBe(true);
  });
});
