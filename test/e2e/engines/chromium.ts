import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, findChromium, freshProfile, PHONE } from "../browser";
import type { Engine, EngineBrowser, EnginePage } from "./engine";

/** Chromium through playwright-core, as the rest of the browser tests drive it. */
export const chromiumEngine: Engine = {
  name: "chromium",
  missing: () => (findChromium() ? null : "chromium (/usr/bin/chromium)"),
  async launch(): Promise<EngineBrowser> {
    const profile = await freshProfile();
    const context = await chromium.launchPersistentContext(profile.dir, {
      executablePath: findChromium()!,
      headless: true,
      args: [...CHROMIUM_FLAGS],
      viewport: { ...PHONE },
      serviceWorkers: "allow",
    });
    const page = asEnginePage(context.pages()[0] ?? (await context.newPage()));
    return {
      engine: "chromium",
      page,
      async close() {
        await context.close();
        await profile.remove();
      },
    };
  },
};

/** A playwright page as the journeys drive it (so a Chromium test file can reuse them). */
export function asEnginePage(p: Page): EnginePage {
  return {
    goto: async (url) => void (await p.goto(url)),
    reload: async () => void (await p.reload()),
    tap: (selector, offset) =>
      p
        .locator(selector)
        .first()
        .click(offset ? { position: offset } : {}),
    evaluate: (fn, arg) => p.evaluate(fn as never, arg as never),
  };
}
