import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, findChromium, PHONE } from "../browser";
import type { Engine, EngineBrowser, EnginePage } from "./engine";
import { sharedBrowser } from "./shared";

const shared = sharedBrowser(
  () =>
    chromium.launch({ executablePath: findChromium()!, headless: true, args: [...CHROMIUM_FLAGS] }),
  (browser) => browser.close(),
);

/** Chromium through playwright-core, as the rest of the browser tests drive it. */
export const chromiumEngine: Engine = {
  name: "chromium",
  missing: () => (findChromium() ? null : "chromium (/usr/bin/chromium)"),
  async launch(): Promise<EngineBrowser> {
    const context = await (
      await shared.get()
    ).newContext({ viewport: { ...PHONE }, serviceWorkers: "allow" });
    const page = asEnginePage(await context.newPage());
    return { engine: "chromium", page, close: () => context.close() };
  },
  release: () => shared.release(),
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
