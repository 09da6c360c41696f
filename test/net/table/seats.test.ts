// The play screen's session over a paired game's table: seats handed over by meta
// entries, and moves made after a handover. The session reads the table's log itself.
import { describe, expect, it } from "vitest";
import { deriveSeed } from "../../../src/engine/random";
import { smalta } from "../../../src/games/smalta/rules";
import { makeEntry } from "../../../src/log/entry";
import { SEED_AUTHOR } from "../../../src/log/header";
import type { Table } from "../../../src/net/table/table";
import { GameSession } from "../../../src/ui/model/session";
import type { StoredGame } from "../../../src/store/types";
import { FakeStore, fakePlatform } from "../../ui/fakes";

const SELF = "device-test";
const OTHER = "dev-b";

async function pairedGame(id: string) {
  const store = new FakeStore();
  const record: StoredGame = {
    id,
    game: "smalta",
    options: { fortune: "die" },
    seats: 2,
    seed: deriveSeed([`${id}-a`, `${id}-b`]),
    // Seat 0 is the other device's, seat 1 this device's.
    holders: [{ kind: "remote", device: OTHER }, { kind: "device" }],
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
  };
  await store.createGame(record, []);
  const platform = fakePlatform(store, undefined, SELF);
  const opened = await GameSession.open(platform, id);
  if (!opened.ok) throw new Error(opened.error.message);
  const table = platform.paired.live(id);
  if (!table) throw new Error("no live table");
  const session = opened.value;
  await session.advance();
  return { store, table, session };
}

/** The other device hands `seat` to `to`, as its meta entry arrives over a link. */
async function otherHands(table: Table, seat: number, to: string): Promise<void> {
  const meta = makeEntry({
    game: table.id,
    prev: table.replica.merged.head,
    author: OTHER,
    seat,
    kind: "meta",
    text: `hand ${to}`,
  });
  const receipt = await table.replica.receive([meta], "link-to-b");
  expect(receipt.error).toBeNull();
}

function firstLegal(session: GameSession, seat: number): string {
  const legal = smalta.legalMoves(session.state.value as never, seat);
  expect(legal.length).toBeGreaterThan(0);
  return smalta.formatMove(legal[0]);
}

describe("seats of a paired game", () => {
  it("a seat handed to this device is played here, after the handover in the log", async () => {
    const { table, session } = await pairedGame("hand-in");
    expect(session.actor()).toBe(0);
    expect((await session.play(firstLegal(session, 0)))?.code).toBe("not-your-seat");

    await otherHands(table, 0, SELF);
    expect(table.replica.merged.holders).toEqual([SELF, SELF]);
    expect(table.record().holders[0]).toEqual({ kind: "device" });
    // The session follows the log: no re-reading.
    expect(session.isDeviceSeat(0)).toBe(true);
    expect(session.state.value).toBe(table.replica.merged.state);
    // The screen's log is a game file's: no meta entry.
    expect(session.log().some((e) => e.kind === "meta")).toBe(false);

    // Seat 0's move, made by this device, follows the handover in the merged log.
    expect(await session.play(firstLegal(session, 0))).toBeNull();
    const chain = table.replica.merged.accepted;
    const moveAt = chain.findIndex((e) => e.kind === "move" && e.author === SELF);
    expect(chain[moveAt - 1].kind).toBe("meta");
    expect(chain[moveAt].prev).toBe(chain[moveAt - 1].hash);
    // This device now holds every seat: its die rolls are still the seed's, and play goes on.
    await session.advance();
    expect(session.actor()).toBe(1);
    expect(await session.play(firstLegal(session, 1))).toBeNull();
    const merged = table.replica.merged;
    expect(merged.rejected).toEqual([]);
    expect(merged.waiting).toEqual([]);
    const randoms = merged.accepted.filter((e) => e.kind === "random");
    expect(randoms.length).toBeGreaterThanOrEqual(2);
    expect(randoms.every((e) => e.author === SEED_AUTHOR)).toBe(true);
    // The screen shows the merged game itself: its game entries, handovers left out.
    expect(session.log()).toEqual(merged.accepted.filter((e) => e.kind !== "meta"));
    expect(session.state.value).toBe(merged.state);
  });

  it("hands a seat this device holds, and refuses one it does not", async () => {
    const { table, session } = await pairedGame("hand-out");
    expect((await table.handSeat(0, "dev-c")).ok).toBe(false);
    const handed = await table.handSeat(1, "dev-c");
    expect(handed.ok).toBe(true);
    expect(table.replica.merged.holders).toEqual([OTHER, "dev-c"]);
    expect(table.record().holders[1]).toEqual({ kind: "remote", device: "dev-c" });
    const again = await table.handSeat(1, OTHER);
    expect(again.ok ? null : again.error.code).toBe("not-your-seat");
    expect(session.isDeviceSeat(1)).toBe(false);
    const last = table.replica.merged.accepted.at(-1);
    expect(last).toMatchObject({ kind: "meta", author: SELF, seat: 1, text: "hand dev-c" });
  });
});
