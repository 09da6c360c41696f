// No tracked file refers to the reference shelf (test/infra/shelf.ts) except the one
// module that locates it for the optional copy checks: a user's clone has no shelf, so
// a path into it is a link that leads nowhere, or a test that fails for them.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
/** The shelf's module, and this test, which has to spell out what it looks for. */
const ALLOWED = new Set(["test/infra/shelf.ts", "test/infra/no-shelf-paths.test.ts"]);
/** `../shared`, `../../shared`, the shelf's absolute home, or one of its folders by name. */
const SHELF_PATH =
  /(?:\.\.\/|\/work\/)shared\b|\bshared\/(?:DESIGN\.md|README\.md|examples|data|tools|rules|seeds|hooks)\b/;

const listed = spawnSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
const tracked = listed.status === 0 ? listed.stdout.split("\0").filter(Boolean) : null;

/** Every `file:line: text` of a tracked text file that names a path on the shelf. */
function shelfMentions(files: readonly string[], read: (f: string) => Buffer): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (ALLOWED.has(file)) continue;
    const bytes = read(file);
    if (bytes.includes(0)) continue; // binary (images)
    bytes
      .toString("utf8")
      .split("\n")
      .forEach((line, i) => {
        if (SHELF_PATH.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  return found;
}

describe("paths to the reference shelf", () => {
  it("finds one where there is one (the check can fail)", () => {
    const files: Record<string, string> = {
      "a.md": "see `../shared/rules/smalta.md`",
      "b.ts": 'const p = join(here, "../../../../shared/data/pubeval.json");',
      "c.ts": "// exactly as shared/tools/run_examples.py does",
      "d.ts": "const shared = new PlayList(); // a shared list, no path",
      "test/infra/shelf.ts": 'resolve(dir, "../../../shared")',
    };
    const found = shelfMentions(Object.keys(files), (f) => Buffer.from(files[f]));
    expect(found.map((f) => f.split(":")[0])).toEqual(["a.md", "b.ts", "c.ts"]);
  });

  it.skipIf(tracked === null && process.env.CI !== "true")(
    `no tracked file names one, except ${[...ALLOWED].join(" and ")}${tracked ? "" : " (SKIPPED: not a git checkout)"}`,
    () => {
      expect(tracked, `git ls-files failed: ${listed.stderr}`).not.toBeNull();
      expect(tracked!.length).toBeGreaterThan(100);
      expect(shelfMentions(tracked!, (f) => readFileSync(join(ROOT, f)))).toEqual([]);
    },
  );
});
