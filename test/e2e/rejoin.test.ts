// Issue 13, item 1: a device that opened a paired game while offline rejoins by itself
// when the network returns (the `online` event cuts its backoff short), and says what
// it is doing meanwhile.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  pairOverPeerjs,
  paintedCells,
  startPeerServer,
  whoseTurn,
  type LocalPeerServer,
} from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, paintAnyCell, waitForServiceWorkerControl } from "./tabula";

const awayCount = (page: Page): Promise<number> =>
  page.locator(`${byTestId("presence-peer")}[data-here="false"]`).count();

describeInBrowser("rejoining after the network comes back", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("a guest reloaded offline says so, and the host's move arrives once online, without a reload", async () => {
    const host = (await session.launchFresh()).page;
    const guest = await session.launchFresh();
    const id = await pairOverPeerjs(host, guest.page, session.url(), peerServer!.url);
    await waitForServiceWorkerControl(guest.page);
    // Play until it is the host's turn, so the host can move while the guest is away.
    for (let i = 0; i < 4 && (await whoseTurn(host, guest.page)) !== host; i++) {
      await paintAnyCell(guest.page, "first");
    }
    expect(await whoseTurn(host, guest.page)).toBe(host);

    await guest.context.setOffline(true);
    await guest.page.reload();
    await guest.page.locator(`${byTestId("play")}[data-game-id="${id}"]`).waitFor();
    await guest.page.locator(byTestId("board")).waitFor();
    const status = guest.page.locator(byTestId("rejoin"));
    await expect.poll(() => status.getAttribute("data-state"), { timeout: 15_000 }).toBe("offline");
    expect(await guest.page.locator(byTestId("rejoin-status")).textContent()).toContain(
      "No network",
    );
    await expect.poll(() => awayCount(host), { timeout: 15_000 }).toBe(1);
    // With no network it waits for the `online` event (or 30 s): only the event brings it
    // back within the poll below.
    await guest.page.waitForTimeout(8_000);

    // The host moves while the guest is away.
    expect(await paintAnyCell(host, "first")).toBe(true);
    const hostBoard = await paintedCells(host);
    expect(await paintedCells(guest.page)).not.toBe(hostBoard);

    await guest.context.setOffline(false);
    await expect.poll(() => paintedCells(guest.page), { timeout: 6_000 }).toBe(hostBoard);
    await expect.poll(() => awayCount(guest.page)).toBe(0);
    await expect.poll(() => awayCount(host)).toBe(0);
    expect(await guest.page.locator(byTestId("rejoin")).count()).toBe(0);
    // And the game goes on across the two.
    const mover = await whoseTurn(host, guest.page);
    expect(mover).toBe(guest.page);
    expect(await paintAnyCell(guest.page, "first")).toBe(true);
    await expect.poll(() => paintedCells(host)).toBe(await paintedCells(guest.page));
  });
});
