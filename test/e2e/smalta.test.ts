// Smalta in a real Chromium against the built app: a whole game, reload, browser
// restart, offline play, a refused import, and the README screenshot.
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, resolve } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { PHONE } from "./browser";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import {
  byTestId,
  openHome,
  type BoardSnapshot,
  paintAnyCell,
  paintedCount,
  playMoves,
  playToTheEnd,
  snapshotBoard,
  startSmalta,
  waitForServiceWorkerControl,
  waitForTurnOrEnd,
} from "./tabula";

/**
 * The README's screenshot is replaced only when asked (UPDATE_SCREENSHOT=1), so that a
 * test run leaves the work tree as it found it; otherwise the shot goes to a temp file.
 */
const SCREENSHOT = process.env.UPDATE_SCREENSHOT
  ? resolve(import.meta.dirname, "../../docs/screenshot-board.png")
  : resolve(tmpdir(), `tabula-screenshot-${process.pid}.png`);

async function startAndPlay(page: Page, moves: number): Promise<BoardSnapshot> {
  await startSmalta(page);
  await playMoves(page, moves);
  return snapshotBoard(page);
}

describeInBrowser("Smalta in the browser", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("plays a whole game against the bot, and Continue lists it as over", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const id = await startSmalta(page);
    expect(page.url()).toContain(`#/play/${id}`);

    const result = await playToTheEnd(page);
    expect(["monochrome", "four-colour", "board-full"]).toContain(
      await result.getAttribute("data-reason"),
    );
    expect(await result.getAttribute("data-winners")).toMatch(/^(0|1|)$/);
    const final = await snapshotBoard(page);
    expect(final.status).toBe("over");
    expect(paintedCount(final)).toBeGreaterThanOrEqual(4);
    if ((await result.getAttribute("data-reason")) === "board-full") {
      expect(paintedCount(final)).toBe(36);
    }
    // After the game, the move list: each move's score change, adding up to the scores.
    await page.locator(byTestId("move-list-open")).click();
    await page.locator(byTestId("move-list-item")).first().waitFor();
    const changes = await page
      .locator(byTestId("move-score"))
      .evaluateAll((els) =>
        els.map((el) => el.getAttribute("data-change")!.split(",").map(Number)),
      );
    const scores = (await page.locator(byTestId("scores")).getAttribute("data-scores"))!;
    // A game may end before anyone scored (an early monochrome line): then no change shows.
    expect(changes.length > 0, "a change shows when a move scored").toBe(scores !== "0,0");
    const total = changes.reduce((sum, c) => sum.map((n, seat) => n + c[seat]), [0, 0]);
    expect(total.join(",")).toBe(scores);

    await page.locator(byTestId("home-button")).click();
    const item = page.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await item.waitFor();
    expect(await item.getAttribute("data-status")).toBe("over");
  });

  it("shows the same board after a reload mid-game", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const id = await startSmalta(page);
    await playMoves(page, 4);
    const before = await snapshotBoard(page);
    expect(paintedCount(before)).toBeGreaterThanOrEqual(4);

    await page.reload();
    await waitForTurnOrEnd(page);
    const after = await snapshotBoard(page);
    expect(after).toEqual(before);
    expect(after.gameId).toBe(id);
  });

  it("finds the game in Continue after the browser restarts with the same profile", async () => {
    const profile = await session.newProfile();
    const first = await session.launch(profile);
    await openHome(first.page, session.url());
    const id = await startSmalta(first.page);
    await playMoves(first.page, 3);
    const before = await snapshotBoard(first.page);
    expect(paintedCount(before)).toBeGreaterThanOrEqual(3);
    await first.context.close();

    const second = await session.launch(profile);
    await openHome(second.page, session.url());
    const item = second.page.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await item.waitFor();
    expect(await item.getAttribute("data-status")).toBe("playing");
    // Open it by its link: the item also holds the export and delete buttons.
    await item.getByRole("link").first().click();
    await second.page.locator(`${byTestId("play")}[data-game-id="${id}"]`).waitFor();
    await waitForTurnOrEnd(second.page);
    expect(await snapshotBoard(second.page)).toEqual(before);
  });

  it("starts and plays on with the network off once the service worker is in", async () => {
    const { context, page } = await session.launchFresh();
    await openHome(page, session.url());
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await page.locator(byTestId("home")).waitFor();
    const id = await startSmalta(page);
    expect(await waitForTurnOrEnd(page)).toBe(true);
    const before = paintedCount(await snapshotBoard(page));
    expect(await paintAnyCell(page)).toBe(true);
    await waitForTurnOrEnd(page);
    const played = await snapshotBoard(page);
    expect(paintedCount(played)).toBeGreaterThan(before);

    // It sticks: still there after an offline reload.
    await page.reload();
    await waitForTurnOrEnd(page);
    const reloaded = await snapshotBoard(page);
    expect(reloaded.gameId).toBe(id);
    expect(reloaded.cells).toEqual(played.cells);
  });

  it("refuses a bad import file and adds nothing", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const items = page.locator(byTestId("continue-item"));
    const countBefore = await items.count();
    const badFiles = [
      { name: "not-json.json", text: "this is not a game" },
      {
        name: "unknown-game.json",
        text: JSON.stringify({
          format: "tabula-game/1",
          game: "no-such-game",
          options: {},
          seats: 2,
          seed: null,
          moves: [],
        }),
      },
    ];
    for (const bad of badFiles) {
      await page.locator(byTestId("import-file")).setInputFiles({
        name: bad.name,
        mimeType: "application/json",
        buffer: Buffer.from(bad.text),
      });
      const error = page.locator(byTestId("import-error"));
      await error.waitFor();
      expect((await error.textContent())?.trim()).not.toBe("");
      expect(await items.count()).toBe(countBefore);
    }
    await page.reload();
    await page
      .locator(`${byTestId("continue-list")}[data-loaded="true"]`)
      .waitFor({ state: "attached" });
    expect(await items.count()).toBe(countBefore);
  });

  it("saves a mid-game board at phone size for the README", async () => {
    const { page } = await session.launchFresh();
    expect(page.viewportSize()).toEqual(PHONE);
    await openHome(page, session.url());
    // The bot may still win early; a README shows a game in progress, so retry.
    let snapshot = await startAndPlay(page, 6);
    for (let attempt = 1; attempt < 4 && snapshot.status !== "playing"; attempt++) {
      await page.locator(byTestId("home-button")).click();
      snapshot = await startAndPlay(page, 6);
    }
    expect(snapshot.status).toBe("playing");
    expect(paintedCount(snapshot)).toBeGreaterThanOrEqual(6);
    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    const png = await page.screenshot({ path: SCREENSHOT, animations: "disabled" });
    // A PNG, and not a blank one: a rendered board compresses to well over 5 KB.
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.length).toBeGreaterThan(5_000);
  });
});
