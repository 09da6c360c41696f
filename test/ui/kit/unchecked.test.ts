import { describe, expect, it } from "vitest";
import { SMALTA_OPTIONS } from "../../../src/games/smalta/view/options";
import { choicesAcrossDevices, spansDevices, uncheckedNotes } from "../../../src/ui/kit/unchecked";

// Hole 9 of issue 9: Smalta's table die in a paired game let a player choose its own
// roll. Decision: the table die is offered only where every seat is on one device;
// a game that plays it across devices anyway says "dice not checked" on every device.

describe("option values no other device can check", () => {
  it("Invite does not offer Smalta's table die; the other values stay", () => {
    const fortune = choicesAcrossDevices(SMALTA_OPTIONS).find((c) => c.key === "fortune")!;
    expect(fortune.values.map((v) => v.value)).toEqual(["die", "cards"]);
    expect(fortune.default).toBe("die");
    const hand = choicesAcrossDevices(SMALTA_OPTIONS).find((c) => c.key === "hand")!;
    expect(hand.values.map((v) => v.value)).toEqual([3, 4]);
  });

  const rows = [
    { name: "table die, two devices", fortune: "table", holders: ["dA", "dB"], notes: 1 },
    {
      name: "table die, a seat open to any device",
      fortune: "table",
      holders: ["dA", "*"],
      notes: 1,
    },
    { name: "table die, one device", fortune: "table", holders: ["dA", "dA"], notes: 0 },
    { name: "the app's die, two devices", fortune: "die", holders: ["dA", "dB"], notes: 0 },
  ];
  for (const row of rows) {
    it(`says what is not checked: ${row.name}`, () => {
      for (const lang of ["en", "ru"] as const) {
        const notes = uncheckedNotes(SMALTA_OPTIONS, { fortune: row.fortune }, row.holders, lang);
        expect(notes.length).toBe(row.notes);
      }
    });
  }

  it("in English and in Russian", () => {
    const holders = ["dA", "dB"];
    const [en] = uncheckedNotes(SMALTA_OPTIONS, { fortune: "table" }, holders, "en");
    const [ru] = uncheckedNotes(SMALTA_OPTIONS, { fortune: "table" }, holders, "ru");
    expect(en).toMatch(/^Dice not checked/);
    expect(ru).toMatch(/^Кубик не проверяется/);
    expect(spansDevices(holders)).toBe(true);
  });
});
