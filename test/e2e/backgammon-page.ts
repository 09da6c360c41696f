// Driving a backgammon game in the browser through its data-testid selectors
// (docs/games/backgammon.md lists them).
import type { Page } from "playwright-core";
import { byTestId } from "./tabula";

export interface NewBackgammon {
  /** What holds seat 1 (default: the easy bot); seat 0 is this device. */
  readonly opponent?: string;
  readonly cards?: boolean;
}

/** From Home: a new backgammon game, this device against a bot. Returns the game id. */
export async function startBackgammon(page: Page, choice: NewBackgammon = {}): Promise<string> {
  await page.locator(byTestId("new-game")).click();
  await page.locator(`${byTestId("game-choice")}[data-game="backgammon"]`).click();
  await page.locator(byTestId("option-cards")).selectOption(choice.cards ? "true" : "false");
  await page.locator(byTestId("seat-0")).selectOption("device");
  await page.locator(byTestId("seat-1")).selectOption(choice.opponent ?? "bot:easy");
  await page.locator(byTestId("start-game")).click();
  const play = page.locator(byTestId("play"));
  await play.waitFor();
  await page.locator(byTestId("board")).waitFor();
  const id = await play.getAttribute("data-game-id");
  if (!id) throw new Error("the play screen has no data-game-id");
  return id;
}

/**
 * Waits until this device has a checker to move (true), passing for it when it has
 * none (a dance on the bar), or until the game is over (false).
 */
export async function waitForCheckerToMove(page: Page, timeout = 60_000): Promise<boolean> {
  for (;;) {
    const next = await page.waitForFunction(
      () => {
        if (document.querySelector('[data-testid="result"]')) return "over";
        if (document.querySelector('.bg-board[data-active="true"]')) return "move";
        const confirm = document.querySelector<HTMLButtonElement>('[data-testid="confirm-move"]');
        return confirm && !confirm.disabled ? "pass" : false;
      },
      undefined,
      { timeout },
    );
    const what = await next.jsonValue();
    if (what === "over") return false;
    if (what === "move") return true;
    await page.locator(byTestId("confirm-move")).click();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="confirm-move"]:not([disabled])'),
    );
  }
}

/** The checkers on a point, read from its accessible name ("point 8, 3 white checkers"). */
export async function checkersOn(page: Page, point: number): Promise<number> {
  const label = (await page.locator(byTestId(`point-${point}`)).getAttribute("aria-label")) ?? "";
  const count = /, (\d+) /.exec(label);
  return count ? Number(count[1]) : 0;
}

/**
 * Taps movable checkers until the play is complete (Confirm enabled): with one-tap
 * moves (the app's default) a tap moves the checker; when it only picks it (one-tap
 * off, or no single step from there), a destination is tapped too.
 */
export async function tapAPlay(page: Page): Promise<void> {
  for (let i = 0; i < 8; i++) {
    if (await page.locator(`${byTestId("confirm-move")}:not([disabled])`).count()) return;
    await tapStep(page);
  }
  throw new Error("no complete play after 8 steps");
}

/** One step: tap the first movable checker, then its first destination if it was only picked. */
export async function tapStep(page: Page): Promise<void> {
  await page.locator('[data-movable="true"]').first().click();
  const picked = page.locator('[data-destination="true"]');
  if (await picked.count()) await picked.first().click();
}

/** Opens Settings from Home and sets the backgammon settings, then goes back Home. */
export async function setDiceSettings(
  page: Page,
  dice: { readonly autoRoll?: boolean; readonly oneTap?: "larger" | "smaller" | "off" },
): Promise<void> {
  await page.locator(byTestId("settings-link")).click();
  await page.locator(byTestId("dice-settings")).waitFor();
  if (dice.autoRoll !== undefined) {
    await page.locator(byTestId("setting-auto-roll")).setChecked(dice.autoRoll);
  }
  if (dice.oneTap !== undefined) {
    await page.locator(byTestId("setting-one-tap")).selectOption(dice.oneTap);
  }
  await page.goBack();
  await page.locator(byTestId("new-game")).waitFor();
}
