// Picture Gallery across devices: two phones paired over peerjs play by taps, and a
// third device joins as the table screen, showing the exhibition big and the same
// position as the phones, with no hand.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { galleryAction, type GalleryAction } from "./gallery-page";
import { bothPlaying, startPeerServer, type LocalPeerServer, openTable } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

/** The page that has a part of a turn to play now (its board shows the actions). */
async function moverAmong(pages: readonly Page[], timeout = 30_000): Promise<Page | null> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    for (const page of pages) {
      if ((await page.locator(byTestId("result")).count()) > 0) return null;
      if ((await page.locator(".gl-actions").count()) > 0) return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("no device could move");
}

const exhibitionOf = (page: Page, root = "") =>
  page.locator(`${root} ${byTestId("gallery-exhibition")}`.trim()).getAttribute("data-cards");

describeInBrowser("Picture Gallery on three devices", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("two phones play by taps and the table screen shows the exhibition", async () => {
    const [a, b, c] = await Promise.all(
      // Two phones with touch screens, and the tablet in the middle of the table.
      [true, true, false].map(async (touch) => (await session.launchFresh({ touch })).page),
    );
    await a.goto(`${session.url()}#/pair/invite`);
    await a.locator(byTestId("pair-invite")).waitFor();
    await a.locator(byTestId("pair-game")).selectOption("gallery");
    await a.locator(byTestId("pair-transport")).selectOption("peerjs");
    await a.locator(byTestId("pair-server")).fill(peerServer!.url);
    await a.locator(byTestId("pair-seat-0")).selectOption("host");
    await a.locator(byTestId("pair-seat-1")).selectOption("guest");
    await a.locator(byTestId("pair-start")).click();
    const code = a.locator(byTestId("pair-code"));
    await code.waitFor({ timeout: 30_000 });
    await b.goto(`${session.url()}#/pair/join`);
    await b.locator(byTestId("pair-input")).fill(await code.inputValue());
    await b.locator(byTestId("pair-connect")).click();
    const id = await bothPlaying(a, b);

    // The host invites a table screen; the third device joins with that link.
    await openTable(a);
    await a.locator(byTestId("invite-table-screen")).click();
    const tableCode = a.locator(byTestId("invite-table-code"));
    await tableCode.waitFor({ timeout: 30_000 });
    const link = await tableCode.inputValue();
    expect(link).toContain("as=table");
    await c.goto(`${session.url()}#/pair/join`);
    await c.locator(byTestId("pair-input")).fill(link);
    await c.locator(byTestId("pair-connect")).click();
    await c.locator(byTestId("table-screen")).waitFor({ timeout: 30_000 });
    await c.locator(byTestId("gallery-table-board")).waitFor({ timeout: 30_000 });
    expect(c.url()).toContain(id);

    // The phones play by taps, each on its own turn.
    const done: GalleryAction[] = [];
    for (let i = 0; i < 24; i++) {
      const mover = await moverAmong([a, b]);
      if (mover === null) break;
      done.push(await galleryAction(mover));
    }
    expect(done.length).toBeGreaterThan(6);
    await expect
      .poll(async () => (await exhibitionOf(a)) === (await exhibitionOf(b)), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(async () => exhibitionOf(c, byTestId("gallery-table-board")), { timeout: 20_000 })
      .toBe(await exhibitionOf(a));
    // The table screen shows every seat's score and no hand.
    expect(await c.locator(byTestId("gallery-seat")).count()).toBe(2);
    expect(await c.locator(byTestId("hand-card")).count()).toBe(0);
  }, 180_000);
});
