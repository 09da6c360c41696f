import { describe, expect, it } from "vitest";
import { parseCell } from "../../../src/games/mosaic/cell";
import type { Team } from "../../../src/games/mosaic/teams";
import { refKey, refMove } from "../../../src/games/mountains/bot-ref";
import { mountains } from "../../../src/games/mountains/rules";
import type { MountainsState } from "../../../src/games/mountains/state";
import { newGame } from "./playout";

/**
 * The ref bot's definition (docs/games/mountains.md, "The ref bot"), clause by clause.
 * Each row is a position (a table, the hand of the seat to move) where exactly one
 * clause decides.
 */
interface Position {
  readonly options?: Record<string, unknown>;
  readonly table: string;
  readonly hand: readonly string[];
  /** The seat to move (default 1, a Black seat since Red is team A). */
  readonly seat?: number;
  readonly red?: Team;
}

function position(p: Position): MountainsState {
  const seat = p.seat ?? 1;
  const table = p.table
    .split(" ")
    .filter((t) => t !== "")
    .map((item) => {
      const [card, at] = item.split("@");
      const cell = parseCell(at)!;
      return { card, x: cell.x, y: cell.y };
    });
  const base = newGame(p.options ?? {}, 4);
  return {
    ...base,
    red: p.red ?? "A",
    first: 0,
    turn: seat,
    table,
    hands: base.hands.map((_, i) => (i === seat ? [...p.hand] : ["2c"])),
  };
}

const moveOf = (p: Position): string => {
  const s = position(p);
  return mountains.formatMove(refMove(mountains.view(s, s.turn!), s.turn!));
};

describe("ref: the largest team lead after the move decides first", () => {
  it.each([
    [
      "a Jc that takes a mountain beats a lower 7c that only grows one's own",
      { options: { width: 3, height: 3 }, table: "10d@-1,0 8h@0,0 9s@1,0", hand: ["Jc", "7c"] },
      "Jc@-1,1",
    ],
    [
      "the Red seats' view: a Jh that takes the Black mountain beats a lower 8d",
      {
        options: { width: 3, height: 3 },
        table: "6h@0,0 9s@1,0 7d@-1,0",
        hand: ["Jh", "8d"],
        seat: 0,
      },
      "Jh@1,1",
    ],
    [
      "with Red as team B, the same table from the other side",
      {
        options: { width: 3, height: 3 },
        table: "10d@-1,0 8h@0,0 9s@1,0",
        hand: ["Jc", "7c"],
        seat: 0,
        red: "B" as Team,
      },
      "Jc@-1,1",
    ],
  ])("%s", (_name, p, expected) => {
    expect(moveOf(p)).toBe(expected);
  });

  it.each([
    // Two columns: 10h alone (Red), Jc under 7s (Black). Black seat 1 to move.
    ["a mountain taken over scores for the taker", "Kc@0,1", -4],
    ["equal sums: the mountain counts for nobody", "10c@0,1", -2],
    ["a lower card leaves the mountain to the other colour", "8c@0,1", 0],
    ["growing one's own mountain adds its new height", "8c@1,2", -2],
  ])("the value counts each mountain for the colour leading it now: %s", (_name, move, key0) => {
    const s = position({
      options: { width: 2, height: 3 },
      table: "10h@0,0 Jc@1,0 7s@1,1",
      hand: ["Kc", "10c", "8c"],
    });
    const parsed = mountains.parseMove(move);
    if (!parsed.ok || parsed.value.type !== "place") throw new Error(move);
    expect(mountains.check(s, 1, parsed.value)).toBeNull();
    expect(refKey(s, 1, parsed.value)[0]).toBe(key0);
  });
});

describe("ref: ties, in order", () => {
  it.each([
    [
      "1. the lowest card point value (9c over Jc, both +2)",
      { options: { width: 3, height: 3 }, table: "10d@-1,0 8h@0,0 9s@1,0", hand: ["Jc", "9c"] },
      "9c@0,1",
    ],
    [
      "1. …counted in the game's points: rank points, 9s (9) before Js (11)",
      { table: "6h@0,0", hand: ["Js", "9s"] },
      "9s@-1,0",
    ],
    [
      "1. …classic points, Js (2) before 9s (9)",
      { options: { points: "classic" }, table: "6h@0,0", hand: ["Js", "9s"] },
      "Js@-1,0",
    ],
    [
      "2. the lowest rank (classic, 52 cards: 2c and Jc are both worth 2)",
      { options: { deck: 52, points: "classic" }, table: "10h@0,0 5s@1,0", hand: ["Jc", "2c"] },
      "2c@2,0",
    ],
    [
      "3. the suit order c, d, h, s (Black: 7c before 7s)",
      { table: "6h@0,0", hand: ["7s", "7c"] },
      "7c@-1,0",
    ],
    ["3. …(Red: 7d before 7h)", { table: "6s@0,0", hand: ["7h", "7d"], seat: 0 }, "7d@-1,0"],
    [
      "4. the smallest y (Ac at 1,1 before 0,2, both +4)",
      { options: { width: 2, height: 4 }, table: "6h@0,0 7s@1,0 9s@0,1", hand: ["Ac"] },
      "Ac@1,1",
    ],
    [
      "5. the smallest x (the left end of the base before the right)",
      { table: "6h@0,0 8d@1,0", hand: ["9s"] },
      "9s@-1,0",
    ],
  ])("%s", (_name, p, expected) => {
    expect(moveOf(p)).toBe(expected);
  });

  it("passes when nothing fits", () => {
    expect(moveOf({ table: "Ah@0,0", hand: ["Ks", "Qc"] })).toBe("pass");
  });

  it("draws nothing at random: the same view gives the same move", () => {
    const s = position({ table: "6h@0,0 8d@1,0", hand: ["9s", "Jc", "Ks"] });
    const first = refMove(mountains.view(s, 1), 1);
    for (let i = 0; i < 3; i++) expect(refMove(mountains.view(s, 1), 1)).toEqual(first);
  });
});
