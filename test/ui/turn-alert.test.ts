import { describe, expect, it } from "vitest";
import type { Actor } from "../../src/engine/game";
import type { SeatHolder, StoredGame } from "../../src/store/types";
import {
  DEFAULT_TURN_ALERT,
  isMyTurn,
  loadTurnAlert,
  saveTurnAlert,
  shouldAlert,
  type TurnMoment,
} from "../../src/ui/model/turn-alert";
import { openMemoryStore } from "../../src/store/memory-store";

// Your turn on another device (issue 13 item 13): when to vibrate, and the setting.

const paired: SeatHolder[] = [{ kind: "device" }, { kind: "remote", device: "b" }];
const againstBot: SeatHolder[] = [{ kind: "device" }, { kind: "bot", level: "easy" }];
const at = (mine: boolean, lastMover: number | undefined, entryCount: number): TurnMoment => ({
  mine,
  lastMover,
  entryCount,
});

describe("shouldAlert", () => {
  const rows: readonly [string, TurnMoment | null, TurnMoment, SeatHolder[], boolean][] = [
    ["the other device moved: my turn now", at(false, 0, 4), at(true, 1, 5), paired, true],
    ["opening the game on my turn", null, at(true, 1, 5), paired, false],
    ["it was my turn already", at(true, 1, 5), at(true, 1, 6), paired, false],
    ["still the other's turn", at(false, 0, 4), at(false, 1, 5), paired, false],
    ["a bot run here moved", at(false, 0, 4), at(true, 1, 5), againstBot, false],
    ["nothing new was logged", at(false, 0, 5), at(true, 0, 5), paired, false],
    ["no last mover known", at(false, undefined, 4), at(true, undefined, 5), paired, false],
  ];
  it.each(rows)("%s", (_, before, now, holders, expected) => {
    expect(shouldAlert(before, now, holders)).toBe(expected);
  });
});

describe("isMyTurn", () => {
  type Record = Pick<StoredGame, "holders" | "importedFair">;
  const passAndPlay: SeatHolder[] = [{ kind: "device" }, { kind: "device" }];
  // An imported fair game's persons are stored as this device's seats, but read only.
  const imported: Record = { holders: passAndPlay, importedFair: { id: "paired" } };
  const rows: readonly [string, Record, Actor | null, number | null, boolean][] = [
    ["my seat to move", { holders: paired }, 0, null, true],
    ["the other device's seat", { holders: paired }, 1, null, false],
    ["my dice wait for a tap", { holders: paired }, "chance", 0, true],
    ["a random event drawn by the app", { holders: paired }, "chance", null, false],
    ["the game is over", { holders: paired }, null, null, false],
    ["imported fair game: a person's seat", imported, 0, null, false],
    ["imported fair game: its other seat", imported, 1, null, false],
    ["imported fair game: dice said to wait", imported, "chance", 0, false],
  ];
  it.each(rows)("%s", (_, record, actor, rollWaiting, expected) => {
    expect(isMyTurn(record, actor, rollWaiting)).toBe(expected);
  });

  it("an imported fair game never alerts, even at the moment a paired game would", () => {
    const moment = (record: Record) => [
      at(isMyTurn(record, 1, null), 0, 4),
      at(isMyTurn(record, 0, null), 1, 5),
    ];
    const [before, now] = moment({ holders: paired });
    expect(shouldAlert(before, now, paired)).toBe(true);
    const [readOnlyBefore, readOnlyNow] = moment({ holders: paired, importedFair: { id: "p" } });
    expect(shouldAlert(readOnlyBefore, readOnlyNow, paired)).toBe(false);
  });
});

describe("the turn alert setting", () => {
  it("vibrates and is silent by default, and keeps what the player chose", async () => {
    const store = openMemoryStore();
    expect(await loadTurnAlert(store)).toEqual(DEFAULT_TURN_ALERT);
    expect(DEFAULT_TURN_ALERT).toEqual({ vibrate: true, sound: false });
    await saveTurnAlert(store, { vibrate: false, sound: true });
    expect(await loadTurnAlert(store)).toEqual({ vibrate: false, sound: true });
    await store.setSetting("alert/turn", { vibrate: "yes" });
    expect(await loadTurnAlert(store)).toEqual(DEFAULT_TURN_ALERT);
  });
});
