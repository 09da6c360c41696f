import { describe, expect, it } from "vitest";
import { DESIGN_SHORT_SIDE, fitBoard, type Size } from "../../../src/ui/table/fit";

const size = (width: number, height: number): Size => ({ width, height });

describe("fitting a phone-sized board to a big screen", () => {
  const rows: readonly {
    name: string;
    box: Size;
    content: Size | null;
    design: Size;
    scale: number;
    left: number;
    top: number;
  }[] = [
    {
      name: "a landscape tablet, a board that fits its design box: magnified by the short side",
      box: size(840, 630),
      content: size(560, 300),
      design: size(560, 420),
      scale: 1.5,
      left: 0,
      top: 90,
    },
    {
      name: "a board taller than its design box: magnified less, so all of it shows, centred",
      box: size(840, 630),
      content: size(560, 840),
      design: size(560, 420),
      scale: 0.75,
      left: 210,
      top: 0,
    },
    {
      name: "a board wider than its design box: shrunk to its width",
      box: size(840, 840),
      content: size(840, 200),
      design: size(420, 420),
      scale: 1,
      left: 0,
      top: 320,
    },
    {
      name: "a box smaller than a phone: laid out at its own size, never magnified below 1",
      box: size(390, 600),
      content: size(390, 500),
      design: size(390, 600),
      scale: 1,
      left: 0,
      top: 50,
    },
    {
      name: "nothing measured yet: magnified, at the top",
      box: size(1260, 840),
      content: null,
      design: size(630, 420),
      scale: 2,
      left: 0,
      top: 0,
    },
    {
      name: "an empty box (not laid out yet): scale 1, nothing moved",
      box: size(0, 0),
      content: size(300, 300),
      design: size(0, 0),
      scale: 1,
      left: 0,
      top: 0,
    },
  ];

  it.each(rows)("$name", (row) => {
    const fit = fitBoard(row.box, row.content);
    expect(fit.design.width).toBeCloseTo(row.design.width, 6);
    expect(fit.design.height).toBeCloseTo(row.design.height, 6);
    expect(fit.scale).toBeCloseTo(row.scale, 6);
    expect(fit.left).toBeCloseTo(row.left, 6);
    expect(fit.top).toBeCloseTo(row.top, 6);
  });

  it("never shows a measured board past the box", () => {
    for (const [w, h] of [
      [1280, 800],
      [800, 1280],
      [1920, 1080],
      [600, 400],
    ]) {
      for (const [cw, ch] of [
        [300, 900],
        [900, 300],
        [420, 420],
        [1, 1],
      ]) {
        const fit = fitBoard(size(w, h), size(cw, ch));
        const shownWidth = Math.max(cw, fit.design.width) * fit.scale;
        expect(fit.left + shownWidth).toBeLessThanOrEqual(w + 1e-9);
        expect(fit.top + ch * fit.scale).toBeLessThanOrEqual(h + 1e-9);
        expect(fit.left).toBeGreaterThanOrEqual(0);
        expect(fit.top).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("lays a board out at phone size: the design box's short side", () => {
    expect(DESIGN_SHORT_SIDE).toBe(420);
    const fit = fitBoard(size(1280, 800), null);
    expect(Math.min(fit.design.width, fit.design.height)).toBeCloseTo(DESIGN_SHORT_SIDE, 6);
  });
});
