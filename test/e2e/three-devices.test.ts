// Owned by the pairing work (issue 3). Three real Chromium browsers (three profiles,
// so three devices with their own IndexedDB) at one table over peerjs: a late joiner
// gets the whole log, a seat is handed from one device to another, the new holder
// moves, and every page ends with the same board.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import {
  pairOverPeerjs,
  paintedCells,
  startPeerServer,
  type LocalPeerServer,
  openTable,
} from "./pairing";
import { byTestId, paintAnyCell, PLAYABLE_CELL } from "./tabula";

/** The pages that may paint now (more than one would be a bug); empty once over. */
async function moversAmong(pages: readonly Page[], timeout = 30_000): Promise<Page[]> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const states = await Promise.all(
      pages.map((page) =>
        page.evaluate((playable) => {
          if (document.querySelector('[data-testid="result"]')) return "over";
          return document.querySelector(playable) ? "turn" : "wait";
        }, PLAYABLE_CELL),
      ),
    );
    if (states.includes("over")) return [];
    const movers = pages.filter((_, i) => states[i] === "turn");
    if (movers.length > 0) return movers;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const said = await Promise.all(
    pages.map((page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="status"],[data-testid="die"],[role="alert"]')]
          .map((e) => `${e.textContent ?? ""}|${e.getAttribute("data-value") ?? ""}`)
          .join(";"),
      ),
    ),
  );
  throw new Error(`no page could move: ${said.join(" / ")}`);
}

/** Plays `moves` paints, always on the one page whose turn it is; returns who moved. */
async function playAmong(pages: readonly Page[], moves: number): Promise<Page[]> {
  const moved: Page[] = [];
  for (let i = 0; i < moves; i++) {
    const movers = await moversAmong(pages);
    if (movers.length === 0) break;
    expect(movers.length, "only one device may move at a time").toBe(1);
    await paintAnyCell(movers[0], "calm");
    moved.push(movers[0]);
  }
  return moved;
}

function seatOf(page: Page, seat: number) {
  return page.locator(`${byTestId("table-seat")}[data-seat="${seat}"]`);
}

describeInBrowser("three devices at one table", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("a late joiner gets the whole log, takes a handed seat and moves", async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(async () => (await session.launchFresh()).page),
    );
    const id = await pairOverPeerjs(a, b, session.url(), peerServer!.url);
    expect(await playAmong([a, b], 4)).toHaveLength(4);
    await expect.poll(async () => (await paintedCells(a)) === (await paintedCells(b))).toBe(true);
    const before = await paintedCells(a);
    expect(before.split(",")).toHaveLength(4);

    // The host invites one more device into the game under way; it joins as a spectator.
    await openTable(a);
    await a.locator(byTestId("invite-more")).click();
    const code = a.locator(byTestId("invite-more-code"));
    await code.waitFor({ timeout: 30_000 });
    const link = await code.inputValue();
    expect(link).toContain("#/join/");
    await c.goto(`${session.url()}#/pair/join`);
    await c.locator(byTestId("pair-input")).fill(link);
    await c.locator(byTestId("pair-connect")).click();
    await c.locator(byTestId("board")).waitFor({ timeout: 30_000 });
    expect(await c.locator(byTestId("play")).getAttribute("data-game-id")).toBe(id);
    // The whole log, caught up from the host.
    await expect.poll(() => paintedCells(c), { timeout: 20_000 }).toBe(before);
    await expect
      .poll(() => a.locator(`${byTestId("presence-peer")}[data-here="true"]`).count())
      .toBe(2);
    expect(await c.locator(`${byTestId("table-seat")}[data-mine="true"]`).count()).toBe(0);
    expect(await c.locator(PLAYABLE_CELL).count()).toBe(0);

    // The host hands its seat (seat 1, index 0) to the new device.
    const cDevice = await c.locator(byTestId("table-panel")).getAttribute("data-device");
    const aDevice = await a.locator(byTestId("table-panel")).getAttribute("data-device");
    expect(cDevice).toBeTruthy();
    // Each device's id is its key (issue 9), and the game they play is signed.
    for (const [page, device] of [
      [a, aDevice],
      [c, cDevice],
    ] as const) {
      expect(device).toMatch(/^[0-9a-f]{64}$/);
      expect(await page.locator(byTestId("table-panel")).getAttribute("data-signed")).toBe("true");
      expect(await page.locator(byTestId("table-not-protected")).count()).toBe(0);
    }
    expect(await seatOf(a, 0).getAttribute("data-holder")).toBe(aDevice);
    await a.locator(byTestId("hand-seat-0")).selectOption(cDevice!);
    await a.locator(byTestId("hand-seat-0-go")).click();
    for (const page of [a, b, c]) {
      await expect.poll(() => seatOf(page, 0).getAttribute("data-holder")).toBe(cDevice);
    }
    await expect.poll(() => seatOf(c, 0).getAttribute("data-mine")).toBe("true");
    expect(await seatOf(a, 0).getAttribute("data-mine")).toBe("false");

    // Play goes on between the new holder and the guest; the host only watches.
    const moved = await playAmong([a, b, c], 6);
    expect(moved).toHaveLength(6);
    expect(moved).not.toContain(a);
    expect(moved).toContain(c);
    expect(moved).toContain(b);

    // Every page ends with the same board, two moves each way more than before.
    const boards = async (): Promise<string[]> => Promise.all([a, b, c].map(paintedCells));
    await expect.poll(async () => new Set(await boards()).size, { timeout: 20_000 }).toBe(1);
    expect((await paintedCells(a)).split(",")).toHaveLength(10);
  });
});
