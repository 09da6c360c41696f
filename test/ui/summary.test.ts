import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { smalta } from "../../src/games/smalta/rules";
import type { SmaltaState } from "../../src/games/smalta/state";
import type { SeatHolder } from "../../src/store/types";
import { createGame } from "../../src/ui/model/create-game";
import { GameSession } from "../../src/ui/model/session";
import { shownText, summarize } from "../../src/ui/model/summary";
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

describe("the Continue list's last move", () => {
  it("prints no card of a deal while the game runs", () => {
    const before = afterLot();
    const after = smalta.apply(before, "chance", { type: "deal", values: DECK });
    const summary = summarize(game, after, [{ text: "first 0" }, { text: DEAL }], 5, before);
    expect(summary.lastMove).toBe(HIDDEN_DEAL);
    expect(summary.status).toBe("playing");
  });

  it("is the full text once the game is over (nothing is secret then)", () => {
    expect(shownText(game, afterLot(), DEAL, true)).toBe(DEAL);
    expect(shownText(game, afterLot(), DEAL, false)).toBe(HIDDEN_DEAL);
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
    expect(stored.lastMove).toMatch(/^deal \?(,\?)+$/);
    const deal = store.entries.get(created.value.id)!.at(-1)!;
    expect(deal.text).toMatch(/^deal [1-6](,[1-6]){23}$/);
  });
});
