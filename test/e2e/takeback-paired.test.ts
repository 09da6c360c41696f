// Issue 29, item 3, paired: two browsers (two devices) paired by direct SDP play Smalta.
// The mover asks to take back its move; the other device sees the request with Accept
// and Decline. Accepted, both boards go back; declined, nothing moves, both are told,
// and the same move cannot be asked for again.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { PHONE } from "./browser";
import { pairDirect, paintedCells, sameBoard, whoseTurn } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, movesOf, paintAnyCell } from "./tabula";

/** Waits until the page's log holds exactly `moves` entries of the line. */
async function untilMoves(page: Page, moves: number): Promise<void> {
  await page.waitForFunction(
    (moves) =>
      Number(document.querySelector('[data-testid="play"]')?.getAttribute("data-moves")) === moves,
    moves,
    { timeout: 30_000 },
  );
}

/** The mover paints a cell and asks to take it back; returns both pages and the count before. */
async function askAfterAMove(a: Page, b: Page) {
  const mover = (await whoseTurn(a, b))!;
  const other = mover === a ? b : a;
  const before = await movesOf(mover);
  const board = await paintedCells(mover);
  await paintAnyCell(mover, "first");
  await mover.locator(byTestId("take-back")).waitFor({ timeout: 30_000 });
  await sameBoard([mover, other]);
  await mover.locator(byTestId("take-back")).tap();
  await mover.locator(byTestId("takeback-waiting")).waitFor({ timeout: 30_000 });
  await other.locator(byTestId("takeback-offer")).waitFor({ timeout: 30_000 });
  expect(await mover.locator(byTestId("takeback-accept")).count()).toBe(0);
  return { mover, other, before, board };
}

describeInBrowser("take-back between two browsers", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("asked, then accepted: both boards go back; asked again, declined: nothing moves", async () => {
    const host = (await session.launchFresh({ viewport: PHONE, touch: true })).page;
    const guest = (await session.launchFresh({ viewport: PHONE, touch: true })).page;
    await pairDirect(host, guest, session.url());

    const first = await askAfterAMove(host, guest);
    expect(await first.other.locator(byTestId("takeback-offer")).textContent()).toMatch(
      /asks to take back their last move/,
    );
    await first.other.locator(byTestId("takeback-accept")).tap();
    for (const page of [first.mover, first.other]) await untilMoves(page, first.before);
    expect(await sameBoard([first.mover, first.other])).toBe(first.board);
    expect(await first.other.locator(byTestId("takeback-offer")).count()).toBe(0);

    const second = await askAfterAMove(host, guest);
    const moved = await movesOf(second.mover);
    await second.other.locator(byTestId("takeback-decline")).tap();
    for (const page of [second.mover, second.other]) {
      await page.locator(byTestId("takeback-declined")).waitFor({ timeout: 30_000 });
      expect(await movesOf(page)).toBe(moved);
    }
    expect(await second.mover.locator(byTestId("take-back")).count()).toBe(0);
    expect(await second.other.locator(byTestId("takeback-offer")).count()).toBe(0);
  }, 120_000);
});
