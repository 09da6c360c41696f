import { existsSync } from "node:fs";
import puppeteer from "puppeteer-core";
import { freshProfile, PHONE } from "../browser";
import type { Engine, EngineBrowser, EnginePage } from "./engine";
import { sharedBrowser } from "./shared";

/** Where Debian's Firefox ESR is (or FIREFOX). */
const firefoxPath = (): string | null =>
  [process.env.FIREFOX, "/usr/bin/firefox-esr", "/usr/bin/firefox"].find(
    (path): path is string => !!path && existsSync(path),
  ) ?? null;

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (no browser download: the
 * Debian package). Prefs: no first-run pages, no updates or telemetry, and WebRTC's
 * host candidates as plain addresses (no mDNS, which nothing here resolves).
 */
const shared = sharedBrowser(
  async () => {
    const profile = await freshProfile();
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: firefoxPath()!,
      headless: true,
      userDataDir: profile.dir,
      extraPrefsFirefox: {
        "media.peerconnection.ice.obfuscate_host_addresses": false,
        "app.update.enabled": false,
        "datareporting.policy.dataSubmissionEnabled": false,
      },
    });
    return { browser, profile };
  },
  async ({ browser, profile }) => {
    await browser.close();
    await profile.remove();
  },
);

export const firefoxEngine: Engine = {
  name: "firefox",
  missing: () => (firefoxPath() ? null : "firefox-esr"),
  async launch(): Promise<EngineBrowser> {
    // A user context of the file's one Firefox: its own storage and service worker.
    const context = await (await shared.get()).browser.createBrowserContext();
    const p = await context.newPage();
    await p.setViewport({ ...PHONE });
    const page: EnginePage = {
      goto: async (url) => void (await p.goto(url)),
      reload: async () => void (await p.reload()),
      tap: async (selector, offset) => {
        if (!offset) return p.locator(selector).click();
        const element = await p.locator(selector).waitHandle();
        await element.click({ offset });
      },
      evaluate: (fn, arg) => p.evaluate(fn as never, arg) as never,
    };
    return { engine: "firefox", page, close: () => context.close() };
  },
  release: () => shared.release(),
};
