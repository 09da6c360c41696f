import { playMatch, type MatchTotals } from "../src/games/bot-match/core";
import { smaltaPlan } from "../src/games/smalta/match";
import type { BotLevel } from "../src/games/smalta/bot";

/**
 * The Smalta bot targets (issue 2, item 7), over 1,000 seeded games per pairing with
 * the die: normal beats random in ≥ 90 % of games, strong beats normal in ≥ 60 %, and
 * strong takes ≤ 50 ms per move (the median over the strong–normal match).
 */
const GAMES = 1_000;
const SEED = 2026;

export interface PairingFigures {
  readonly a: BotLevel;
  readonly b: BotLevel;
  readonly games: number;
  readonly winRate: number;
  readonly ci95: readonly [number, number];
  /** Median milliseconds per move of a. */
  readonly msPerMove: number;
  readonly target: string;
  readonly met: boolean;
}

function pairing(a: BotLevel, b: BotLevel, target: (t: MatchTotals) => boolean, label: string) {
  const totals = playMatch(smaltaPlan(a, b, { fortune: "die", hand: 4 }), GAMES, SEED, () =>
    performance.now(),
  );
  if (!totals.ok) throw new Error(`${a} vs ${b}: ${totals.error.message}`);
  const t = totals.value;
  const figures: PairingFigures = {
    a,
    b,
    games: t.games,
    winRate: Math.round(t.winRate * 10_000) / 10_000,
    ci95: t.ci95,
    msPerMove: Math.round(t.msPerMove * 1000) / 1000,
    target: label,
    met: target(t),
  };
  return figures;
}

export async function benchSmaltaBots(): Promise<object> {
  const normalRandom = pairing("normal", "random", (t) => t.winRate >= 0.9, "winRate ≥ 0.90");
  const strongNormal = pairing("strong", "normal", (t) => t.winRate >= 0.6, "winRate ≥ 0.60");
  return {
    smaltaBots: {
      normalVsRandom: normalRandom,
      strongVsNormal: strongNormal,
      strongMsPerMove: {
        median: strongNormal.msPerMove,
        target: "≤ 50 ms",
        met: strongNormal.msPerMove <= 50,
      },
    },
  };
}
