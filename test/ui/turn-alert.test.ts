import { describe, expect, it } from "vitest";
import type { SeatHolder } from "../../src/store/types";
import {
  DEFAULT_TURN_ALERT,
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
