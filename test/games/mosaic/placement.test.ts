import { describe, expect, it } from "vitest";
import { gameError } from "../../../src/engine/errors";
import { makeCell, parseCell, type Cell } from "../../../src/games/mosaic/cell";
import {
  canPlace,
  checkPlacement,
  legalPlacements,
  type MosaicRules,
} from "../../../src/games/mosaic/placement";
import { MosaicError } from "../../../src/games/mosaic/principles";
import { boundsOf, frontier, type MosaicTable } from "../../../src/games/mosaic/table";

function table(...items: string[]): MosaicTable {
  return items.map((item) => {
    const [card, at] = item.split("@");
    const c = parseCell(at)!;
    return { card, x: c.x, y: c.y };
  });
}

const plain: MosaicRules = { size: { width: 4, height: 3 } };

/**
 * A game of the family with a rule of its own, as the seed's "Labyrinth" has: every
 * card touches the card laid just before it (the domino principle). The module knows
 * nothing of it; the game adds it as a hook.
 */
const domino: MosaicRules = {
  size: { width: 9, height: 4 },
  extra: (t, _card, c) => {
    const last = t[t.length - 1];
    return last && Math.abs(last.x - c.x) + Math.abs(last.y - c.y) === 1
      ? null
      : gameError("not-after-last", "a card touches the last card laid");
  },
};

const codeOf = (e: { code: string } | null): string => e?.code ?? "ok";

describe("checkPlacement runs the first-card rule or the four principles, then the game's rule", () => {
  const row = table("8h@0,0", "9s@1,0");
  it.each([
    ["the first card", plain, table(), "7h", "0,0", "ok"],
    ["a court card first", plain, table(), "Kh", "0,0", MosaicError.FirstCard],
    ["an occupied cell", plain, row, "Jd", "0,0", MosaicError.Occupied],
    ["no edge with the table", plain, row, "Jd", "3,0", MosaicError.NotAdjacent],
    [
      "beyond the rectangle",
      plain,
      table("6h@0,0", "7s@1,0", "8d@2,0", "9c@3,0"),
      "Ad",
      "4,0",
      MosaicError.OutsideRectangle,
    ],
    ["a heart next to a heart", plain, row, "Jh", "-1,0", MosaicError.SameSuit],
    ["a diamond below a black 9: not higher", plain, row, "9d", "1,-1", MosaicError.NotSenior],
    ["a diamond below a black 9, higher", plain, row, "10d", "1,-1", "ok"],
    ["a diamond next to the heart, any rank", plain, row, "2d", "0,1", "ok"],
    ["seed: Qs in a row between Jd and Kh", plain, table("Jd@0,0", "Kh@2,0"), "Qs", "1,0", "ok"],
    ["seed: Qs between Jd and Kh", plain, table("8c@0,0", "Jd@0,1", "Kh@1,0"), "Qs", "1,1", "ok"],
    ["seed: Qs between Kh and 6c", plain, table("8c@0,0", "Kh@0,1", "6c@1,0"), "Qs", "1,1", "ok"],
    [
      "seed: Qs next to Kh alone",
      plain,
      table("8c@0,0", "Kh@0,1"),
      "Qs",
      "-1,1",
      MosaicError.NotSenior,
    ],
    ["a variant's own rule: next to the last card", domino, row, "Jd", "1,1", "ok"],
    [
      "a variant's own rule refuses a legal mosaic cell",
      domino,
      row,
      "Jd",
      "0,1",
      "not-after-last",
    ],
  ] as const)("%s", (_name, rules, t, card, at, expected) => {
    expect(codeOf(checkPlacement(rules, t, card, parseCell(at)!))).toBe(expected);
  });
});

describe("legal placements", () => {
  it("are every frontier cell a card obeys the principles at", () => {
    const t = table("8h@0,0");
    const got = legalPlacements(plain, t, ["9s", "2d", "Jh"]).map(
      (p) => `${p.card}@${makeCell(p.cell)}`,
    );
    // 9s beats the 8h anywhere; 2d is red next to red; Jh would touch a heart.
    expect(got).toEqual([
      "9s@0,-1",
      "9s@-1,0",
      "9s@1,0",
      "9s@0,1",
      "2d@0,-1",
      "2d@-1,0",
      "2d@1,0",
      "2d@0,1",
    ]);
  });

  it("only the origin, with a number card, on an empty table", () => {
    const got = legalPlacements(plain, table(), ["Kh", "6c"]);
    expect(got).toEqual([{ card: "6c", cell: { x: 0, y: 0 } }]);
  });

  it("canPlace says whether any exists", () => {
    const t = table("Ah@0,0");
    expect(canPlace(plain, t, ["Ks", "Qc"])).toBe(false);
    expect(canPlace(plain, t, ["Ks", "Kd"])).toBe(true);
  });
});

describe("the table", () => {
  it("has a frontier of every empty cell with a neighbour, once each, in reading order", () => {
    const t = table("8h@0,0", "9s@1,0");
    const cells = frontier(t).map((c: Cell) => makeCell(c));
    expect(cells).toEqual(["0,-1", "1,-1", "-1,0", "2,0", "0,1", "1,1"]);
  });

  it("has bounds wherever the cards are", () => {
    expect(boundsOf(table())).toBeNull();
    expect(boundsOf(table("8h@0,0", "9s@-2,0", "9d@-2,1"))).toEqual({
      minX: -2,
      maxX: 0,
      minY: 0,
      maxY: 1,
    });
  });

  it.each(["0,0", "3,1", "-2,0", "-99,99", "10,-10"])("cell %s round-trips", (text) => {
    expect(makeCell(parseCell(text)!)).toBe(text);
  });

  it.each(["", "0", "0,", "+1,0", "-0,0", "01,0", "1, 0", "100,0", "a,b", "1,2,3"])(
    "%j is not a cell",
    (text) => {
      expect(parseCell(text)).toBeNull();
    },
  );
});
