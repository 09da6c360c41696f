// Mountains across devices: three real Chromium browsers (three profiles). The host and
// a guest each hold a seat of the two teams, bots the two others; a third device joins
// as the table screen, shows the mountains big and the same table as the phones.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ACTIVE_CARD, finalTable, takeStep } from "./mountains-page";
import { bothPlaying, startPeerServer, type LocalPeerServer, openTable } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

/** The host invites over peerjs: seat 0 its own, seat 1 the guest's, seats 2 and 3 bots. */
async function inviteToMountains(host: Page, baseUrl: string, server: string): Promise<string> {
  await host.goto(`${baseUrl}#/pair/invite`);
  await host.locator(byTestId("pair-invite")).waitFor();
  await host.locator(byTestId("pair-game")).selectOption("mountains");
  await host.locator(byTestId("pair-transport")).selectOption("peerjs");
  await host.locator(byTestId("pair-server")).fill(server);
  await host.locator(byTestId("pair-option-deck")).selectOption("36");
  const plan = ["host", "guest", "bot:easy", "bot:easy"];
  for (const [seat, holder] of plan.entries()) {
    await host.locator(byTestId(`pair-seat-${seat}`)).selectOption(holder);
  }
  await host.locator(byTestId("pair-start")).click();
  const code = host.locator(byTestId("pair-code"));
  await code.waitFor({ timeout: 30_000 });
  return code.inputValue();
}

async function join(page: Page, baseUrl: string, link: string): Promise<void> {
  await page.goto(`${baseUrl}#/pair/join`);
  await page.locator(byTestId("pair-input")).fill(link);
  await page.locator(byTestId("pair-connect")).click();
}

/** The cards on a page's table, as "card@cell", sorted. */
function tableOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="mountains-laid"]')]
      .map((el) => `${el.getAttribute("data-card")}@${el.getAttribute("data-cell")}`)
      .sort()
      .join(" "),
  );
}

/** The phone that may lay a card or pass now, or null once the game is over. */
async function moverAmong(pages: readonly Page[], timeout = 60_000): Promise<Page | null> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const states = await Promise.all(
      pages.map((page) =>
        page.evaluate((card) => {
          if (document.querySelector('[data-testid="result"]')) return "over";
          const can =
            document.querySelector(card) ??
            document.querySelector('[data-testid="mountains-pass"]');
          return can ? "turn" : "wait";
        }, ACTIVE_CARD),
      ),
    );
    if (states.every((s) => s === "over")) return null;
    const movers = pages.filter((_, i) => states[i] === "turn");
    expect(movers.length, "only one device may move at a time").toBeLessThanOrEqual(1);
    if (movers.length === 1) return movers[0];
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error("no phone could move");
}

describeInBrowser("Mountains across devices, with a table screen", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("plays a paired 2 v 2 game with bots to the end while the table screen follows", async () => {
    // Two phones with touch screens, and a tablet for the table screen.
    const [a, b, table] = await Promise.all([
      session.launchFresh({ touch: true }).then((x) => x.page),
      session.launchFresh({ touch: true }).then((x) => x.page),
      session.launchFresh({ viewport: { width: 1024, height: 768 } }).then((x) => x.page),
    ]);
    const link = await inviteToMountains(a, session.url(), peerServer!.url);
    await join(b, session.url(), link);
    const id = await bothPlaying(a, b);

    // The host lets in a table screen: it shows the spectator's view, big, no hand.
    await openTable(a);
    await a.locator(byTestId("invite-table-screen")).click();
    const tableCode = a.locator(byTestId("invite-table-code"));
    await tableCode.waitFor({ timeout: 30_000 });
    await join(table, session.url(), await tableCode.inputValue());
    await table.locator(byTestId("table-screen")).waitFor({ timeout: 30_000 });
    await table.locator(byTestId("mountains-table-board")).waitFor({ timeout: 30_000 });
    expect(table.url()).toContain(id);

    let moves = 0;
    for (let mover = await moverAmong([a, b]); mover; mover = await moverAmong([a, b])) {
      if (moves === 6) {
        // Mid-game, while a phone is to move (nothing else moves), every device shows
        // the same table; the table screen offers nothing.
        const phones = await tableOf(mover);
        for (const phone of [a, b]) {
          await expect.poll(() => tableOf(phone), { timeout: 20_000 }).toBe(phones);
        }
        await expect.poll(() => tableOf(table), { timeout: 20_000 }).toBe(phones);
        expect(await table.locator(".mt-hand").count()).toBe(0);
        expect(await table.locator(`${byTestId("table-board-own")} button`).count()).toBe(0);
        const grid = await table.locator(byTestId("mountains-grid")).boundingBox();
        const phoneGrid = await a.locator(byTestId("mountains-grid")).boundingBox();
        expect(grid!.width).toBeGreaterThan(phoneGrid!.width);
      }
      await takeStep(mover);
      moves++;
      expect(moves).toBeLessThan(60);
    }
    expect(moves).toBeGreaterThan(6);
    for (const page of [a, b]) await page.locator(byTestId("result")).waitFor();
    const final = await tableOf(a);
    await expect.poll(() => tableOf(b), { timeout: 20_000 }).toBe(final);
    await expect.poll(() => tableOf(table), { timeout: 20_000 }).toBe(final);
    const [onA, onTable] = [await finalTable(a), await finalTable(table)];
    expect(onTable.red).toBe(onA.red);
    expect(onTable.black).toBe(onA.black);
    expect(onTable.ownedColumns).toBe(onA.ownedColumns);
    expect(onA.ownedColumns).toBeGreaterThan(0);
  });
});
