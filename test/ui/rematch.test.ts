import { describe, expect, it } from "vitest";
import type { SeatHolder } from "../../src/store/types";
import { rematchRequest, rematchSeats } from "../../src/ui/model/rematch";

// A rematch keeps the seats (issue 13 item 9).

describe("rematchSeats", () => {
  const rows: readonly [string, SeatHolder[], string[] | null][] = [
    [
      "this device and one other",
      [{ kind: "device" }, { kind: "remote", device: "b", name: "Anna" }],
      ["host", "guest"],
    ],
    [
      "a bot stays a bot",
      [{ kind: "remote", device: "b" }, { kind: "bot", level: "strong" }, { kind: "device" }],
      ["guest", "bot:strong", "host"],
    ],
    [
      "two seats of the other device",
      [{ kind: "remote", device: "b" }, { kind: "device" }, { kind: "remote", device: "b" }],
      ["guest", "host", "guest"],
    ],
    [
      "two other devices: invite them anew",
      [{ kind: "remote", device: "b" }, { kind: "remote", device: "c" }, { kind: "device" }],
      null,
    ],
    ["no other device", [{ kind: "device" }, { kind: "bot", level: "easy" }], null],
  ];
  it.each(rows)("%s", (_, holders, expected) => {
    expect(rematchSeats(holders)).toEqual(expected);
  });
});

describe("rematchRequest", () => {
  it("keeps the game, options and every holder (names, bots, one person's hands)", () => {
    const holders: SeatHolder[] = [
      { kind: "device", name: "Anna", player: 0 },
      { kind: "bot", level: "normal" },
      { kind: "device", name: "Anna", player: 0 },
    ];
    const request = rematchRequest({ game: "mountains", options: { teams: true }, holders });
    expect(request).toEqual({ game: "mountains", options: { teams: true }, holders });
    expect(request.holders[0]).not.toBe(holders[0]);
  });
});
