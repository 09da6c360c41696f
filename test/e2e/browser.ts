// Finding and launching Chromium for the browser tests and the bench. No vitest here:
// bench/main.ts uses these helpers too.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Where Chromium is looked for, in order: the CHROMIUM variable, then Debian's paths. */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromEnv = env.CHROMIUM ? [env.CHROMIUM] : [];
  return [...fromEnv, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
}

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | null {
  return chromiumCandidates(env).find((path) => exists(path)) ?? null;
}

/**
 * Flags for a quiet, reproducible, offline-safe Chromium. WebRtcHideLocalIpsWithMdns is
 * off so that WebRTC between two pages on this machine finds plain 127.0.0.1
 * candidates instead of .local names nothing here resolves.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=WebRtcHideLocalIpsWithMdns",
];

/** A phone-sized viewport (iPhone 12–14 class). */
export const PHONE = { width: 390, height: 844 } as const;

export interface Profile {
  /** The --user-data-dir: IndexedDB, service worker and caches live here. */
  readonly dir: string;
  /** Deletes the directory (close every context on it first). */
  remove(): Promise<void>;
}

export async function freshProfile(): Promise<Profile> {
  const dir = await mkdtemp(join(tmpdir(), "tabula-chromium-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface LaunchOptions {
  readonly executablePath: string;
  /** Reusing a profile is how a test "restarts the browser" with its data kept. */
  readonly profile: Profile;
  readonly viewport?: { readonly width: number; readonly height: number };
  /** A phone's touch screen: touch events, a coarse pointer (`hasTouch`, `isMobile`). */
  readonly touch?: boolean;
  /** More command-line switches (the fake camera of the scanning test). */
  readonly args?: readonly string[];
}

/**
 * Launches headless Chromium on a profile directory. A persistent context is used on
 * purpose: it is a real profile on disk, so IndexedDB and the service worker survive
 * a close and a relaunch exactly as they do for a user.
 */
export function launchChromium(options: LaunchOptions): Promise<BrowserContext> {
  return chromium.launchPersistentContext(options.profile.dir, {
    executablePath: options.executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    viewport: { ...(options.viewport ?? PHONE) },
    serviceWorkers: "allow",
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
}
