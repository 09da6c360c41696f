import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { deriveSeed } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import { randomSourceFor } from "../../src/log/replay";
import type { StoredGame } from "../../src/store/types";
import { StoreGameLog } from "../../src/ui/model/store-log";
import { FakeStore } from "./fakes";

/** Smalta, counting how often the rules check a move (once per entry is the goal). */
function countingSmalta(): { game: AnyGame; checks: () => number } {
  let checks = 0;
  const game = {
    ...(smalta as unknown as AnyGame),
    check: (state: unknown, actor: never, move: unknown) => {
      checks++;
      return (smalta as unknown as AnyGame).check(state, actor, move);
    },
  } as AnyGame;
  return { game, checks: () => checks };
}

function record(seed: string | null): StoredGame {
  return {
    id: "g1",
    game: "smalta",
    options: { fortune: "die", hand: 4 },
    seats: 2,
    seed,
    holders: [{ kind: "device" }, { kind: "device" }],
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
  };
}

/** A store that counts its appends. */
class CountingStore extends FakeStore {
  appends: number[] = [];
  override async appendEntries(...args: Parameters<FakeStore["appendEntries"]>): Promise<void> {
    this.appends.push(args[1].length);
    return super.appendEntries(...args);
  }
}

async function openLog(seed: string | null = deriveSeed(["store-log"])) {
  const store = new CountingStore();
  await store.createGame(record(seed), []);
  const { game, checks } = countingSmalta();
  let clock = 10;
  const context = { store, device: "dev-a", now: () => ++clock };
  const opened = StoreGameLog.open(context, game, (await store.loadGame("g1"))!);
  if (!opened.ok) throw new Error(opened.error.message);
  return { store, log: opened.value, checks };
}

/** The seeded game's first outcome (the lot). */
const seededFirst = (log: StoreGameLog): string =>
  log.game.formatMove(randomSourceFor(log.record().seed).draw(log.game, log.state(), 0)!);

/** Some fair outcome of an unseeded game (outcomes are taken as written). */
const draw = (log: StoreGameLog): string => {
  const drawn = log.game.sampleRandom(log.state(), { int: () => 0 } as never);
  return log.game.formatMove(drawn);
};

describe("the log of a game of this device only", () => {
  it("logs the seeded outcomes that follow at once in the same write as what came before", async () => {
    const { store, log, checks } = await openLog();
    let told = 0;
    log.subscribe(() => told++);
    // The lot: the first roll follows at once, in the same write.
    expect(await log.append("chance", seededFirst(log), null)).toBeNull();
    expect(store.appends).toEqual([2]);
    expect(log.entries().map((e) => e.seat)).toEqual(["chance", "chance"]);
    expect(told).toBe(1);
    // A move, and the roll after it: one write of two entries, each checked once.
    const seat = log.game.toMove(log.state())[0];
    const legal = log.game.legalMoves(log.state(), seat);
    const before = checks();
    expect(await log.append(seat, log.game.formatMove(legal[0]), log.head())).toBeNull();
    expect(store.appends).toEqual([2, 2]);
    expect(checks() - before).toBe(2);
    expect(told).toBe(2);
    // What is stored is what is shown, and the record follows.
    expect(store.entries.get("g1")).toEqual(log.entries());
    expect(log.record().entryCount).toBe(4);
    // The Continue list's last move is the seat's move, not the roll after it.
    expect(log.record().lastMove).toBe(log.entries()[2].text);
    expect(log.record().lastMover).toBe(seat);
  });

  it("refuses a move chosen before the log moved on, and writes nothing", async () => {
    const { store, log } = await openLog(null);
    expect(await log.append("chance", draw(log), "not-the-head")).toMatchObject({
      code: "board-changed",
    });
    expect(store.appends).toEqual([]);
    expect(log.entries()).toEqual([]);
  });

  it("refuses what the rules refuse (an outcome the seed did not draw), and writes nothing", async () => {
    const { store, log } = await openLog();
    const seeded = seededFirst(log);
    const wrong = seeded === "first 0" ? "first 1" : "first 0";
    expect(await log.append("chance", wrong, null)).toMatchObject({ code: "random-mismatch" });
    expect(store.appends).toEqual([]);
    expect(await log.append("chance", seeded, null)).toBeNull();
  });

  it("shows nothing and tells nobody when the write fails", async () => {
    const { store, log } = await openLog(null);
    let told = 0;
    log.subscribe(() => told++);
    store.failWrites = "disk full";
    const refused = await log.append("chance", draw(log), null);
    expect(refused).toMatchObject({ code: "store-failed" });
    expect(refused?.message).toContain("disk full");
    expect(log.entries()).toEqual([]);
    expect(told).toBe(0);
    store.failWrites = null;
    expect(await log.append("chance", draw(log), null)).toBeNull();
    expect(told).toBe(1);
  });
});
