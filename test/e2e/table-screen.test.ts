// The table screen (issue 8): two devices play a paired game while a third, invited as
// the table screen from the Table panel, holds no seat and shows the spectator's view
// big and live. Three real Chromium profiles (three devices) over a local PeerServer.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import {
  pairOverPeerjs,
  paintedCells,
  sameBoard,
  startPeerServer,
  whoseTurn,
  type LocalPeerServer,
  openTable,
} from "./pairing";
import { byTestId, paintAnyCell, PLAYABLE_CELL } from "./tabula";

/** Plays `moves` paints, each on the page whose turn it is. */
async function play(a: Page, b: Page, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const mover = await whoseTurn(a, b);
    if (mover === null) return;
    const before = await paintedCells(mover);
    await paintAnyCell(mover, "calm");
    await expect.poll(() => paintedCells(mover)).not.toBe(before);
  }
}

describeInBrowser("the table screen", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("shows a paired game big and live on a device that holds no seat", async () => {
    const [a, b, tablet] = await Promise.all(
      [1, 2, 3].map(async () => (await session.launchFresh()).page),
    );
    const id = await pairOverPeerjs(a, b, session.url(), peerServer!.url);
    await play(a, b, 2);

    // The host's Table panel invites a table screen: a join link ending in &as=table.
    await openTable(a);
    await a.locator(byTestId("invite-table-screen")).click();
    const code = a.locator(byTestId("invite-table-code"));
    await code.waitFor({ timeout: 30_000 });
    const link = await code.inputValue();
    expect(link).toMatch(/#\/join\/.+&as=table$/);
    await tablet.goto(`${session.url()}#/pair/join`);
    await tablet.locator(byTestId("pair-input")).fill(link);
    await tablet.locator(byTestId("pair-connect")).click();

    // It opens the table screen itself, not a play screen, with the whole log caught up.
    await tablet.locator(byTestId("table-screen")).waitFor({ timeout: 30_000 });
    expect(new URL(tablet.url()).hash).toBe(`#/table/${encodeURIComponent(id)}`);
    await sameBoard([a, b, tablet]);
    expect(await tablet.locator(PLAYABLE_CELL).count()).toBe(0);

    // Live: every move of the two players reaches it, and its move list grows.
    const listed = await tablet.locator(byTestId("table-move")).count();
    await play(a, b, 4);
    await sameBoard([a, b, tablet]);
    expect((await paintedCells(tablet)).split(",")).toHaveLength(6);
    await expect.poll(() => tablet.locator(byTestId("table-move")).count()).toBeGreaterThan(listed);
    // It holds no seat and offers nothing to tap.
    expect(await tablet.locator(PLAYABLE_CELL).count()).toBe(0);
  });
});
