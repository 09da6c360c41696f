import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { disagreements, type OracleFile } from "./oracle";

/**
 * A fresh sample from GNU Backgammon itself, when it is installed (CI installs the
 * Debian package `gnubg`): 50 positions from a seed that changes every run, so the
 * committed oracle cannot hide a difference. Without gnubg the test is skipped with a
 * loud message — except under CI=true, where a missing gnubg is a failure.
 */
const GNUBG = "/usr/games/gnubg";
const SCRIPT = join(import.meta.dirname, "gnubg/make-oracle.py");
const present = existsSync(GNUBG);
const inCi = process.env.CI === "true";

if (!present && !inCi) {
  console.warn(
    `\n*** ${GNUBG} not found: the live GNU Backgammon comparison is SKIPPED.` +
      "\n*** Install the Debian package `gnubg` to run it (CI must).\n",
  );
}

describe.skipIf(!present && !inCi)("move generation agrees with a live GNU Backgammon", () => {
  it("gnubg is installed (required under CI=true)", () => {
    expect(present, `${GNUBG} is missing: apt-get install -y gnubg`).toBe(true);
  });

  it.runIf(present)("agrees on 50 fresh random positions", () => {
    const dir = mkdtempSync(join(tmpdir(), "tabula-gnubg-"));
    const seed = 1 + Math.floor(Math.random() * 1_000_000_000);
    const out = join(dir, "oracle.json");
    try {
      execFileSync(GNUBG, ["-t", "-q", "-p", SCRIPT], {
        env: { ...process.env, ORACLE_COUNT: "50", ORACLE_SEED: String(seed), ORACLE_OUT: out },
        stdio: ["ignore", "ignore", "pipe"],
        timeout: 120_000,
      });
      const oracle = JSON.parse(readFileSync(out, "utf8")) as OracleFile;
      expect(oracle.cases.length).toBe(50);
      expect(disagreements(oracle.cases), `gnubg sample seed ${seed}`).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
