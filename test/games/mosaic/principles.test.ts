import { describe, expect, it } from "vitest";
import type { Cell } from "../../../src/games/mosaic/cell";
import {
  continuity,
  diversity,
  firstCard,
  MosaicError,
  occupied,
  rectangle,
  seniority,
} from "../../../src/games/mosaic/principles";
import type { MosaicTable } from "../../../src/games/mosaic/table";

/** A table from "card@x,y" items. */
function table(...items: string[]): MosaicTable {
  return items.map((item) => {
    const [card, at] = item.split("@");
    const [x, y] = at.split(",").map(Number);
    return { card, x, y };
  });
}

const codeOf = (e: { code: string } | null): string => e?.code ?? "ok";
const cell = (x: number, y: number): Cell => ({ x, y });

describe("Continuity: every card after the first shares an edge with a card on the table", () => {
  it.each([
    ["the first card needs no neighbour", table(), cell(0, 0), "ok"],
    ["right of a card", table("7h@0,0"), cell(1, 0), "ok"],
    ["left of a card (negative x)", table("7h@0,0"), cell(-1, 0), "ok"],
    ["above a card", table("7h@0,0"), cell(0, 1), "ok"],
    ["below a card", table("7h@0,0"), cell(0, -1), "ok"],
    ["next to an older card, not the last one", table("7h@0,0", "8s@1,0"), cell(-1, 0), "ok"],
    ["a corner only is not an edge", table("7h@0,0"), cell(1, 1), MosaicError.NotAdjacent],
    ["two cells away", table("7h@0,0"), cell(2, 0), MosaicError.NotAdjacent],
  ] as const)("%s", (_name, t, c, expected) => {
    expect(codeOf(continuity(t, c))).toBe(expected);
  });
});

describe("Rectangle: the bounding box stays within W × H, wherever the cards end up", () => {
  const row = table("6h@0,0", "7s@1,0", "8d@2,0");
  it.each([
    ["a 4th card of a row of 3, W = 4", row, cell(3, 0), 4, 2, "ok"],
    ["…or at the other end: the window has no fixed place", row, cell(-1, 0), 4, 2, "ok"],
    [
      "a 5th column is too wide for W = 4",
      table(...row.map(cardText), "9c@3,0"),
      cell(-1, 0),
      4,
      2,
      MosaicError.OutsideRectangle,
    ],
    [
      "a 3rd row is too tall for H = 2",
      table("6h@0,0", "7s@0,1"),
      cell(0, 2),
      4,
      2,
      MosaicError.OutsideRectangle,
    ],
    [
      "…and so is a row below",
      table("6h@0,0", "7s@0,1"),
      cell(0, -1),
      4,
      2,
      MosaicError.OutsideRectangle,
    ],
    ["a 2nd row below is fine while H = 2", table("6h@0,0"), cell(0, -1), 4, 2, "ok"],
    ["W × H = 1 × 1 holds the first card only", table(), cell(0, 0), 1, 1, "ok"],
    ["1 × 1: no second card", table("6h@0,0"), cell(1, 0), 1, 1, MosaicError.OutsideRectangle],
  ] as const)("%s", (_name, t, c, width, height, expected) => {
    expect(codeOf(rectangle(t, c, { width, height }))).toBe(expected);
  });
});

function cardText(l: { card: string; x: number; y: number }): string {
  return `${l.card}@${l.x},${l.y}`;
}

describe("Diversity: no two cards of the same suit share an edge", () => {
  it.each([
    ["no neighbour", "Qs", [], "ok"],
    ["the other black suit", "Qs", ["6c"], "ok"],
    ["a red neighbour", "Qs", ["Kh"], "ok"],
    ["a spade next to a spade", "Qs", ["6s"], MosaicError.SameSuit],
    [
      "one spade among other suits is enough to refuse",
      "Qs",
      ["Jd", "Kh", "2s"],
      MosaicError.SameSuit,
    ],
    ["hearts and diamonds are different suits", "7h", ["7d"], "ok"],
  ] as const)("%s", (_name, card, neighbours, expected) => {
    expect(codeOf(diversity(card, neighbours))).toBe(expected);
  });
});

describe("Seniority", () => {
  it.each([
    // The seed's own examples (sub-rule 1, then sub-rule 2).
    ["seed: Qs next to Jd and Kh (higher than one of them)", "Qs", ["Jd", "Kh"], "ok"],
    ["seed: Qs next to Kh and 6c (an own-colour neighbour)", "Qs", ["Kh", "6c"], "ok"],
    // The seed's jack of diamonds: any heart, or a black Q, K or A.
    ["seed: a heart of any rank next to Jd", "6h", ["Jd"], "ok"],
    ["seed: a black queen next to Jd", "Qc", ["Jd"], "ok"],
    ["seed: a black ace next to Jd", "As", ["Jd"], "ok"],
    ["seed: a black ten is lower than Jd", "10c", ["Jd"], MosaicError.NotSenior],
    ["seed: a black jack is equal, not higher", "Js", ["Jd"], MosaicError.NotSenior],
    // Sub-rule 1 with one and with several other-colour neighbours.
    ["Qs next to Kh alone", "Qs", ["Kh"], MosaicError.NotSenior],
    ["Qs next to Kh and Ad: higher than neither", "Qs", ["Kh", "Ad"], MosaicError.NotSenior],
    ["higher than one of three", "8c", ["Ah", "Kd", "7h"], "ok"],
    ["lower than all four", "6s", ["7h", "8d", "9h", "10d"], MosaicError.NotSenior],
    // Sub-rule 2: an own-colour neighbour lifts it, even below every other colour.
    ["a 2 with an own-colour neighbour next to an ace", "2c", ["Ah", "3s"], "ok"],
    ["own colour only", "2d", ["Ah"], "ok"],
    // The order: A is above K, 10 above 9, 2 lowest.
    ["an ace beats a king", "Ah", ["Ks"], "ok"],
    ["a king does not beat an ace", "Kh", ["As"], MosaicError.NotSenior],
    ["a 10 beats a 9", "10d", ["9c"], "ok"],
    ["a 2 beats nothing", "2h", ["3c"], MosaicError.NotSenior],
    ["no neighbour (the first card): nothing to obey", "9h", [], "ok"],
  ] as const)("%s", (_name, card, neighbours, expected) => {
    expect(codeOf(seniority(card, neighbours))).toBe(expected);
  });
});

describe("the first card: a number card, 2 to 10, at 0,0", () => {
  it.each([
    ["a 2", "2c", cell(0, 0), "ok"],
    ["a 10", "10h", cell(0, 0), "ok"],
    ["a 6", "6s", cell(0, 0), "ok"],
    ["a jack", "Jd", cell(0, 0), MosaicError.FirstCard],
    ["a queen", "Qs", cell(0, 0), MosaicError.FirstCard],
    ["a king", "Kh", cell(0, 0), MosaicError.FirstCard],
    [
      "an ace (low in French notation, high here: never first)",
      "Ac",
      cell(0, 0),
      MosaicError.FirstCard,
    ],
    ["elsewhere than 0,0", "7h", cell(1, 0), MosaicError.FirstAtOrigin],
  ] as const)("%s", (_name, card, c, expected) => {
    expect(codeOf(firstCard(card, c))).toBe(expected);
  });
});

describe("a cell holds one card", () => {
  it.each([
    ["an empty cell", table("7h@0,0"), cell(1, 0), "ok"],
    ["the first card's cell", table("7h@0,0"), cell(0, 0), MosaicError.Occupied],
  ] as const)("%s", (_name, t, c, expected) => {
    expect(codeOf(occupied(t, c))).toBe(expected);
  });
});
