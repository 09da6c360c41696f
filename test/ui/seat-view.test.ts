import { describe, expect, it } from "vitest";
import type { SeatHolder } from "../../src/store/types";
import { seatView } from "../../src/ui/model/seat-view";
import { parseRoute, href } from "../../src/ui/router";

const me: SeatHolder = { kind: "device" };
const bot: SeatHolder = { kind: "bot", level: "easy" };

describe("whose view the device shows", () => {
  it("is always the one seat of a device that plays one seat", () => {
    for (const actor of [0, 1, "chance" as const, null]) {
      expect(seatView({ holders: [bot, me], actor, hidden: true, revealed: null })).toEqual({
        viewer: 1,
        handover: null,
      });
    }
  });

  it("shows everything when only bots play here, or a pass-and-play game is over", () => {
    expect(seatView({ holders: [bot, bot], actor: 0, hidden: true, revealed: null })).toEqual({
      viewer: null,
      handover: null,
    });
    expect(seatView({ holders: [me, me], actor: null, hidden: true, revealed: 1 })).toEqual({
      viewer: null,
      handover: null,
    });
  });

  it("follows the seat to move in open pass-and-play, without a hand-over", () => {
    expect(seatView({ holders: [me, me], actor: 1, hidden: false, revealed: null })).toEqual({
      viewer: 1,
      handover: null,
    });
    expect(seatView({ holders: [me, me], actor: "chance", hidden: false, revealed: 1 })).toEqual({
      viewer: 1,
      handover: null,
    });
  });

  it("hands the device over before showing a hidden hand", () => {
    // Nobody revealed yet: hand over to the seat to move, show no hand.
    expect(seatView({ holders: [me, me], actor: 1, hidden: true, revealed: null })).toEqual({
      viewer: null,
      handover: 1,
    });
    // Seat 1 has taken the device: its view.
    expect(seatView({ holders: [me, me], actor: 1, hidden: true, revealed: 1 })).toEqual({
      viewer: 1,
      handover: null,
    });
    // Seat 0 is due now: hand over again; seat 1's hand is no longer shown.
    expect(seatView({ holders: [me, me], actor: 0, hidden: true, revealed: 1 })).toEqual({
      viewer: null,
      handover: 0,
    });
    // A random event in between keeps the current player's view.
    expect(seatView({ holders: [me, me], actor: "chance", hidden: true, revealed: 0 })).toEqual({
      viewer: 0,
      handover: null,
    });
  });
});

describe("hash routes", () => {
  it("parse every screen of the contract", () => {
    expect(parseRoute("")).toEqual({ screen: "home" });
    expect(parseRoute("#/")).toEqual({ screen: "home" });
    expect(parseRoute("#/new")).toEqual({ screen: "new" });
    expect(parseRoute("#/play/abc-123")).toEqual({ screen: "play", id: "abc-123" });
    expect(parseRoute("#/rules/smalta")).toEqual({ screen: "rules", game: "smalta" });
    expect(parseRoute("#/rules")).toEqual({ screen: "rules", game: null });
    expect(parseRoute("#/settings/")).toEqual({ screen: "settings" });
    expect(parseRoute("#/nowhere")).toEqual({ screen: "not-found" });
  });

  it("round-trip the links the app makes", () => {
    const id = "3f1c9a2e-0000-4000-8000-000000000000";
    expect(parseRoute(href.play(id))).toEqual({ screen: "play", id });
    expect(parseRoute(href.rules("smalta"))).toEqual({ screen: "rules", game: "smalta" });
    expect(parseRoute(href.newGame)).toEqual({ screen: "new" });
  });
});
