// The play screen as a phone shows it: a finger drag of a checker (real touch events,
// through the DevTools protocol), the mouse drag, everything needed to play inside the
// viewport at 390 × 844, 320 × 568 and 1280 × 800, focus and announcements for
// keyboard and screen-reader users, the Continue list, Russian throughout, and the
// README's screenshots (written to docs/ only with UPDATE_SCREENSHOT=1).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, resolve } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { latinWords } from "../ui/latin-words";
import {
  checkersOn,
  startBackgammon,
  tapAPlay,
  tapStep,
  waitForCheckerToMove,
} from "./backgammon-page";
import { PHONE } from "./browser";
import { centreOf, fingerOf } from "./finger";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, movesOf, openHome, playMoves, startSmalta, untilMoved } from "./tabula";
import { outsideViewport } from "./viewport";

const SIZES = [PHONE, { width: 320, height: 568 }, { width: 1280, height: 800 }] as const;

/** Where a screenshot goes: docs/ when asked (UPDATE_SCREENSHOT=1), else a temp file. */
const shotPath = (name: string): string =>
  process.env.UPDATE_SCREENSHOT
    ? resolve(import.meta.dirname, `../../docs/${name}`)
    : resolve(tmpdir(), `tabula-${process.pid}-${name}`);

async function screenshot(page: Page, name: string): Promise<void> {
  const path = shotPath(name);
  mkdirSync(dirname(path), { recursive: true });
  const png = await page.screenshot({ path, animations: "disabled" });
  // A PNG, and not a blank one: a rendered screen compresses to well over 5 KB.
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect(png.length).toBeGreaterThan(5_000);
}

const COMMON = [byTestId("home-button"), byTestId("export-game"), byTestId("status")];
const BACKGAMMON = [
  ...COMMON,
  byTestId("board"),
  byTestId("confirm-move"),
  byTestId("undo-step"),
  byTestId("flip-board"),
];

