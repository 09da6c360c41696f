import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchCli } from "../../cli/run-match";
import {
  GNUBG_PATH,
  gnubgBest,
  gnubgInstalled,
  gnubgPlay,
  GnubgProcess,
} from "../../../src/cli/gnubg-process";
import { playMatchAsync } from "../../../src/cli/match-async";
import { bothEnginesAgree, gnubgPlan } from "../../../src/cli/match-gnubg";
import { playGnubgMatchParallel } from "../../../src/cli/match-parallel";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";

/**
 * The gnubg match adapter against a live GNU Backgammon (CI installs the Debian
 * package `gnubg`). Without gnubg the tests are skipped with a loud message — except
 * under CI=true, where a missing gnubg is a failure.
 */
const present = gnubgInstalled();
const inCi = process.env.CI === "true";

if (!present && !inCi) {
  console.warn(
    `\n*** ${GNUBG_PATH} not found: the matches against GNU Backgammon are SKIPPED.` +
      "\n*** Install the Debian package `gnubg` to run them (CI must).\n",
  );
}

const options = (() => {
  const parsed = backgammon.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
})();

const START = "4HPwATDgc/ABMA";

describe.skipIf(!present && !inCi)("bench matches against GNU Backgammon", () => {
  it("gnubg is installed (required under CI=true)", () => {
    expect(present, `${GNUBG_PATH} is missing: apt-get install -y gnubg`).toBe(true);
  });

  describe.runIf(present)("the gnubg process", () => {
    let gnubg: GnubgProcess;
    beforeAll(() => {
      gnubg = new GnubgProcess();
    });
    afterAll(() => gnubg.close());

    it.each([
      // name, move, expected result (the opponent's view) or null for a refusal
      ["3-1 played 8/5 6/5", "8/5 6/5", "sGfwATDgc/ABMA"],
      ["the same with hit marks and another order", "6/5 8/5*", "sGfwATDgc/ABMA"],
      ["a step the dice do not allow", "8/4 6/5", null],
      ["a pass while a play exists", "pass", null],
    ])("plays %s by its own rules", async (_name, move, expected) => {
      const reached = await gnubgPlay(gnubg, START, 3, 1, move);
      if (expected === null) expect(reached.ok).toBe(false);
      else expect(reached).toEqual({ ok: true, value: expected });
    });

    it("chooses its 0-ply play and reports where it leads", async () => {
      const best = await gnubgBest(gnubg, START, 3, 1);
      expect(best).toEqual({ ok: true, value: { move: "8/5 6/5", result: "sGfwATDgc/ABMA" } });
    });

    it("refuses a request that is not a Position ID", async () => {
      const best = await gnubgBest(gnubg, "not-an-id", 3, 1);
      expect(best.ok).toBe(false);
    });

    it("makes a wrong resulting position fail the check of both engines", async () => {
      // A state after 3-1 whose board is not where 8/5 6/5 leads: the check must fail.
      const setup = backgammon.setup(options, 2);
      if (!setup.ok) throw new Error(setup.error.message);
      const before: BackgammonState = { ...setup.value, phase: "move", turn: 0, dice: [3, 1] };
      const move = backgammon.parseMove("8/5 6/5");
      if (!move.ok) throw new Error(move.error.message);
      const right = backgammon.apply(before, 0, move.value);
      const agreed = await bothEnginesAgree(gnubg, before, 0, move.value, right);
      expect(agreed.ok).toBe(true);
      // One checker of the mover's 13 point stands on its 12 point instead.
      const mine = [...right.board[0]];
      mine[12]--;
      mine[11]++;
      const wrong: BackgammonState = { ...right, board: [mine, right.board[1]] };
      const refused = await bothEnginesAgree(gnubg, before, 0, move.value, wrong);
      expect(refused.ok ? null : refused.error.code).toBe("engines-disagree");
    });
  });

  it.runIf(present)(
    "plays 20 games of strong against gnubg, every move checked by both",
    async () => {
      const plan = gnubgPlan("strong", "gnubg", options, 4);
      const totals = await playMatchAsync(plan, 20, 2026);
      if (!totals.ok) throw new Error(totals.error.message);
      const line = plan.report(totals.value);
      expect(line.games).toBe(20);
      expect(totals.value.wins + totals.value.losses).toBe(20);
      // Some 50–60 moves a game, each checked: far more than 20 games of 20.
      expect(line.movesChecked as number).toBeGreaterThan(400);
      expect(totals.value.ppg).toBeGreaterThanOrEqual(-3);
      expect(totals.value.ppg).toBeLessThanOrEqual(3);
      // The bench splits a match over processes (one a core): the same games, the same totals.
      const spec = { a: "strong", b: "gnubg", options, lanes: 2, processes: 2 } as const;
      const split = await playGnubgMatchParallel(spec, 20, 2026);
      if (!split.ok) throw new Error(split.error.message);
      // Every total but the timing (msPerMove).
      expect({ ...split.value.totals, msPerMove: 0 }).toEqual({ ...totals.value, msPerMove: 0 });
      expect(split.value.line.movesChecked).toBe(line.movesChecked);
    },
    120_000,
  );

  it.runIf(present)(
    "the command line's --processes splits the match and prints the same line",
    async () => {
      const args = ["backgammon", "--a", "pubeval", "--b", "gnubg", "--games", "6", "--seed", "3"];
      const one = await matchCli(args);
      const split = await matchCli([...args, "--processes", "2"]);
      expect([one.code, split.code]).toEqual([0, 0]);
      const [oneLine, splitLine] = [one.lines, split.lines].map(
        (lines) => JSON.parse(lines[0]) as Record<string, unknown>,
      );
      expect(oneLine.games).toBe(6);
      expect({ ...splitLine, msPerMove: 0 }).toEqual({ ...oneLine, msPerMove: 0 });
      expect((await matchCli([...args, "--processes", "0"])).code).toBe(2);
    },
    120_000,
  );

  it.runIf(present)(
    "gnubg against itself: each pair of games mirrors, 0 points a game",
    async () => {
      // Same dice for both games of a pair, starts swapped, a deterministic player on
      // both sides: game 2k+1 is game 2k with the seats exchanged.
      const plan = gnubgPlan("gnubg", "gnubg", options, 2);
      const totals = await playMatchAsync(plan, 4, 7);
      if (!totals.ok) throw new Error(totals.error.message);
      expect(totals.value.wins).toBe(2);
      expect(totals.value.ppg).toBe(0);
    },
  );
});
