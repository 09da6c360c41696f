/**
 * Step 3a of training: the net's inputs for labelled positions, computed by the very
 * code the bot runs (features.ts), so the trainer never re-implements the encoding.
 *
 *   npx tsx src/games/backgammon/training/encode.ts --encoding v2 --out /tmp/bg/set \
 *       /tmp/bg/labels1.txt [more label files]
 *
 * Writes OUT.x.f32 (positions × inputs, float32, row-major), OUT.y.f32 (positions × 5,
 * gnubg's probabilities) and OUT.boards.txt (each position's 50 hex digits, in order).
 * Lines that are not "HEX p1 p2 p3 p4 p5" are skipped; a board seen twice is kept once
 * (the last label wins).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { BOARD_SIZE } from "../board";
import { encodeInputs, encodeInputsV2, NET_INPUTS, NET_INPUTS_V2 } from "../features";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const encoding = arg("encoding", "v2");
const out = arg("out", "/tmp/bg/set");
const files = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--"));
const width = encoding === "v2" ? NET_INPUTS_V2 : NET_INPUTS;
const encode = encoding === "v2" ? encodeInputsV2 : encodeInputs;

const labels = new Map<string, number[]>();
for (const file of files) {
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 6 || parts[0].length !== 2 * 25) continue;
    labels.set(parts[0], parts.slice(1).map(Number));
  }
}

const n = labels.size;
const x = new Float32Array(n * width);
const y = new Float32Array(n * 5);
const board = new Int8Array(BOARD_SIZE);
const row = new Float64Array(width);
const keys: string[] = [];
let k = 0;
for (const [key, p] of labels) {
  for (let i = 0; i < BOARD_SIZE; i++) board[i] = parseInt(key[i], 16);
  encode(board, row);
  x.set(row, k * width);
  y.set(p, k * 5);
  keys.push(key);
  k++;
}
writeFileSync(`${out}.x.f32`, x);
writeFileSync(`${out}.y.f32`, y);
writeFileSync(`${out}.boards.txt`, `${keys.join("\n")}\n`);
process.stdout.write(`${n} positions × ${width} inputs (${encoding}) → ${out}.*\n`);
