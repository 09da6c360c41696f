// Backgammon's hint and analysis in a real Chromium against the built app: the expert
// runs in the board's own Web Worker.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

type Holder = "device" | "bot:easy" | "bot:strong" | "bot:expert";

async function startBackgammon(page: Page, seats: readonly [Holder, Holder]): Promise<void> {
  await page.locator(byTestId("new-game")).click();
  await page.locator(`${byTestId("game-choice")}[data-game="backgammon"]`).click();
  await page.locator(byTestId("seat-0")).selectOption(seats[0]);
  await page.locator(byTestId("seat-1")).selectOption(seats[1]);
  await page.locator(byTestId("start-game")).click();
  await page.locator(byTestId("play")).waitFor();
}

describeInBrowser("Backgammon hint and analysis", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("the hint lists the expert's three best plays on the player's turn", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startBackgammon(page, ["device", "bot:easy"]);
    // The device's first turn: after its opening roll, or after the bot's first play.
    await page.locator(byTestId("hint-button")).waitFor({ timeout: 60_000 });
    await page.locator(byTestId("hint-button")).click();
    await page.locator(byTestId("hint-list")).waitFor({ timeout: 60_000 });
    const plays = await page.locator(byTestId("hint-play")).allTextContents();
    expect(plays.length).toBeGreaterThanOrEqual(1);
    expect(plays.length).toBeLessThanOrEqual(3);
    expect(plays[0]).toMatch(/equity [+−]\d\.\d{3}/);
  });

  it("a whole game of two bots, then its analysis rates every play", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startBackgammon(page, ["bot:easy", "bot:easy"]);
    await page.locator(`${byTestId("play")}[data-status="over"]`).waitFor({ timeout: 170_000 });
    await page.locator(byTestId("review-button")).click();
    await page.locator(byTestId("review")).waitFor({ timeout: 60_000 });
    const ratings = await page
      .locator(byTestId("review-play"))
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-rating")));
    // Some 25 plays a side at least; every one rated.
    expect(ratings.length).toBeGreaterThan(30);
    for (const r of ratings)
      expect(["forced", "good", "doubtful", "error", "blunder"]).toContain(r);
    for (const seat of [0, 1]) {
      const rate = await page
        .locator(byTestId(`review-player-${seat}`))
        .getAttribute("data-error-rate");
      expect(Number(rate)).toBeGreaterThanOrEqual(0);
    }
  });
});
