import { describe, expect, it } from "vitest";
import { parseMeta } from "../../src/log/meta";
import type { SeatHolder } from "../../src/store/types";
import type { BotReply, BotRequest, BotRunner } from "../../src/ui/model/bot-protocol";
import { createGame } from "../../src/ui/model/create-game";
import { GameSession } from "../../src/ui/model/session";
import { FakeStore, FirstMoveBot, fakePlatform } from "./fakes";

const me: SeatHolder = { kind: "device" };
const bot: SeatHolder = { kind: "bot", level: "easy" };

/** A bot that answers only when the test lets it (to take back while it thinks). */
class HeldBot implements BotRunner {
  private readonly inner = new FirstMoveBot();
  private waiting: (() => void)[] = [];
  hold = false;
  choose(request: BotRequest): Promise<BotReply> {
    if (!this.hold) return this.inner.choose(request);
    return new Promise((resolve) => {
      this.waiting.push(() => void this.inner.choose(request).then(resolve));
    });
  }
  release(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const go of waiting) go();
  }
}

async function open(
  game: string,
  holders: SeatHolder[],
  store = new FakeStore(),
  bots?: BotRunner,
) {
  const platform = fakePlatform(store, bots);
  const created = await createGame(platform, { game, options: {}, holders });
  if (!created.ok) throw new Error(created.error.message);
  const opened = await GameSession.open(platform, created.value.id);
  if (!opened.ok) throw new Error(opened.error.message);
  await opened.value.advance();
  return { platform, store, session: opened.value, id: created.value.id };
}

const firstLegal = (s: GameSession) => s.report.value.legal[0];

describe("take-back on this device", () => {
  it("against a bot: the seat's last move and the bot's reply go back, as a stored entry", async () => {
    const { session, store, id, platform } = await open("smalta", [me, bot]);
    expect(session.takeBacks.target()).toBeNull();
    const before = session.state.value;
    const moves = session.log().length;
    expect(await session.play(firstLegal(session))).toBeNull();
    expect(session.log().length).toBeGreaterThan(moves + 1);
    expect(session.takeBacks.target()).toBe(moves);

    expect(await session.takeBacks.takeBack()).toBeNull();
    expect(session.state.value).toEqual(before);
    expect(session.log().length).toBe(moves);
    expect(store.games.get(id)!.entryCount).toBe(moves);
    // Nothing was deleted: the take-back is the last stored entry.
    const stored = store.entries.get(id)!;
    const last = stored[stored.length - 1];
    expect(last.kind).toBe("meta");
    expect(parseMeta(last.text)).toEqual({ ok: true, value: { type: "takeback", n: moves } });

    // Reopened from the store, the log replays to the same place, and play goes on.
    const again = await GameSession.open(platform, id);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.state.value).toEqual(before);
    expect(again.value.log().map((e) => e.hash)).toEqual(session.log().map((e) => e.hash));
    expect(await again.value.play(firstLegal(again.value))).toBeNull();
  });

  it("pass-and-play: the last move goes back, whichever seat made it", async () => {
    const { session } = await open("smalta", [me, me]);
    await session.play(firstLegal(session));
    const middle = session.state.value;
    const n = session.log().length;
    await session.play(firstLegal(session));
    await session.advance();
    expect(session.takeBacks.target()).toBe(n);
    await session.takeBacks.takeBack();
    expect(session.state.value).toEqual(middle);
  });

  it("a bot's move chosen before the take-back is never written after it", async () => {
    const bots = new HeldBot();
    const { session, store, id } = await open("smalta", [me, bot], new FakeStore(), bots);
    const before = session.state.value;
    const n = session.log().length;
    bots.hold = true;
    const played = session.play(firstLegal(session));
    // Wait for the bot to be asked (its move is being chosen), then take back.
    for (let i = 0; i < 50 && session.thinking.value === null; i++) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(session.thinking.value).toBe(1);
    expect(await session.takeBacks.takeBack()).toBeNull();
    bots.hold = false;
    bots.release();
    await played;
    await session.advance();
    expect(session.state.value).toEqual(before);
    expect(session.log().length).toBe(n);
    const stored = store.entries.get(id)!;
    expect(stored[stored.length - 1].kind).toBe("meta");
  });

  it("nothing to take back: refused with a code, nothing stored", async () => {
    const { session, store, id } = await open("smalta", [me, bot]);
    const count = store.entries.get(id)!.length;
    const refused = await session.takeBacks.takeBack();
    expect(refused?.code).toBe("takeback-cut");
    expect(store.entries.get(id)!.length).toBe(count);
  });
});
