import { chromium } from "playwright-core";
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
    const p = context.pages()[0] ?? (await context.newPage());
    const page: EnginePage = {
      goto: async (url) => void (await p.goto(url)),
      reload: async () => void (await p.reload()),
      tap: (selector, offset) =>
        p
          .locator(selector)
          .first()
          .click(offset ? { position: offset } : {}),
      evaluate: (fn, arg) => p.evaluate(fn as never, arg as never),
    };
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
