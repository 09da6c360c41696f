// Decides whether dist/ is older than the sources, and runs `vite build` when it is.
import { existsSync, readdirSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** Everything that changes the built app. */
const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package.json"];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, name)));
  return newest;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
export function staleReason(root) {
  const built = join(root, "dist", "index.html");
  if (!existsSync(built)) return "dist/ has no build yet";
  const builtAt = statSync(built).mtimeMs;
  const changed = SOURCES.find((name) => newestChange(join(root, name)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs vite build in `root`; returns true when it succeeded. */
export function build(root) {
  const vite = join(root, "node_modules", "vite", "bin", "vite.js");
  // A NODE_ENV inherited from a test runner ("test") would make vite build a
  // development bundle without the service worker registration.
  const env = { ...process.env, NODE_ENV: "production" };
  const run = spawnSync(process.execPath, [vite, "build"], { cwd: root, stdio: "inherit", env });
  return run.status === 0;
}
