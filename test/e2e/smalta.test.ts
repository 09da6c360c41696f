// Smalta in a real Chromium against the built app: a whole game, reload, browser
// restart, offline play, a refused import, and the README screenshot.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { freshProfile, launchChromium, PHONE, type Profile } from "./browser";
import { serveStatic, type StaticServer } from "./server";
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

const SCREENSHOT = resolve(import.meta.dirname, "../../docs/screenshot-board.png");

async function startAndPlay(page: Page, moves: number): Promise<BoardSnapshot> {
  await startSmalta(page);
  await playMoves(page, moves);
  return snapshotBoard(page);
}

describeInBrowser("Smalta in the browser", ({ chromiumPath }) => {
  let server: StaticServer;
  // Everything a test opened, closed after it even when it fails.
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    server = await serveStatic();
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    // Every cleanup runs, even after one fails; the first failure is reported.
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  });

  async function newProfile(): Promise<Profile> {
    const profile = await freshProfile();
    cleanups.push(() => profile.remove());
    return profile;
  }

  async function launch(profile: Profile): Promise<{ context: BrowserContext; page: Page }> {
    const context = await launchChromium({ executablePath: chromiumPath, profile });
    cleanups.push(() => context.close());
    const page = context.pages()[0] ?? (await context.newPage());
    // A page error is a bug even when the screen looks right.
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    cleanups.push(async () => expect(errors.map(String)).toEqual([]));
    return { context, page };
  }

  it("plays a whole game against the bot, and Continue lists it as over", async () => {
    const { page } = await launch(await newProfile());
    await openHome(page, server.url);
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

    await page.locator(byTestId("home-button")).click();
    const item = page.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await item.waitFor();
    expect(await item.getAttribute("data-status")).toBe("over");
  });

  it("shows the same board after a reload mid-game", async () => {
    const { page } = await launch(await newProfile());
    await openHome(page, server.url);
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
    const profile = await newProfile();
    const first = await launch(profile);
    await openHome(first.page, server.url);
    const id = await startSmalta(first.page);
    await playMoves(first.page, 3);
    const before = await snapshotBoard(first.page);
    expect(paintedCount(before)).toBeGreaterThanOrEqual(3);
    await first.context.close();

    const second = await launch(profile);
    await openHome(second.page, server.url);
    const item = second.page.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await item.waitFor();
    expect(await item.getAttribute("data-status")).toBe("playing");
    await item.click();
    await second.page.locator(`${byTestId("play")}[data-game-id="${id}"]`).waitFor();
    await waitForTurnOrEnd(second.page);
    expect(await snapshotBoard(second.page)).toEqual(before);
  });

  it("starts and plays on with the network off once the service worker is in", async () => {
    const { context, page } = await launch(await newProfile());
    await openHome(page, server.url);
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
    const { page } = await launch(await newProfile());
    await openHome(page, server.url);
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
    await page.locator(byTestId("home")).waitFor();
    expect(await items.count()).toBe(countBefore);
  });

  it("saves a mid-game board at phone size for the README", async () => {
    const { page } = await launch(await newProfile());
    expect(page.viewportSize()).toEqual(PHONE);
    await openHome(page, server.url);
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
