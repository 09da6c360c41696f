/**
 * Step 1 of training the strong Smalta bot's value net: positions from games of the
 * careful policy (bot-careful.ts) against itself (with the die), as the net sees them.
 *
 *   npx tsx src/games/smalta/training/gen-values.ts --games 40000 --seed 11 \
 *     --out /tmp/smalta/values1.bin
 *
 * Every position from 30 empty cells on where a seat is about to roll is one row of
 * FEATURE_COUNT + 2 little-endian float32s: the features (bot-features.ts), the game's
 * result for that seat (1, ½ or 0), and 1 on the last row of a game (whose next row
 * starts another game), else 0. Rows of a game are consecutive and alternate seats,
 * which is what the temporal-difference targets of train-value.py need.
 */
import { writeFileSync } from "node:fs";
import { rngFromSeed } from "../../../engine/rng";
import { CELLS, COLOURS } from "../board";
import { SearchBoard } from "../bot-board";
import { FEATURE_COUNT, featuresOf } from "../bot-features";
import { carefulCells } from "../bot-careful";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const games = Number(arg("games", "40000"));
const rng = rngFromSeed(Number(arg("seed", "1")));
const out = arg("out", "/tmp/smalta/values.bin");
/**
 * Positions with more empty cells than this are not recorded: so early, every cell is
 * much like another, and the net judges them by the count of empty cells alone.
 */
const RECORD_FROM = 30;
const WIDTH = FEATURE_COUNT + 2;

const rows: Float32Array[] = [];
const cells = new Int8Array(CELLS);
for (let g = 0; g < games; g++) {
  const board = SearchBoard.of(Array<number>(CELLS).fill(0), 0);
  const recorded: { row: Float32Array; seat: number }[] = [];
  let seat = 0;
  let resultForSeat0 = 0.5;
  for (;;) {
    if (board.empty === 0) {
      const mine = board.lead > 0 ? 1 : board.lead < 0 ? 0 : 0.5;
      resultForSeat0 = seat === 0 ? mine : 1 - mine;
      break;
    }
    if (board.empty <= RECORD_FROM) {
      const row = new Float32Array(WIDTH);
      featuresOf(board, row);
      recorded.push({ row, seat });
    }
    const colour = 1 + rng.int(COLOURS);
    const count = carefulCells(board, colour, cells);
    if (board.paint(cells[rng.int(count)], colour)) {
      resultForSeat0 = seat === 0 ? 1 : 0;
      break;
    }
    seat = 1 - seat;
  }
  recorded.forEach(({ row, seat: s }, k) => {
    row[FEATURE_COUNT] = s === 0 ? resultForSeat0 : 1 - resultForSeat0;
    row[FEATURE_COUNT + 1] = k === recorded.length - 1 ? 1 : 0;
    rows.push(row);
  });
}
const data = new Float32Array(rows.length * WIDTH);
rows.forEach((row, k) => data.set(row, k * WIDTH));
writeFileSync(out, new Uint8Array(data.buffer));
console.log(`${rows.length} positions from ${games} games → ${out}`);
