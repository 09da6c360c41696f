import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { smalta } from "../../src/games/smalta/rules";
import type { SmaltaState } from "../../src/games/smalta/state";
import type { SeatHolder } from "../../src/store/types";
import { createGame } from "../../src/ui/model/create-game";
import { GameSession } from "../../src/ui/model/session";
import { lastMoveOf, standing, walkEntries } from "../../src/store/continue-summary";
import { listsMoveOf, shownText, summarize } from "../../src/ui/model/summary";
import { FakeStore, fakePlatform } from "./fakes";

const game = smalta as AnyGame;
const DECK = Array.from({ length: 24 }, (_, i) => (i % 6) + 1);
const DEAL = `deal ${DECK.join(",")}`;
/** A deal's text with no card of it: what anyone at the table may read. */
const HIDDEN_DEAL = `deal ${DECK.map(() => "?").join(",")}`;

function afterLot(): SmaltaState {
  const start = smalta.setup({ fortune: "cards", hand: 4 }, 2);
  if (!start.ok) throw new Error(start.error.message);
  return smalta.apply(start.value, "chance", { type: "first", seat: 0 });
}

const chance = (text: string) => ({ text, seat: "chance" as const, kind: "random" as const });
const seat = (n: number, text: string) => ({ text, seat: n, kind: "move" as const });

describe("the Continue list's last move", () => {
  it("is never a random outcome: a deal keeps the move before it (and prints no card)", () => {
    const before = afterLot();
    const after = smalta.apply(before, "chance", { type: "deal", values: DECK });
    const deal = chance(DEAL);
    const summary = summarize(
      game,
      after,
      [chance("first 0"), deal],
      5,
      [{ entry: deal, before }],
      {
        lastMove: "c4",
        lastMover: 1,
      },
    );
    expect(summary.lastMove).toBe("c4");
    expect(summary.lastMover).toBe(1);
    expect(summary.status).toBe("playing");
    expect(JSON.stringify(summary)).not.toMatch(/deal/);
  });

  it("is the seat's move, with who played it, the seats to move and the scores", () => {
    const start = smalta.setup({ fortune: "die", hand: 4 }, 2);
    if (!start.ok) throw new Error(start.error.message);
    const lot = smalta.apply(start.value, "chance", { type: "first", seat: 0 });
    const rolled = smalta.apply(lot, "chance", { type: "roll", value: 3 });
    const painted = smalta.apply(rolled, 0, { type: "paint", cell: 0 });
    const entries = [chance("first 0"), chance("roll 3"), seat(0, "a1")];
    const summary = summarize(
      game,
      painted,
      entries,
      9,
      [{ entry: entries[2], before: rolled }],
      null,
    );
    expect(summary).toMatchObject({ lastMove: "a1", lastMover: 0, toMove: [], scores: [0, 0] });
    // The roll after it is no move: "a1" stays, and seat 1 is to move once it is rolled.
    const next = smalta.apply(painted, "chance", { type: "roll", value: 5 });
    const roll = chance("roll 5");
    const after = summarize(
      game,
      next,
      [...entries, roll],
      10,
      [{ entry: roll, before: painted }],
      summary,
    );
    expect(after).toMatchObject({ lastMove: "a1", lastMover: 0, toMove: [1] });
  });

  it("skips a bare step its game names (a table-die roll is a seat's move, but no play)", () => {
    const start = smalta.setup({ fortune: "table", hand: 4 }, 2);
    if (!start.ok) throw new Error(start.error.message);
    const lot = smalta.apply(start.value, "chance", { type: "first", seat: 0 });
    const rolled = smalta.apply(lot, 0, { type: "roll", value: 4 });
    const step = seat(0, "roll 4");
    const summary = summarize(
      game,
      rolled,
      [chance("first 0"), step],
      3,
      [{ entry: step, before: lot }],
      {
        lastMove: null,
      },
    );
    expect(summary.lastMove).toBeNull();
  });

  it("is the full text once the game is over (nothing is secret then)", () => {
    expect(shownText(game, afterLot(), DEAL, true)).toBe(DEAL);
    expect(shownText(game, afterLot(), DEAL, false)).toBe(HIDDEN_DEAL);
  });

  it("is worked out for a batch of entries from the state before them (a paired table)", () => {
    const start = smalta.setup({ fortune: "die", hand: 4 }, 2);
    if (!start.ok) throw new Error(start.error.message);
    const lists = listsMoveOf(game);
    const batch = [chance("first 1"), chance("roll 2"), seat(1, "b2"), chance("roll 6")];
    const walk = walkEntries(game, start.value, batch);
    expect(walk.walked).toHaveLength(4);
    expect(lastMoveOf(walk.walked, false, game, lists, null)).toEqual({
      lastMove: "b2",
      lastMover: 1,
    });
    expect(standing(game, walk.state)).toMatchObject({ toMove: [0], scores: [0, 0] });
    // Only outcomes: the last move stays the record's.
    const outcomes = walkEntries(game, start.value, batch.slice(0, 2));
    expect(
      lastMoveOf(outcomes.walked, false, game, lists, { lastMove: "a1", lastMover: 0 }),
    ).toEqual({ lastMove: "a1", lastMover: 0 });
    expect(standing(game, outcomes.state)).toMatchObject({ toMove: [1] });
    // A handover is no game entry; an entry of another line of play stops the walk.
    const handover = { text: "hand device-b", seat: 0, kind: "meta" as const };
    expect(walkEntries(game, start.value, [handover]).walked).toEqual([]);
    expect(walkEntries(game, start.value, [seat(0, "c3")]).walked).toEqual([]);
  });
});

