// Issue 29, item 3: Take back, in every game against a bot, on a phone by touch. The
// seat plays a move (the hint's Play it, or backgammon's taps), the bot replies, and
// Take back sets the board back where it was before the move: the log's length
// (data-moves) is back to its earlier value and the move list is shorter. The take-back
// is an entry of the log, so the game replays to the same place anywhere.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { tapAPlay, waitForCheckerToMove } from "./backgammon-page";
import { PHONE } from "./browser";
import { asEnginePage } from "./engines/chromium";
import type { EnginePage } from "./engines/engine";
import { startBackgammon, startGallery, startMountains, startSpite } from "./engines/game-journeys";
import { startSmalta } from "./engines/journeys";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, movesOf, openHome, untilMoved } from "./tabula";

/** Plays one move of this device's seat by the hint's Play it; returns data-moves before it. */
async function playByHint(page: Page): Promise<number> {
  await page.locator(byTestId("hint-ask")).waitFor({ timeout: 30_000 });
  const before = await movesOf(page);
  await page.locator(byTestId("hint-ask")).tap();
  await page.locator(`${byTestId("hint")}[data-move]`).waitFor({ timeout: 30_000 });
  await page.locator(byTestId("hint-play")).tap();
  await untilMoved(page, before);
  return before;
}

/** Plays one backgammon play by taps and confirms it; returns data-moves before it. */
async function playByTaps(page: Page): Promise<number> {
  expect(await waitForCheckerToMove(page)).toBe(true);
  const before = await movesOf(page);
  await tapAPlay(page);
  await page.locator(byTestId("confirm-move")).tap();
  await untilMoved(page, before);
  return before;
}

/** The number of moves the move list shows (opened and closed again). */
async function listedMoves(page: Page): Promise<number> {
  await page.locator(byTestId("move-list-open")).tap();
  await page.locator(byTestId("move-list")).waitFor();
  const count = await page.locator(byTestId("move-list-item")).count();
  await page.locator(byTestId("move-list-close")).tap();
  return count;
}

const GAMES: readonly {
  name: string;
  start: (page: EnginePage) => Promise<unknown>;
  play: (page: Page) => Promise<number>;
  /** Whether the move played is this seat's first (then nothing is left to take back). */
  first: boolean;
}[] = [
  { name: "smalta", start: startSmalta, play: playByHint, first: true },
  { name: "spite-malice", start: startSpite, play: playByHint, first: true },
  { name: "mountains", start: startMountains, play: playByHint, first: true },
  { name: "gallery", start: startGallery, play: playByHint, first: true },
  // Backgammon's seat first decides to roll (a move of its own), then plays.
  { name: "backgammon", start: startBackgammon, play: playByTaps, first: false },
];

describeInBrowser("take-back in the browser", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it.each(GAMES)(
    "$name: a move against the bot, then Take back: the board is back where it was",
    async ({ start, play, first }) => {
      const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
      await openHome(page, session.url());
      await start(asEnginePage(page));
      expect(await page.locator(byTestId("take-back")).count()).toBe(0);
      const before = await play(page);
      await page.locator(byTestId("take-back")).waitFor({ timeout: 30_000 });
      const listed = await listedMoves(page);
      expect(listed).toBeGreaterThan(0);
      await page.locator(byTestId("take-back")).tap();
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('[data-testid="play"]')?.getAttribute("data-moves")) ===
          before,
        before,
        { timeout: 30_000 },
      );
      expect(await page.locator(byTestId("move-error")).count()).toBe(0);
      // The list leaves out moves that are no play worth naming (Gallery's bare "draw",
      // which the hint may choose), so it is never longer; `data-moves` above is the proof.
      expect(await listedMoves(page)).toBeLessThanOrEqual(listed);
      if (first) expect(await page.locator(byTestId("take-back")).count()).toBe(0);
      // The bots wait for the seat's move again: the log stays where it went back to.
      await page.waitForTimeout(300);
      expect(await movesOf(page)).toBe(before);
    },
    90_000,
  );
});
