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

describe("whose view the device shows when one person holds several seats", () => {
  // Mountains one v one: each person plays two hands, seats 0 and 2 against 1 and 3.
  const anna = (): SeatHolder => ({ kind: "device", player: 0 });
  const boris = (): SeatHolder => ({ kind: "device", player: 1 });

  it("shows one person's seat to move, with no hand-over between their own hands", () => {
    const holders = [anna(), bot, anna(), bot];
    const at = (actor: number | "chance" | null, revealed: number | null) =>
      seatView({ holders, actor, hidden: true, revealed });
    expect(at(0, null)).toEqual({ viewer: 0, handover: null });
    expect(at(2, 0)).toEqual({ viewer: 2, handover: null });
    // A bot's turn or a random event: the hand last shown stays.
    expect(at(1, 2)).toEqual({ viewer: 2, handover: null });
    expect(at("chance", 2)).toEqual({ viewer: 2, handover: null });
    expect(at(null, 2)).toEqual({ viewer: 2, handover: null });
  });

  it("hands over only when the person changes, not between one person's seats", () => {
    const holders = [anna(), boris(), anna(), boris()];
    const at = (actor: number, revealed: number | null) =>
      seatView({ holders, actor, hidden: true, revealed });
    expect(at(0, null)).toEqual({ viewer: null, handover: 0 });
    expect(at(0, 0)).toEqual({ viewer: 0, handover: null });
    // Boris is due: hand the device over, and show nothing of Anna's hands meanwhile.
    expect(at(1, 0)).toEqual({ viewer: null, handover: 1 });
    expect(at(1, 1)).toEqual({ viewer: 1, handover: null });
    // Boris plays his other hand at once: no hand-over, his seat 3's view.
    expect(at(3, 1)).toEqual({ viewer: 3, handover: null });
    // Anna's second hand: the person changes, so the device is handed over to her.
    expect(at(2, 3)).toEqual({ viewer: null, handover: 2 });
    expect(at(2, 2)).toEqual({ viewer: 2, handover: null });
  });

  it("treats device seats without a player as one person each (pass-and-play as before)", () => {
    const holders = [me, bot, me, bot];
    expect(seatView({ holders, actor: 2, hidden: true, revealed: 0 })).toEqual({
      viewer: null,
      handover: 2,
    });
  });
});

describe("hash routes", () => {
  it("parse every screen of the contract", () => {
    expect(parseRoute("")).toEqual({ screen: "home" });
    expect(parseRoute("#/")).toEqual({ screen: "home" });
    expect(parseRoute("#/new")).toEqual({ screen: "new", game: null });
    expect(parseRoute("#/new/backgammon")).toEqual({ screen: "new", game: "backgammon" });
    expect(parseRoute("#/play/abc-123")).toEqual({ screen: "play", id: "abc-123" });
    expect(parseRoute("#/rules/smalta")).toEqual({ screen: "rules", game: "smalta" });
    expect(parseRoute("#/rules")).toEqual({ screen: "rules", game: null });
    expect(parseRoute("#/learn/smalta")).toEqual({ screen: "learn", game: "smalta" });
    expect(parseRoute("#/learn")).toEqual({ screen: "not-found" });
    expect(parseRoute("#/settings/")).toEqual({ screen: "settings" });
    expect(parseRoute("#/nowhere")).toEqual({ screen: "not-found" });
  });

  it("round-trip the links the app makes", () => {
    const id = "3f1c9a2e-0000-4000-8000-000000000000";
    expect(parseRoute(href.play(id))).toEqual({ screen: "play", id });
    expect(parseRoute(href.rules("smalta"))).toEqual({ screen: "rules", game: "smalta" });
    expect(parseRoute(href.newGame)).toEqual({ screen: "new", game: null });
    expect(parseRoute(href.newGameOf("smalta"))).toEqual({ screen: "new", game: "smalta" });
    expect(parseRoute(href.learn("gallery"))).toEqual({ screen: "learn", game: "gallery" });
  });
});