describe("a session's stored summary", () => {
  it("never holds a dealt card of a running game, while the log keeps the full deal", async () => {
    const store = new FakeStore();
    const platform = fakePlatform(store);
    const holders: SeatHolder[] = [{ kind: "device" }, { kind: "device" }];
    const created = await createGame(platform, {
      game: "smalta",
      options: { fortune: "cards" },
      holders,
    });
    if (!created.ok) throw new Error(created.error.message);
    const opened = await GameSession.open(platform, created.value.id);
    if (!opened.ok) throw new Error(opened.error.message);
    await opened.value.advance();
    const stored = store.games.get(created.value.id)!;
    // Only outcomes so far (the lot, the deal): no last move, and no card anywhere.
    expect(stored.lastMove).toBeNull();
    expect(JSON.stringify(stored)).not.toMatch(/deal/);
    const deal = store.entries.get(created.value.id)!.at(-1)!;
    expect(deal.text).toMatch(/^deal [1-6](,[1-6]){23}$/);
  });
});

describe("a session's last move", () => {
  it("is the bot's move after its roll and ours, with the seat to move now", async () => {
    const store = new FakeStore();
    const platform = fakePlatform(store);
    const holders: SeatHolder[] = [{ kind: "device" }, { kind: "bot", level: "easy" }];
    const created = await createGame(platform, { game: "smalta", options: {}, holders });
    if (!created.ok) throw new Error(created.error.message);
    const opened = await GameSession.open(platform, created.value.id);
    if (!opened.ok) throw new Error(opened.error.message);
    const session = opened.value;
    await session.advance();
    await session.play(session.report.value.legal[0]);
    const stored = store.games.get(created.value.id)!;
    const entries = store.entries.get(created.value.id)!;
    // The last entry is our roll; the last move is the bot's paint before it.
    expect(entries.at(-1)!.seat).toBe("chance");
    const botMove = entries.filter((e) => e.seat === 1).at(-1)!;
    expect(stored).toMatchObject({ lastMove: botMove.text, lastMover: 1, toMove: [0] });
    expect(stored.scores).toEqual(session.report.value.scores);
  });
});
