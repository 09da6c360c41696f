import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GnubgProcess } from "../../../src/cli/gnubg-process";

/**
 * A gnubg that is not there or stops reading (a half-installed package, a crash) must
 * fail the requests with an error value, never crash the bench with an unhandled EPIPE.
 * Stand-ins for gnubg: a missing path, a program that exits at once, and one that
 * closes its stdin but stays alive, so that the write itself meets a closed pipe.
 */
function deafProgram(): string {
  const path = join(mkdtempSync(join(tmpdir(), "deaf-gnubg-")), "gnubg");
  writeFileSync(path, "#!/bin/sh\nexec 0<&-\nsleep 1\n");
  chmodSync(path, 0o755);
  return path;
}

describe("a gnubg process that cannot answer", () => {
  it.each([
    ["is missing", "/nonexistent/gnubg", 200],
    ["exits at once", "/bin/true", 200],
    ["stops reading but stays alive", deafProgram(), 300],
  ])("fails every request when the program %s", async (_name, path, settleMs) => {
    const gnubg = new GnubgProcess(path);
    // Give the stand-in time to exit or close its stdin before the first write.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    for (let i = 0; i < 3; i++) {
      const reply = await gnubg.ask(["best", "4HPwATDgc/ABMA", "3", "1"]);
      expect(reply.ok).toBe(false);
      if (!reply.ok) expect(reply.error.code).toBe("gnubg");
    }
    await gnubg.close();
  });
});
