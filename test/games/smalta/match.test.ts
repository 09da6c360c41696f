import { describe, expect, it } from "vitest";
import { matchCli } from "../../cli/run-match";
import { median, playMatch, totalsOf, wilson95 } from "../../../src/games/bot-match/core";
import { parseArgs } from "../../../src/cli/match";
import { smaltaPlan } from "../../../src/games/smalta/match";
import type { Fortune } from "../../../src/games/smalta/state";

const die = { fortune: "die" as const, hand: 4 };
const KEYS = ["games", "wins", "losses", "draws", "winRate", "ci95", "msPerMove"];

describe("match smalta", () => {
  it("prints one well-formed JSON line, and the same seed gives the same games", async () => {
    const args = ["smalta", "--a", "normal", "--b", "random", "--games", "20", "--seed", "5"];
    const first = await matchCli(args);
    expect(first.code).toBe(0);
    expect(first.lines).toHaveLength(1);
    const line = JSON.parse(first.lines[0]) as Record<string, number & [number, number]>;
    expect(Object.keys(line)).toEqual(KEYS);
    expect(line.games).toBe(20);
    expect(line.wins + line.losses + line.draws).toBe(20);
    expect(line.winRate).toBeCloseTo((line.wins + line.draws / 2) / 20, 4);
    expect(line.ci95[0]).toBeLessThanOrEqual(line.winRate);
    expect(line.ci95[1]).toBeGreaterThanOrEqual(line.winRate);
    expect(line.msPerMove).toBeGreaterThan(0);
    // normal beats a random bot nearly always.
    expect(line.wins).toBeGreaterThanOrEqual(15);
    const again = JSON.parse((await matchCli(args)).lines[0]) as Record<string, unknown>;
    expect({ ...again, msPerMove: 0 }).toEqual({ ...line, msPerMove: 0 });
  });

  it("a different seed plays different games", () => {
    const plan = smaltaPlan("easy", "random", die);
    const a = [0, 1, 2, 3].map((i) => plan.play(i, 1, () => 0));
    const b = [0, 1, 2, 3].map((i) => plan.play(i, 2, () => 0));
    const moves = (rs: typeof a): number[] => rs.map((r) => (r.ok ? r.value.moveMs.length : -1));
    expect(a.every((r) => r.ok)).toBe(true);
    expect(moves(a)).not.toEqual(moves(b));
  });

  it.each<Fortune>(["cards", "table"])("plays the %s variant to the end", (fortune) => {
    const totals = playMatch(smaltaPlan("strong", "easy", { fortune, hand: 3 }), 4, 9, () =>
      performance.now(),
    );
    expect(totals.ok).toBe(true);
    if (totals.ok) expect(totals.value.games).toBe(4);
  });

  it("refuses bad usage with exit code 2 and prints nothing on stdout", async () => {
    for (const args of [
      [],
      ["chess", "--a", "normal", "--b", "random", "--games", "2", "--seed", "1"],
      ["smalta", "--a", "genius", "--b", "random", "--games", "2", "--seed", "1"],
      ["smalta", "--a", "normal", "--b", "random", "--seed", "1"],
      ["smalta", "--a", "normal", "--b", "random", "--games", "2", "--seed", "x"],
      [
        "smalta",
        "--a",
        "normal",
        "--b",
        "random",
        "--games",
        "2",
        "--seed",
        "1",
        "--fortune",
        "coin",
      ],
      ["smalta", "--a", "normal", "--b", "random", "--games", "2", "--seed", "1", "--speed", "9"],
    ]) {
      const run = await matchCli(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.lines).toEqual([]);
    }
  });
});

describe("match arguments and figures", () => {
  it("parses flags and refuses repeated or dangling ones", () => {
    const ok = parseArgs(["smalta", "--a", "easy", "--games", "3"]);
    expect(ok.ok && [...ok.value.flags]).toEqual([
      ["a", "easy"],
      ["games", "3"],
    ]);
    expect(parseArgs(["smalta", "--a", "easy", "--a", "normal"]).ok).toBe(false);
    expect(parseArgs(["smalta", "--a"]).ok).toBe(false);
    expect(parseArgs(["smalta", "a", "easy"]).ok).toBe(false);
  });

  it("computes the Wilson interval and the median", () => {
    expect(wilson95(50, 100)).toEqual([0.4038, 0.5962]);
    expect(wilson95(100, 100)[1]).toBe(1);
    expect(wilson95(100, 100)[0]).toBeCloseTo(0.963, 3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("counts a draw as half a win", () => {
    const t = totalsOf([
      { score: 1, points: 1, moveMs: [1] },
      { score: 0.5, points: 0, moveMs: [2] },
      { score: 0, points: -1, moveMs: [3, 4] },
    ]);
    expect([t.wins, t.draws, t.losses, t.winRate, t.msPerMove, t.ppg]).toEqual([
      1, 1, 1, 0.5, 2.5, 0,
    ]);
  });
});
