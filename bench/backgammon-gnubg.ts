import { availableParallelism } from "node:os";
import { GNUBG_PATH, gnubgInstalled } from "../src/cli/gnubg-process";
import { playGnubgMatchParallel } from "../src/cli/match-parallel";
import type { BotLevel } from "../src/games/backgammon/bot";
import { backgammon } from "../src/games/backgammon/rules";
import { atLeast, atMost, missing, type Figure } from "./figure";

/** Fixed, so two runs of the bench play the same games (the same dice as bench/backgammon-bots.ts). */
const BENCH_SEED = 2026;

/**
 * Our bots against GNU Backgammon 0-ply for `npm run bench` (issue 15): cubeless money
 * games, exactly `npm run cli -- match backgammon --a LEVEL --b gnubg --games N --seed 2026`,
 * every move checked by both engines. Targets: strong ≥ −0.08 points per game with a
 * median ≤ 5 ms a move; expert ≥ 0.00 with a median ≤ 200 ms a move.
 */
const TARGETS: readonly { level: BotLevel; ppg: number; ms: number }[] = [
  { level: "strong", ppg: -0.08, ms: 5 },
  { level: "expert", ppg: 0, ms: 200 },
];

/** What one bench match against gnubg gave: its report line, timing and a note. */
interface GnubgMatch {
  readonly ppg: number;
  readonly msPerMove: number;
  readonly line: unknown;
  readonly note: string;
}

/**
 * Plays `level` against gnubg 0-ply over `games` games with the options `input` (the
 * cube or not), as the CLI's match does; a missing gnubg or a failed match is a
 * `missing` figure under `key`.
 */
async function matchAgainstGnubg(
  level: BotLevel,
  input: Record<string, unknown>,
  games: number,
  key: string,
  label: string,
): Promise<GnubgMatch | Figure> {
  if (!gnubgInstalled()) {
    return missing(key, label, "ppg", `${GNUBG_PATH} not found (Debian package gnubg)`);
  }
  const options = backgammon.parseOptions(input);
  if (!options.ok) return missing(key, label, "ppg", options.error.message);
  // One process a core, 8 games (gnubg processes) each: 16 in all on two cores.
  const processes = availableParallelism();
  const started = performance.now();
  const spec = { a: level, b: "gnubg" as const, options: options.value, lanes: 8, processes };
  const played = await playGnubgMatchParallel(spec, games, BENCH_SEED);
  const minutes = (performance.now() - started) / 60_000;
  if (!played.ok) return missing(key, label, "ppg", played.error.message);
  const { totals, line } = played.value;
  return {
    ppg: totals.ppg,
    msPerMove: totals.msPerMove,
    line,
    note: `${games} games, seed ${BENCH_SEED}, ${processes} processes, ${minutes.toFixed(1)} min: ${JSON.stringify(line)}`,
  };
}

/**
 * `BENCH_GNUBG_GAMES` shortens the run (a figure over fewer than 10,000 games says so);
 * `levels` (bench/main.ts gives one a section) or `BENCH_GNUBG_LEVELS` picks the bots.
 */
export async function benchBackgammonGnubg(
  games = Number(process.env.BENCH_GNUBG_GAMES ?? 10_000),
  levels: readonly BotLevel[] = (process.env.BENCH_GNUBG_LEVELS ?? "strong,expert").split(
    ",",
  ) as BotLevel[],
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { level, ppg, ms } of TARGETS.filter((t) => levels.includes(t.level))) {
    const key = `bg-${level}-vs-gnubg`;
    const label = `backgammon ${level} vs gnubg 0-ply`;
    const match = await matchAgainstGnubg(level, {}, games, key, label);
    if ("key" in match) {
      figures.push(match);
      continue;
    }
    const { line, note } = match;
    figures.push(
      atLeast(
        { key, label, value: match.ppg, unit: "points/game", note, detail: line },
        ppg,
        `≥ ${ppg.toFixed(2)}`,
      ),
      atMost(
        {
          key: `${key}-ms-per-move`,
          label: `backgammon ${level}: median time per move (vs gnubg)`,
          value: Math.round(match.msPerMove * 10_000) / 10_000,
          unit: "ms",
          note: `median over every decision of ${level} in the match (Node)`,
        },
        ms,
        `≤ ${ms} ms`,
      ),
    );
  }
  return figures;
}

/**
 * The cube (issue 15, item 5): `strong` against gnubg 0-ply in money games with the
 * cube, gnubg doubling, taking and playing by its cubeful 0-ply judgment, exactly
 * `npm run cli -- match backgammon --a strong --b gnubg --cube true --games N --seed 2026`.
 * A game is worth its cube, so the interval is wide. The issue sets no goal: reported.
 */
export async function benchBackgammonGnubgCube(
  games = Number(process.env.BENCH_GNUBG_GAMES ?? 10_000),
): Promise<Figure[]> {
  const key = "bg-strong-cube-vs-gnubg";
  const label = "backgammon strong vs gnubg 0-ply, with the cube (money)";
  const match = await matchAgainstGnubg("strong", { cube: true }, games, key, label);
  if ("key" in match) return [match];
  const { line, note } = match;
  return [
    {
      key,
      label,
      value: match.ppg,
      unit: "points/game",
      goal: null,
      met: null,
      note,
      detail: line,
    },
  ];
}

if (process.argv[1]?.endsWith("backgammon-gnubg.ts")) {
  const games = Number(process.argv[2] ?? "10000");
  console.log(JSON.stringify(await benchBackgammonGnubg(games), null, 1));
}
