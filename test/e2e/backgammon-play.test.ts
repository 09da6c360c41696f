// Issue 13, item 8: backgammon as players expect, in a real Chromium at 390 × 844
// against the built app: tap to roll (Auto-roll off), one-tap moves by the larger die,
// resigning against the bot, and the cube on the bar with its owner in words.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setDiceSettings, startBackgammon, tapAPlay } from "./backgammon-page";
import { pairOverPeerjs, startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

type Moment = "move" | "pass" | "roll" | "double" | "over";

/** Waits for what this device may do next (the bot's turns pass meanwhile). */
async function nextMoment(page: Page, timeout = 60_000): Promise<Moment> {
  const next = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="result"]')) return "over";
      if (document.querySelector('.bg[data-replaying="true"]')) return false;
      if (document.querySelector('[data-testid="roll-dice"]')) return "roll";
      if (document.querySelector('[data-testid="cube-double"]')) return "double";
      if (document.querySelector('.bg-board[data-active="true"]')) return "move";
      const confirm = document.querySelector<HTMLButtonElement>('[data-testid="confirm-move"]');
      return confirm && !confirm.disabled ? "pass" : false;
    },
    undefined,
    { timeout },
  );
  return (await next.jsonValue()) as Moment;
}

/** Plays this device's turns (any play) until `want` comes. */
async function playUntil(page: Page, want: Moment): Promise<void> {
  for (let turn = 0; turn < 12; turn++) {
    const now = await nextMoment(page);
    if (now === want) return;
    if (now === "over") throw new Error(`the game ended before "${want}"`);
    if (now === "roll") await page.locator(byTestId("roll-dice")).click();
    else if (now === "double") await page.locator(byTestId("cube-roll")).click();
    else {
      if (now === "move") await tapAPlay(page);
      await page.locator(byTestId("confirm-move")).click();
    }
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="confirm-move"]:not([disabled])'),
    );
  }
  throw new Error(`no "${want}" in 12 turns`);
}

/** The dice shown: value and whether used. */
const diceOf = (page: Page) =>
  page.locator(byTestId("die")).evaluateAll((dice) =>
    dice.map((d) => ({
      value: Number(d.getAttribute("data-value")),
      used: d.getAttribute("data-used") === "true",
    })),
  );

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
};

