/**
 * A low-variance judge of search plans: plays self-play games with `strong`, and at
 * every position with two or more plays asks each plan for its play. Where the plans
 * disagree it writes the positions their plays lead to, for gnubg to label (label.sh
 * at BG_PLIES=2) and judge-plans.py to score: the paired difference of two plans'
 * equity over the same positions has a far smaller variance than a match between them.
 *
 *   npx tsx src/games/backgammon/training/judge-plans.ts --games 200 --seed 11 \
 *     --out /tmp/exp/d11.txt [--plans zero,strong,expert]
 *
 * Output: one line per disagreement: its kind (contact, race, bearoff), then
 * plan=hex for each plan (the board after its play, swapped so the opponent is on
 * roll). A play that bears off the last checker is written "won" and what it wins (won1,
 * won2 or won3).
 */
import { writeFileSync } from "node:fs";
import { rngFromSeed } from "../../../engine/rng";
import { BOARD_SIZE, checkersOn, OPP, swapSides, type Board } from "../board";
import { expertSearcher, STRONG_SEARCH } from "../bot";
import { PlayList } from "../movegen";
import { isRace } from "../pubeval";
import { wonValue } from "../scoring";
import type { Searcher } from "../search";
import { PLANS_FOR_JUDGING } from "./plans";
import { boardKey, selfPlay } from "./self-play";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const games = Number(arg("games", "100"));
const seed = Number(arg("seed", "1"));
const out = arg("out", "/tmp/exp/disagree.txt");
const names = arg("plans", "zero,strong,expert").split(",");
for (const name of names) if (!PLANS_FOR_JUDGING[name]) throw new Error(`no plan ${name}`);

const rng = rngFromSeed(seed);
const plays = new PlayList(1024);
const after = new Int8Array(BOARD_SIZE);
const swapped = new Int8Array(BOARD_SIZE);
const lines: string[] = [];
const time = new Map<string, number>(names.map((n) => [n, 0]));
let positions = 0;

function kindOf(board: Board): string {
  if (!isRace(board)) return "contact";
  for (let i = 6; i < 25; i++) if (board[i] > 0 || board[OPP + i] > 0) return "race";
  return "bearoff";
}

function judge(board: Board, searcher: Searcher): void {
  const chosen = new Map<string, number>();
  for (const name of names) {
    const t0 = performance.now();
    chosen.set(name, PLANS_FOR_JUDGING[name](board, plays, searcher));
    time.set(name, (time.get(name) ?? 0) + performance.now() - t0);
  }
  positions++;
  if (new Set(chosen.values()).size === 1) return;
  const fields = [kindOf(board)];
  for (const name of names) {
    plays.resultInto(chosen.get(name) ?? 0, after);
    const won = checkersOn(after, 0) === 0;
    fields.push(`${name}=${won ? `won${wonValue(after)}` : boardKey(swapSides(after, swapped))}`);
  }
  lines.push(fields.join(" "));
}

// strong plays every game; the plans are asked wherever there is a choice.
selfPlay(games, rng, plays, (board, n) => {
  if (n > 1) judge(board, expertSearcher);
  return expertSearcher.best(plays, STRONG_SEARCH);
});
writeFileSync(out, `${lines.join("\n")}\n`);
const ms = names.map((n) => `${n} ${((time.get(n) ?? 0) / positions).toFixed(2)} ms`).join(", ");
process.stdout.write(`${positions} positions, ${lines.length} disagreements → ${out}\n${ms}\n`);
