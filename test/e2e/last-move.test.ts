// Issue 13, item 6: the opponent's move is shown, not just applied: the bot's backgammon
// play moves checker by checker, its points are marked and it is written ("Bot (easy)
// played 24/18 13/11"); the move list opens; Smalta's last cell is marked and written.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { startBackgammon, tapAPlay } from "./backgammon-page";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome, paintAnyCell, startSmalta, waitForTurnOrEnd } from "./tabula";

/** Records in the page whether the board ever showed a play checker by checker. */
const watchReplay = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const w = window as unknown as { __replayed: boolean };
    w.__replayed = false;
    new MutationObserver(() => {
      if (document.querySelector('.bg[data-replaying="true"]')) w.__replayed = true;
    }).observe(document.body, { attributes: true, subtree: true, childList: true });
  });
const replayed = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __replayed: boolean }).__replayed);

/** Plays this device's turns until the bot's line says it made a play; returns the line. */
async function untilTheBotPlays(page: Page) {
  const line = page.locator(`${byTestId("last-move")}[data-seat="1"]`);
  for (let turn = 0; turn < 8; turn++) {
    const next = await page.waitForFunction(
      () => {
        if (document.querySelector('[data-testid="result"]')) return "over";
        if (document.querySelector('.bg[data-replaying="true"]')) return false;
        if (document.querySelector('.bg-board[data-active="true"]')) return "move";
        const confirm = document.querySelector<HTMLButtonElement>('[data-testid="confirm-move"]');
        return confirm && !confirm.disabled ? "pass" : false;
      },
      undefined,
      { timeout: 60_000 },
    );
    const what = await next.jsonValue();
    const said = (await line.count()) > 0 ? await line.textContent() : "";
    if (/played (bar|\d+)\//.test(said ?? "")) return line;
    if (what === "over") break;
    if (what === "move") await tapAPlay(page);
    await page.locator(byTestId("confirm-move")).click();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="confirm-move"]:not([disabled])'),
    );
  }
  return line;
}

describeInBrowser("the opponent's move shown", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("backgammon: the bot's play moves checker by checker, is marked and written, and listed", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startBackgammon(page);
    await watchReplay(page);
    const line = await untilTheBotPlays(page);
    expect(await line.textContent()).toMatch(/^Bot \(easy\) played (bar|\d+)\/(off|\d+)/);
    expect(await replayed(page)).toBe(true);
    await expect.poll(() => page.locator('[data-last="to"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-last="to"] .bg-last').count()).toBeGreaterThan(0);
    const label = await page.locator('[data-last="to"]').first().getAttribute("aria-label");
    expect(label).toContain("the last move came here");

    await page.locator(byTestId("move-list-open")).click();
    const items = page.locator(byTestId("move-list-item"));
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(1);
    expect(
      await page.locator(`${byTestId("move-list-item")}[data-seat="1"]`).count(),
    ).toBeGreaterThan(0);
    expect(await page.locator(byTestId("move-list")).textContent()).not.toMatch(/roll \d/);
    await page.locator(byTestId("move-list-close")).click();
    expect(await page.locator(byTestId("move-list")).count()).toBe(0);
  });

  it("backgammon with reduced motion: marked and written at once, no checker-by-checker", async () => {
    const { page } = await session.launchFresh();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page, session.url());
    await startBackgammon(page);
    await watchReplay(page);
    const line = await untilTheBotPlays(page);
    expect(await line.textContent()).toMatch(/played/);
    expect(await page.locator('[data-last="to"]').count()).toBeGreaterThan(0);
    expect(await replayed(page)).toBe(false);
  });

  it("Smalta: the bot's cell is marked and written", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startSmalta(page);
    for (let i = 0; i < 3; i++) {
      if (!(await waitForTurnOrEnd(page))) break;
      await paintAnyCell(page, "calm");
    }
    const line = page.locator(`${byTestId("last-move")}[data-seat="1"]`);
    await expect.poll(() => line.textContent()).toMatch(/^Bot \(easy\): (painted|card)/);
    const cell = /([a-f][1-6])$/.exec((await line.textContent()) ?? "")?.[1];
    expect(cell).toBeTruthy();
    expect(await page.locator(`${byTestId(`cell-${cell}`)}[data-last="true"]`).count()).toBe(1);
  });
});
