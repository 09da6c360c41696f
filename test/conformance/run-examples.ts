/**
 * Runs conformance examples against the REAL command line, as a program outside the
 * code would. Every example, and each entry it accepts or rejects, becomes a game file
 * in a temp folder; ONE `npm run --silent cli -- replay FILE...` process replays them
 * all, and each of its output lines is judged by check.ts. Prints each failure, then
 * `N/M examples agree`; exits 0 only when all agree (and there was something to run).
 *
 *   npm run examples                        every example of every registered game
 *   npm run examples -- PATH...             these example files or folders, all of them
 *   npm run examples -- --project DIR PATH  against another checkout's command line
 *
 * EX_TIMEOUT (seconds, default 300) bounds the replay process.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { findGame } from "../../src/games/registry";
import { checkAccepts, checkExpect, checkRejects, type Line } from "./check";
import { EXAMPLES_DIR, exampleGames, examplesOfFile, jsonFiles, loadExamples } from "./examples";

/** The repository this file is in: the default project. */
export const PROJECT_DIR = resolve(import.meta.dirname, "../..");

type Job =
  | { readonly label: string; readonly kind: "expect"; readonly expect: Line }
  | { readonly label: string; readonly kind: "accepts" | "rejects"; readonly entry: number };

export interface RunResult {
  /** What the runner prints: each failure, then the summary line. */
  readonly output: readonly string[];
  readonly agreed: number;
  readonly total: number;
}

/** A file as named in the output: as given, or relative to here when it is below here. */
function labelOf(path: string): string {
  const below = relative(process.cwd(), path);
  return isAbsolute(path) && !below.startsWith("..") ? below : path;
}

/** The game files to replay and what each must show, from example files and folders. */
function jobsOf(paths: readonly string[]): { jobs: Job[]; files: unknown[] } {
  const jobs: Job[] = [];
  const files: unknown[] = [];
  for (const path of paths) {
    const list = statSync(path).isDirectory() ? jsonFiles(path) : [path];
    for (const example of list.flatMap((f) => examplesOfFile(f, labelOf(f)))) {
      const base = example.file;
      jobs.push({ label: example.path, kind: "expect", expect: example.expect });
      files.push(base);
      for (const kind of ["accepts", "rejects"] as const) {
        for (const entry of example[kind]) {
          jobs.push({
            label: `${example.path} ${kind} ${JSON.stringify(entry)}`,
            kind,
            entry: base.moves.length,
          });
          files.push({ ...base, moves: [...base.moves, entry] });
        }
      }
    }
  }
  return { jobs, files };
}

function judge(job: Job, got: Line): string[] {
  if (job.kind === "expect") return checkExpect(job.expect, got);
  return job.kind === "accepts" ? checkAccepts(got) : checkRejects(got, job.entry);
}

/** Replays the examples of `paths` through `npm run cli -- replay` in `project`. */
export function runExamples(
  paths: readonly string[],
  project = PROJECT_DIR,
  timeoutMs = Number(process.env.EX_TIMEOUT ?? "300") * 1000,
): RunResult {
  const { jobs, files } = jobsOf(paths);
  const summary = (agreed: number, lines: string[] = []): RunResult => ({
    output: [...lines, `${agreed}/${jobs.length} examples agree`],
    agreed,
    total: jobs.length,
  });
  if (jobs.length === 0) return summary(0, ["no examples found: nothing was checked"]);
  const tmp = mkdtempSync(join(tmpdir(), "tabula-ex-"));
  try {
    const names = files.map((file, i) => {
      const name = join(tmp, `${i}.json`);
      writeFileSync(name, JSON.stringify(file));
      return name;
    });
    const run = spawnSync("npm", ["run", "--silent", "cli", "--", "replay", ...names], {
      cwd: project,
      encoding: "utf8",
      timeout: timeoutMs,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.error || run.signal) {
      const why = run.error?.message ?? `killed by ${run.signal}`;
      return summary(0, [`the command line did not answer in time (${why})`]);
    }
    const lines = run.stdout.split("\n").filter((l) => l.trim().startsWith("{"));
    if (lines.length !== jobs.length) {
      const tail = run.stderr.slice(-400);
      return summary(0, [
        `expected ${jobs.length} JSON lines from cli replay, got ${lines.length}; stderr: ${tail}`,
      ]);
    }
    const failures: string[] = [];
    jobs.forEach((job, i) => {
      const bad = judge(job, JSON.parse(lines[i]) as Line);
      if (bad.length > 0) failures.push(`FAIL ${job.label}: ${bad.join("; ")}`);
    });
    return summary(jobs.length - failures.length, failures);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The in-repo example folders of registered games, and the others (skipped, by name). */
export function builtExampleFolders(dir = EXAMPLES_DIR): { run: string[]; skipped: string[] } {
  const games = exampleGames(dir);
  const built = games.filter((game) => findGame(game) !== null);
  return {
    run: built.map((game) => join(dir, game)),
    skipped: games
      .filter((game) => !built.includes(game))
      .map((game) => {
        const n = loadExamples(join(dir, game)).length;
        return `skipped ${game}: not in the registry yet (${n} examples)`;
      }),
  };
}

function main(argv: string[]): number {
  let project = PROJECT_DIR;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--project" && i + 1 < argv.length) project = resolve(argv[++i]);
    else if (argv[i].startsWith("-")) {
      process.stderr.write("usage: npm run examples -- [--project DIR] [EXAMPLE.json | DIR]...\n");
      return 2;
    } else paths.push(argv[i]);
  }
  if (paths.length === 0) {
    const { run, skipped } = builtExampleFolders();
    for (const line of skipped) process.stdout.write(`${line}\n`);
    paths.push(...run);
  }
  let result: RunResult;
  try {
    result = runExamples(paths, project);
  } catch (error) {
    // A missing path or a broken example file: say so, without a stack trace.
    process.stderr.write(`run-examples: ${(error as Error).message}\n`);
    return 2;
  }
  for (const line of result.output) process.stdout.write(`${line}\n`);
  return result.total > 0 && result.agreed === result.total ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
