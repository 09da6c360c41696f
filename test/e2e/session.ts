// The per-file plumbing of browser tests: one server for the file, one Chromium for the
// file's fresh devices, and contexts and profiles that are always closed and removed
// after each test, even a failed one.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import {
  CHROMIUM_FLAGS,
  freshProfile,
  launchChromium,
  PHONE,
  type LaunchOptions,
  type Profile,
} from "./browser";
import { serveStatic, type StaticServer } from "./server";

/** How the browser is set up beyond the defaults (a phone's viewport, no touch, no more switches). */
export type BrowserOptions = Pick<LaunchOptions, "viewport" | "touch" | "args">;

/**
 * What every test's address asks of the app: bots move at once (src/ui/bot-client.ts),
 * since a person's reading pause only makes a long game against bots wait.
 */
export const FAST_BOTS = "?bot-pause=0";

/** A device's browser: its context (its own storage, service worker and locks) and first page. */
export interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
}

export interface BrowserSession {
  /** The base URL of the served build, with FAST_BOTS (valid inside tests). */
  url(): string;
  newProfile(): Promise<Profile>;
  /**
   * A browser of its own on `profile` (a directory on disk, so a second launch on it is
   * the same device restarted) and its first page; page errors fail the test.
   */
  launch(profile: Profile, options?: BrowserOptions): Promise<Device>;
  /**
   * A new device that is never restarted: a fresh context of the file's one Chromium
   * (a context is as separate as a profile, and far quicker to make than a browser).
   * With extra switches (`args`) it is a browser of its own on a fresh profile.
   */
  launchFresh(options?: BrowserOptions): Promise<Device>;
}

/** Call inside a describe block: registers the hooks and returns the helpers. */
export function useBrowserSession(chromiumPath: string): BrowserSession {
  let server: StaticServer | undefined;
  let shared: Promise<Browser> | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    server = await serveStatic();
  });
  afterAll(async () => {
    await server?.close();
    await (await shared)?.close();
  });
  afterEach(async () => {
    // Every cleanup runs, even after one fails; the first failure is reported.
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  });

  /** The first page of `context`, whose errors fail the test. */
  async function watched(context: BrowserContext, tag: string): Promise<Device> {
    cleanups.push(() => context.close());
    const page = context.pages()[0] ?? (await context.newPage());
    // A page error is a bug even when the screen looks right.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    // TABULA_E2E_LOG=1: every page's console on stderr, tagged by its device (finding a flake).
    if (process.env.TABULA_E2E_LOG) {
      page.on("console", (m) => console.error(`[${tag}] ${m.type()}: ${m.text()}`));
    }
    cleanups.push(async () => expect(errors, "errors thrown in the page").toEqual([]));
    return { context, page };
  }

  let devices = 0;
  const session: BrowserSession = {
    url() {
      if (!server) throw new Error("the server is not started (use url() inside a test)");
      return `${server.url}${FAST_BOTS}`;
    },
    async newProfile() {
      const profile = await freshProfile();
      cleanups.push(() => profile.remove());
      return profile;
    },
    async launch(profile, options = {}) {
      const context = await launchChromium({ executablePath: chromiumPath, profile, ...options });
      return watched(context, profile.dir.slice(-6));
    },
    async launchFresh(options = {}) {
      if (options.args?.length) return session.launch(await session.newProfile(), options);
      shared ??= chromium.launch({
        executablePath: chromiumPath,
        headless: true,
        args: [...CHROMIUM_FLAGS],
      });
      const context = await (
        await shared
      ).newContext({
        viewport: { ...(options.viewport ?? PHONE) },
        serviceWorkers: "allow",
        ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      return watched(context, `device${++devices}`);
    },
  };
  return session;
}
