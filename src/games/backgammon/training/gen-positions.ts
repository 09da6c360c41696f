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
import { BOARD_SIZE, checkersOn, swapSides, type Board } from "../board";
import { PlayList } from "../movegen";
import { cubelessEquity, loadNet, type Net, type NetWeights } from "../net-eval";
import { isRace, pubevalScore } from "../pubeval";
import { boardKey, selfPlay } from "./self-play";

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

function record(afterPlay: Board): void {
  if (checkersOn(afterPlay, 0) === 0) return; // the game is over: nothing to learn
  const key = boardKey(swapSides(afterPlay, swapped));
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

selfPlay(games, rng, plays, (board, n) => {
  const chosen = rng.int(1000) < explore * 1000 ? rng.int(n) : best(board, n);
  for (let k = 0; k < Math.min(others, n); k++) record(plays.resultInto(rng.int(n), after));
  record(plays.resultInto(chosen, after));
  return chosen;
});
writeFileSync(out, `${lines.join("\n")}\n`);
process.stdout.write(`${lines.length} positions from ${games} games → ${out}\n`);
