// The per-file plumbing of browser tests: one server for the file, and browsers and
// profiles that are always closed and removed after each test, even a failed one.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { freshProfile, launchChromium, type LaunchOptions, type Profile } from "./browser";

/** How the browser is set up beyond the defaults (a phone's viewport, no touch, no more switches). */
export type BrowserOptions = Pick<LaunchOptions, "viewport" | "touch" | "args">;
import { serveStatic, type StaticServer } from "./server";

/**
 * What every test's address asks of the app: bots move at once (src/ui/bot-client.ts),
 * since a person's reading pause only makes a long game against bots wait.
 */
export const FAST_BOTS = "?bot-pause=0";

export interface BrowserSession {
  /** The base URL of the served build, with FAST_BOTS (valid inside tests). */
  url(): string;
  newProfile(): Promise<Profile>;
  /** A browser on `profile` and its first page; page errors fail the test. */
  launch(
    profile: Profile,
    options?: BrowserOptions,
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** Shorthand: a fresh profile and a browser on it. */
  launchFresh(
    options?: BrowserOptions,
  ): Promise<{ context: BrowserContext; page: Page; profile: Profile }>;
}

/** Call inside a describe block: registers the hooks and returns the helpers. */
export function useBrowserSession(chromiumPath: string): BrowserSession {
  let server: StaticServer | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    server = await serveStatic();
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    // Every cleanup runs, even after one fails; the first failure is reported.
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  });

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
      cleanups.push(() => context.close());
      const page = context.pages()[0] ?? (await context.newPage());
      // A page error is a bug even when the screen looks right.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      // TABULA_E2E_LOG=1: every page's console on stderr, tagged by its profile (finding a flake).
      if (process.env.TABULA_E2E_LOG) {
        const tag = profile.dir.slice(-6);
        page.on("console", (m) => console.error(`[${tag}] ${m.type()}: ${m.text()}`));
      }
      cleanups.push(async () => expect(errors, "errors thrown in the page").toEqual([]));
      return { context, page };
    },
    async launchFresh(options) {
      const profile = await session.newProfile();
      return { ...(await session.launch(profile, options)), profile };
    },
  };
  return session;
}
