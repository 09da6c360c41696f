// Mountains' figures for `npm run bench -- --only mountains` (issue 11): the bot
// targets, replay of 1,000 entries, and legal placement generation with 52 cards.
import { loadavg } from "node:os";
import { playMatch, type MatchTotals } from "../src/games/bot-match/core";
import { mountainsPlan } from "../src/games/mountains/match";
import type { AnyGame } from "../src/engine/game";
import { rngFromSeed } from "../src/engine/random";
import { chooseMove, type BotLevel } from "../src/games/mountains/bot";
import { mountains } from "../src/games/mountains/rules";
import type { MountainsState } from "../src/games/mountains/state";
import { SimBoard } from "../src/games/mountains/sim-board";
import { initialState, randomSourceFor, replayMoves } from "../src/log/replay";
import { atLeast, atMost, type Figure } from "./figure";
import { benchReplay } from "./replay";
import { playSeededGame } from "./seeded-games";

/** Games per pairing (the issue asks for at least 2,000), 2 v 2 with 36 cards. */
const GAMES = Number(process.env.MOUNTAINS_BENCH_GAMES ?? 2_000);
const SEED = 2026;

function pairing(a: BotLevel, b: BotLevel, target: (t: MatchTotals) => boolean, label: string) {
  const options = mountains.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const started = Date.now();
  const totals = playMatch(mountainsPlan(a, b, options.value, 4), GAMES, SEED, () =>
    performance.now(),
  );
  if (!totals.ok) throw new Error(`${a} vs ${b}: ${totals.error.message}`);
  const t = totals.value;
  return {
    a,
    b,
    games: t.games,
    wins: t.wins,
    losses: t.losses,
    draws: t.draws,
    winRate: Math.round(t.winRate * 10_000) / 10_000,
    ci95: t.ci95,
    pointsPerGame: Math.round(t.ppg * 100) / 100,
    msPerMove: Math.round(t.msPerMove * 1000) / 1000,
    seconds: Math.round((Date.now() - started) / 1000),
    target: label,
    met: target(t),
  };
}

/** Positions of seeded random 52-card games (2 v 2, 10 × 8), every seat to move. */
function positions52(games: number): MountainsState[] {
  const out: MountainsState[] = [];
  const game = mountains as unknown as AnyGame;
  for (let seed = 1; seed <= games; seed++) {
    const file = playSeededGame(game, { deck: 52 }, 4, seed);
    const start = initialState(game, file);
    if ("error" in start) throw new Error(start.error.message);
    for (let n = 2; n <= file.moves.length; n++) {
      const replayed = replayMoves(
        game,
        start.state,
        file.moves.slice(0, n),
        randomSourceFor(null),
      );
      const s = replayed.state as MountainsState;
      if (mountains.toMove(s).length > 0) out.push(s);
    }
  }
  return out;
}

/**
 * Legal placements per second over every position of 100 random 52-card games: by
 * the rules (`legalMoves`, what replay, the board and `ref` use) and by the bots'
 * board (SimBoard.legal, what the playouts use).
 */
export function placementRates() {
  const states = positions52(100);
  const rules = rate(
    states,
    (s) => mountains.legalMoves(s, s.turn!).filter((m) => m.type === "place").length,
  );
  const boards = states.map((s) => SimBoard.fromState(s));
  const moves = new Int32Array(4096);
  const cells = new Int32Array(256);
  const sim = rate(boards, (b) => b.legal(b.turn, moves, cells));
  return { positions: states.length, rules, bots: sim };
}

function rate<T>(items: readonly T[], generate: (item: T) => number) {
  let placements = 0;
  let calls = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < 2000) {
    for (const item of items) placements += generate(item);
    calls += items.length;
    elapsed = performance.now() - t0;
  }
  return {
    placementsPerSecond: Math.round((placements / elapsed) * 1000),
    positionsPerSecond: Math.round((calls / elapsed) * 1000),
    placementsPerPosition: Math.round((placements / calls) * 10) / 10,
  };
}

/** Milliseconds of CPU this process used: less disturbed than wall time on a busy machine. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The strong bot's time per move by wall clock and by CPU time, over every position
 * with a choice in 20 seeded games of random players (2 v 2, 36 cards): the CPU
 * figure is what the bot costs, the wall figure what a busy machine made of it.
 */
