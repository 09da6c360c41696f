import { backgammonPlan } from "../src/games/backgammon/match";
import { playMatch } from "../src/games/bot-match/core";
import { backgammon } from "../src/games/backgammon/rules";
import { atLeast, atMost, missing, type Figure } from "./figure";

/** The seed of the bench match: fixed, so two runs of the bench play the same games. */
const BENCH_SEED = 2026;

/**
 * The backgammon bots' match figures for `npm run bench`: `strong` against `pubeval`
 * over `games` cubeless money games through the real engine (exactly
 * `npm run cli -- match backgammon --a strong --b pubeval --games N --seed 2026`).
 * Targets (issue 4): ≥ +0.40 points per game, median ≤ 200 ms per move, and the whole
 * 5,000-game match within 20 minutes.
 */
export async function benchBackgammonBots(games = 5000): Promise<Figure[]> {
  const options = backgammon.parseOptions({});
  if (!options.ok)
    return [missing("bg-strong-ppg", "backgammon strong vs pubeval", "ppg", options.error.message)];
  const plan = backgammonPlan("strong", "pubeval", options.value);
  const started = performance.now();
  const totals = playMatch(plan, games, BENCH_SEED, () => performance.now());
  const minutes = (performance.now() - started) / 60_000;
  if (!totals.ok) {
    return [missing("bg-strong-ppg", "backgammon strong vs pubeval", "ppg", totals.error.message)];
  }
  const line = plan.report(totals.value);
  const note = `${games} games, seed ${BENCH_SEED}: ${JSON.stringify(line)}`;
  return [
    atLeast(
      {
        key: "bg-strong-ppg",
        label: "backgammon strong vs pubeval",
        value: totals.value.ppg,
        unit: "points/game",
        note,
        detail: line,
      },
      0.4,
      "≥ +0.40",
    ),
    atMost(
      {
        key: "bg-strong-ms-per-move",
        label: "backgammon strong: median time per move",
        value: Math.round(totals.value.msPerMove * 10_000) / 10_000,
        unit: "ms",
        note: "median over every decision of strong in the match",
      },
      200,
      "≤ 200 ms",
    ),
    atMost(
      {
        key: "bg-bot-match-minutes",
        label: `backgammon ${games}-game bot match`,
        value: Math.round(minutes * 10) / 10,
        unit: "min",
        note: "wall time of the whole match, engine checks included",
      },
      20,
      "≤ 20 min",
    ),
  ];
}

if (process.argv[1]?.endsWith("backgammon-bots.ts")) {
  const games = Number(process.argv[2] ?? "5000");
  console.log(JSON.stringify(await benchBackgammonBots(games), null, 1));
}
