// A fresh clone stands alone: `git clone` of this repository's HEAD into a temp folder
// with nothing beside it (no reference shelf), node_modules linked in, and there the
// type check, the build, and every unit test that reads a file or runs a program
// (disk-tests.ts). It fails when the build or a test needs a file that was never
// committed, or one outside the repository. It checks HEAD: uncommitted changes are not
// in a clone. The whole unit project is not rerun there: the other tests read nothing
// but the modules the type check and the build already resolve (about 25 s instead of a
// minute more).
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testsTouchingDisk } from "./disk-tests";

const ROOT = join(import.meta.dirname, "../..");
const SELF = "test/infra/fresh-clone.test.ts";
/** Set in the clone's own run, so the check does not clone itself again. */
const IN_CLONE = process.env.TABULA_FRESH_CLONE === "1";

const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" });
const sha = head.status === 0 ? head.stdout.trim() : null;
const skip = IN_CLONE || (sha === null && process.env.CI !== "true");
const why = IN_CLONE
  ? " (SKIPPED: this is the clone's own run)"
  : sha
    ? ""
    : " (SKIPPED: not a git checkout)";

/** The environment of the clone's tools: ours, without the outer vitest's own variables. */
function cloneEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { TABULA_FRESH_CLONE: "1" };
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("VITEST") && !key.startsWith("TINYPOOL")) env[key] ??= value;
  }
  return env;
}

function run(cwd: string, command: string, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd,
    env: cloneEnv(),
    encoding: "utf8",
    timeout: 240_000,
    maxBuffer: 64 * 1024 * 1024,
  });
}

const said = (r: SpawnSyncReturns<string>): string =>
  `exit ${r.status}${r.error ? ` (${r.error.message})` : ""}\n${`${r.stdout}\n${r.stderr}`.slice(-4000)}`;

describe("the unit tests that can need files", () => {
  it("include the ones that once read the reference shelf", () => {
    const picked = testsTouchingDisk(ROOT);
    for (const test of [
      "test/conformance/examples.test.ts",
      "test/conformance/cli.test.ts",
      "test/log/merge.test.ts",
      "test/games/backgammon/bot.test.ts",
      "test/infra/shelf-copies.test.ts",
    ]) {
      expect(picked, test).toContain(test);
    }
    // A test of pure rules reads no file: it is not rerun in the clone.
    expect(picked).not.toContain("test/games/smalta/rules-cards.test.ts");
  });
});

describe.skipIf(skip)(`a fresh clone with nothing beside it${why}`, () => {
  const outer = mkdtempSync(join(tmpdir(), "tabula-fresh-"));
  const clone = join(outer, "tabula");
  afterAll(() => rmSync(outer, { recursive: true, force: true }));

  it("type-checks, builds, and passes the unit tests that read files", () => {
    expect(sha, `git rev-parse HEAD failed: ${head.stderr}`).not.toBeNull();
    const cloned = run(outer, "git", ["clone", "--quiet", "--no-checkout", ROOT, clone]);
    expect(cloned.status, said(cloned)).toBe(0);
    const checkout = run(clone, "git", ["checkout", "--quiet", "--detach", sha!]);
    expect(checkout.status, said(checkout)).toBe(0);
    expect(existsSync(join(outer, "shared")), "nothing may be beside the clone").toBe(false);
    symlinkSync(realpathSync(join(ROOT, "node_modules")), join(clone, "node_modules"), "dir");

    const bin = (name: string) => join(clone, "node_modules", ".bin", name);
    const types = run(clone, bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]);
    expect(types.status, `tsc in the clone: ${said(types)}`).toBe(0);
    const build = run(clone, bin("vite"), ["build", "--logLevel", "warn"]);
    expect(build.status, `vite build in the clone: ${said(build)}`).toBe(0);

    const tests = testsTouchingDisk(clone).filter((t) => t !== SELF);
    expect(tests.length).toBeGreaterThan(4);
    const unit = run(clone, bin("vitest"), ["run", "--project", "unit", ...tests]);
    expect(unit.status, `vitest in the clone (${tests.join(" ")}): ${said(unit)}`).toBe(0);
  }, 300_000);
});
