import { describe, expect, it } from "vitest";
import type { SeatHolder } from "../../src/store/types";
import { createGame } from "../../src/ui/model/create-game";
import { GameSession } from "../../src/ui/model/session";
import { FakeStore, fakePlatform } from "./fakes";

const me: SeatHolder = { kind: "device" };
const away: SeatHolder = { kind: "remote", device: "ab12cd34" };

/** A backgammon game of this device's seats (or a remote seat 1), auto-roll as given. */
async function backgammon(holders: SeatHolder[], autoRoll: boolean, store = new FakeStore()) {
  const platform = fakePlatform(store);
  const created = await createGame(platform, { game: "backgammon", options: {}, holders });
  if (!created.ok) throw new Error(created.error.message);
  const opened = await GameSession.open(platform, created.value.id);
  if (!opened.ok) throw new Error(opened.error.message);
  opened.value.setAutoRoll(() => autoRoll);
  await opened.value.advance();
  return { session: opened.value, store, id: created.value.id };
}

const texts = (store: FakeStore, id: string) => store.entries.get(id)!.map((e) => e.text);

/** Plays the first legal move of the seat on roll (after the opening roll). */
async function playFirst(session: GameSession): Promise<void> {
  const problem = await session.play(session.report.value.legal[0]);
  if (problem) throw new Error(problem.message);
}

describe("tap to roll", () => {
  it("the opening roll is drawn at once; a turn's dice wait for the tap", async () => {
    const { session, store, id } = await backgammon([me, me], false);
    expect(texts(store, id)).toHaveLength(1); // the opening roll, both players'
    await playFirst(session);
    expect(texts(store, id)).toHaveLength(2);
    expect(session.actor()).toBe("chance");
    const mover = store.entries.get(id)![1].seat as number;
    expect(session.rollWaiting()).toBe(1 - mover);
    expect(await session.roll()).toBeNull();
    expect(texts(store, id)[2]).toMatch(/^roll [1-6] [1-6]$/);
    expect(session.rollWaiting()).toBeNull();
  });

  it("the tapped roll is the one auto-roll draws (the seed's): the logs are the same", async () => {
    const tapped = await backgammon([me, me], false);
    const auto = await backgammon([me, me], true);
    // The fake platform gives both games one seed.
    expect(tapped.store.games.get(tapped.id)!.seed).toBe(auto.store.games.get(auto.id)!.seed);
    await playFirst(tapped.session);
    await tapped.session.roll();
    await playFirst(auto.session);
    expect(texts(tapped.store, tapped.id)).toEqual(texts(auto.store, auto.id));
    expect(texts(auto.store, auto.id)).toHaveLength(3);
  });

  it("with auto-roll on, a turn's dice are drawn at once, as before", async () => {
    const { session, store, id } = await backgammon([me, me], true);
    await playFirst(session);
    expect(texts(store, id)).toHaveLength(3);
    expect(session.rollWaiting()).toBeNull();
    expect(typeof session.actor()).toBe("number");
  });

  it("never rolls the dice of a seat held by another device", async () => {
    const { session, store, id } = await backgammon([away, me], true);
    expect(texts(store, id)).toHaveLength(1); // the opening roll, drawn here
    // (The fake platform's seed gives seat 1, this device's, the opening: it plays.)
    expect(session.actor()).toBe(1);
    await playFirst(session);
    // Now seat 0's dice are due: they are its device's to roll, not this one's.
    await session.advance();
    expect(texts(store, id)).toHaveLength(2);
    expect(session.actor()).toBe("chance");
    expect(session.rollWaiting()).toBeNull();
    expect((await session.roll())?.code).toBe("illegal");
  });

  it("refuses a tap when no dice of this device are due", async () => {
    const { session } = await backgammon([me, me], false);
    expect((await session.roll())?.code).toBe("illegal");
  });
});