describeInBrowser("Backgammon as players expect", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("tap to roll: with Auto-roll off the dice wait for the player's tap", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await setDiceSettings(page, { autoRoll: false });
    await startBackgammon(page);
    await playUntil(page, "roll");
    // No dice yet: the blank dice to tap, the hint and the status say so.
    expect(await page.locator(byTestId("die")).count()).toBe(0);
    expect(await page.locator(byTestId("bg-hint")).textContent()).toBe("Tap the dice to roll.");
    expect(await page.locator(byTestId("play")).textContent()).toContain("tap the dice to roll");
    await page.locator(byTestId("roll-dice")).click();
    await page.locator(byTestId("roll-dice")).waitFor({ state: "detached" });
    const dice = await diceOf(page);
    expect([2, 4]).toContain(dice.length);
    for (const die of dice) expect(die.value).toBeGreaterThanOrEqual(1);
    // Then it is a turn like any: a play, or a pass when there is none.
    expect(["move", "pass"]).toContain(await nextMoment(page));
  });

  it("one-tap move: a tap on a checker moves it by the larger die at once", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startBackgammon(page);
    await playUntil(page, "move");
    const dice = await diceOf(page);
    const larger = Math.max(...dice.map((d) => d.value));
    expect(await page.locator(byTestId("bg-hint")).textContent()).toMatch(
      /^Tap a checker to move it by the larger die/,
    );
    // The first checker whose tap moves it by the larger die (a checker the larger die
    // cannot move goes by the other one: undone, the next is tried).
    const points = await page
      .locator('[data-movable="true"]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-target"))));
    let moved: number | null = null;
    for (const from of points) {
      const before = await page.locator(`[data-target="${from}"]`).getAttribute("aria-label");
      await page.locator(`[data-target="${from}"]`).click();
      const used = (await diceOf(page)).filter((d) => d.used);
      expect(used).toHaveLength(1);
      // No destination to choose: the tap made the step.
      expect(await page.locator('[data-destination="true"]').count()).toBe(0);
      if (used[0].value === larger) {
        expect(await page.locator(`[data-target="${from}"]`).getAttribute("aria-label")).not.toBe(
          before,
        );
        moved = from;
        break;
      }
      await page.locator(byTestId("undo-step")).click();
    }
    expect(moved).not.toBeNull();
    expect(await page.locator(byTestId("undo-step")).isEnabled()).toBe(true);
  });

  it("resigns against the bot: it accepts a single game at the start, and the result says so", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startBackgammon(page);
    await playUntil(page, "move");
    await page.locator(byTestId("resign")).click();
    // The choice fits the phone's screen with Confirm, no scrolling.
    for (const id of [
      "resign-single",
      "resign-gammon",
      "resign-backgammon",
      "resign-cancel",
      "confirm-move",
    ]) {
      const box = await boxOf(page, byTestId(id));
      expect(box.y + box.height, id).toBeLessThanOrEqual(844);
      expect(box.x + box.width, id).toBeLessThanOrEqual(390);
    }
    const single = page.locator(byTestId("resign-single"));
    expect(await single.textContent()).toBe("a single game (1 point)");
    expect(await page.locator(byTestId("resign-gammon")).textContent()).toBe("a gammon (2 points)");
    await single.click();
    // The bot answers: cubeless, the game near its start is worth less than a point to it.
    const result = page.locator(byTestId("result"));
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getAttribute("data-reason")).toBe("resigned-single");
    expect(await result.getAttribute("data-winners")).toBe("1");
    expect(await result.textContent()).toContain("Resigned (single game): 1 point");
  });

  it("draws the cube on the bar: in the middle, then on its owner's side, in words", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await page.locator(byTestId("new-game")).click();
    await page.locator(`${byTestId("game-choice")}[data-game="backgammon"]`).click();
    await page.locator(byTestId("option-cube")).selectOption("true");
    await page.locator(byTestId("seat-0")).selectOption("device");
    await page.locator(byTestId("seat-1")).selectOption("bot:easy");
    await page.locator(byTestId("start-game")).click();
    await page.locator(byTestId("board")).waitFor();

    const cube = page.locator(byTestId("cube"));
    await cube.waitFor();
    expect(await cube.getAttribute("data-owner")).toBe("middle");
    expect(await cube.getAttribute("aria-label")).toBe("The cube is in the middle (1)");
    expect(await cube.textContent()).toBe("64");
    const bar = await boxOf(page, byTestId("bar"));
    const board = await boxOf(page, byTestId("board"));
    const middle = await boxOf(page, byTestId("cube"));
    // On the bar, half way down the board.
    expect(middle.x).toBeGreaterThanOrEqual(bar.x);
    expect(middle.x + middle.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    const boardMiddle = board.y + board.height / 2;
    expect(Math.abs(middle.y + middle.height / 2 - boardMiddle)).toBeLessThan(board.height * 0.05);

    // The device doubles; the bot takes (a double at the start is a clear take) and owns it.
    await playUntil(page, "double");
    await page.locator(byTestId("cube-double")).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cube"]')?.getAttribute("data-value") === "2",
      undefined,
      { timeout: 60_000 },
    );
    expect(await cube.getAttribute("data-owner")).toBe("theirs");
    expect(await cube.getAttribute("aria-label")).toMatch(/^Bot .* owns the cube: 2$/);
    expect(await cube.textContent()).toBe("2");
    const theirs = await boxOf(page, byTestId("cube"));
    // The opponent's side is the top: above the middle, still on the bar.
    expect(theirs.y + theirs.height).toBeLessThan(boardMiddle);
    expect(theirs.x).toBeGreaterThanOrEqual(bar.x);
    expect(await page.locator(byTestId("match-line")).textContent()).toMatch(/owns the cube: 2/);
  });

  it("resigns across devices: the other device declines, then accepts", async () => {
    const host = (await session.launchFresh({ touch: true })).page;
    const guest = (await session.launchFresh({ touch: true })).page;
    await pairOverPeerjs(host, guest, session.url(), peerServer!.url, "backgammon");
    // The opening roll decides who moves: that page's board is active.
    const active = async (page: Page) =>
      (await page.locator('.bg-board[data-active="true"]').count()) > 0;
    await expect
      .poll(async () => (await active(host)) || (await active(guest)), { timeout: 30_000 })
      .toBe(true);
    const [mover, other] = (await active(host)) ? [host, guest] : [guest, host];
    const dice = await diceOf(mover);

    await mover.locator(byTestId("resign")).click();
    await mover.locator(byTestId("resign-gammon")).click();
    await mover.locator(byTestId("resign-waiting")).waitFor({ timeout: 30_000 });
    const offer = other.locator(byTestId("resign-offer"));
    await offer.waitFor({ timeout: 30_000 });
    expect(await offer.getAttribute("data-kind")).toBe("gammon");
    expect(await offer.textContent()).toMatch(/resigns, offering a gammon \(2 points\)/);
    await other.locator(byTestId("resign-decline")).click();
    // Declined: the mover plays on with the same dice.
    await mover.locator('.bg-board[data-active="true"]').waitFor({ timeout: 30_000 });
    expect(await diceOf(mover)).toEqual(dice);

    await mover.locator(byTestId("resign")).click();
    await mover.locator(byTestId("resign-single")).click();
    await other.locator(byTestId("resign-accept")).click({ timeout: 30_000 });
    for (const page of [mover, other]) {
      const result = page.locator(byTestId("result"));
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute("data-reason")).toBe("resigned-single");
      expect(await result.textContent()).toContain("Resigned (single game): 1 point");
    }
    expect(await host.locator(byTestId("result")).getAttribute("data-winners")).toBe(
      await guest.locator(byTestId("result")).getAttribute("data-winners"),
    );
  });
});
