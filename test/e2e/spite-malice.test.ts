// Spite and Malice in a real Chromium against the built app, on a phone with touch:
// a whole game against the bot by tapping, and pass-and-play with the hand-over screen.
import { expect, it } from "vitest";
import { useBrowserSession } from "./session";
import { playSpiteToTheEnd, startSpite, takeSpiteStep } from "./spite-page";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

describeInBrowser("Spite and Malice in the browser", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("plays a whole game against the bot by tapping, at 390 × 844 with touch", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    const id = await startSpite(page, { goal: 13, opponent: "bot:strong" });
    expect(page.url()).toContain(`#/play/${id}`);

    const steps = await playSpiteToTheEnd(page);
    expect(steps.filter((s) => s === "play").length).toBeGreaterThan(0);
    expect(steps).toContain("confirm");
    const result = page.locator(byTestId("result"));
    expect(["goal", "blocked"]).toContain(await result.getAttribute("data-reason"));
    expect((await result.textContent())?.trim()).not.toBe("");
    // Nothing of the page scrolls sideways at phone size.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);

    await page.locator(byTestId("home-button")).tap();
    const item = page.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await item.waitFor();
    expect(await item.getAttribute("data-status")).toBe("over");
  }, 150_000);

  it("passes the phone on between two players with the hand-over screen", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startSpite(page, { goal: 13, opponent: "device" });

    const viewers: string[] = [];
    for (let handovers = 0; handovers < 4;) {
      const step = await takeSpiteStep(page);
      expect(step).not.toBe("over");
      if (step !== "handover") continue;
      handovers++;
      const board = page.locator(byTestId("board"));
      await board.waitFor();
      // The board shows the seat to move, never the other hand.
      const viewer = await board.getAttribute("data-viewer");
      expect(viewer).toBe(await board.getAttribute("data-turn"));
      expect(await page.locator(byTestId("hand-card")).count()).toBeGreaterThan(0);
      viewers.push(viewer!);
    }
    expect(new Set(viewers)).toEqual(new Set(["0", "1"]));
  }, 90_000);
});
