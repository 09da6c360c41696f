import { describe, expect, it } from "vitest";
import { matchCli } from "../../cli/run-match";
import { playMatch } from "../../../src/games/bot-match/core";
import { spitePlan } from "../../../src/games/spite-malice/match";
import { DEFAULT_OPTIONS } from "../../../src/games/spite-malice/options";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import { answerBotRequest } from "../../../src/ui/bots";
import { dealText, newGame, playText } from "./playout";

const KEYS = ["games", "wins", "losses", "draws", "winRate", "ci95", "msPerMove"];

describe("match spite-malice", () => {
  it("prints one well-formed JSON line, and the same seed gives the same games", async () => {
    const args = [
      "spite-malice",
      "--a",
      "ref",
      "--b",
      "random",
      "--games",
      "6",
      "--seed",
      "3",
      "--goal",
      "13",
    ];
    const first = await matchCli(args);
    expect(first.code).toBe(0);
    const line = JSON.parse(first.lines[0]) as Record<string, number & [number, number]>;
    expect(Object.keys(line)).toEqual(KEYS);
    expect(line.games).toBe(6);
    expect(line.wins + line.losses + line.draws).toBe(6);
    expect(line.ci95[0]).toBeLessThanOrEqual(line.winRate);
    const again = JSON.parse((await matchCli(args)).lines[0]) as Record<string, unknown>;
    expect({ ...again, msPerMove: 0 }).toEqual({ ...line, msPerMove: 0 });
  });

  it.each([2, 3, 4])("seats bot a in each of the %i seats in turn", (players) => {
    const plan = spitePlan("ref", "ref", { ...DEFAULT_OPTIONS, goal: 13 }, players);
    const totals = playMatch(plan, players, 1, () => performance.now());
    expect(totals.ok).toBe(true);
    // ref against ref: across one round of seats a wins its share exactly.
    if (totals.ok) expect(totals.value.winRate * players).toBeCloseTo(1, 6);
  });

  it.each([
    [["--a", "ref", "--b", "grandmaster"]],
    [["--a", "ref", "--b", "ref", "--players", "5"]],
    [["--a", "ref", "--b", "ref", "--goal", "12"]],
    [["--a", "ref", "--b", "ref", "--fortune", "die"]],
  ])("refuses bad usage with exit code 2: %j", async (flags) => {
    const run = await matchCli(["spite-malice", ...flags, "--games", "1", "--seed", "1"]);
    expect(run.code).toBe(2);
    expect(run.lines).toEqual([]);
  });
});

describe("the bot worker's answer", () => {
  it("is a legal entry in notation for every level, from the seat's view", async () => {
    const start = newGame({}, 2);
    const state = playText(start, [
      dealText(start, 1, [[], ["2c"]], ["Ah", "Kd", "5s", "9c", "Qh"]),
    ]);
    const view = game.view(state, 1);
    const legal = game.legalMoves(view, 1).map(game.formatMove);
    for (const level of ["random", "ref", "easy", "normal", "strong"]) {
      const reply = await answerBotRequest({
        game: "spite-malice",
        view,
        seat: 1,
        level,
        seed: `s/${level}`,
      });
      expect(reply.ok, level).toBe(true);
      if (reply.ok) expect(legal).toContain(reply.text);
    }
  });
});
