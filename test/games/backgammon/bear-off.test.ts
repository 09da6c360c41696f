import { describe, expect, it } from "vitest";
import { bestBearOff, isPureBearOff } from "../../../src/games/backgammon/bear-off";
import { half, idOf, type Points } from "./positions";
import { report } from "./replay-helper";

/** The legal plays of seat 0 on roll with `dice` in the position (mover, opponent). */
function legalOf(mover: Points, opponent: Points, dice: string): string[] {
  return report({ position: idOf(mover, opponent), turn: 0 }, [`roll ${dice}`]).legal as string[];
}

describe("a pure bear-off", () => {
  const rows: readonly [string, Points, Points, boolean][] = [
    ["all home, the opponent past", { 6: 5, 5: 5, 1: 5 }, { 6: 15 }, true],
    ["all home, the opponent still home too", { 3: 2 }, { 1: 10, 18: 5 }, true],
    ["a checker outside", { 7: 1, 6: 14 }, { 6: 15 }, false],
    ["a checker on the bar", { 25: 1, 6: 14 }, { 6: 15 }, false],
    ["an opponent's checker in the home board", { 6: 15 }, { 20: 1, 6: 14 }, false],
    ["an opponent's checker on the bar", { 6: 15 }, { 25: 1, 6: 14 }, false],
  ];
  it.each(rows)("%s: %s", (_name, mover, opponent, pure) => {
    expect(isPureBearOff(half(mover), half(opponent))).toBe(pure);
  });
});

describe("the best bear-off", () => {
  const rows: readonly [string, Points, string, string][] = [
    // Both dice bear off a checker each.
    ["two off with 6-5", { 6: 2, 5: 2 }, "6 5", "6/off 5/off"],
    // 6-1 with checkers on 6, 2 and 1: 6/off 1/off takes two off (6/off 2/1 only one).
    ["most off, then fewest pips", { 6: 1, 2: 1, 1: 1 }, "6 1", "6/off 1/off"],
    // 4-4 from 4, 4, 4, 4: all four off.
    ["a double, four off", { 4: 4, 3: 3 }, "4 4", "4/off(4)"],
    // 2-1 from 6, 6, 5: nothing comes off, every play leaves 14 pips; 6/5 6/4 leaves
    // 5, 5, 4 (gaps on 1–3), 6/4 5/4 leaves 6, 4, 4 (gaps on 1–3 and 5).
    ["no checker off: the smoothest", { 6: 2, 5: 1 }, "2 1", "6/5 6/4"],
  ];
  it.each(rows)("%s", (_name, mover, dice, want) => {
    const legal = legalOf(mover, { 6: 15 }, dice);
    const best = bestBearOff(half(mover), half({ 6: 15 }), legal);
    expect(legal).toContain(best);
    // Compare as positions: the engine's canonical spelling may order the steps its way.
    expect(best).toBe(legal.find((text) => same(text, want)));
  });

  it("is null outside a pure bear-off, and with no play listed", () => {
    const contact = { 6: 14, 20: 0 };
    expect(bestBearOff(half(contact), half({ 20: 1, 6: 14 }), ["6/off"])).toBeNull();
    expect(bestBearOff(half({ 6: 2 }), half({ 6: 15 }), ["pass"])).toBeNull();
    expect(bestBearOff(half({ 6: 2 }), half({ 6: 15 }), [])).toBeNull();
  });
});

/** Two plays are one when their steps are the same multiset. */
function same(a: string, b: string): boolean {
  const steps = (t: string) =>
    t
      .split(" ")
      .flatMap((s) => {
        const m = /^(.+?)(?:\((\d)\))?$/.exec(s.replace("*", ""));
        return Array<string>(Number(m?.[2] ?? 1)).fill(m?.[1] ?? s);
      })
      .sort()
      .join(" ");
  return steps(a) === steps(b);
}
