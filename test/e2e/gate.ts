// Whether the browser tests can run here, decided without vitest so it can be tested:
// run them, skip them loudly (no Chromium on a developer's machine), or fail the run
// (no Chromium on CI, or no build to test).
import { chromiumCandidates, findChromium } from "./browser";

export type Gate =
  | { readonly kind: "run"; readonly chromiumPath: string }
  | { readonly kind: "skip"; readonly banner: string }
  | { readonly kind: "fail"; readonly message: string };

export interface GateInputs {
  readonly env: NodeJS.ProcessEnv;
  readonly exists: (path: string) => boolean;
  readonly hasBuild: boolean;
  readonly distDir: string;
}

export function browserGate(suite: string, inputs: GateInputs): Gate {
  const chromiumPath = findChromium(inputs.env, inputs.exists);
  if (chromiumPath === null) {
    const why = `no Chromium found (looked at: ${chromiumCandidates(inputs.env).join(", ")})`;
    if (inputs.env.CI === "true") {
      return {
        kind: "fail",
        message: `${why}. CI=true: browser tests must run. Install chromium or set CHROMIUM.`,
      };
    }
    return {
      kind: "skip",
      banner: banner([
        `BROWSER TESTS SKIPPED: ${suite}`,
        why,
        "Install Chromium or set CHROMIUM=/path/to/chromium to run them.",
        "With CI=true this is a failure, not a skip.",
      ]),
    };
  }
  if (!inputs.hasBuild) {
    return {
      kind: "fail",
      message: `no build in ${inputs.distDir}: run \`npm run build\` first (npm test does)`,
    };
  }
  return { kind: "run", chromiumPath };
}

function banner(lines: readonly string[]): string {
  const bar = "!".repeat(78);
  return [bar, ...lines.map((l) => `!!  ${l}`), bar].join("\n");
}
