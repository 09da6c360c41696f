/**
 * Step 1 of training the strong bot: positions to label. Plays self-play games and
 * writes, for each turn, the positions a 1-ply bot has to compare — the result of the
 * chosen play and of up to `--others` other legal plays of the same roll — each seen
 * by the player then ON ROLL (the opponent of the mover), once each.
 *
 *   npx tsx src/games/backgammon/training/gen-positions.ts --games 2000 --seed 1 \
 *     --policy pubeval --out /tmp/bg/positions.txt [--net src/games/backgammon/net-weights.json]
 *
 * Policy "pubeval" plays pubeval's choice, "net" the net's (given by --net); either
 * way a play is uniformly random with probability --explore (default 0.1), so the
 * games also visit the odd positions a weaker opponent leads to.
 * Output: one position per line, 50 hex digits in the engine's board layout.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { rngFromSeed } from "../../../engine/rng";
import { BOARD_SIZE, checkersOn, OPP, startBoard, swapSides, type Board } from "../board";
import { PlayList } from "../movegen";
import { cubelessEquity, loadNet, type Net, type NetWeights } from "../net-eval";
import { isRace, pubevalScore } from "../pubeval";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const games = Number(arg("games", "1000"));
const seed = Number(arg("seed", "1"));
const others = Number(arg("others", "6"));
const explore = Number(arg("explore", "0.1"));
const policy = arg("policy", "pubeval");
const out = arg("out", "/tmp/bg/positions.txt");
let net: Net | null = null;
if (policy === "net") {
  net = loadNet(
    JSON.parse(
      readFileSync(arg("net", "src/games/backgammon/net-weights.json"), "utf8"),
    ) as NetWeights,
  );
  if (!net) throw new Error("the net weights do not fit the encoding");
}

const rng = rngFromSeed(seed);
const plays = new PlayList(1024);
const after = new Int8Array(BOARD_SIZE);
const swapped = new Int8Array(BOARD_SIZE);
const probs = new Float64Array(5);
const seen = new Set<string>();
const lines: string[] = [];

const keyOf = (b: Board): string => Array.from(b, (n) => n.toString(16)).join("");

function record(afterPlay: Board): void {
  if (checkersOn(afterPlay, 0) === 0) return; // the game is over: nothing to learn
  const key = keyOf(swapSides(afterPlay, swapped));
  if (seen.has(key)) return;
  seen.add(key);
  lines.push(key);
}

/** The play the policy prefers (the score of a play is from the mover's side). */
function best(board: Board, n: number): number {
  const race = isRace(board);
  let bestIndex = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    plays.resultInto(i, after);
    let score: number;
    if (net) {
      score =
        checkersOn(after, 0) === 0
          ? 3
          : -cubelessEquity(net.evaluate(swapSides(after, swapped), probs));
    } else {
      score = pubevalScore(after, race);
    }
    if (score > bestScore) {
      bestScore = score;
      bestIndex = i;
    }
  }
  return bestIndex;
}

for (let g = 0; g < games; g++) {
  let board = startBoard();
  // The opening roll is never a double.
  let d1 = 1 + rng.int(6);
  let d2 = 1 + rng.int(5);
  if (d2 >= d1) d2++;
  for (;;) {
    const n = plays.generate(board, d1, d2);
    if (n > 0) {
      const chosen = rng.int(1000) < explore * 1000 ? rng.int(n) : best(board, n);
      for (let k = 0; k < Math.min(others, n); k++) record(plays.resultInto(rng.int(n), after));
      board = plays.resultInto(chosen, new Int8Array(BOARD_SIZE));
      record(board);
      if (checkersOn(board, 0) === 0 || checkersOn(board, OPP) === 0) break;
    }
    board = swapSides(board);
    d1 = 1 + rng.int(6);
    d2 = 1 + rng.int(6);
  }
}
writeFileSync(out, `${lines.join("\n")}\n`);
process.stdout.write(`${lines.length} positions from ${games} games → ${out}\n`);