export function strongTimes() {
  const rng = rngFromSeed(11);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let seed = 1; seed <= 20; seed++) {
    const file = playSeededGame(mountains as unknown as AnyGame, {}, 4, seed);
    const start = initialState(mountains as unknown as AnyGame, file);
    if ("error" in start) throw new Error(start.error.message);
    let s = start.state as MountainsState;
    for (const text of file.moves) {
      const seat = mountains.toMove(s)[0];
      if (seat !== undefined && mountains.legalMoves(s, seat).length > 1) {
        const view = mountains.view(s, seat);
        const w0 = performance.now();
        const c0 = cpuMs();
        chooseMove(view, seat, "strong", rng);
        cpu.push(cpuMs() - c0);
        wall.push(performance.now() - w0);
      }
      const move = mountains.parseMove(text);
      if (!move.ok) throw new Error(move.error.message);
      s = mountains.apply(s, mountains.pending(s) ? "chance" : seat, move.value);
    }
  }
  return {
    moves: wall.length,
    wallMedianMs: Math.round(median(wall) * 10) / 10,
    cpuMedianMs: Math.round(median(cpu) * 10) / 10,
  };
}

type Pairing = ReturnType<typeof pairing>;

function rateFigure(key: string, label: string, p: Pairing, goal: number, load: string): Figure {
  return atLeast(
    {
      key,
      label,
      value: Math.round(p.winRate * 10_000) / 100,
      unit: "%",
      note:
        `${p.games} seeded games (seed ${SEED}), 2 v 2, 36 cards, team a all ${p.a}; ` +
        `95 % CI ${(p.ci95[0] * 100).toFixed(1)}–${(p.ci95[1] * 100).toFixed(1)} %; ` +
        `${p.wins} won, ${p.losses} lost, ${p.draws} drawn; ${p.seconds} s; ${load}`,
      detail: p,
    },
    goal,
    `≥ ${goal} %`,
  );
}

interface Rate {
  readonly placementsPerSecond: number;
  readonly positionsPerSecond: number;
  readonly placementsPerPosition: number;
}

function placementFigure(key: string, label: string, r: Rate, positions: number, how: string) {
  return {
    key,
    label,
    value: r.placementsPerSecond,
    unit: "placements/s",
    goal: null,
    met: null,
    note:
      `${how}, over ${positions} positions of 100 random 52-card games (2 v 2, 10 × 8): ` +
      `${r.positionsPerSecond} positions/s, ${r.placementsPerPosition} placements each`,
    detail: r,
  } satisfies Figure;
}

/** Mountains' figures as rows of the bench table (issue 11's targets among them). */
export async function benchMountains(): Promise<Figure[]> {
  const loadAtStart = loadavg()[0].toFixed(1);
  const replay = benchReplay(mountains as unknown as AnyGame, {}, 4);
  const placement = placementRates();
  const strongTime = strongTimes();
  const normalRandom = pairing("normal", "random", (t) => t.winRate >= 0.9, "winRate ≥ 0.90");
  const strongRef = pairing("strong", "ref", (t) => t.winRate >= 0.6, "winRate ≥ 0.60");
  const load = `load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end`;
  return [
    rateFigure("mountains-normal-vs-random", "Mountains: normal vs random", normalRandom, 90, load),
    rateFigure("mountains-strong-vs-ref", "Mountains: strong vs ref", strongRef, 60, load),
    atMost(
      {
        key: "mountains-strong-ms-per-move",
        label: "Mountains: strong, ms per move (median)",
        value: strongRef.msPerMove,
        unit: "ms",
        note: `median wall time over every move strong made in the ${strongRef.games} games against ref; ${load}`,
      },
      100,
      "≤ 100 ms",
    ),
    atMost(
      {
        key: "mountains-strong-cpu-ms-per-move",
        label: "Mountains: strong, CPU ms per move (median)",
        value: strongTime.cpuMedianMs,
        unit: "ms",
        note:
          `median CPU time over ${strongTime.moves} positions with a choice in 20 seeded random ` +
          `games (wall median ${strongTime.wallMedianMs} ms): what the bot costs on a quiet core`,
        detail: strongTime,
      },
      100,
      "≤ 100 ms",
    ),
    placementFigure(
      "mountains-placements-52-rules",
      "Mountains: legal placements, 52 cards (rules)",
      placement.rules,
      placement.positions,
      "legalMoves, as replay, the board and ref use it",
    ),
    placementFigure(
      "mountains-placements-52-bots",
      "Mountains: legal placements, 52 cards (bots' board)",
      placement.bots,
      placement.positions,
      "SimBoard.legal, as the playouts use it",
    ),
    ...replay,
  ];
}

if (process.argv[1]?.endsWith("mountains.ts")) {
  console.log(JSON.stringify(await benchMountains(), null, 2));
}
