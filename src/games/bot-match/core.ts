import { fail, ok, type Result } from "../../engine/errors";

/**
 * The game-agnostic part of `npm run cli -- match`: a match plays N games of bot `a`
 * against bot `b` through a per-game adapter and sums them up. A game plugs in by
 * giving its manifest a `MatchAdapter` (see src/games/smalta/match.ts). Pure: the
 * time of each move is read from a clock handed in (the command line's
 * `performance.now`), so a match replays the same in a test.
 */

/** Milliseconds from any fixed origin (the command line passes `() => performance.now()`). */
export type Clock = () => number;

/** One finished game, from bot `a`'s side. */
export interface GameRecord {
  /** a's result: 1 a win, 0.5 a draw, 0 a loss. */
  readonly score: number;
  /** Points a won, negative when lost (1 a game in Smalta; the stake in backgammon). */
  readonly points: number;
  /** Milliseconds a spent choosing each of its moves. */
  readonly moveMs: readonly number[];
}

export interface MatchTotals {
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** a's score per game, a draw counting half. */
  readonly winRate: number;
  /** 95 % Wilson score interval of winRate (a draw counts half a win). */
  readonly ci95: readonly [number, number];
  /** a's mean points per game and its 95 % normal-approximation interval. */
  readonly ppg: number;
  readonly ppgCi95: readonly [number, number];
  /** The MEDIAN of a's per-move milliseconds over the whole match. */
  readonly msPerMove: number;
}

/** A match of one game between two configured bots. */
export interface MatchPlan {
  /**
   * Plays game `index` (0-based) of the match keyed by `matchSeed`. The adapter
   * decides the seating (and documents it); the same arguments replay the same game.
   * `clock` times the bots' moves (msPerMove), nothing else.
   */
  play(index: number, matchSeed: number, clock: Clock): Result<GameRecord>;
  /** The JSON line the command prints, chosen from the totals. */
  report(totals: MatchTotals): Record<string, unknown>;
}

export interface MatchAdapter {
  /** Reads the game's own flags (`--a`, `--b`, `--fortune`, …). */
  plan(flags: ReadonlyMap<string, string>): Result<MatchPlan>;
}

/** Plays `games` games and sums them up; the first refused game stops the match. */
export function playMatch(
  plan: MatchPlan,
  games: number,
  matchSeed: number,
  clock: Clock,
): Result<MatchTotals> {
  const records: GameRecord[] = [];
  for (let i = 0; i < games; i++) {
    const record = plan.play(i, matchSeed, clock);
    if (!record.ok) return fail(record.error.code, `game ${i}: ${record.error.message}`);
    records.push(record.value);
  }
  return ok(totalsOf(records));
}

export function totalsOf(records: readonly GameRecord[]): MatchTotals {
  const games = records.length;
  const wins = records.filter((r) => r.score === 1).length;
  const losses = records.filter((r) => r.score === 0).length;
  const draws = games - wins - losses;
  const scoreSum = records.reduce((sum, r) => sum + r.score, 0);
  const points = records.map((r) => r.points);
  const ppg = mean(points);
  return {
    games,
    wins,
    losses,
    draws,
    winRate: games > 0 ? scoreSum / games : 0,
    ci95: wilson95(scoreSum, games),
    ppg,
    ppgCi95: meanCi95(points),
    msPerMove: median(records.flatMap((r) => r.moveMs)),
  };
}

const Z95 = 1.959963984540054;

/**
 * The 95 % Wilson score interval of a proportion `successes / n` (successes may be
 * fractional: a draw counts half). Unlike the normal approximation it stays inside
 * [0, 1] and behaves at rates near 0 or 1.
 */
export function wilson95(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [round4(Math.max(0, centre - half)), round4(Math.min(1, centre + half))];
}

/** The 95 % normal-approximation interval of a mean. */
export function meanCi95(values: readonly number[]): [number, number] {
  const n = values.length;
  if (n === 0) return [0, 0];
  const m = mean(values);
  const variance = n > 1 ? values.reduce((s, v) => s + (v - m) ** 2, 0) / (n - 1) : 0;
  const half = Z95 * Math.sqrt(variance / n);
  return [round4(m - half), round4(m + half)];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

export const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * The line `match` prints for a game scored by wins: `{games, wins, losses, draws,
 * winRate, ci95, msPerMove}` (msPerMove: the median of a's timed moves, each game's
 * adapter says which count).
 */
export function winRateReport(t: MatchTotals): Record<string, unknown> {
  return {
    games: t.games,
    wins: t.wins,
    losses: t.losses,
    draws: t.draws,
    winRate: round4(t.winRate),
    ci95: t.ci95,
    msPerMove: round4(t.msPerMove),
  };
}
