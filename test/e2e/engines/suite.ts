// Issue 28: the journeys on every engine a family's phones run — Chromium (Android's
// Chrome), Firefox ESR (Android's Firefox) and WebKitGTK (every iOS browser is WebKit) —
// written once (journeys.ts, game-journeys.ts) and run on each through one small driver
// layer; test/e2e/engines-<engine>.test.ts is one engine's file, so the three run side by
// side. An engine whose programs are missing is skipped with a banner, except with
// CI=true, where .ci/run installs them and their absence fails the run.
import { afterAll, describe, expect, it } from "vitest";
import type { Engine, EngineBrowser } from "./engine";
import { countOf, waitForSelector } from "./engine";
import {
  capabilities,
  deviceKeyKind,
  installWay,
  openHome,
  paintACell,
  paintedCells,
  playSmaltaToTheEnd,
  serviceWorkerControls,
  startSmalta,
  toRussian,
  turnOrEnd,
} from "./journeys";
import {
  playBackgammonTurns,
  playGalleryParts,
  playMountainsSteps,
  playSpiteSteps,
  startBackgammon,
  startGallery,
  startMountains,
  startSpite,
} from "./game-journeys";
import { hasBuild, serveStatic } from "../server";
import { FAST_BOTS } from "../session";

/** Registers `engine`'s journeys (call at the top level of a test file). */
export function describeJourneys(engine: Engine): void {
  // What the engine showed, printed as the README's matrix's column at the end.
  const seen: Record<string, string> = {};
  const note = (journey: string, result: string) => (seen[journey] = result);
  afterAll(() => console.log(`[engines] ${engine.name}: ${JSON.stringify(seen)}`));
  afterAll(() => engine.release());
  const missing = engine.missing() ?? (hasBuild() ? null : "a build (npm run build)");
  if (missing && process.env.CI !== "true") {
    console.warn(`!!! ${engine.name} journeys SKIPPED: missing ${missing} (CI=true fails instead)`);
    describe.skip(`journeys on ${engine.name} (SKIPPED: missing ${missing})`, () => {
      it("runs", () => undefined);
    });
    return;
  }
  describe(`journeys on ${engine.name}`, () => {
    if (missing) {
      it("can run", () => {
        throw new Error(`CI=true: ${engine.name} must run, but ${missing} is missing`);
      });
      return;
    }

    /** A browser of this engine and a server of the build, both closed after `body`. */
    async function withBrowser(
      body: (browser: EngineBrowser, url: string, stop: () => Promise<void>) => Promise<void>,
    ) {
      const server = await serveStatic();
      let stopped = false;
      const stop = async () => {
        stopped = true;
        await server.close();
      };
      const browser = await engine.launch();
      try {
        await body(browser, `${server.url}${FAST_BOTS}`, stop);
      } finally {
        await browser.close();
        if (!stopped) await server.close();
      }
    }

    it("first load, then offline: the service worker serves the app", async () => {
      await withBrowser(async ({ page }, url, stop) => {
        await openHome(page, url);
        await serviceWorkerControls(page);
        await waitForSelector(page, '[data-testid="offline-ready"]');
        await stop();
        await page.reload();
        await openHome(page, url);
        expect(await countOf(page, '[data-testid="new-game"]')).toBe(1);
        note("offline", "yes");
      });
    });

    it("a whole Smalta game by taps against the bot, continued after a reload", async () => {
      await withBrowser(async ({ page }, url) => {
        await openHome(page, url);
        const game = await startSmalta(page);
        expect(await paintACell(page)).toBe(true);
        expect(await paintACell(page)).toBe(true);
        // The bot answers: look once it is our turn again, so nothing is in flight.
        await turnOrEnd(page);
        const before = await paintedCells(page);
        expect(Object.keys(before).length).toBeGreaterThanOrEqual(2);
        await page.reload();
        await waitForSelector(page, `[data-testid="play"][data-game-id="${game}"]`);
        await turnOrEnd(page);
        // The stored game comes back whole (polled: once seen, under load, empty for a moment).
        await expect.poll(() => paintedCells(page), { timeout: 10_000 }).toEqual(before);
        const { taps, result } = await playSmaltaToTheEnd(page);
        expect(result.length).toBeGreaterThan(0);
        await openHome(page, url);
        await waitForSelector(page, `[data-testid="continue-item"][data-status="over"]`);
        note("smalta", `whole game, ${taps + 2} taps`);
      });
    });

    it("a few turns of backgammon against the bot by taps", async () => {
      await withBrowser(async ({ page }, url) => {
        await openHome(page, url);
        await startBackgammon(page);
        const played = await playBackgammonTurns(page, 3);
        expect(played).toBe(3);
        note("backgammon", `${played} turns`);
      });
    });

    it("a few steps of Mountains against the bot by taps", async () => {
      await withBrowser(async ({ page }, url) => {
        await openHome(page, url);
        await startMountains(page);
        const laid = await playMountainsSteps(page, 3);
        expect(laid).toBeGreaterThanOrEqual(1);
        note("mountains", `${laid} cards laid`);
      });
    });

    it("a few steps of Spite and Malice against the bot by taps", async () => {
      await withBrowser(async ({ page }, url) => {
        await openHome(page, url);
        await startSpite(page);
        const cards = await playSpiteSteps(page, 6);
        expect(cards).toBeGreaterThanOrEqual(1);
        note("spite", `${cards} cards moved`);
      });
    });

    it("a few parts of Picture Gallery turns against the bot by taps", async () => {
      await withBrowser(async ({ page }, url) => {
        await openHome(page, url);
        await startGallery(page);
        const parts = await playGalleryParts(page, 8);
        // The game cannot end within eight parts; each was a move of ours in the log.
        expect(parts.length).toBe(8);
        const moves = await page.evaluate(
          () => Number(document.querySelector('[data-testid="play"]')?.getAttribute("data-moves")),
          null,
        );
        expect(moves).toBeGreaterThanOrEqual(8);
        note("gallery", parts.join(" "));
      });
    });

    it("keeps a device key in IndexedDB, and shows how to install, in en and ru", async () => {
      await withBrowser(async ({ page }, url) => {
        await openHome(page, url);
        const key = await deviceKeyKind(page);
        expect(["webcrypto", "noble"]).toContain(key.kind);
        expect(key.id).toMatch(/^[0-9a-f]{64}$/);
        await page.reload();
        await openHome(page, url);
        expect((await deviceKeyKind(page)).id).toBe(key.id);
        const has = await capabilities(page);
        const english = await installWay(page);
        if (!has.installPrompt) expect(english).toMatch(/^howto:(ios|menu):/);
        await toRussian(page);
        const russian = await installWay(page);
        if (russian.startsWith("howto")) expect(russian).toMatch(/[а-яё]/i);
        note("key", key.kind);
        note("install", english.split(":").slice(0, 2).join(":"));
        note("webrtc", has.webrtc ? "yes" : "no RTCPeerConnection");
        note("webLocks", has.webLocks ? "yes" : "no");
      });
    });
  });
}
