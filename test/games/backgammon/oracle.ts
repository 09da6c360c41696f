import { swapSides } from "../../../src/games/backgammon/board";
import { PlayList } from "../../../src/games/backgammon/movegen";
import { decodePositionId, encodePositionId } from "../../../src/games/backgammon/position-id";

/** One row of an oracle file written by gnubg/make-oracle.py. */
export interface OracleCase {
  readonly id: string;
  readonly dice: readonly [number, number];
  readonly plays: number;
  readonly results: readonly string[];
}

export interface OracleFile {
  readonly seed: number;
  readonly cases: readonly OracleCase[];
}

/** What our generator says for a case, in the oracle's terms (IDs as the opponent sees them). */
export function ourAnswer(c: OracleCase): { plays: number; results: string[] } | string {
  const board = decodePositionId(c.id);
  if (!board.ok) return board.error.message;
  const plays = new PlayList();
  const count = plays.generate(board.value, c.dice[0], c.dice[1]);
  const after = new Int8Array(50);
  const results = new Set<string>();
  for (let i = 0; i < count; i++) {
    results.add(encodePositionId(swapSides(plays.resultInto(i, after))));
  }
  return { plays: count, results: [...results].sort() };
}

/** Differences between gnubg's answer and ours, as readable lines (empty: they agree). */
export function disagreements(cases: readonly OracleCase[]): string[] {
  const out: string[] = [];
  for (const c of cases) {
    const ours = ourAnswer(c);
    const where = `${c.id} roll ${c.dice.join("-")}`;
    if (typeof ours === "string") {
      out.push(`${where}: ${ours}`);
      continue;
    }
    const theirs = [...c.results].sort();
    if (ours.plays !== c.plays) out.push(`${where}: ${ours.plays} plays, gnubg ${c.plays}`);
    const missing = theirs.filter((r) => !ours.results.includes(r));
    const extra = ours.results.filter((r) => !theirs.includes(r));
    if (missing.length > 0) out.push(`${where}: missing ${missing.join(" ")}`);
    if (extra.length > 0) out.push(`${where}: extra ${extra.join(" ")}`);
  }
  return out;
}
