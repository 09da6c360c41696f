// The one gate of every browser test file: Chromium and a build must be there.
// Without Chromium the tests are skipped with a loud banner, except on CI
// (CI=true), where a missing browser must fail the run rather than pass it silently.
import { existsSync } from "node:fs";
import { describe, it } from "vitest";
import { browserGate } from "./gate";
import { DIST_DIR, hasBuild } from "./server";

export interface BrowserTestSetup {
  readonly chromiumPath: string;
}

/** `describe` for browser tests: runs `body` only when the gate says so. */
export function describeInBrowser(name: string, body: (setup: BrowserTestSetup) => void): void {
  const gate = browserGate(name, {
    env: process.env,
    exists: existsSync,
    hasBuild: hasBuild(),
    distDir: DIST_DIR,
  });
  switch (gate.kind) {
    case "run":
      describe(name, () => body({ chromiumPath: gate.chromiumPath }));
      return;
    case "skip":
      console.warn(gate.banner);
      describe.skip(`${name} (SKIPPED: no Chromium)`, () => body({ chromiumPath: "" }));
      return;
    case "fail":
      describe(name, () => {
        it("can run in a browser", () => {
          throw new Error(gate.message);
        });
      });
  }
}
