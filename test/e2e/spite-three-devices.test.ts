// Spite and Malice on three paired devices: two phones play a whole game by taps over
// peerjs, a third device shows the table screen; each phone sees only its own hand, the
// table screen none, and all three agree on the centre and the result.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bothPlaying, startPeerServer, type LocalPeerServer, openTable } from "./pairing";
import { useBrowserSession } from "./session";
import { centreOf, inviteSpite, joinWith, stepAmong } from "./spite-page";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

/** Hand cards a page shows. */
const handOf = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="hand-card"] [data-card]')].map((f) =>
      f.getAttribute("data-card")!,
    ),
  );

describeInBrowser("Spite and Malice on three devices", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("two phones play a whole game by taps, a table screen shows it", async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const table = (await session.launchFresh({ viewport: { width: 1280, height: 800 } })).page;
    const base = session.url();

    const invite = await inviteSpite(a, base, {
      server: peerServer!.url,
      seats: ["host", "guest"],
    });
    await joinWith(b, base, invite);
    const id = await bothPlaying(a, b);

    // The host invites the table screen; the tablet opens its link.
    await openTable(a);
    await a.locator(byTestId("invite-table-screen")).click();
    const link = a.locator(byTestId("invite-table-code"));
    await link.waitFor({ timeout: 30_000 });
    await table.goto(await link.inputValue());
    await table.locator(byTestId("table-board-own")).waitFor({ timeout: 30_000 });
    expect(await table.locator(byTestId("table-screen")).count()).toBe(1);
    await table.locator(`${byTestId("board")}[data-seats="2"]`).waitFor();

    let steps = 0;
    let checkedMidGame = false;
    while (await stepAmong([a, b])) {
      steps++;
      if (!checkedMidGame && steps >= 12) {
        // Each phone sees its own hand only; the table screen sees none, and the same centre.
        const [handA, handB] = await Promise.all([handOf(a), handOf(b)]);
        expect(handA.length + handB.length).toBeGreaterThan(0);
        expect(await table.locator(byTestId("hand-card")).count()).toBe(0);
        await expect.poll(() => centreOf(table), { timeout: 10_000 }).toBe(await centreOf(a));
        await expect.poll(() => centreOf(b), { timeout: 10_000 }).toBe(await centreOf(a));
        checkedMidGame = true;
      }
    }
    expect(checkedMidGame).toBe(true);

    const results = await Promise.all(
      [a, b].map(async (page) => {
        const result = page.locator(byTestId("result"));
        await result.waitFor({ timeout: 20_000 });
        return `${await result.getAttribute("data-winners")}/${await result.getAttribute("data-reason")}`;
      }),
    );
    expect(results[0]).toBe(results[1]);
    expect(results[0]).toMatch(/^[01,]+\/(goal|blocked)$/);
    await expect
      .poll(() => table.locator(byTestId("table-screen")).getAttribute("data-status"), {
        timeout: 20_000,
      })
      .toBe("over");
    expect(await a.locator(byTestId("play")).getAttribute("data-game-id")).toBe(id);
  }, 240_000);
});
