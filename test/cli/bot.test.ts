import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { runBot } from "../../src/cli/bot";
import { replayFile } from "../../src/cli/replay";
import { seededSource } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";

const PROJECT_DIR = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "tabula-bot-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const DECK = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6];

let files = 0;
function fileOf(moves: readonly string[], extra: Record<string, unknown> = {}): string {
  const path = join(dir, `game-${++files}.json`);
  const game = { format: "tabula-game/1", game: "smalta", seats: 2, seed: null, moves };
  writeFileSync(path, JSON.stringify({ ...game, options: { fortune: "cards" }, ...extra }));
  return path;
}

/** Runs the command in-process: its exit code, stdout lines and stderr. */
async function bot(args: string[]): Promise<{ code: number; lines: string[]; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (err.push(String(chunk)), true));
  const code = await runBot(args);
  vi.restoreAllMocks();
  return { code, lines: out.join("").split("\n").filter(Boolean), err: err.join("") };
}

/** The legal moves of the seat to move at the end of a file. */
function legalAt(path: string): string[] {
  const replayed = replayFile(readFileSync(path, "utf8"));
  if ("error" in replayed) throw new Error(replayed.error.message);
  const seat = smalta.toMove(replayed.state as never)[0];
  return smalta.legalMoves(replayed.state as never, seat).map(smalta.formatMove);
}

describe("npm run cli -- bot", () => {
  it("prints the bot's move for the seat to move as one JSON line, through the real process", () => {
    const path = fileOf(["first 1", `deal ${DECK.join(",")}`]);
    const run = spawnSync("npx", ["tsx", "src/cli/main.ts", "bot", path, "--level", "normal"], {
      cwd: PROJECT_DIR,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as { move: string; ms: number };
    expect(Object.keys(line)).toEqual(["move", "ms"]);
    expect(legalAt(path)).toContain(line.move);
    expect(line.ms).toBeGreaterThanOrEqual(0);
  });

  it("says so on one line and exits 1 when no seat is to move, through the real process", () => {
    const path = fileOf(["first 1"]);
    const run = spawnSync("npx", ["tsx", "src/cli/main.ts", "bot", path, "--level", "easy"], {
      cwd: PROJECT_DIR,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    const line = JSON.parse(run.stdout.trim()) as { error: { code: string; message: string } };
    expect(line.error.code).toBe("no-seat-to-move");
    expect(line.error.message).toContain("deal");
  });

  it("chooses from the seat's view only: the other hand and the stock re-dealt, the same move", async () => {
    // Seat 1 moves first and gets the deal's first four cards in both files; the other
    // hand and the stock's order differ.
    const mine = [6, 5, 4, 3];
    const rest = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 1, 1, 2, 2, 3, 4, 5, 6];
    const a = fileOf(["first 1", `deal ${[...mine, ...rest].join(",")}`]);
    const b = fileOf(["first 1", `deal ${[...mine, ...[...rest].reverse()].join(",")}`]);
    for (const level of ["random", "easy", "normal", "strong"]) {
      const [x, y] = [await bot([a, "--level", level]), await bot([b, "--level", level])];
      expect(x.code, x.lines.join()).toBe(0);
      const [moveA, moveB] = [x, y].map((r) => (JSON.parse(r.lines[0]) as { move: string }).move);
      expect(moveB, level).toBe(moveA);
    }
  });

  it("keys its randomness by --seed, by default as the app does for that entry of a seeded game", async () => {
    const seed = "ab".repeat(32);
    const random = seededSource(seed);
    const start = smalta.setup({ fortune: "die", hand: 4 }, 2);
    if (!start.ok) throw new Error(start.error.message);
    const first = random.draw(smalta, start.value, 0)!;
    const roll = random.draw(smalta, smalta.apply(start.value, "chance", first), 1)!;
    const moves = [smalta.formatMove(first), smalta.formatMove(roll)];
    const path = fileOf(moves, { seed, options: { fortune: "die" } });
    const moveOf = async (args: string[]) => {
      const run = await bot([path, "--level", "random", ...args]);
      expect(run.code, run.lines.join()).toBe(0);
      return (JSON.parse(run.lines[0]) as { move: string }).move;
    };
    expect(await moveOf([])).toBe(await moveOf(["--seed", `${seed}/bot/2`]));
    const bySeed: string[] = [];
    for (const s of ["1", "2", "3", "4", "5", "6"]) bySeed.push(await moveOf(["--seed", s]));
    expect(new Set(bySeed).size).toBeGreaterThan(1);
    expect(await moveOf(["--seed", "3"])).toBe(bySeed[2]);
  });

  it.each([
    [
      "an unknown level",
      () => [fileOf(["first 1", `deal ${DECK.join(",")}`]), "--level", "god"],
      "unknown-level",
    ],
    [
      "a file that cannot be read",
      () => [join(dir, "nothing.json"), "--level", "easy"],
      "unreadable",
    ],
    ["a file that is not JSON", () => [notJson(), "--level", "easy"], "bad-file"],
    [
      "a file with an illegal entry",
      () => [fileOf(["first 1", "deal 1,2,3"]), "--level", "easy"],
      "bad-deal",
    ],
    ["a random event due", () => [fileOf(["first 0"]), "--level", "easy"], "no-seat-to-move"],
    ["a finished game", () => [finishedGame(), "--level", "easy"], "no-seat-to-move"],
  ])("refuses %s with an error line and exit code 1", async (_name, args, code) => {
    const run = await bot(args());
    expect(run.code).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect((JSON.parse(run.lines[0]) as { error: { code: string } }).error.code).toBe(code);
  });

  it.each([
    ["no file", [] as string[]],
    ["no level", ["x.json"]],
    ["an unknown option", ["x.json", "--level", "easy", "--depth", "3"]],
    ["a repeated option", ["x.json", "--level", "easy", "--level", "normal"]],
  ])("refuses %s as bad usage: exit code 2, nothing on stdout", async (_name, args) => {
    const run = await bot(args);
    expect(run.code).toBe(2);
    expect(run.lines).toEqual([]);
    expect(run.err).toContain("usage: npm run cli -- bot FILE --level LEVEL");
  });
});

function notJson(): string {
  const path = join(dir, "not-json.json");
  writeFileSync(path, "{ moves: [");
  return path;
}

/** A die game played to its end (the table die: rolls are seats' moves, taken as written). */
function finishedGame(): string {
  const start = smalta.setup({ fortune: "table", hand: 4 }, 2);
  if (!start.ok) throw new Error(start.error.message);
  let state = smalta.apply(start.value, "chance", { type: "first", seat: 0 });
  const moves = ["first 0"];
  while (smalta.result(state) === null) {
    const seat = smalta.toMove(state)[0];
    const move = smalta.legalMoves(state, seat)[0];
    moves.push(smalta.formatMove(move));
    state = smalta.apply(state, seat, move);
  }
  return fileOf(moves, { options: { fortune: "table" } });
}
