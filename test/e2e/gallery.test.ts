// Picture Gallery in a real Chromium against the built app, at phone size with a touch
// screen: a whole 2-player game against the bot and a 3-player pass-and-play, every
// step built by taps on the board (pick a card, tap a place, Lay).
import { expect, it } from "vitest";
import { PHONE } from "./browser";
import { galleryAction, startGallery, type GalleryAction } from "./gallery-page";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

describeInBrowser("Picture Gallery in the browser", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("plays a whole 2-player game against the bot by building steps with taps", async () => {
    const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
    await openHome(page, session.url());
    await startGallery(page, ["device", "bot:easy"]);
    const done: GalleryAction[] = [];
    for (let i = 0; i < 400; i++) {
      const action = await galleryAction(page).catch(async (e: unknown) => {
        await page.screenshot({ path: "/tmp/gl-fail.png", fullPage: true });
        throw e;
      });
      if (action === "over") break;
      done.push(action);
    }
    const result = page.locator(byTestId("result"));
    await result.waitFor();
    expect(["last-exhibition", "all-passed", "no-opening"]).toContain(
      await result.getAttribute("data-reason"),
    );
    // Steps were built and laid by taps, not just drawn and passed.
    expect(done.filter((a) => a === "lay" || a === "open").length).toBeGreaterThan(3);
    expect(done).toContain("draw");
  }, 300_000);

  // The test reads no word of the screen: it plays the same in Russian.
  it.each(["en", "ru"] as const)(
    "plays a 3-player pass-and-play with hand-overs (%s)",
    async (lang) => {
      const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
      await openHome(page, session.url());
      await page.locator(byTestId("language")).selectOption(lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await startGallery(page, ["device", "device", "device"]);
      const done: GalleryAction[] = [];
      const movers = new Set<string>();
      // The deal is random: a hand may have no opening for a while (declines), so play
      // until all three things were seen, not a fixed number of parts.
      const seenAll = () =>
        done.filter((a) => a === "handover").length >= 3 &&
        done.some((a) => a === "lay" || a === "open") &&
        movers.size === 3;
      for (let i = 0; i < 200 && !seenAll(); i++) {
        const action = await galleryAction(page);
        if (action === "over") break;
        done.push(action);
        // Whose turn the board shows after each part of a turn (the hand-over screen shows none).
        const turn = page.locator(`${byTestId("gallery-seat")}[data-turn="true"]`);
        if ((await turn.count()) > 0) movers.add((await turn.getAttribute("data-seat")) ?? "");
      }
      expect(done.filter((a) => a === "handover").length).toBeGreaterThanOrEqual(3);
      expect(done.some((a) => a === "lay" || a === "open")).toBe(true);
      expect([...movers].sort()).toEqual(["0", "1", "2"]);
    },
    120_000,
  );
});
