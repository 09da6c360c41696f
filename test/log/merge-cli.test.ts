import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { errorOf, replayText } from "../../src/cli/replay";

/** `npm run cli -- merge` as a process: the bytes on stdout do not depend on the argument order. */

const dir = mkdtempSync(join(tmpdir(), "tabula-merge-"));
const file = (name: string, body: Record<string, unknown>): string => {
  const path = join(dir, name);
  writeFileSync(
    path,
    JSON.stringify({ format: "tabula-game/1", game: "smalta", seats: 2, seed: null, ...body }),
  );
  return path;
};
const a = file("a.json", {
  options: {},
  moves: ["first 0", "roll 3", "c4", "roll 2"],
  device: "phone",
});
const b = file("b.json", {
  options: { fortune: "die" },
  moves: ["first 0", "roll 3", "c4", "roll 2", "d4", "roll 5"],
  device: "tablet",
});
const c = file("c.json", { options: {}, moves: ["first 0", "roll 3", "c4", "roll 4", "e4"] });

function cli(...args: string[]): string {
  return execFileSync(join("node_modules", ".bin", "tsx"), ["src/cli/main.ts", "merge", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
}

describe("npm run cli -- merge", () => {
  it("prints the same bytes for any argument order, and the output replays", () => {
    const one = cli(a, b, c);
    const two = cli(c, a, b);
    expect(two).toBe(one);
    expect(one.endsWith("\n")).toBe(true);
    // At the fork after "c4" the copies disagree on the roll: the merge rule picks one branch.
    const merged = JSON.parse(one) as { moves: string[]; options: Record<string, unknown> };
    expect(merged.options).toEqual({ fortune: "die", hand: 4 });
    expect([b, c].map((p) => JSON.stringify(JSON.parse(readFileSync(p, "utf8")).moves))).toContain(
      JSON.stringify(merged.moves),
    );
    expect(errorOf(replayText(one))).toBeNull();
  });

  it("exits non-zero for files of different games", () => {
    const other = file("other.json", { options: { fortune: "table" }, moves: [] });
    expect(() => cli(a, other)).toThrow();
  });
});
