import { describe, expect, it } from "vitest";
import { gallery } from "../../../src/games/gallery/rules";
import { position } from "./positions";

describe("targets", () => {
  it("gives the draw as stock or bazaar to hand", () => {
    const s = position({
      table: "r5@0,0 r6@1,0 r7@2,0",
      hand: ["g1"],
      stage: "draw",
      bazaar: ["y1"],
    });
    expect(gallery.targets!(s, 0)).toEqual({ stock: { hand: "draw" }, bazaar: { hand: "bazaar" } });
  });

  it("gives one-card steps, swaps and discards by hand card", () => {
    const s = position({
      table: "r5@0,0 *r6@1,0 r7@2,0",
      hand: ["r8", "r6", "g1", "*"],
      laid: true,
    });
    const t = gallery.targets!(s, 0);
    expect(t["h:r8"]).toEqual({ "3,0": "lay r8@3,0", bazaar: "discard r8" });
    expect(t["h:r6"]).toEqual({ "1,0": "swap r6@1,0", bazaar: "discard r6" });
    expect(t["h:g1"]).toEqual({ bazaar: "discard g1" });
    // A joker needs a name: the lay builder places it; here it can only be discarded.
    expect(t["h:*"]).toEqual({ bazaar: "discard *" });
  });

  it("gives a decline as a hand card to the start card's cell", () => {
    const s = {
      ...position({ table: "r5@0,0/-", hand: ["g4", "g1"], stage: "open" }),
      opening: { opener: 0, laidBy: null, returns: {} },
    };
    expect(gallery.targets!(s, 0)).toEqual({
      "h:g4": { "0,0": "decline g4" },
      "h:g1": { "0,0": "decline g1" },
    });
  });

  it("is empty for a seat not to move", () => {
    const s = position({ table: "r5@0,0 r6@1,0 r7@2,0", hand: ["r8", "g1"] });
    expect(gallery.targets!(s, 1)).toEqual({});
  });
});
