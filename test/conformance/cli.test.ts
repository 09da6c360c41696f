// The conformance examples through the REAL command line: run-examples.ts writes each
// example as a game file and replays them all in one `npm run cli -- replay` process
// per game. examples.test.ts runs the same examples in-process; this one proves the
// command line itself (argument handling, output lines, exit code) agrees.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXAMPLES_DIR } from "./examples";
import { builtExampleFolders, PROJECT_DIR, runExamples } from "./run-examples";

const { run, skipped } = builtExampleFolders();

describe("examples through `npm run cli -- replay`", () => {
  for (const folder of run) {
    const game = folder.split("/").pop()!;
    it(`agrees on every example of ${game}`, () => {
      const result = runExamples([folder]);
      const output = result.output.join("\n");
      expect(result.total, "a game with no examples proves nothing").toBeGreaterThan(0);
      expect(result.agreed, output).toBe(result.total);
      expect(output).toBe(`${result.total}/${result.total} examples agree`);
    }, 300_000);
  }
  // Games being built elsewhere: their examples are listed as skipped, by name.
  for (const line of skipped) it.skip(line, () => {});
});

describe("`npm run examples`, the runner as a program", () => {
  const dir = mkdtempSync(join(tmpdir(), "tabula-runner-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints each failure and the count, and exits 1 unless all agree", () => {
    const good = join(EXAMPLES_DIR, "smalta", "four-colour-win.json");
    copyFileSync(good, join(dir, "good.json"));
    const wrong = JSON.parse(readFileSync(good, "utf8")) as Record<string, unknown>;
    // A wrong status, an entry that is legal listed as rejected, and one illegal as accepted.
    writeFileSync(
      join(dir, "wrong.json"),
      JSON.stringify({ ...wrong, expect: { status: "nonsense" }, accepts: ["zz"], rejects: [] }),
    );
    const out = spawnSync("npm", ["run", "--silent", "examples", "--", dir], {
      cwd: PROJECT_DIR,
      encoding: "utf8",
      timeout: 240_000,
    });
    const lines = out.stdout.trim().split("\n");
    expect(lines.filter((l) => l.startsWith("FAIL "))).toHaveLength(2);
    expect(
      lines.some((l) => /wrong\.json: status "over" != "nonsense"/.test(l)),
      out.stdout,
    ).toBe(true);
    expect(
      lines.some((l) => /wrong\.json accepts "zz": refused/.test(l)),
      out.stdout,
    ).toBe(true);
    expect(lines.at(-1)).toBe("1/3 examples agree");
    expect(out.status, out.stderr).toBe(1);
  }, 300_000);
});
