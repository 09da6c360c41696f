// Checks that the built app uses nothing newer than the support floor (package.json
// "browserslist": the oldest Chrome, Firefox and Safari/iOS Tabula supports, and the
// README's "Browsers"). It builds into a temporary folder (a few seconds), so `npm run
// check` needs no earlier build, and runs es-check over every script of it: syntax and
// built-ins of each ECMAScript version, against the browsers of the floor.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// @noble/hashes calls Uint8Array.fromHex/toHex only where they exist (its
// `hasHexBuiltin` test) and falls back to its own code elsewhere: not a floor breach.
const FEATURE_DETECTED = ["Uint8ArrayFromHex", "Uint8ArrayToHex"];

const out = mkdtempSync(join(tmpdir(), "tabula-check-output-"));
const bin = (name) => join("node_modules", ".bin", name);
try {
  execFileSync(bin("vite"), ["build", "--outDir", out, "--emptyOutDir", "--logLevel", "error"], {
    stdio: "inherit",
  });
  execFileSync(
    bin("es-check"),
    [
      "checkBrowser",
      `${out}/**/*.js`,
      "--module",
      "--checkFeatures",
      "--ignore",
      FEATURE_DETECTED.join(","),
    ],
    { stdio: "inherit" },
  );
} catch {
  console.error("check:output: the build uses something newer than the support floor (above)");
  process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