describeInBrowser("The play screen on a phone", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("drags a checker with a finger: it follows and drops on a legal point", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startBackgammon(page);
    expect(await waitForCheckerToMove(page)).toBe(true);
    // The browser must leave a finger's drag to the board, or it cancels it.
    const board = page.locator(byTestId("board"));
    expect(await board.evaluate((el) => getComputedStyle(el).touchAction)).toBe("none");
    // The hint speaks to a finger.
    expect(await page.locator(byTestId("bg-hint")).textContent()).toMatch(/^Tap /);

    const from = Number(
      await page.locator('[data-movable="true"]').first().getAttribute("data-target"),
    );
    const before = await checkersOn(page, from);
    const start = await centreOf(page, `[data-target="${from}"]`);
    const finger = await fingerOf(page);
    await finger.down(start.x, start.y);
    for (let i = 1; i <= 4; i++) await finger.move(start.x, start.y - i * 5);
    // Lifted: drawn under the finger, its destinations shown.
    await page.locator(byTestId("drag-ghost")).waitFor();
    const to = Number(
      await page.locator('[data-destination="true"]').first().getAttribute("data-target"),
    );
    const target = await centreOf(page, `[data-target="${to}"]`);
    // The checker is held above the finger by 0.7 of its size: aim the checker, not the finger.
    const lift = await board.evaluate((el) => (el.getBoundingClientRect().width / 320) * 24 * 0.7);
    const ghostAt: { x: number; y: number }[] = [];
    for (let i = 1; i <= 10; i++) {
      const x = start.x + ((target.x - start.x) * i) / 10;
      const y = start.y - 20 + ((target.y + lift - (start.y - 20)) * i) / 10;
      await finger.move(x, y);
      const ghost = await page.locator(byTestId("drag-ghost")).boundingBox();
      if (ghost) ghostAt.push({ x: ghost.x + ghost.width / 2, y: ghost.y + ghost.height / 2 });
    }
    // It followed the finger all the way (every move drew it further), and is over the
    // target where the target is now (the board scales to the room a text line leaves it).
    expect(ghostAt).toHaveLength(10);
    // Aimed once more where the target is now: the board may have rescaled meanwhile (a
    // line of text above it changed), which moved the target from under the finger.
    const targetNow = await centreOf(page, `[data-target="${to}"]`);
    await finger.move(targetNow.x, targetNow.y + lift);
    const ghostNow = await page.locator(byTestId("drag-ghost")).boundingBox();
    expect(ghostNow).not.toBeNull();
    expect(Math.abs(ghostNow!.x + ghostNow!.width / 2 - targetNow.x)).toBeLessThan(12);
    expect(await page.locator(`[data-target="${to}"]`).getAttribute("data-hover")).toBe("true");
    await finger.up();
    await page.locator(byTestId("drag-ghost")).waitFor({ state: "detached" });
    expect(await checkersOn(page, from)).toBe(before - 1);
    expect(await page.locator(byTestId("undo-step")).isEnabled()).toBe(true);
  });

  it("drags a checker with the mouse: it follows the pointer", async () => {
    const { page } = await session.launchFresh({ viewport: { width: 1280, height: 800 } });
    await openHome(page, session.url());
    await startBackgammon(page);
    expect(await waitForCheckerToMove(page)).toBe(true);
    expect(await page.locator(byTestId("bg-hint")).textContent()).toMatch(/^Click /);
    const from = Number(
      await page.locator('[data-movable="true"]').first().getAttribute("data-target"),
    );
    const before = await checkersOn(page, from);
    const start = await centreOf(page, `[data-target="${from}"]`);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 10, start.y - 10, { steps: 3 });
    await page.locator(byTestId("drag-ghost")).waitFor();
    const to = Number(
      await page.locator('[data-destination="true"]').first().getAttribute("data-target"),
    );
    const target = await centreOf(page, `[data-target="${to}"]`);
    await page.mouse.move(target.x, target.y, { steps: 8 });
    const ghost = (await page.locator(byTestId("drag-ghost")).boundingBox())!;
    // Under the pointer.
    expect(Math.abs(ghost.x + ghost.width / 2 - target.x)).toBeLessThan(3);
    expect(Math.abs(ghost.y + ghost.height / 2 - target.y)).toBeLessThan(3);
    await page.mouse.up();
    await page.locator(byTestId("drag-ghost")).waitFor({ state: "detached" });
    expect(await checkersOn(page, from)).toBe(before - 1);
  });

  it("keeps every control of backgammon inside the viewport, at all three sizes", async () => {
    // A phone's touch screen, as the README's screenshot shows it ("Tap a checker").
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startBackgammon(page);
    expect(await waitForCheckerToMove(page)).toBe(true);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await outsideViewport(page, BACKGAMMON), `${size.width} × ${size.height}`).toEqual([]);
    }
    await page.setViewportSize(PHONE);
    // One step made, for the README: a game in progress.
    await tapStep(page);
    await screenshot(page, "screenshot-backgammon.png");
  });

  it("keeps the cards of backgammon with cards inside the viewport too", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startBackgammon(page, { cards: true });
    await page.locator('[data-testid="board"]').waitFor();
    await page.locator(".bg-hand button").first().waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const controls = [...COMMON, byTestId("board"), ".bg-hand button", byTestId("flip-board")];
      expect(await outsideViewport(page, controls), `${size.width} × ${size.height}`).toEqual([]);
    }
  });

  it("keeps Smalta's board, die and cards inside the viewport, at all three sizes", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startSmalta(page, { fortune: "cards" });
    await page.locator(byTestId("hand-card")).first().waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const controls = [
        ...COMMON,
        byTestId("board"),
        byTestId("hand-card"),
        byTestId("discard-top"),
      ];
      expect(await outsideViewport(page, controls), `${size.width} × ${size.height}`).toEqual([]);
    }
    await page.setViewportSize(PHONE);
    await openHome(page, session.url());
    await startSmalta(page);
    await playMoves(page, 1);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const controls = [...COMMON, byTestId("board"), byTestId("die")];
      expect(await outsideViewport(page, controls), `${size.width} × ${size.height}`).toEqual([]);
    }
  });

  it("moves focus to the board after Confirm, and announces the bot's move", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startBackgammon(page);
    expect(await waitForCheckerToMove(page)).toBe(true);
    await tapAPlay(page);
    // Everything the announcer says from now on: the bot answers at once, so its words
    // may give way to the next ones (our roll) before a poll would see them.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      const read = () => {
        const text = document.querySelector('[data-testid="announcer"]')?.textContent ?? "";
        if (text !== said.at(-1)) said.push(text);
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const before = await movesOf(page);
    await page.locator(byTestId("confirm-move")).focus();
    await page.keyboard.press("Enter");
    await untilMoved(page, before);
    const focus = await page.evaluate(() => {
      const el = document.activeElement;
      return {
        inBoard: el?.closest('[data-testid="board-box"]') !== null && el !== document.body,
        tag: el?.tagName ?? null,
      };
    });
    expect(focus).toEqual({ inBoard: true, tag: expect.any(String) });
    // The bot's answer is read out: "Bot (easy): 13/9 6/5".
    await page.waitForFunction(
      () => (window as unknown as { said: string[] }).said.some((t) => /^Bot \(easy\): \S/.test(t)),
      undefined,
      { timeout: 60_000 },
    );
    expect(await page.locator(byTestId("announcer")).getAttribute("aria-live")).toBe("polite");
  });

  it("says in Continue whose turn it is, and the bot's last move", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const id = await startSmalta(page);
    await playMoves(page, 2);
    await page.locator(byTestId("home-button")).click();
    const item = page.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await item.waitFor();
    const standing = await item.locator(byTestId("continue-standing")).textContent();
    if ((await item.getAttribute("data-status")) === "playing") {
      expect(standing).toBe("Your turn");
      expect(await item.locator(byTestId("continue-last")).textContent()).toMatch(
        /^Last move: Bot \(easy\), painted [a-f][1-6]$/,
      );
    } else {
      expect(standing).toMatch(/won|Draw/);
    }
    await screenshot(page, "screenshot-home.png");
  });

  it("leaves no English word on a Russian screen", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await page.locator(byTestId("language")).selectOption("ru");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    const english = async (where: string): Promise<string[]> => {
      const text = await page.evaluate(() => {
        const main = document.querySelector("main")?.innerText ?? "";
        const nav = [...document.querySelectorAll(".app-header a")].map((a) => a.textContent);
        return [main, ...nav].join("\n");
      });
      return latinWords(text).map((word) => `${where}: ${word}`);
    };
    const found: string[] = [];
    found.push(...(await english("home")));
    await page.locator(byTestId("new-game")).click();
    for (const game of ["smalta", "backgammon"]) {
      await page.locator(`${byTestId("game-choice")}[data-game="${game}"]`).click();
      found.push(...(await english(`new ${game}`)));
    }
    await openHome(page, session.url());
    await startSmalta(page);
    await playMoves(page, 1);
    found.push(...(await english("play smalta")));
    await openHome(page, session.url());
    await startBackgammon(page);
    await waitForCheckerToMove(page);
    found.push(...(await english("play backgammon")));
    await page.locator(byTestId("settings-link")).click();
    await page.locator(byTestId("settings")).waitFor();
    found.push(...(await english("settings")));
    expect(found).toEqual([]);
  });
});
