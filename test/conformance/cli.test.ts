// The shared examples through the REAL command line (`npm run cli -- replay`), driven
// by the public harness ../shared/tools/run_examples.py: one python call per game.
// examples.test.ts runs the same examples in-process; this one proves the command
// line itself (argument handling, output lines, exit code) agrees.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../src/games/registry";
import { EXAMPLES_DIR } from "./examples";

const PROJECT_DIR = resolve(import.meta.dirname, "../..");
const HARNESS = resolve(EXAMPLES_DIR, "../tools/run_examples.py");

function hasPython(): boolean {
  return spawnSync("python3", ["--version"], { encoding: "utf8" }).status === 0;
}

const python = hasPython();
if (!python) {
  console.warn(
    "!! test/conformance/cli.test.ts SKIPPED: python3 is missing, so the shared " +
      "harness run_examples.py cannot drive the command line. Install python3 to run it.",
  );
}

describe.skipIf(!python)("shared examples through `npm run cli -- replay`", () => {
  it("has the harness", () => {
    expect(existsSync(HARNESS), HARNESS).toBe(true);
  });

  for (const id of Object.keys(games).sort()) {
    const folder = join(EXAMPLES_DIR, id);
    it(`agrees on every example of ${id}`, () => {
      expect(existsSync(folder), `no examples folder ${folder}`).toBe(true);
      const run = spawnSync("python3", [HARNESS, PROJECT_DIR, folder], {
        encoding: "utf8",
        timeout: 240_000,
      });
      const output = `${run.stdout}\n${run.stderr}`;
      const summary = /(\d+)\/(\d+) examples agree\s*$/.exec(run.stdout.trim());
      expect(summary, output).not.toBeNull();
      const [agreed, total] = [Number(summary![1]), Number(summary![2])];
      expect(total, "a game with no examples proves nothing").toBeGreaterThan(0);
      expect(agreed, output).toBe(total);
      expect(run.status, output).toBe(0);
    }, 300_000);
  }
});
