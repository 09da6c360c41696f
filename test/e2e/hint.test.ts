// Issue 29, item 2: "What would you play?" in every game that has a hint, on a phone by
// touch. The seat asks, the bot worker answers from that seat's view, the board draws the
// move (data-hint), and Play it plays it as the seat's own move.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { PHONE } from "./browser";
import { asEnginePage } from "./engines/chromium";
import type { EnginePage } from "./engines/engine";
import { startBackgammon, startGallery, startMountains, startSpite } from "./engines/game-journeys";
import { startSmalta } from "./engines/journeys";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, movesOf, openHome, untilMoved } from "./tabula";

const GAMES: readonly { name: string; start: (page: EnginePage) => Promise<unknown> }[] = [
  { name: "smalta", start: startSmalta },
  { name: "spite-malice", start: startSpite },
  { name: "mountains", start: startMountains },
  { name: "gallery", start: startGallery },
];

/** Asks for a hint and returns the move it names (waits for our turn first). */
async function askHint(page: Page): Promise<string> {
  await page.locator(byTestId("hint-ask")).waitFor({ timeout: 30_000 });
  await page.locator(byTestId("hint-ask")).tap();
  const hint = page.locator(`${byTestId("hint")}[data-move]`);
  await hint.waitFor({ timeout: 30_000 });
  return (await hint.getAttribute("data-move"))!;
}

describeInBrowser("hints in the browser", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it.each(GAMES)(
    "$name: the hint is drawn on the board, says why, and Play it plays it",
    async ({ start }) => {
      const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
      await openHome(page, session.url());
      await start(asEnginePage(page));
      const move = await askHint(page);
      expect(move.length).toBeGreaterThan(0);
      const said = (await page.locator(byTestId("hint")).textContent()) ?? "";
      expect(said).toMatch(/^The bot would play .+\. .+/);
      expect(
        await page.locator('[data-testid="board"] [data-hint="true"]').count(),
      ).toBeGreaterThan(0);
      const before = await movesOf(page);
      await page.locator(byTestId("hint-play")).tap();
      await untilMoved(page, before);
      expect(await page.locator(byTestId("move-error")).count()).toBe(0);
      // The hint belongs to the position it was asked in: it is gone once a move landed.
      expect(await page.locator('[data-testid="board"] [data-hint="true"]').count()).toBe(0);
      expect(await page.locator(byTestId("hint")).count()).toBe(0);
    },
    90_000,
  );

  it("in Russian the reason is Russian too", async () => {
    const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
    await openHome(page, session.url());
    await page.locator(byTestId("language")).selectOption("ru");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    await startSmalta(asEnginePage(page));
    await askHint(page);
    expect((await page.locator(byTestId("hint")).textContent()) ?? "").toMatch(
      /^Бот сыграл бы так: .+\. [А-ЯЁа-яё]/,
    );
  }, 90_000);

  it("backgammon keeps its own advice: the play screen offers no second hint", async () => {
    const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
    await openHome(page, session.url());
    await startBackgammon(asEnginePage(page));
    await page.locator(byTestId("board")).waitFor();
    expect(await page.locator(byTestId("hint-ask")).count()).toBe(0);
  }, 60_000);
});
