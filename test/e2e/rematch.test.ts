// Issue 13, item 9: a rematch after every game, with the same seats — at once for a
// game of this device, by pairing again (one tap on each device) for a paired game.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  bothPlaying,
  pairOverPeerjs,
  startPeerServer,
  whoseTurn,
  type LocalPeerServer,
} from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome, paintAnyCell, playToTheEnd, startSmalta } from "./tabula";

const seatsOf = (page: Page): Promise<(string | null)[]> =>
  page.evaluate(() =>
    [0, 1].map(
      (s) =>
        document
          .querySelector(`[data-testid="table-seat"][data-seat="${s}"]`)
          ?.getAttribute("data-holder") ?? null,
    ),
  );

describeInBrowser("rematch", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("a game against the bot: Rematch starts the same game with the same seats at once", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const first = await startSmalta(page, { opponent: "bot:normal" });
    await playToTheEnd(page);
    await page.locator(byTestId("rematch")).click();
    const play = page.locator(byTestId("play"));
    await expect.poll(() => play.getAttribute("data-game-id")).not.toBe(first);
    await page.locator(byTestId("board")).waitFor();
    expect(await page.locator(byTestId("result")).count()).toBe(0);
    // The same seats: the Continue list names the bot of the first game in the second.
    await page.goto(session.url());
    const items = page.locator(byTestId("continue-item"));
    await expect.poll(() => items.count()).toBe(2);
    const texts = await items.allTextContents();
    for (const text of texts) expect(text).toContain("Bot (normal)");
  });

  it("a paired game: Rematch on each device pairs them again into a new game, same seats", async () => {
    const host = (await session.launchFresh()).page;
    const guest = (await session.launchFresh()).page;
    const first = await pairOverPeerjs(host, guest, session.url(), peerServer!.url);
    await expect.poll(async () => (await seatsOf(host)).every(Boolean)).toBe(true);
    const seats = await seatsOf(host);
    expect(new Set(seats).size).toBe(2);
    for (let i = 0; i < 80; i++) {
      const mover = await whoseTurn(host, guest);
      if (mover === null) break;
      await paintAnyCell(mover, "first");
    }
    for (const page of [host, guest])
      await page.locator(byTestId("result")).waitFor({ timeout: 30_000 });

    await host.locator(byTestId("rematch")).click();
    await host.locator(byTestId("pair-code")).waitFor({ timeout: 30_000 });
    expect(await host.locator(byTestId("pair-start")).count()).toBe(0);
    await guest.locator(byTestId("rematch")).click();
    // The guest's old game stays on screen until the new one opens: wait for both
    // pages to leave it, then for them to agree.
    for (const page of [host, guest])
      await expect
        .poll(
          () =>
            page
              .locator(byTestId("play"))
              .getAttribute("data-game-id", { timeout: 1_000 })
              .catch(() => null),
          { timeout: 30_000 },
        )
        .not.toMatch(new RegExp(`^(${first}|null)$`));
    const second = await bothPlaying(host, guest);
    expect(second).not.toBe(first);
    await expect.poll(() => seatsOf(host)).toEqual(seats);
  });
});
